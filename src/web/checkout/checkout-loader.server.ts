/** The checkout loader: the basket or the order, the first missing step, and each step's own data (server only). */
import { data, redirect } from "react-router";
import { type CheckoutStep, CHECKOUT_STEPS, firstMissingStep } from "#src/shared/basket/checkout.ts";
import { ptSegment } from "#src/shared/i18n/paths.ts";
import { provinceForPostcode } from "#src/shared/postcodes.ts";
import { DATES_RETRY, isServerError, retry } from "#src/shared/retry.ts";
import type { Route } from "./+types/checkout";
import type { UserInfoAnswer } from "#src/shared/account/account-api.schema.ts";
import type {
  BasketAnswer,
  BasketDatesAnswer,
  BasketTimesAnswer,
  OrderAnswer,
} from "#src/shared/basket/basket-api.schema.ts";
import type { WorkshopsNearPostcodeAnswer } from "#src/shared/workshops/workshops-api.schema.ts";
import { answer, apiContext, apiResult } from "../api-context.ts";
import { authHeaders, sessionToken } from "../account/session.ts";
import { translatorFor } from "../i18n.ts";
import { basketId, clearBasketCookie } from "./basket-cookie.ts";
import type { Basket, Order, WorkshopCard } from "./checkout-types.ts";
import { isBusiness } from "../professional/professional-api.server.ts";
import type { PaymentExtra } from "./payment-step.tsx";

function isStep(s: string | undefined): s is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(s ?? "");
}

