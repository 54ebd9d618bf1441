/**
 * The back office keeps its own session cookie, apart from the customers' (rc_session): httpOnly, SameSite=Strict,
 * sent only to /operador pages, as long as a staff session lasts. Loaders and actions call the API with it as a
 * Bearer token; React Router refuses cross-origin form posts, so cookie-authenticated writes are CSRF-safe.
 */
import { data, redirect } from "react-router";
import { type ApiFetch, isApiError } from "../api-context.ts";

export const OPERATOR_COOKIE = "rc_operador";
const MAX_AGE = 12 * 3600;

export function operatorToken(request: Request): string | null {
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === OPERATOR_COOKIE) return decodeURIComponent(v.join("=")) || null;
  }
  return null;
}

export function setOperatorCookie(token: string, secure: boolean): string {
  return `${OPERATOR_COOKIE}=${encodeURIComponent(token)}; Path=/operador; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE}${secure ? "; Secure" : ""}`;
}

export function clearOperatorCookie(): string {
  return `${OPERATOR_COOKIE}=; Path=/operador; HttpOnly; SameSite=Strict; Max-Age=0`;
}

/** The Bearer header of the staff session, or a redirect to the back office's login page. */
export function operatorHeaders(request: Request): Record<string, string> {
  const token = operatorToken(request);
  if (!token) throw redirect("/operador/entrar");
  return { authorization: `Bearer ${token}` };
}

/** An API answer of 401 means the session ended (expired, disabled, logged out elsewhere): log in again. */
export function loginAgain(): never {
  throw redirect("/operador/entrar", { headers: { "Set-Cookie": clearOperatorCookie() } });
}

/** A GET on behalf of the signed-in operator: back to the login page on 401, the error page on other failures. */
export async function operatorGet<T>(api: ApiFetch, path: string, headers: Record<string, string>): Promise<T> {
  const res = await api(path, { headers });
  if (res.status === 401) loginAgain();
  const body = res.json();
  if (res.status !== 200) throw data(isApiError(body) ? body.message : "Erro", { status: res.status });
  return body as T;
}

/** The outcome of a write: the API's answer, or its message and field errors (field → message) to show on the form. */
export type OperatorSendResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

/**
 * A write (POST, PATCH, DELETE) on behalf of the signed-in operator, for actions: back to the login page on 401; a
 * 2xx answer as `ok`, any other as the API's message and field errors (`fallback` when the answer has none).
 */
export async function operatorSend<T>(
  api: ApiFetch,
  headers: Record<string, string>,
  method: "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  fallback = "Erro",
): Promise<OperatorSendResult<T>> {
  const res = await api(path, { method, headers, ...(body === undefined ? {} : { body }) });
  if (res.status === 401) loginAgain();
  const answer = res.json();
  if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, body: answer as T };
  return isApiError(answer)
    ? { ok: false, status: res.status, message: answer.message, errors: answer.errors ?? {} }
    : { ok: false, status: res.status, message: fallback, errors: {} };
}
