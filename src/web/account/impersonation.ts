/**
 * Customer-service impersonation on the web side: the back office's customer page opens the customer's session in
 * a new tab (operator-customer.tsx), marked by a second cookie so that the pages know to ask the API whom the banner
 * names (every other visitor's pages cost no extra call); the API, not the cookie, decides whether the banner shows.
 */
import type { ImpersonationAnswer } from "#src/shared/account/account-api.schema.ts";
import { answer, type Answer, type ApiFetch } from "../api-context.ts";
import { authHeaders, SESSION_COOKIE, sessionToken } from "./session.ts";

export const IMPERSONATION_COOKIE = "rc_impersonacao";

/** What the banner says (GET /users/me/impersonacao). */
export type Impersonation = NonNullable<Answer<typeof ImpersonationAnswer>["impersonacao"]>;

function hasMarker(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(";").some((part) => part.trim().startsWith(`${IMPERSONATION_COOKIE}=`));
}

/** The session cookie and its marker for a session opened by a staff member (both as long as the session). */
export function impersonationCookies(token: string, expiresAt: Date, now: Date, secure: boolean): string[] {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  const tail = `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
  return [`${SESSION_COOKIE}=${encodeURIComponent(token)}; ${tail}`, `${IMPERSONATION_COOKIE}=1; ${tail}`];
}

export function clearImpersonationCookies(): string[] {
  const tail = "Path=/; HttpOnly; SameSite=Lax; Max-Age=0";
  return [`${SESSION_COOKIE}=; ${tail}`, `${IMPERSONATION_COOKIE}=; ${tail}`];
}

/** Who is inside this customer session, when a staff member opened it; null for everyone else (or on any failure). */
export async function loadImpersonation(api: ApiFetch, request: Request): Promise<Impersonation | null> {
  if (!hasMarker(request) || sessionToken(request) === null) return null;
  try {
    const res = await api("/users/me/impersonacao", { headers: authHeaders(request) });
    if (res.status !== 200) return null;
    return answer<typeof ImpersonationAnswer>(res).impersonacao;
  } catch {
    return null;
  }
}