export async function loadCheckout({ request, params, context }: Route.LoaderArgs) {
  const { t, text, path } = translatorFor(request);
  // The Spanish pages name the steps in Spanish (/cesta/pago): the rules use the Portuguese names.
  const named = ptSegment(params.step);
  const step: CheckoutStep =
    named === undefined
      ? "pedido"
      : isStep(named)
        ? named
        : (() => {
            throw data(t("checkout.notFound"), { status: 404 });
          })();
  const DATES_UNAVAILABLE = t("checkout.datesUnavailable");
  const api = context.get(apiContext);
  const headers = authHeaders(request);
  const loggedIn = Boolean(sessionToken(request));
  const url = new URL(request.url);

  if (step === "a-sua-reserva") {
    const numero = url.searchParams.get("pedido") ?? "";
    if (!loggedIn)
      throw redirect(path(`/login?next=${encodeURIComponent(path(`/carrinho/a-sua-reserva?pedido=${numero}`))}`));
    const res = await api(`/pedidos/${encodeURIComponent(numero)}`, { headers });
    if (res.status !== 200) throw data(t("checkout.orderNotFound"), { status: 404 });
    const order: Order = answer<typeof OrderAnswer>(res);
    // An approval for an amount the order no longer owes was refunded: the customer is not told "paid".
    if (order.estado === "pending" && order.ultimoPago?.resultado === "not_owed")
      throw redirect(path(`/carrinho/pagamento?pedido=${encodeURIComponent(numero)}&recusado=1`));
    // The basket resets on order completion.
    return data(
      { step, basket: null, order, loggedIn, extra: null },
      { headers: { "Set-Cookie": clearBasketCookie() } },
    );
  }

  const cestaID = basketId(request);
  let basket: Basket | null = null;
  if (cestaID) {
    const res = await api(`/cesta/${cestaID}`, { headers });
    if (res.status === 200) basket = answer<typeof BasketAnswer>(res);
  }
  if (basket && basket.status !== "open") {
    if (basket.orderNumber && step === "pagamento" && url.searchParams.get("pedido")) {
      // back from a declined payment: handled below with the order
    } else basket = null;
  }

  // Back from the gateway with a refusal: show the message of the code and offer to pay again.
  const pedido = url.searchParams.get("pedido");
  if (step === "pagamento" && pedido && loggedIn) {
    const res = await api(`/pedidos/${encodeURIComponent(pedido)}`, { headers });
    if (res.status === 200) {
      const order: Order = answer<typeof OrderAnswer>(res);
      return { step, basket, order, loggedIn, extra: null };
    }
  }

  if (!basket || basket.products.length === 0) {
    if (step !== "pedido") throw redirect(path("/carrinho/pedido"));
    return { step, basket, order: null, loggedIn, extra: null };
  }
  const missing = firstMissingStep(step, {
    products: basket.products.length,
    workshop: Boolean(basket.selectedTaller),
    slot: Boolean(basket.selectedDate),
    loggedIn,
    payment: Boolean(basket.paymentType),
  });
  if (missing) throw redirect(path(`/carrinho/${missing}`));
  if (step === "opcoes" && !basket.moto) throw redirect(path("/carrinho/oficinas"));
  if (step === "registo" && loggedIn) throw redirect(path("/carrinho/pagamento"));

  let extra: unknown = null;
  if (step === "oficinas") {
    let cp = url.searchParams.get("cp") ?? basket.codigoPostalIntroducido ?? "";
    if (!cp && loggedIn) {
      const me = await api("/users/fetchInfo", { headers });
      if (me.status === 200) cp = answer<typeof UserInfoAnswer>(me).address.codigo_postal ?? "";
    }
    const talleres: Array<WorkshopCard & { primera: string | null; error: string | null }> = [];
    let error: string | null = null;
    if (cp) {
      const res = await api(basket.moto ? "/taller/moto/localizacion" : "/taller/localizacion", {
        method: "POST",
        body: { postCode: cp, forEcommerce: true, distancia: 80, cestaID: basket.cestaID },
      });
      const found = apiResult<typeof WorkshopsNearPostcodeAnswer>(res);
      if (found.ok && res.status === 200) {
        for (const w of found.body.talleres.slice(0, 6)) {
          if (!w.citaWeb) {
            talleres.push({ ...w, primera: null, error: t("checkout.workshopsPhoneOnly", { phone: w.telefono }) });
            continue;
          }
          const d = await api("/consult-dates", {
            method: "POST",
            body: { cestaID: basket.cestaID, codTienda: w.codTienda, numDays: 25 },
            headers,
          });
          const dates = apiResult<typeof BasketDatesAnswer>(d);
          talleres.push({
            ...w,
            primera:
              dates.ok && d.status === 200
                ? t("checkout.dateAtTime", {
                    date: `${dates.body.dias[0]?.fecha}`,
                    time: `${dates.body.dias[0]?.primera}`,
                  })
                : null,
            error: !dates.ok && dates.error ? text(dates.error.message) : null,
          });
        }
      } else
        error =
          !found.ok && found.error
            ? text(found.error.errors?.postCode ?? found.error.message)
            : t("checkout.workshopsSearchFailed");
    }
    extra = { cp, talleres, error };
  }
  if (step === "data-e-hora") {
    const codTienda = basket.selectedTaller!.codTienda;
    // A failed consult-dates (5xx, lost connection) is tried 3 more times, 10 s apart (spec section 9); meanwhile the
    // page shows its loading notice, and the error only after the last try.
    const d = await retry(
      () =>
        api("/consult-dates", { method: "POST", body: { cestaID: basket.cestaID, codTienda, numDays: 25 }, headers }),
      { ...DATES_RETRY, retryIf: isServerError },
    ).catch(() => null);
    const found = d ? apiResult<typeof BasketDatesAnswer>(d) : null;
    if (!found?.ok)
      extra = {
        dias: [],
        dia: null,
        horas: [],
        error: found?.error && found.status < 500 ? text(found.error.message) : DATES_UNAVAILABLE,
        minutos: 0,
      };
    else {
      const dates = found.body;
      const dia = url.searchParams.get("dia") ?? basket.selectedDate?.date ?? dates.dias[0]?.fecha ?? null;
      const t = dia
        ? await api("/consult-times", {
            method: "POST",
            body: { cestaID: basket.cestaID, codTienda, date: dia },
            headers,
          })
        : null;
      const times = t ? apiResult<typeof BasketTimesAnswer>(t) : null;
      extra = {
        dias: dates.dias,
        dia,
        horas: times?.ok ? times.body.horas : [],
        error: times && !times.ok && times.error ? text(times.error.message) : null,
        minutos: dates.minutos,
      };
    }
  }
  // An approved business account may also pay on account (issue 14, item 7).
  if (step === "pagamento") extra = { business: await isBusiness(api, headers) } satisfies PaymentExtra;
  if (step === "dados-de-facturacao") {
    const me = await api("/users/fetchInfo", { headers });
    const info = me.status === 200 ? answer<typeof UserInfoAnswer>(me) : null;
    extra = {
      prefill: info
        ? {
            nombre: info.user.nombre,
            apellidos: info.user.apellidos,
            nif: info.user.numero_documento ?? "",
            calle: info.address.calle ?? "",
            numero: info.address.numero ?? "",
            poblacion: info.address.poblacion ?? "",
            codigo_postal: info.address.codigo_postal ?? "",
            provincia:
              info.address.provincia ??
              (info.address.codigo_postal ? (provinceForPostcode(info.address.codigo_postal) ?? "") : ""),
          }
        : {},
      key: crypto.randomUUID(),
    };
  }
  return { step, basket, order: null, loggedIn, extra };
}
