/**
 * /carro/carga-de-ar-condicionado (server only, on an ApiFetch so it can be tested without a server): the two gas
 * packs from the service catalogue, the assistant's answer for a plate (?matricula=), and adding the right pack to
 * the basket with the plate, so the workshop sees which car it is.
 */
import { data, redirect } from "react-router";
import { msg } from "#src/shared/i18n/i18n.ts";
import { requiredMessage } from "#src/shared/messages.ts";
import { AC_APPOINTMENT_SERVICE, AC_PRODUCTS } from "#src/shared/services/ac.ts";
import { acAppointmentHref } from "./ac-links.ts";
import { type AcPackResponse, AcPackResponseSchema } from "#src/shared/services/ac.schema.ts";
import { type ServiceOffer, ServiceListSchema } from "#src/shared/services/service-catalogue.schema.ts";
import { authHeaders } from "#src/web/account/session.ts";
import { translatorFor } from "#src/web/i18n.ts";
import type { AddProductAnswer } from "#src/shared/basket/basket-api.schema.ts";
import { answer, type ApiFetch, isApiError } from "#src/web/api-context.ts";
import { basketId, setBasketCookie } from "#src/web/checkout/basket-cookie.ts";

export type AcOffers = { R134A: ServiceOffer | null; R1234YF: ServiceOffer | null; appointment: ServiceOffer | null };

export type AcLookup =
  { matricula: string; ok: true; result: AcPackResponse } | { matricula: string; ok: false; error: string };

async function offers(api: ApiFetch): Promise<AcOffers> {
  // 404 → the 404 page, other failures → the 500 page (spec section 4, "Page loading"); retried like loadApi.
  let res = null;
  for (let attempt = 0; attempt < 3 && (!res || res.status >= 500); attempt++)
    res = await api("/servicos?categoria=car").catch(() => null);
  if (!res || res.status >= 400) throw data(msg("ac.errorPrices"), { status: res?.status === 404 ? 404 : 500 });
  const list = ServiceListSchema.parse(res.json()).servicos;
  const find = (id: string) => list.find((s) => s.id === id) ?? null;
  return {
    R134A: find(AC_PRODUCTS.R134A.id),
    R1234YF: find(AC_PRODUCTS.R1234YF.id),
    appointment: find(AC_APPOINTMENT_SERVICE),
  };
}

async function lookup(api: ApiFetch, matricula: string): Promise<AcLookup> {
  const res = await api("/ar-condicionado/pack", { method: "POST", body: { matricula } }).catch(() => null);
  if (!res || res.status >= 500)
    return {
      matricula,
      ok: false,
      error: msg("ac.errorLookupRetry"),
    };
  const body = res.json();
  if (res.status === 200) return { matricula, ok: true, result: AcPackResponseSchema.parse(body) };
  if (isApiError(body)) return { matricula, ok: false, error: body.errors?.matricula ?? body.message };
  return { matricula, ok: false, error: msg("ac.errorLookup") };
}

export async function loadAcPage(api: ApiFetch, url: URL) {
  const matricula = (url.searchParams.get("matricula") ?? "").trim().slice(0, 20);
  const [packs, found] = await Promise.all([
    offers(api),
    url.searchParams.has("matricula")
      ? matricula
        ? lookup(api, matricula)
        : Promise.resolve<AcLookup>({ matricula, ok: false, error: requiredMessage("matrícula") })
      : Promise.resolve(null),
  ]);
  return { offers: packs, lookup: found };
}

export type AcActionResult = { error: string };

/**
 * "Juntar ao carrinho": the pack the server decides for the plate (never a product id from the form), the basket's
 * plate set first (a basket of another car is reset, spec section 4), then the basket's first step.
 */
export async function addAcPack(api: ApiFetch, request: Request): Promise<AcActionResult> {
  const { path } = translatorFor(request);
  const form = await request.formData();
  const matricula = String(form.get("matricula") ?? "");
  const found = await lookup(api, matricula);
  if (!found.ok) return { error: found.error };
  const decision = found.result.decisao;
  if (decision.kind !== "pack") throw redirect(path(acAppointmentHref(found.result.matricula, decision.comment)));
  const headers = authHeaders(request);
  const plate = found.result.matricula;
  const setPlate = (cestaID: string) =>
    api("/cesta/update", { method: "POST", body: { cestaState: { cestaID, matricula: plate } }, headers });

  let cestaID = basketId(request);
  if (cestaID && (await setPlate(cestaID)).status !== 200) cestaID = null;
  const res = await api(`/cesta-product/${decision.productId}`, {
    method: "POST",
    body: { cantidad: 1, matricula: plate, ...(cestaID ? { cestaID } : {}) },
    headers,
  });
  const body = res.json();
  if (res.status !== 201) {
    const code = isApiError(body) ? body.error : "ERROR";
    throw redirect(path(`/carrinho/pedido?erro=${encodeURIComponent(code)}`));
  }
  const created = answer<typeof AddProductAnswer>(res).cestaID;
  throw redirect(path(`/carrinho/pedido?adicionado=${encodeURIComponent(decision.productId)}`), {
    headers: { "Set-Cookie": setBasketCookie(created, request) },
  });
}
