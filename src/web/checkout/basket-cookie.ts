/**
 * The basket id lives in an httpOnly, SameSite=Lax cookie; pages read it on the server and call the basket API.
 * It is cleared when the basket becomes an order (the basket resets on order completion).
 */
export const BASKET_COOKIE = "rc_cesta";
const MAX_AGE = 30 * 86_400;

export function basketId(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === BASKET_COOKIE) {
      const id = decodeURIComponent(v.join("="));
      return /^[0-9a-f-]{36}$/.test(id) ? id : null;
    }
  }
  return null;
}

export function setBasketCookie(id: string, request: Request): string {
  return `${BASKET_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE}${new URL(request.url).protocol === "https:" ? "; Secure" : ""}`;
}

export function clearBasketCookie(): string {
  return `${BASKET_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
