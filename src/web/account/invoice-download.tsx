import { redirect } from "react-router";
import { UserInfoResponse } from "#src/shared/account/private-area.schema.ts";
import type { Route } from "./+types/invoice-download";
import { apiContext } from "../api-context.ts";
import { translatorOf } from "./lang.ts";
import { authHeaders, clearSessionCookie, sessionToken } from "./session.ts";

/** The API's error code of a failed download (only a plain code goes into the address), else OTHER. */
async function errorCode(res: Response | null): Promise<string> {
  const body: unknown = await res?.json().catch(() => null);
  const code = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : null;
  return typeof code === "string" && /^[A-Z_]{2,40}$/.test(code) ? code : "OTHER";
}

/**
 * Resource route: streams the invoice PDF (`?n=<invoice number>`) or a credit note's (`?nc=<credit note number>`, from
 * the invoices tab) from the API with the browser's session; the API refuses another customer's documents. Linked
 * from the private area, the order confirmation page and the confirmation e-mail: without a session it sends the
 * customer to log in and back here. A failed download returns to the invoices tab with the API's error code. All in
 * the address's language (/area-privada/factura asks the API in Spanish and comes back to the Spanish tab).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const n = url.searchParams.get("n") ?? "";
  const nc = url.searchParams.get("nc");
  const { path, lang } = translatorOf(request);
  const login = `${path("/login")}?next=${encodeURIComponent(`${url.pathname.replace(/\.data$/, "")}${url.search}`)}`;
  const invoicesTab = path("/area-privado/faturas");
  if (!sessionToken(request)) throw redirect(login);
  const api = context.get(apiContext);
  const info = await api("/users/fetchInfo", { headers: authHeaders(request) });
  if (info.status === 401) throw redirect(login, { headers: { "Set-Cookie": clearSessionCookie() } });
  const me = info.status === 200 ? UserInfoResponse.safeParse(info.json()) : null;
  // The profile did not load: the invoices tab says so (it loads the profile again).
  if (!me?.success) throw redirect(invoicesTab);
  const id = me.data.user.id_site_usuario;
  const file = nc === null ? `get-factura/${encodeURIComponent(n)}` : `get-nota-credito/${encodeURIComponent(nc)}`;
  const res = await fetch(new URL(`/api/rodacerta/${lang}/users/${id}/${file}`, request.url), {
    headers: authHeaders(request),
  }).catch(() => null);
  // A refused download goes back to the invoices tab, which says why in the catalogue's words (spec section 8).
  if (!res || res.status !== 200) throw redirect(`${invoicesTab}?erro=${await errorCode(res)}`);
  return new Response(res.body, {
    status: res.status,
    headers: {
      "content-type": res.headers.get("content-type") ?? "application/pdf",
      "content-disposition": res.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
    },
  });
}
