import type { Route } from "./+types/invoice-download";
import { apiContext } from "../api-context.ts";
import { authHeaders } from "./session.ts";

/** Resource route: streams the invoice PDF from the API with the browser's session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const n = new URL(request.url).searchParams.get("n") ?? "";
  const api = context.get(apiContext);
  const info = await api("/users/fetchInfo", { headers: authHeaders(request) });
  if (info.status !== 200) return new Response("Sessão terminada", { status: 401 });
  const id = (info.json() as { user: { id_site_usuario: number } }).user.id_site_usuario;
  const res = await fetch(new URL(`/api/rodacerta/pt/users/${id}/get-factura/${encodeURIComponent(n)}`, request.url), { headers: authHeaders(request) });
  return new Response(res.body, { status: res.status, headers: { "content-type": res.headers.get("content-type") ?? "application/pdf", "content-disposition": res.headers.get("content-disposition") ?? "attachment", "cache-control": "private, no-store" } });
}
