import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";

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

const AFTER_LOGIN = "/area-privado";
/** A base that never matches a real site: resolving against it shows whether a value leaves the origin. */
const PROBE_ORIGIN = "https://rodacerta.invalid";

/** One "/" then anything but "/" or "\"; no backslash and no control character anywhere (browsers drop tabs and newlines, read "\" as "/"). */
function isPlainPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return value.startsWith("/") && !value.startsWith("//") && !/[\\\u0000-\u001f\u007f-\u009f]/.test(value);
}

/**
 * Only same-site paths are accepted as a post-login destination: `//host`, `/\host`, their percent-encoded and
 * double-encoded forms, control characters, dot segments that collapse into `//`, and absolute URLs fall back to
 * the private area (in `lang`, the language of the login page). The answer is the path as the URL parser
 * normalised it, so the browser reads what we checked.
 */
export function safeNext(value: string | null, lang: Lang = "pt"): string {
  const next = checkedNext(value);
  return next ?? localPath(lang, AFTER_LOGIN);
}

function checkedNext(value: string | null): string | null {
  if (!value || value.length > 2000) return null;
  let decoded = value;
  for (let round = 0; ; round++) {
    if (!isPlainPath(decoded)) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    if (round === 3) return null;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isPlainPath(path) ? path : null;
}
