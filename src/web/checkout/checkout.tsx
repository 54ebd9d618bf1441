/**
 * The basket and checkout: /carrinho and /carrinho/{pedido, opcoes, oficinas, data-e-hora, registo, pagamento,
 * dados-de-facturacao, a-sua-reserva}. Every step is a server-rendered page with plain forms (works without
 * JavaScript); the API recomputes prices and checks every choice, and each step sends the customer back to the
 * first step that is still missing.
 */
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, redirectDocument, useNavigation, useSearchParams } from "react-router";
import { basketChanges, track } from "#src/shared/analytics.ts";
import {
  backStep,
  type CheckoutStep,
  CHECKOUT_STEPS,
  dueNowCents,
  firstMissingStep,
  nextStep,
  PAYMENT_METHOD_HINTS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  SITE_PAYMENT_METHODS,
  PAYMENT_TYPES,
  type PaymentType,
  RESERVATION_CENTS,
  STEP_TITLES,
  stepsFor,
} from "#src/shared/basket/checkout.ts";
import { provinceForPostcode } from "#src/shared/postcodes.ts";
import { DATES_RETRY, isServerError, retry } from "#src/shared/retry.ts";
import { formatEur } from "#src/shared/money.ts";
import { formatMultibancoReference, PAYMENT_FAILED } from "#src/shared/payment/codes.ts";
import type { Route } from "./+types/checkout";
import { OptionalServiceChoices } from "./optional-services.tsx";
import { type ApiError, type ApiFetch, apiContext, fieldErrors, isApiError } from "../api-context.ts";
import { authHeaders, sessionToken, setSessionCookie } from "../account/session.ts";
import { LOGIN_MESSAGES } from "#src/shared/account/account.schema.ts";
import { seo } from "../ui/seo.ts";
import { basketId, clearBasketCookie } from "./basket-cookie.ts";

import type { ActionResult, Basket } from "./checkout-types.ts";
import { RequestStep } from "./request-step.tsx";
import { RegisterStep } from "./register-step.tsx";
import { BillingStep, type BillingExtra } from "./billing-step.tsx";

type WorkshopCard = {
  codTienda: string;
  alias: string;
  direccion: string;
  cpostal: string;
  poblacion: string;
  distancia: number | null;
  valoracion: number | null;
  citaWeb: boolean;
  telefono: string;
};
type Order = {
  numero: string;
  estado: string;
  tipoPago: PaymentType;
  metodo: string | null;
  total: number;
  impuesto: number;
  impuestoLabel: string;
  impuestoPct: number;
  descuento: number;
  envio: number;
  pagado: number;
  restoEnOficina: number;
  aPagarAgora: number;
  factura: string | null;
  lineas: Array<{ nombre: string; cantidad: number; precio: number; total: number }>;
  cita: {
    id: string;
    fecha: string;
    hora: string;
    estado: string;
    taller: { alias: string; direccion: string; cpostal: string; poblacion: string; telefono: string };
  } | null;
  ultimoPago: { codigo: string; aprobado: boolean; resultado?: string; mensaje: string } | null;
  pasarela: { url: string; fields: Record<string, string> } | null;
  referenciaMultibanco?: { entidad: string; referencia: string; importe: number; validaHasta: string } | null;
  simuladorMultibanco?: string | null;
};

const ADD_ERRORS: Record<string, string> = {
  PRODUCT_UNAVAILABLE: "Este produto está esgotado neste momento. Peça-o e avisamos quando chegar.",
  NOT_ENOUGH_STOCK: "Não temos unidades suficientes deste produto para essa quantidade.",
  PRODUCT_NOT_FOUND: "Este produto não existe ou já não está à venda.",
  ERROR: "Não foi possível juntar o produto ao carrinho. Tente novamente.",
};
const PROMO_LIMITS: Record<string, string> = {
  PROMO_ONE_ORDER:
    "Já fez uma encomenda com esta promoção: só é permitida uma encomenda por cliente durante o período da promoção.",
  PROMO_USER_LIMIT: "Esta quantidade ultrapassa o limite de unidades desta promoção por cliente.",
  PROMO_SOLD_OUT: "Já não há unidades suficientes desta promoção para essa quantidade.",
};
const DATES_UNAVAILABLE =
  "Não foi possível obter os dias livres desta oficina. Tente novamente daqui a pouco ou escolha outra oficina.";
const AVISO_PACK = "Não é possível juntar packs de serviços a pneus em promoção: o serviço foi retirado do carrinho.";

function isStep(s: string | undefined): s is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(s ?? "");
}

