/**
 * The browser keeps the session token in an httpOnly, SameSite=Lax cookie; the web server reads it and calls the API
 * with a Bearer token. React Router refuses cross-origin form posts, so cookie-authenticated writes are CSRF-safe.
 */
export const SESSION_COOKIE = "rc_session";
const MAX_AGE = 30 * 86_400;

export function sessionToken(request: Request): string | null {
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === SESSION_COOKIE) return decodeURIComponent(v.join("=")) || null;
  }
  return null;
}

export function setSessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

export function authHeaders(request: Request): Record<string, string> {
  const token = sessionToken(request);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Only same-site paths are accepted as a post-login destination. */
export function safeNext(value: string | null): string {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : "/area-privado";
}
