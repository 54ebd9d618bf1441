/**
 * The typed way pages reach the API. On the server, loaders get an in-process fetch through the router context
 * (set by the Fastify host); in the browser the same paths go over fetch to /api/rodacerta/pt.
 */
import { createContext, data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { ApiErrorAnswer } from "#src/shared/api-error.schema.ts";

export type ApiResponse = { status: number; json: () => unknown };
export type ApiFetch = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<ApiResponse>;

export const apiContext = createContext<ApiFetch>();

/** The API in the page's language (the `<html lang>` the server wrote). */
export function apiBase(): string {
  return `/api/rodacerta/${typeof document !== "undefined" && document.documentElement.lang.startsWith("es") ? "es" : "pt"}`;
}

export const browserApi: ApiFetch = async (path, init = {}) => {
  const res = await fetch(`${apiBase()}${path}`, {
    method: init.method ?? "GET",
    headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    credentials: "same-origin",
  });
  const body = await res.json().catch(() => ({ error: "INVALID_RESPONSE", message: "Resposta inválida do servidor" }));
  return { status: res.status, json: () => body };
};

/** The API's error answer, the same on every route (src/shared/api-error.schema.ts, declared on every API route). */
export type ApiError = Answer<typeof ApiErrorAnswer>;

/**
 * The typed API contract on the page side. Each endpoint's response schema lives in src/shared beside its request
 * schema; pages import it with `import type` only (no zod in the browser bundle) and read the answer through
 * `answer<typeof Schema>(res)`. The server either declares the schema on its route (validated when serialised) or
 * src/server/api-contract.int.test.ts parses real answers with it (docs/decisions/020-api-contract.md).
 */
export type Answer<S extends z.ZodType> = z.output<S>;

/** The one place where the API's JSON takes a type: what the endpoint's schema promises (see above). */
function promised<T>(body: unknown): T {
  return body as T;
}

/** A successful answer's body as its endpoint's response schema types it (read it after checking the status). */
export function answer<S extends z.ZodType>(res: ApiResponse): Answer<S> {
  return promised<Answer<S>>(res.json());
}

/** A 2xx answer typed by its schema, or not: then the API's error when the answer has its shape (else null). */
export type ApiResult<S extends z.ZodType> =
  { ok: true; status: number; body: Answer<S> } | { ok: false; status: number; error: ApiError | null };

export function apiResult<S extends z.ZodType>(res: ApiResponse): ApiResult<S> {
  const body = res.json();
  if (isApiError(body)) return { ok: false, status: res.status, error: body };
  if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, body: promised<Answer<S>>(body) };
  return { ok: false, status: res.status, error: null };
}

/** Server-side GET for loaders; a 404 becomes the 404 page, other failures the 500 page (spec section 4, page loading). */
export async function loadApi<T>(
  context: Readonly<RouterContextProvider>,
  path: string,
  init?: Parameters<ApiFetch>[1],
): Promise<T> {
  const api = context.get(apiContext);
  // 404 → the 404 page, 500 → the 500 page; other failures (502, 503, 429, network) are retried up to 3 times.
  let res: ApiResponse | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    res = await api(path, init).catch(() => null);
    if (res && (res.status < 500 || res.status === 500) && res.status !== 429) break;
    if (attempt < 3) await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
  }
  if (!res) throw data("Erro de ligação", { status: 500 });
  const body = res.json();
  const message = isApiError(body) ? body.message : undefined;
  if (res.status === 404) throw data(message ?? "Página não encontrada", { status: 404 });
  if (res.status >= 400) throw data(message ?? "Erro", { status: res.status >= 500 ? 500 : res.status });
  return promised<T>(body);
}

/** The API's `errors` as a form's field map; payload prefixes (e.g. "billing.") are dropped so names match inputs. */
export function fieldErrors(body: Pick<ApiError, "errors">, prefixes: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body.errors ?? {})) {
    const prefix = prefixes.find((p) => k.startsWith(`${p}.`));
    out[prefix ? k.slice(prefix.length + 1) : k] = v;
  }
  return out;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === "object" && value !== null && "error" in value;
}
