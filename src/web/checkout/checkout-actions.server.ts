/** The checkout action: every intent of every step's forms, checked and saved by the API (server only). */
import { redirect, redirectDocument } from "react-router";
import {
  type CheckoutStep,
  nextStep,
  paidLater,
  PAYMENT_TYPES,
  type PaymentType,
  siteOffers,
} from "#src/shared/basket/checkout.ts";
import { isBusiness } from "../professional/professional-api.server.ts";
import { ptSegment } from "#src/shared/i18n/paths.ts";
import type { Route } from "./+types/checkout";
import type { BasketAnswer, CreateOrderAnswer, UpdateOrderAnswer } from "#src/shared/basket/basket-api.schema.ts";
import { answer, apiContext, apiResult, fieldErrors, isApiError } from "../api-context.ts";
import { authHeaders, sessionToken } from "../account/session.ts";
import { translatorFor } from "../i18n.ts";
import { basketId, clearBasketCookie } from "./basket-cookie.ts";
import { loginIntent, registerBillingDocument, registerIntent, rememberBilling } from "./checkout-account.server.ts";
import type { ActionResult, Basket } from "./checkout-types.ts";

const gatewayUrl = (p: { url: string; fields: Record<string, string> }) =>
  `${p.url}?${new URLSearchParams(p.fields).toString()}`;

