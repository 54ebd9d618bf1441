import { redirect } from "react-router";
import type { Route } from "./+types/invoice-download";
import { apiContext } from "../api-context.ts";
import { authHeaders, clearSessionCookie, sessionToken } from "./session.ts";

/**
 * Resource route: streams the invoice PDF from the API with the browser's session. Linked from the private area,
 * the order confirmation page and the confirmation e-mail: without a session it sends the customer to log in and
 * back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const n = url.searchParams.get("n") ?? "";
  const login = `/login?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
  if (!sessionToken(request)) throw redirect(login);
  const api = context.get(apiContext);
  const info = await api("/users/fetchInfo", { headers: authHeaders(request) });
  if (info.status === 401) throw redirect(login, { headers: { "Set-Cookie": clearSessionCookie() } });
  if (info.status !== 200) return new Response("Sessão terminada", { status: 401 });
  const id = (info.json() as { user: { id_site_usuario: number } }).user.id_site_usuario;
  const res = await fetch(new URL(`/api/rodacerta/pt/users/${id}/get-factura/${encodeURIComponent(n)}`, request.url), {
    headers: authHeaders(request),
  });
  return new Response(res.body, {
    status: res.status,
    headers: {
      "content-type": res.headers.get("content-type") ?? "application/pdf",
      "content-disposition": res.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
    },
  });
}
