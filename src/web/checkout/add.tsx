/**
 * POST /carrinho/adicionar (/cesta/anadir): the "Comprar" buttons; adds the product through the API and opens the
 * basket, in the page's language.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/add";
import type { AddProductAnswer } from "#src/shared/basket/basket-api.schema.ts";
import { answer, apiContext, isApiError } from "../api-context.ts";
import { authHeaders } from "../account/session.ts";
import { translatorFor } from "../i18n.ts";
import { basketId, setBasketCookie } from "./basket-cookie.ts";

/**
 * The API's notice that a service pack was taken out (tyres in a promotion), in either language: the API answers in
 * the page's language and the notice has no code of its own.
 */
const PACK_NOTICE = /\bpacks? de servi/i;

export async function action({ request, context }: Route.ActionArgs) {
  const { path } = translatorFor(request);
  const form = await request.formData();
  const id = String(form.get("produto") ?? "");
  const cantidad = Number(form.get("cantidad") ?? 1);
  // "Continuar sem a promoção" after a promotion limit: the same product at its normal price.
  const sinPromocion = form.get("sinPromocion") === "1";
  const cestaID = basketId(request);
  const api = context.get(apiContext);
  const res = await api(`/cesta-product/${encodeURIComponent(id)}`, {
    method: "POST",
    body: { cantidad, ...(cestaID ? { cestaID } : {}), ...(sinPromocion ? { sinPromocion } : {}) },
    headers: authHeaders(request),
  });
  const body = res.json();
  if (res.status === 201) {
    const b = answer<typeof AddProductAnswer>(res);
    const aviso = b.avisos.some((a) => PACK_NOTICE.test(a)) ? "&aviso=pack" : "";
    throw redirect(path(`/carrinho/pedido?adicionado=${encodeURIComponent(id)}${aviso}`), {
      headers: { "Set-Cookie": setBasketCookie(b.cestaID, request) },
    });
  }
  // A basket of another session (e.g. after logout): start a new one.
  if ((res.status === 403 || res.status === 404) && cestaID && isApiError(body) && body.error !== "PRODUCT_NOT_FOUND") {
    const again = await api(`/cesta-product/${encodeURIComponent(id)}`, {
      method: "POST",
      body: { cantidad },
      headers: authHeaders(request),
    });
    if (again.status === 201)
      throw redirect(path(`/carrinho/pedido?adicionado=${encodeURIComponent(id)}`), {
        headers: { "Set-Cookie": setBasketCookie(answer<typeof AddProductAnswer>(again).cestaID, request) },
      });
  }
  const code = isApiError(body) ? body.error : "ERROR";
  // A promotion limit: the basket page explains it and offers the product without the promotion.
  const retry = code.startsWith("PROMO_") ? `&produto=${encodeURIComponent(id)}&cantidad=${cantidad}` : "";
  throw redirect(path(`/carrinho/pedido?erro=${encodeURIComponent(code)}${retry}`));
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(translatorFor(request).path("/carrinho"));
}