export async function checkoutAction({ request, params, context }: Route.ActionArgs): Promise<ActionResult> {
  const { t, text, path, lang } = translatorFor(request);
  // The Spanish pages name the steps in Spanish (/cesta/pago): the rules use the Portuguese names.
  const step = (ptSegment(params.step) ?? "pedido") as CheckoutStep;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const api = context.get(apiContext);
  const headers = authHeaders(request);
  const cestaID = basketId(request);
  const loggedIn = Boolean(sessionToken(request));
  const update = async (cestaState: Record<string, unknown>) =>
    api("/cesta/update", { method: "POST", body: { cestaState: { cestaID, ...cestaState } }, headers });
  const fail = (res: { json: () => unknown }): ActionResult => {
    const body = res.json();
    return isApiError(body)
      ? { message: text(body.message), errors: fieldErrors(body, ["billing", "cestaState"]), code: body.error }
      : { message: t("checkout.paymentFailed") };
  };

  if (intent === "login") return loginIntent(api, request, form, cestaID);
  if (intent === "register") return registerIntent(api, request, form, cestaID);
  if (intent === "retry") {
    const res = await api("/pedidos", {
      method: "PATCH",
      body: {
        data: {
          orderNumber: String(form.get("pedido") ?? ""),
          paymentType: String(form.get("paymentType") ?? ""),
          paymentMethod: String(form.get("paymentMethod") ?? ""),
        },
      },
      headers,
    });
    const changed = apiResult<typeof UpdateOrderAnswer>(res);
    if (res.status !== 200 || !changed.ok) return fail(res);
    const body = changed.body;
    // The gateway is another site: a full document navigation, not a client-side one.
    throw body.pasarela
      ? redirectDocument(gatewayUrl(body.pasarela))
      : redirect(path(`/carrinho/a-sua-reserva?pedido=${body.orderNumber}`));
  }
  if (!cestaID) throw redirect(path("/carrinho/pedido"));
  const basketRes = await api(`/cesta/${cestaID}`, { headers });
  const basket: Basket | null = basketRes.status === 200 ? answer<typeof BasketAnswer>(basketRes) : null;
  const goNext = () => {
    const next = nextStep(step, basket ?? { moto: false }, loggedIn);
    throw redirect(path(`/carrinho/${next ?? "pedido"}`));
  };

  switch (intent) {
    case "basket": {
      // Everything the request form carries: quantities, a removed line, optional services. Saved before moving on.
      const go = String(form.get("go") ?? "");
      if (go === "empty") throw redirect(path("/carrinho/pedido?esvaziar=1"));
      const removed = String(form.get("remove") ?? "");
      const products: Array<{ id_navision: string; cantidad: number }> = [];
      for (const p of basket?.products ?? []) {
        const raw = form.get(`cantidad-${p.id_navision}`);
        const cantidad = p.id_navision === removed ? 0 : raw === null ? p.cantidad : Number(raw);
        if (cantidad !== p.cantidad) products.push({ id_navision: p.id_navision, cantidad });
      }
      const state: Record<string, unknown> = {};
      if (products.length) state.products = products;
      if (form.get("services") === "1") {
        const chosen = new Set(form.getAll("servicio").map(String));
        const services = (basket?.serviciosOpcionales ?? []).map((s) => ({
          id_navision: s.id_navision,
          selected: chosen.has(s.id_navision),
        }));
        if (services.some((s, i) => s.selected !== basket?.serviciosOpcionales[i]?.selected)) state.services = services;
        const generaFactura = form.get("generaFactura") === "on";
        if (generaFactura !== basket?.generaFactura) state.generaFactura = generaFactura;
      }
      if (Object.keys(state).length) {
        const res = await update(state);
        if (res.status !== 200) return fail(res);
      }
      if (go === "continue" && !(removed && basket?.products.length === 1)) goNext();
      if (removed) return { ok: t("checkout.okRemoved") };
      return { ok: Object.keys(state).length ? t("checkout.okSaved") : t("checkout.okNoChanges") };
    }
    case "quantity": {
      const res = await update({
        products: [{ id_navision: String(form.get("id")), cantidad: Number(form.get("cantidad")) }],
      });
      return res.status === 200
        ? { ok: Number(form.get("cantidad")) === 0 ? t("checkout.okRemoved") : t("checkout.okQuantity") }
        : fail(res);
    }
    case "services": {
      const chosen = new Set(form.getAll("servicio").map(String));
      const services = (basket?.serviciosOpcionales ?? []).map((s) => ({
        id_navision: s.id_navision,
        selected: chosen.has(s.id_navision),
      }));
      const res = await update({ services, generaFactura: form.get("generaFactura") === "on" });
      if (res.status !== 200) return fail(res);
      if (form.get("continuar")) goNext();
      return { ok: t("checkout.okServices") };
    }
    case "coupon": {
      const res = await api(`/cesta/${cestaID}/cupon`, {
        method: "POST",
        body: { codigo: String(form.get("codigo") ?? "") },
        headers,
      });
      if (res.status === 200) return { ok: t("checkout.okCoupon") };
      const err = res.json();
      return {
        errors: { codigo: isApiError(err) ? text(err.errors?.codigo ?? err.message) : t("checkout.paymentFailed") },
      };
    }
    case "remove-coupon": {
      const res = await api(`/cesta/${cestaID}/cupon/${encodeURIComponent(String(form.get("codigo") ?? ""))}`, {
        method: "DELETE",
        headers,
      });
      return res.status === 200 ? { ok: t("checkout.okCouponRemoved") } : fail(res);
    }
    case "continue":
      goNext();
      break;
    case "postcode": {
      const cp = String(form.get("cp") ?? "").trim();
      if (!cp) return { errors: { cp: t("checkout.errPostcodeRequired") } };
      await update({ codigoPostalIntroducido: cp });
      throw redirect(path(`/carrinho/oficinas?cp=${encodeURIComponent(cp)}`));
    }
    case "workshop": {
      const res = await update({ selectedTaller: { codTienda: String(form.get("codTienda") ?? "") } });
      if (res.status !== 200) return fail(res);
      throw redirect(path("/carrinho/data-e-hora"));
    }
    case "slot": {
      const date = String(form.get("dia") ?? "");
      const time = String(form.get("hora") ?? "");
      if (!time) return { errors: { hora: t("checkout.errChooseTime") }, message: t("checkout.errChooseDayTime") };
      const res = await api("/reserve-time", {
        method: "POST",
        body: { cestaID, codTienda: basket?.selectedTaller?.codTienda ?? "", date, time },
        headers,
      });
      if (res.status !== 201) return fail(res);
      throw redirect(path(loggedIn ? "/carrinho/pagamento" : "/carrinho/registo"));
    }
    case "payment": {
      const paymentType = String(form.get("paymentType") ?? "");
      const paymentMethod = String(form.get("paymentMethod") ?? "");
      const errors: Record<string, string> = {};
      if (!(PAYMENT_TYPES as readonly string[]).includes(paymentType))
        errors.paymentType = t("checkout.errChoosePaymentType");
      const later = paidLater(paymentType as PaymentType);
      // Each site offers its own methods (Bizum only in Spain), as the API of the page's language does.
      if (!later && !siteOffers(lang, paymentMethod)) errors.paymentMethod = t("checkout.errChooseMethod");
      if (paymentType === "on_account" && !(await isBusiness(api, headers)))
        errors.paymentType = t("checkout.errOnAccountNotAllowed");
      if (Object.keys(errors).length) return { errors, message: t("checkout.errChoosePayment") };
      const res = await update({ paymentType, ...(later ? {} : { paymentMethod }) });
      if (res.status !== 200) return fail(res);
      throw redirect(path("/carrinho/dados-de-facturacao"));
    }
    case "order": {
      const billing = Object.fromEntries(
        ["nombre", "apellidos", "nif", "calle", "numero", "poblacion", "codigo_postal", "provincia"].map((k) => [
          k,
          String(form.get(k) ?? ""),
        ]),
      );
      const guardar = form.get("guardar") === "on";
      if (form.get("faturaNif") === "on" && form.get("empresa") !== "on") {
        const refused = await registerBillingDocument(api, headers, billing.nif ?? "");
        if (refused) return refused;
      }
      const res = await api("/pedidos", {
        method: "POST",
        body: {
          cestaState: { cestaID, paymentType: basket?.paymentType, paymentMethod: basket?.paymentMethod ?? undefined },
          billing: {
            ...billing,
            empresa: form.get("empresa") === "on",
            faturaNif: form.get("faturaNif") === "on",
            guardar,
          },
          idempotencyKey: String(form.get("idempotencyKey") ?? ""),
        },
        headers,
      });
      const created = apiResult<typeof CreateOrderAnswer>(res);
      if ((res.status !== 200 && res.status !== 201) || !created.ok) {
        const r = fail(res);
        return {
          ...r,
          message:
            r.errors && Object.keys(r.errors).length
              ? t("checkout.errReviewBilling")
              : t("checkout.paymentFailedBecause", { reason: r.message ?? "" }),
        };
      }
      if (guardar) await rememberBilling(api, headers, billing);
      const body = created.body;
      throw body.pasarela
        ? redirectDocument(gatewayUrl(body.pasarela))
        : redirect(path(`/carrinho/a-sua-reserva?pedido=${body.orderNumber}`));
    }
    case "sin-promocion": {
      // A promotion limit reached at the last step: the promoted lines continue at their normal price, and the
      // customer sees the new total before paying.
      const ids = (basket?.products ?? []).filter((p) => p.promo).map((p) => p.id_navision);
      const res = await update({ sinPromocion: ids });
      return res.status === 200 ? { ok: t("checkout.okWithoutPromo") } : fail(res);
    }
    case "empty": {
      await api(`/delete-cesta/${cestaID}`, { method: "DELETE", headers });
      throw redirect(path("/carrinho/pedido"), { headers: { "Set-Cookie": clearBasketCookie() } });
    }
  }
  return { message: t("checkout.errUnknownAction") };
}
