/**
 * A visitor becomes a lead (spec section 6: "a visitor with a lead id") once the selector's lead-data step saved their
 * contact data: the lead id is kept in an httpOnly, SameSite=Lax cookie so that the server-rendered selector skips the
 * step on later searches. It only decides whether to ask again; it grants nothing.
 */
import { SELECTOR_LEAD_ORIGIN } from "#src/shared/tyres/selector.ts";

export const LEAD_COOKIE = "rc_lead";
const MAX_AGE = 365 * 86_400;

export function leadId(request: Request): number | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === LEAD_COOKIE) {
      const value = v.join("=");
      return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
    }
  }
  return null;
}

export function setLeadCookie(id: number, request: Request): string {
  return `${LEAD_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE}${new URL(request.url).protocol === "https:" ? "; Secure" : ""}`;
}

/**
 * The POST /leads body from the lead-data form: the same object is checked in the browser with the shared
 * LeadSchema (field errors before sending) and sent by the route action (the API checks it again).
 */
export function leadPayload(form: FormData, userAgent?: string | null) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    email: text("email"),
    telefono: text("telefono"),
    codigo_postal: text("codigo_postal"),
    origen: SELECTOR_LEAD_ORIGIN,
    wantsInfo: form.get("wantsInfo") === "on",
    privacidad: form.get("privacidad") === "on",
    ...(userAgent ? { userAgent: userAgent.slice(0, 4000) } : {}),
  };
}
