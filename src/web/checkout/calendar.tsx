/** /carrinho/calendario?pedido=N: the order's fitting appointment as an .ics file (the owner's session only). */
import type { Route } from "./+types/calendar";
import { authHeaders } from "../account/session.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const numero = new URL(request.url).searchParams.get("pedido") ?? "";
  const res = await fetch(
    new URL(`/api/rodacerta/pt/pedidos/${encodeURIComponent(numero)}/calendario.ics`, request.url),
    { headers: authHeaders(request) },
  );
  if (res.status !== 200)
    return new Response("Não encontrámos a marcação desta encomenda.", {
      status: res.status === 401 ? 401 : 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(res.body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="montagem-rodacerta.ics"',
      "cache-control": "private, no-store",
    },
  });
}