const gatewayUrl = (p: { url: string; fields: Record<string, string> }) =>
  `${p.url}?${new URLSearchParams(p.fields).toString()}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const step: CheckoutStep =
    params.step === undefined
      ? "pedido"
      : isStep(params.step)
        ? params.step
        : (() => {
            throw data("Página não encontrada", { status: 404 });
          })();
  const api = context.get(apiContext);
  const headers = authHeaders(request);
  const loggedIn = Boolean(sessionToken(request));
  const url = new URL(request.url);

  if (step === "a-sua-reserva") {
    const numero = url.searchParams.get("pedido") ?? "";
    if (!loggedIn) throw redirect(`/login?next=${encodeURIComponent(`/carrinho/a-sua-reserva?pedido=${numero}`)}`);
    const res = await api(`/pedidos/${encodeURIComponent(numero)}`, { headers });
    if (res.status !== 200) throw data("Encomenda não encontrada", { status: 404 });
    const order = res.json() as Order;
    // An approval for an amount the order no longer owes was refunded: the customer is not told "paid".
    if (order.estado === "pendente" && order.ultimoPago?.resultado === "not_owed")
      throw redirect(`/carrinho/pagamento?pedido=${encodeURIComponent(numero)}&recusado=1`);
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
    if (res.status === 200) basket = res.json() as Basket;
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
    if (res.status === 200) return { step, basket, order: res.json() as Order, loggedIn, extra: null };
  }

  if (!basket || basket.products.length === 0) {
    if (step !== "pedido") throw redirect("/carrinho/pedido");
    return { step, basket, order: null, loggedIn, extra: null };
  }
  const missing = firstMissingStep(step, {
    products: basket.products.length,
    workshop: Boolean(basket.selectedTaller),
    slot: Boolean(basket.selectedDate),
    loggedIn,
    payment: Boolean(basket.paymentType),
  });
  if (missing) throw redirect(`/carrinho/${missing}`);
  if (step === "opcoes" && !basket.moto) throw redirect("/carrinho/oficinas");
  if (step === "registo" && loggedIn) throw redirect("/carrinho/pagamento");

  let extra: unknown = null;
  if (step === "oficinas") {
    let cp = url.searchParams.get("cp") ?? basket.codigoPostalIntroducido ?? "";
    if (!cp && loggedIn) {
      const me = await api("/users/fetchInfo", { headers });
      if (me.status === 200)
        cp = (me.json() as { address: { codigo_postal: string | null } }).address.codigo_postal ?? "";
    }
    const talleres: Array<WorkshopCard & { primera: string | null; error: string | null }> = [];
    let error: string | null = null;
    if (cp) {
      const res = await api(basket.moto ? "/taller/moto/localizacion" : "/taller/localizacion", {
        method: "POST",
        body: { postCode: cp, forEcommerce: true, distancia: 80 },
      });
      const body = res.json() as { talleres: WorkshopCard[] } | ApiError;
      if (res.status === 200 && !isApiError(body)) {
        for (const w of body.talleres.slice(0, 6)) {
          if (!w.citaWeb) {
            talleres.push({ ...w, primera: null, error: `Marcações só por telefone: ${w.telefono}` });
            continue;
          }
          const d = await api("/consult-dates", {
            method: "POST",
            body: { cestaID: basket.cestaID, codTienda: w.codTienda, numDays: 25 },
            headers,
          });
          const dates = d.json() as { dias: Array<{ fecha: string; primera: string }> } | ApiError;
          talleres.push({
            ...w,
            primera:
              d.status === 200 && !isApiError(dates) ? `${dates.dias[0]?.fecha} às ${dates.dias[0]?.primera}` : null,
            error: isApiError(dates) ? dates.message : null,
          });
        }
      } else error = isApiError(body) ? (body.errors?.postCode ?? body.message) : "Não foi possível procurar oficinas.";
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
    const dates = (d ? d.json() : { error: "NETWORK", message: DATES_UNAVAILABLE }) as
      { dias: Array<{ fecha: string; iso: string; primera: string; huecos: number }>; minutos: number } | ApiError;
    if (isApiError(dates))
      extra = {
        dias: [],
        dia: null,
        horas: [],
        error: d && d.status < 500 ? dates.message : DATES_UNAVAILABLE,
        minutos: 0,
      };
    else {
      const dia = url.searchParams.get("dia") ?? basket.selectedDate?.date ?? dates.dias[0]?.fecha ?? null;
      const t = dia
        ? await api("/consult-times", {
            method: "POST",
            body: { cestaID: basket.cestaID, codTienda, date: dia },
            headers,
          })
        : null;
      const times = t?.json() as { horas: string[] } | ApiError | undefined;
      extra = {
        dias: dates.dias,
        dia,
        horas: times && !isApiError(times) ? times.horas : [],
        error: times && isApiError(times) ? times.message : null,
        minutos: dates.minutos,
      };
    }
  }
  if (step === "dados-de-facturacao") {
    const me = await api("/users/fetchInfo", { headers });
    const info =
      me.status === 200
        ? (me.json() as {
            user: { nombre: string; apellidos: string; numero_documento: string | null };
            address: Record<string, string | null>;
          })
        : null;
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

/**
 * "Guardar estes dados": the billing address and NIF become the customer's stored address and document, so the next
 * order's billing step is prefilled. Best effort: the order is already made, a refusal (e.g. a NIF that may only
 * be changed by phone) does not stop it.
 */
async function rememberBilling(api: ApiFetch, headers: Record<string, string>, b: Record<string, string>) {
  const me = await api("/users/fetchInfo", { headers });
  if (me.status !== 200) return;
  const info = me.json() as { user: { id_site_usuario: number; numero_documento: string | null } };
  const nif = (b.nif ?? "").replace(/\s/g, "").toUpperCase();
  const documento =
    nif && nif !== info.user.numero_documento
      ? {
          tipo_documento: /^\d{9}$/.test(nif) ? "NIF" : /^[XYZ]/.test(nif) ? "NIE" : "DNI",
          pais_documento: /^\d{9}$/.test(nif) ? "PT" : "ES",
          numero_documento: nif,
        }
      : undefined;
  const address = { calle: b.calle, numero: b.numero, poblacion: b.poblacion, codigo_postal: b.codigo_postal };
  const res = await api(`/users/${info.user.id_site_usuario}`, {
    method: "PATCH",
    body: { address, ...(documento ? { documento } : {}) },
    headers,
  });
  // A refused document must not lose the address.
  if (res.status !== 200 && documento)
    await api(`/users/${info.user.id_site_usuario}`, { method: "PATCH", body: { address }, headers });
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<ActionResult> {
  const step = (params.step ?? "pedido") as CheckoutStep;
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
      ? { message: body.message, errors: fieldErrors(body, ["billing", "cestaState"]), code: body.error }
      : { message: PAYMENT_FAILED };
  };

  if (intent === "login") {
    const res = await api("/users/auth", {
      method: "POST",
      body: {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
        ...(cestaID ? { cestaID } : {}),
      },
    });
    const body = res.json();
    if (res.status === 200)
      throw redirect("/carrinho/pagamento", {
        headers: {
          "Set-Cookie": setSessionCookie((body as { token: string }).token, new URL(request.url).protocol === "https:"),
        },
      });
    if (isApiError(body) && body.error === "WRONG_CREDENTIALS")
      return { form: "login", message: LOGIN_MESSAGES.WRONG_CREDENTIALS };
    if (isApiError(body) && res.status === 400)
      return { form: "login", message: body.message, errors: body.errors ?? {} };
    return {
      form: "login",
      message: isApiError(body) && body.error === "TOO_MANY_ATTEMPTS" ? body.message : LOGIN_MESSAGES.OTHER,
    };
  }
  if (intent === "register") {
    // Registration inside the checkout: the step bar and the summary stay; the basket follows the new account.
    const text = (k: string) => String(form.get(k) ?? "");
    const payload = {
      nombre: text("nombre"),
      apellidos: text("apellidos"),
      email: text("email"),
      password: text("password"),
      confirmPassword: text("confirmPassword"),
      telefono: text("telefono"),
      codigo_postal: text("codigo_postal"),
      privacidad: form.get("privacidad") === "on",
      permiso_comercial: form.get("permiso_comercial") === "on",
      ...(cestaID ? { cestaID } : {}),
    };
    const res = await api("/users", { method: "POST", body: payload });
    const body = res.json();
    if (res.status === 201)
      throw redirect("/carrinho/pagamento", {
        headers: {
          "Set-Cookie": setSessionCookie((body as { token: string }).token, new URL(request.url).protocol === "https:"),
        },
      });
    return {
      form: "register",
      message: isApiError(body) ? body.message : "Não foi possível criar a conta. Tente mais tarde.",
      errors: isApiError(body) ? (body.errors ?? {}) : {},
    };
  }
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
    const body = res.json() as { orderNumber: string; pasarela: Order["pasarela"] } | ApiError;
    if (res.status !== 200 || isApiError(body)) return fail(res);
    // The gateway is another site: a full document navigation, not a client-side one.
    throw body.pasarela
      ? redirectDocument(gatewayUrl(body.pasarela))
      : redirect(`/carrinho/a-sua-reserva?pedido=${body.orderNumber}`);
  }
  if (!cestaID) throw redirect("/carrinho/pedido");
  const basketRes = await api(`/cesta/${cestaID}`, { headers });
  const basket = basketRes.status === 200 ? (basketRes.json() as Basket) : null;
  const goNext = () => {
    const next = nextStep(step, basket ?? { products: [] }, loggedIn);
    throw redirect(`/carrinho/${next ?? "pedido"}`);
  };

  switch (intent) {
    case "basket": {
      // Everything the request form carries: quantities, a removed line, optional services. Saved before moving on.
      const go = String(form.get("go") ?? "");
      if (go === "empty") throw redirect("/carrinho/pedido?esvaziar=1");
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
      if (removed) return { ok: "Produto retirado do carrinho." };
      return { ok: Object.keys(state).length ? "Alterações guardadas." : "Sem alterações por guardar." };
    }
    case "quantity": {
      const res = await update({
        products: [{ id_navision: String(form.get("id")), cantidad: Number(form.get("cantidad")) }],
      });
      return res.status === 200
        ? { ok: Number(form.get("cantidad")) === 0 ? "Produto retirado do carrinho." : "Quantidade atualizada." }
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
      return { ok: "Serviços atualizados." };
    }
    case "coupon": {
      const res = await api(`/cesta/${cestaID}/cupon`, {
        method: "POST",
        body: { codigo: String(form.get("codigo") ?? "") },
        headers,
      });
      if (res.status === 200) return { ok: "Cupão aplicado." };
      const err = res.json() as ApiError;
      return { errors: { codigo: err.errors?.codigo ?? err.message } };
    }
    case "remove-coupon": {
      const res = await api(`/cesta/${cestaID}/cupon/${encodeURIComponent(String(form.get("codigo") ?? ""))}`, {
        method: "DELETE",
        headers,
      });
      return res.status === 200 ? { ok: "Cupão retirado." } : fail(res);
    }
    case "continue":
      goNext();
      break;
    case "postcode": {
      const cp = String(form.get("cp") ?? "").trim();
      if (!cp) return { errors: { cp: "O código postal é obrigatório para procurar oficinas" } };
      await update({ codigoPostalIntroducido: cp });
      throw redirect(`/carrinho/oficinas?cp=${encodeURIComponent(cp)}`);
    }
    case "workshop": {
      const res = await update({ selectedTaller: { codTienda: String(form.get("codTienda") ?? "") } });
      if (res.status !== 200) return fail(res);
      throw redirect("/carrinho/data-e-hora");
    }
    case "slot": {
      const date = String(form.get("dia") ?? "");
      const time = String(form.get("hora") ?? "");
      if (!time) return { errors: { hora: "Escolha a hora" }, message: "Escolha o dia e a hora" };
      const res = await api("/reserve-time", {
        method: "POST",
        body: { cestaID, codTienda: basket?.selectedTaller?.codTienda ?? "", date, time },
        headers,
      });
      if (res.status !== 201) return fail(res);
      throw redirect(loggedIn ? "/carrinho/pagamento" : "/carrinho/registo");
    }
    case "payment": {
      const paymentType = String(form.get("paymentType") ?? "");
      const paymentMethod = String(form.get("paymentMethod") ?? "");
      const errors: Record<string, string> = {};
      if (!(PAYMENT_TYPES as readonly string[]).includes(paymentType)) errors.paymentType = "Escolha como quer pagar";
      if (paymentType !== "taller" && !(SITE_PAYMENT_METHODS.pt as readonly string[]).includes(paymentMethod))
        errors.paymentMethod = "Escolha o meio de pagamento";
      if (Object.keys(errors).length) return { errors, message: "Escolha como quer pagar." };
      const res = await update({ paymentType, ...(paymentType !== "taller" ? { paymentMethod } : {}) });
      if (res.status !== 200) return fail(res);
      throw redirect("/carrinho/dados-de-facturacao");
    }
    case "order": {
      const billing = Object.fromEntries(
        ["nombre", "apellidos", "nif", "calle", "numero", "poblacion", "codigo_postal", "provincia"].map((k) => [
          k,
          String(form.get(k) ?? ""),
        ]),
      );
      const guardar = form.get("guardar") === "on";
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
      const body = res.json() as { orderNumber: string; pasarela: Order["pasarela"] } | ApiError;
      if ((res.status !== 200 && res.status !== 201) || isApiError(body)) {
        const r = fail(res);
        return {
          ...r,
          message:
            r.errors && Object.keys(r.errors).length
              ? "Reveja os dados de faturação assinalados."
              : `${PAYMENT_FAILED}: ${r.message}`,
        };
      }
      if (guardar) await rememberBilling(api, headers, billing);
      throw body.pasarela
        ? redirectDocument(gatewayUrl(body.pasarela))
        : redirect(`/carrinho/a-sua-reserva?pedido=${body.orderNumber}`);
    }
    case "sin-promocion": {
      // A promotion limit reached at the last step: the promoted lines continue at their normal price, and the
      // customer sees the new total before paying.
      const ids = (basket?.products ?? []).filter((p) => p.promo).map((p) => p.id_navision);
      const res = await update({ sinPromocion: ids });
      return res.status === 200 ? { ok: "Continua sem a promoção: os preços e o total foram atualizados." } : fail(res);
    }
    case "empty": {
      await api(`/delete-cesta/${cestaID}`, { method: "DELETE", headers });
      throw redirect("/carrinho/pedido", { headers: { "Set-Cookie": clearBasketCookie() } });
    }
  }
  return { message: "Ação desconhecida." };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo(
    loaderData ? `${STEP_TITLES[loaderData.step]} — carrinho` : "Carrinho",
    "O seu carrinho RodaCerta: pneus com montagem, oficina, data e pagamento.",
    "/carrinho",
  ),
  { name: "robots", content: "noindex" },
];

// ───────── Analytics (data layer, duplicates within 1000 ms dropped) ─────────
/**
 * Checkout steps, the purchase on the confirmation page, the product just added ("Comprar" lands here with
 * ?adicionado=) and, on the basket step, every line removed or quantity changed (emptying the basket included).
 */
function useCheckoutAnalytics(step: CheckoutStep, basket: Basket | null, order: Order | null, added: string | null) {
  const tracked = useRef<{ step: CheckoutStep | null; added: string | null; lines: Basket["products"] | null }>({
    step: null,
    added: null,
    lines: null,
  });
  useEffect(() => {
    const seen = tracked.current;
    if (step === "a-sua-reserva" && order && order.estado === "confirmado")
      track({
        event: "purchase",
        transaction_id: order.numero,
        value: order.total / 100,
        currency: "EUR",
        tax: order.impuesto / 100,
      });
    else if (basket && seen.step !== step)
      track({ event: "checkout_step", step: CHECKOUT_STEPS.indexOf(step) + 1, name: step });
    // The product just added counts once, not again each time the basket is saved on that page.
    const product = basket?.products.find((x) => x.id_navision === added);
    if (product && seen.added !== added)
      track({
        event: "add_to_cart",
        items: [
          { id: product.id_navision, name: product.nombre, quantity: product.cantidad, price: product.precio / 100 },
        ],
      });
    const lines = basket?.products ?? [];
    if (step === "pedido" && seen.step === "pedido" && seen.lines)
      for (const e of basketChanges(seen.lines, lines)) track(e);
    tracked.current = { step, added, lines };
  }, [step, basket, order, added]);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { step, basket, order, loggedIn } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const result = actionData as ActionResult | undefined;
  const [search] = useSearchParams();
  useCheckoutAnalytics(step, basket, order, search.get("adicionado"));

  if (step === "a-sua-reserva" && order) return <Confirmation order={order} />;
  if (step === "pagamento" && order) return <PaymentRetry order={order} result={result} busy={busy} />;

  if (!basket || basket.products.length === 0) {
    return (
      <div className="container page">
        <h1>O seu carrinho</h1>
        <AddError code={search.get("erro")} />
        <div className="card" style={{ textAlign: "center", padding: 32 }}>
          <p style={{ fontSize: "1.1rem" }}>O seu carrinho está vazio.</p>
          <p className="hint">
            Encontre os pneus certos pela medida ou pela matrícula e junte-os com a montagem numa oficina perto de si.
          </p>
          <p style={{ display: "flex", gap: 8, justifyContent: "center", flexWrap: "wrap" }}>
            <Link className="btn" to="/seletor">
              Procurar pneus por medida
            </Link>
            <Link className="btn btn-secondary" to="/seletor/matricula">
              Procurar pela matrícula
            </Link>
            <Link className="btn btn-ghost" to="/selector-moto">
              Pneus de mota
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const steps = stepsFor(basket, loggedIn);
  const back = backStep(step, basket);
  return (
    <div className="container page checkout">
      <h1>{STEP_TITLES[step]}</h1>
      <nav aria-label="Passos da compra">
        <ol className="steps">
          {steps.map((s, i) => (
            <li key={s} aria-current={s === step ? "step" : undefined}>
              {i + 1}. {STEP_TITLES[s]}
            </li>
          ))}
        </ol>
      </nav>
      {back && (
        <p className="no-print">
          <Link to={`/carrinho/${back}`}>← Voltar: {STEP_TITLES[back]}</Link>
        </p>
      )}
      <AddError code={search.get("erro")} />
      {search.get("aviso") === "pack" && (
        <p className="notice" role="status">
          {AVISO_PACK}
        </p>
      )}
      {basket.avisos.map((a) => (
        <p key={a} className="notice" role="status">
          {a}
        </p>
      ))}
      {result?.code && result.code in PROMO_LIMITS ? (
        <PromoLimit code={result.code} message={result.message} />
      ) : (
        result?.message &&
        !result.form && (
          <p role="alert" className="field-error">
            {result.message}
          </p>
        )
      )}
      {result?.ok && (
        <p role="status" className="ok">
          {result.ok}
        </p>
      )}
      <div className="checkout-layout">
        <section aria-labelledby="step-title">
          <h2 id="step-title" className="visually-hidden">
            {STEP_TITLES[step]}
          </h2>
          {step === "pedido" && (
            <RequestStep basket={basket} result={result} busy={busy} confirmEmpty={search.get("esvaziar") === "1"} />
          )}
          {step === "opcoes" && <OptionsStep basket={basket} busy={busy} />}
          {step === "oficinas" && (
            <WorkshopsStep
              basket={basket}
              extra={loaderData.extra as unknown as WorkshopsExtra}
              result={result}
              busy={busy}
            />
          )}
          {step === "data-e-hora" && (
            <DateStep basket={basket} extra={loaderData.extra as unknown as DateExtra} result={result} busy={busy} />
          )}
          {step === "registo" && <RegisterStep result={result} busy={busy} />}
          {step === "pagamento" && <PaymentStep basket={basket} result={result} busy={busy} />}
          {step === "dados-de-facturacao" && (
            <BillingStep
              basket={basket}
              extra={loaderData.extra as unknown as BillingExtra}
              result={result}
              busy={busy}
            />
          )}
        </section>
        <Summary basket={basket} />
      </div>
    </div>
  );
}

/** A promotion limit reached: what happened and the way on, the product at its normal price. */
function PromoLimit({
  code,
  message,
  produto,
  cantidad,
}: {
  code: string;
  message?: string | undefined;
  produto?: string | null;
  cantidad?: string | null;
}) {
  return (
    <div role="alert" className="notice promo-limit">
      <p style={{ margin: "0 0 8px" }}>{PROMO_LIMITS[code] ?? message}</p>
      {produto ? (
        <Form method="post" action="/carrinho/adicionar">
          <input type="hidden" name="produto" value={produto} />
          <input type="hidden" name="cantidad" value={cantidad ?? "1"} />
          <input type="hidden" name="sinPromocion" value="1" />
          <button className="btn" type="submit">
            Continuar sem a promoção
          </button>
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="sin-promocion" />
          <button className="btn" type="submit">
            Continuar sem a promoção
          </button>
        </Form>
      )}
    </div>
  );
}

function AddError({ code }: { code: string | null }) {
  const [search] = useSearchParams();
  if (!code) return null;
  if (code in PROMO_LIMITS)
    return <PromoLimit code={code} produto={search.get("produto")} cantidad={search.get("cantidad")} />;
  const message = code.startsWith("no-puedes-anadir-")
    ? `Não pode juntar este tipo de produto (${code.slice(17)}) a esta encomenda.`
    : (ADD_ERRORS[code] ?? ADD_ERRORS.ERROR);
  return (
    <p role="alert" className="field-error">
      {message}
    </p>
  );
}

function Summary({ basket }: { basket: Basket }) {
  const t = basket.totals;
  return (
    <aside className="card checkout-summary" aria-label="Resumo do carrinho" style={{ alignSelf: "start" }}>
      <h2 style={{ marginTop: 0, fontSize: "1.1rem" }}>Resumo</h2>
      <ul
        className="summary-lines"
        data-testid="summary-lines"
        style={{ listStyle: "none", padding: 0, margin: "0 0 8px", display: "grid", gap: 4 }}
      >
        {basket.products.map((p) => (
          <li key={p.id_navision}>
            {p.cantidad} × {p.nombre}
          </li>
        ))}
        {basket.services
          .filter((s) => s.selected && !s.automatico)
          .map((s) => (
            <li key={s.id_navision} className="hint">
              + {s.nombre} <span style={{ whiteSpace: "nowrap" }}>{formatEur(s.importe)}</span>
            </li>
          ))}
      </ul>
      <dl className="totals">
        <dt>Produtos</dt>
        <dd>{formatEur(t.productos)}</dd>
        <dt>Serviços</dt>
        <dd>{formatEur(t.servicios)}</dd>
        {basket.products.some((p) => p.ahorro > 0) && (
          <>
            <dt>Poupança em promoções (já incluída)</dt>
            <dd className="saving">{formatEur(basket.products.reduce((sum, p) => sum + p.ahorro, 0))}</dd>
          </>
        )}
        {t.descuento > 0 && (
          <>
            <dt>Desconto</dt>
            <dd>−{formatEur(t.descuento)}</dd>
          </>
        )}
        {t.envio > 0 && (
          <>
            <dt>Transporte e alfândega</dt>
            <dd>{formatEur(t.envio)}</dd>
          </>
        )}
        <dt className="total">Total</dt>
        <dd className="total" data-testid="basket-total">
          {formatEur(t.total)}
        </dd>
      </dl>
      <p className="hint">
        {t.impuestoLabel} {t.impuestoPct} % incluído: {formatEur(t.impuesto)}
      </p>
      {basket.selectedTaller && (
        <p className="hint">
          Oficina: <strong>{basket.selectedTaller.alias}</strong>
          {basket.selectedDate && (
            <>
              <br />
              Montagem:{" "}
              <strong>
                {basket.selectedDate.date} às {basket.selectedDate.time}
              </strong>
            </>
          )}
        </p>
      )}
    </aside>
  );
}

function ServicesForm({
  basket,
  busy,
  withContinue = false,
}: {
  basket: Basket;
  busy: boolean;
  withContinue?: boolean;
}) {
  return (
    <Form method="post" className="card" style={{ marginTop: 12 }}>
      <input type="hidden" name="intent" value="services" />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700 }}>Serviços opcionais</legend>
        <OptionalServiceChoices basket={basket} />
      </fieldset>
      <button
        className={withContinue ? "btn" : "btn btn-ghost"}
        type="submit"
        name={withContinue ? "continuar" : undefined}
        value="1"
        disabled={busy}
      >
        {withContinue ? "Continuar: escolher oficina" : "Guardar serviços"}
      </button>
    </Form>
  );
}

function OptionsStep({ basket, busy }: { basket: Basket; busy: boolean }) {
  return (
    <>
      <p>Os pneus de mota são recolhidos e montados na oficina que escolher. Pode juntar estes serviços:</p>
      <ul className="service-lines">
        {basket.services
          .filter((s) => s.automatico)
          .map((s) => (
            <li key={s.id_navision}>
              {s.nombre} <span className="hint">{s.importe === 0 ? "grátis" : formatEur(s.importe)}</span>
            </li>
          ))}
      </ul>
      <ServicesForm basket={basket} busy={busy} withContinue />
    </>
  );
}

type WorkshopsExtra = {
  cp: string;
  talleres: Array<WorkshopCard & { primera: string | null; error: string | null }>;
  error: string | null;
};

function WorkshopsStep({
  basket,
  extra,
  result,
  busy,
}: {
  basket: Basket;
  extra: WorkshopsExtra;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  return (
    <>
      <Form
        method="post"
        className="card finder-form"
        noValidate
        style={{ display: "flex", gap: 8, alignItems: "flex-end", flexWrap: "wrap" }}
      >
        <input type="hidden" name="intent" value="postcode" />
        <div className="field" style={{ flex: "1 1 200px" }}>
          <label htmlFor="cp">Código postal</label>
          <input
            id="cp"
            name="cp"
            defaultValue={extra.cp}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="1000-001"
            aria-describedby="cp-error"
          />
          {(result?.errors?.cp ?? extra.error) && (
            <span id="cp-error" className="field-error" role="alert">
              {result?.errors?.cp ?? extra.error}
            </span>
          )}
        </div>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          Procurar oficinas
        </button>
      </Form>
      {!extra.cp && (
        <p className="hint">
          Indique o código postal para ver as oficinas mais perto com datas para{" "}
          {basket.moto ? "a sua mota" : "o seu carro"}.
        </p>
      )}
      <ul className="workshop-options">
        {extra.talleres.map((w) => (
          <li key={w.codTienda} className="card workshop-card">
            <h3 style={{ margin: 0 }}>{w.alias}</h3>
            <p style={{ margin: 0 }}>
              {w.direccion}, {w.cpostal} {w.poblacion}
              {w.distancia !== null && <strong> · {w.distancia.toLocaleString("pt-PT")} km</strong>}
            </p>
            {w.primera ? (
              <p className="stock">Disponível a partir de {w.primera}</p>
            ) : (
              <p className="stock out">{w.error ?? "Sem disponibilidade"}</p>
            )}
            {w.primera && (
              <Form method="post">
                <input type="hidden" name="intent" value="workshop" />
                <input type="hidden" name="codTienda" value={w.codTienda} />
                <button className="btn" type="submit" disabled={busy} aria-label={`Escolher a oficina ${w.alias}`}>
                  Escolher esta oficina
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

type DateExtra = {
  dias: Array<{ fecha: string; iso: string; primera: string; huecos: number }>;
  dia: string | null;
  horas: string[];
  error: string | null;
  minutos: number;
};

function DateStep({
  basket,
  extra,
  result,
  busy,
}: {
  basket: Basket;
  extra: DateExtra;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const navigation = useNavigation();
  // Holding the slot can take a while on a slow network: the button says so until the next step loads.
  const reserving = navigation.state !== "idle" && navigation.formData?.get("intent") === "slot";
  const weekday = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString("pt-PT", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
  return (
    <>
      <p>
        Oficina <strong>{basket.selectedTaller?.alias}</strong>, {basket.selectedTaller?.direccion},{" "}
        {basket.selectedTaller?.poblacion}. O trabalho demora cerca de {extra.minutos} minutos.
      </p>
      {extra.error && !extra.dias.length && (
        <p role="alert" className="field-error">
          {extra.error}
        </p>
      )}
      <h3>Dia</h3>
      <ul className="day-list">
        {extra.dias.slice(0, 14).map((d) => (
          <li key={d.iso}>
            <Link
              to={`/carrinho/data-e-hora?dia=${encodeURIComponent(d.fecha)}`}
              aria-current={d.fecha === extra.dia ? "date" : undefined}
              className={d.fecha === extra.dia ? "day selected" : "day"}
              preventScrollReset
            >
              {weekday(d.iso)}
            </Link>
          </li>
        ))}
      </ul>
      {extra.dia && (
        <Form method="post">
          <input type="hidden" name="intent" value="slot" />
          <input type="hidden" name="dia" value={extra.dia} />
          <fieldset style={{ border: 0, padding: 0 }}>
            <legend>
              <h3 style={{ margin: "12px 0" }}>Hora em {extra.dia}</h3>
            </legend>
            {extra.horas.length === 0 && (
              <p className="field-error">{extra.error ?? "Não há horas livres neste dia. Escolha outro dia."}</p>
            )}
            <div className="slot-grid">
              {extra.horas.map((h) => (
                <label key={h}>
                  <input
                    type="radio"
                    name="hora"
                    value={h}
                    defaultChecked={basket.selectedDate?.date === extra.dia && basket.selectedDate?.time === h}
                  />
                  <span>{h}</span>
                </label>
              ))}
            </div>
            {result?.errors?.hora && <p className="field-error">{result.errors.hora}</p>}
          </fieldset>
          <p className="hint">Guardamos esta hora para si durante 15 minutos enquanto conclui a compra.</p>
          <button
            className="btn"
            type="submit"
            disabled={busy || extra.horas.length === 0}
            aria-busy={reserving ? true : undefined}
          >
            {reserving && <span className="btn-spinner" aria-hidden="true" />}
            {reserving ? "A reservar…" : "Reservar esta hora e continuar"}
          </button>
        </Form>
      )}
    </>
  );
}

function PaymentStep({ basket, result, busy }: { basket: Basket; result: ActionResult | undefined; busy: boolean }) {
  const total = basket.totals.total;
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
      <input type="hidden" name="intent" value="payment" />
      <fieldset
        style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}
        aria-describedby="paymentType-error"
      >
        <legend style={{ fontWeight: 700 }}>Como quer pagar?</legend>
        {PAYMENT_TYPES.map((t) => (
          <label key={t} className="check choice">
            <input type="radio" name="paymentType" value={t} defaultChecked={basket.paymentType === t} required />
            <span>
              {PAYMENT_TYPE_LABELS[t]} —{" "}
              <strong>{t === "taller" ? "0,00 € agora" : `${formatEur(dueNowCents(total, t))} agora`}</strong>
              {t === "reserva" && (
                <span className="hint">
                  {" "}
                  (reserva de {formatEur(Math.min(RESERVATION_CENTS, total))}; o resto,{" "}
                  {formatEur(total - Math.min(RESERVATION_CENTS, total))}, paga na oficina)
                </span>
              )}
            </span>
          </label>
        ))}
        {result?.errors?.paymentType && (
          <span id="paymentType-error" className="field-error">
            {result.errors.paymentType}
          </span>
        )}
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
        <legend style={{ fontWeight: 700 }}>Meio de pagamento (se pagar agora)</legend>
        {SITE_PAYMENT_METHODS.pt.map((m) => (
          <label key={m} className="check choice">
            <input
              type="radio"
              name="paymentMethod"
              value={m}
              defaultChecked={(basket.paymentMethod ?? "tarjeta") === m}
              aria-describedby={`metodo-${m}-hint`}
            />{" "}
            <span>
              {PAYMENT_METHOD_LABELS[m]}
              <small id={`metodo-${m}-hint`} className="hint" style={{ display: "block" }}>
                {PAYMENT_METHOD_HINTS[m]}
              </small>
            </span>
          </label>
        ))}
        {result?.errors?.paymentMethod && <span className="field-error">{result.errors.paymentMethod}</span>}
      </fieldset>
      <button className="btn" type="submit" disabled={busy}>
        Continuar: dados de faturação
      </button>
    </Form>
  );
}

function PaymentRetry({ order, result, busy }: { order: Order; result: ActionResult | undefined; busy: boolean }) {
  if (order.estado === "confirmado")
    return (
      <div className="container page">
        <h1>Pagamento</h1>
        <p>
          A encomenda {order.numero} já está paga.{" "}
          <Link to={`/carrinho/a-sua-reserva?pedido=${order.numero}`}>Ver a reserva</Link>
        </p>
      </div>
    );
  // Opened from the private area with no payment tried yet: a plain "pay" page, not an error.
  const failed = Boolean(order.ultimoPago) || order.estado !== "pendente";
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>{failed ? "Pagamento não concluído" : `Pagar a encomenda ${order.numero}`}</h1>
      {failed && (
        <p role="alert" className="field-error">
          {order.ultimoPago?.resultado === "not_owed" ? "" : `${PAYMENT_FAILED}. `}
          {order.ultimoPago?.mensaje ?? "O pagamento foi cancelado."}
        </p>
      )}
      {result?.message && (
        <p role="alert" className="field-error">
          {result.message}
        </p>
      )}
      {order.estado === "pendente" ? (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="pedido" value={order.numero} />
          <p style={{ margin: 0 }}>
            A encomenda <strong>{order.numero}</strong> e a hora na oficina continuam guardadas. Pode tentar outra vez,
            com outro cartão, MB WAY ou referência Multibanco, ou pagar tudo na oficina.
          </p>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
            <legend style={{ fontWeight: 700 }}>Como quer pagar?</legend>
            {PAYMENT_TYPES.map((t) => (
              <label key={t} className="check choice">
                <input type="radio" name="paymentType" value={t} defaultChecked={order.tipoPago === t} />{" "}
                {PAYMENT_TYPE_LABELS[t]}
              </label>
            ))}
          </fieldset>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
            <legend style={{ fontWeight: 700 }}>Meio de pagamento</legend>
            {SITE_PAYMENT_METHODS.pt.map((m) => (
              <label key={m} className="check choice">
                <input type="radio" name="paymentMethod" value={m} defaultChecked={(order.metodo ?? "tarjeta") === m} />{" "}
                {PAYMENT_METHOD_LABELS[m]}
              </label>
            ))}
          </fieldset>
          <button className="btn" type="submit" disabled={busy}>
            Tentar pagar outra vez
          </button>
        </Form>
      ) : (
        <p>
          Esta encomenda expirou. <Link to="/carrinho">Volte ao carrinho</Link> para fazer uma nova.
        </p>
      )}
    </div>
  );
}

function MultibancoReference({ order }: { order: Order }) {
  const ref = order.referenciaMultibanco;
  if (!ref) return null;
  const until = new Date(ref.validaHasta).toLocaleString("pt-PT", {
    timeZone: "Europe/Lisbon",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return (
    <section className="card" aria-labelledby="mb-title" data-testid="multibanco-reference">
      <h2 id="mb-title" style={{ marginTop: 0, fontSize: "1.2rem" }}>
        Pague por Multibanco
      </h2>
      <p style={{ margin: "0 0 8px" }}>
        Num multibanco ou no homebanking, em «Pagamento de serviços». Também lhe enviámos estes dados por e-mail.
      </p>
      <dl className="mb-ref">
        <dt>Entidade</dt>
        <dd>{ref.entidad}</dd>
        <dt>Referência</dt>
        <dd>{formatMultibancoReference(ref.referencia)}</dd>
        <dt>Montante</dt>
        <dd>{formatEur(ref.importe)}</dd>
        <dt>Válida até</dt>
        <dd>{until}</dd>
      </dl>
      {order.cita && (
        <p className="hint">
          A montagem fica reservada até essa hora. Se a referência expirar sem pagamento, a reserva é anulada.
        </p>
      )}
      {order.simuladorMultibanco && (
        <p className="hint">
          Demonstração: <a href={order.simuladorMultibanco}>pagar esta referência no multibanco simulado</a>
        </p>
      )}
    </section>
  );
}

function Confirmation({ order }: { order: Order }) {
  const c = order.cita;
  const waitingReference = order.estado === "pendente" && Boolean(order.referenciaMultibanco);
  return (
    <div className="container page" style={{ maxWidth: 760 }}>
      <h1>
        {order.estado === "confirmado"
          ? "Reserva confirmada"
          : waitingReference
            ? "Falta pagar por Multibanco"
            : "A aguardar o pagamento"}
      </h1>
      <p className="lead">
        Encomenda <strong data-testid="order-number">{order.numero}</strong>.{" "}
        {order.estado === "confirmado"
          ? "Enviámos a confirmação por e-mail."
          : waitingReference
            ? "Assim que o pagamento for recebido enviamos a confirmação por e-mail."
            : "Assim que o banco confirmar o pagamento enviamos a confirmação por e-mail."}
      </p>
      <MultibancoReference order={order} />
      {c && (
        <div className="card">
          <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>Montagem</h2>
          <p style={{ fontSize: "1.2rem", margin: "4px 0" }}>
            <strong>
              {c.fecha} às {c.hora}
            </strong>
          </p>
          <p style={{ margin: 0 }}>
            {c.taller.alias}
            <br />
            {c.taller.direccion}, {c.taller.cpostal} {c.taller.poblacion}
            <br />
            Tel. {c.taller.telefono}
          </p>
        </div>
      )}
      <div className="card">
        <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>O que comprou</h2>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">Descrição</th>
              <th scope="col">Qtd.</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.lineas.map((l) => (
              <tr key={l.nombre}>
                <td>{l.nombre}</td>
                <td>{l.cantidad}</td>
                <td>{formatEur(l.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="totals">
          {order.descuento > 0 && (
            <>
              <dt>Desconto</dt>
              <dd>−{formatEur(order.descuento)}</dd>
            </>
          )}
          <dt className="total">Total</dt>
          <dd className="total">{formatEur(order.total)}</dd>
          {order.estado === "pendente" && order.aPagarAgora > 0 ? (
            <>
              <dt>{order.referenciaMultibanco ? "A pagar por Multibanco" : "Por pagar"}</dt>
              <dd>{formatEur(order.aPagarAgora)}</dd>
              {order.total - order.aPagarAgora > 0 && (
                <>
                  <dt>A pagar na oficina</dt>
                  <dd>{formatEur(order.total - order.aPagarAgora)}</dd>
                </>
              )}
            </>
          ) : (
            <>
              <dt>Pago agora</dt>
              <dd>{formatEur(order.pagado)}</dd>
              <dt>A pagar na oficina</dt>
              <dd>{formatEur(order.restoEnOficina)}</dd>
            </>
          )}
        </dl>
        <p className="hint">
          {order.impuestoLabel} {order.impuestoPct} % incluído: {formatEur(order.impuesto)}
          {order.factura ? ` · Fatura ${order.factura}` : ""}
        </p>
        {order.factura && (
          <p className="no-print" style={{ margin: 0 }}>
            <a
              className="btn btn-secondary"
              href={`/area-privado/fatura?n=${encodeURIComponent(order.factura)}`}
              data-testid="invoice-download"
            >
              Descarregar a fatura (PDF)
            </a>
          </p>
        )}
      </div>
      <p className="no-print" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        <button className="btn btn-secondary" type="button" onClick={() => window.print()}>
          Imprimir
        </button>
        {c && (
          <a className="btn btn-secondary" href={`/carrinho/calendario?pedido=${order.numero}`}>
            Adicionar ao calendário
          </a>
        )}
        <Link className="btn btn-ghost" to="/area-privado/encomendas">
          Ver na área privada
        </Link>
      </p>
    </div>
  );
}
