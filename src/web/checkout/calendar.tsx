/**
 * /carrinho/calendario?pedido=N (/cesta/calendario): the order's fitting appointment as an .ics file, from the API in
 * the page's language (the owner's session only).
 */
import type { Route } from "./+types/calendar";
import { authHeaders } from "../account/session.ts";
import { translatorFor } from "../i18n.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { t, lang } = translatorFor(request);
  const numero = new URL(request.url).searchParams.get("pedido") ?? "";
  const res = await fetch(
    new URL(`/api/rodacerta/${lang}/pedidos/${encodeURIComponent(numero)}/calendario.ics`, request.url),
    { headers: authHeaders(request) },
  );
  if (res.status !== 200)
    return new Response(t("checkout.calendarNotFound"), {
      status: res.status === 401 ? 401 : 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return new Response(res.body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${t("checkout.calendarFileName")}"`,
      "cache-control": "private, no-store",
    },
  });
}
