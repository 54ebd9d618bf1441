/**
 * Checkout rules (spec section 2 "Basket", section 4 "Basket restore and reset" and "Payment choices"): the step
 * order and back rules, what is due now for each payment choice, how long the workshop needs, and the stored-state
 * restore decision. Pure, shared by the server and the pages.
 */

import { type MessageKey, msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { ProductCategory } from "#src/shared/vehicles/vehicle-kinds.ts";

/** A basket as the rules read it (the API's answer carries `moto`, computed by `isMotoBasket`). */
type HasProducts = { moto: boolean };

export const CHECKOUT_STEPS = [
  "pedido",
  "opcoes",
  "oficinas",
  "data-e-hora",
  "registo",
  "pagamento",
  "dados-de-facturacao",
  "a-sua-reserva",
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const isMotoBasket = (b: { products: ReadonlyArray<{ categoria: ProductCategory }> }) =>
  b.products.length > 0 && b.products.every((p) => p.categoria === "motorbike");

/** The steps this basket goes through: the options step only for a moto basket; registration only when logged out. */
export function stepsFor(b: HasProducts, loggedIn: boolean): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((s) => (s !== "opcoes" || b.moto) && (s !== "registo" || !loggedIn));
}

/**
 * Back rules: from workshops to options for a moto basket, else to the request; from date/time to workshops; from
 * registration or payment to date/time; from billing to payment.
 */
export function backStep(step: CheckoutStep, b: HasProducts): CheckoutStep | null {
  switch (step) {
    case "pedido":
      return null;
    case "opcoes":
      return "pedido";
    case "oficinas":
      return b.moto ? "opcoes" : "pedido";
    case "data-e-hora":
      return "oficinas";
    case "registo":
    case "pagamento":
      return "data-e-hora";
    case "dados-de-facturacao":
      return "pagamento";
    case "a-sua-reserva":
      return null;
  }
}

export function nextStep(step: CheckoutStep, b: HasProducts, loggedIn: boolean): CheckoutStep | null {
  const steps = stepsFor(b, loggedIn);
  const i = steps.indexOf(step);
  if (i === -1) {
    // A step this basket skips (e.g. registration once logged in): go to the first later step it has.
    const later = CHECKOUT_STEPS.slice(CHECKOUT_STEPS.indexOf(step) + 1).find((s) => steps.includes(s));
    return later ?? null;
  }
  return steps[i + 1] ?? null;
}

/** What a step needs before it can be shown; the first missing one is where the customer is sent back to. */
export type CheckoutProgress = {
  products: number;
  workshop: boolean;
  slot: boolean;
  loggedIn: boolean;
  payment: boolean;
};

export function firstMissingStep(step: CheckoutStep, p: CheckoutProgress): CheckoutStep | null {
  const order = CHECKOUT_STEPS.indexOf(step);
  const needs: Array<[CheckoutStep, boolean]> = [
    ["pedido", p.products > 0],
    ["oficinas", p.workshop],
    ["data-e-hora", p.slot],
    ["registo", p.loggedIn],
    ["pagamento", p.payment],
  ];
  for (const [s, ok] of needs) if (CHECKOUT_STEPS.indexOf(s) < order && !ok) return s;
  return null;
}

// ───────── Payment choices ─────────
/**
 * How much is paid online (decision 021): `deposit` (the 20 € reservation now, the rest at the workshop), `full`
 * (everything now), `at_workshop` (nothing online) or `on_account` (an approved business's monthly invoice). Stored in
 * `orders.payment_type` and the basket's state, and sent as they are in the API's `paymentType` / `tipoPago`.
 */
export const PAYMENT_TYPES = ["deposit", "full", "at_workshop", "on_account"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/**
 * Nothing is paid online: at the workshop, or on account ("on_account": an approved business account's monthly invoice,
 * issue 14 item 7). No payment method is asked for, and the order is confirmed at once.
 */
export function paidLater(type: PaymentType): boolean {
  return type === "at_workshop" || type === "on_account";
}
/** What a customer is offered: paying on account only with an approved business account. */
export function paymentTypesFor(business: boolean): PaymentType[] {
  return PAYMENT_TYPES.filter((t) => t !== "on_account" || business);
}
export const PAYMENT_METHODS = ["card", "mbway", "multibanco", "bizum"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * What each site offers: Portuguese customers pay by card, MB WAY or a Multibanco reference; Spanish ones by card or
 * Bizum (decision 006). The site is the language of the request (/api/rodacerta/pt|es, the page's address).
 */
export const SITE_PAYMENT_METHODS = {
  pt: ["card", "mbway", "multibanco"],
  es: ["card", "bizum"],
} as const satisfies Record<Lang, readonly PaymentMethod[]>;
export function siteOffers(site: Lang, method: string): method is PaymentMethod {
  return (SITE_PAYMENT_METHODS[site] as readonly string[]).includes(method);
}
/** The catalogue key of each method's name. */
export const PAYMENT_METHOD_LABEL_KEYS = {
  card: "checkout.paymentMethodTarjeta",
  mbway: "checkout.paymentMethodMbway",
  multibanco: "checkout.paymentMethodMultibanco",
  bizum: "checkout.paymentMethodBizum",
} as const satisfies Record<PaymentMethod, MessageKey>;
/** Null when the site offers the method, else the customer's message (a descriptor, written in the site's language). */
export function methodNotOffered(site: Lang, method: PaymentMethod): string | null {
  if (siteOffers(site, method)) return null;
  return msg("checkout.errMethodNotOffered", { method: msg(PAYMENT_METHOD_LABEL_KEYS[method]) });
}

/** The gateway's code for each method (Ds_Merchant_PayMethods / Ds_PayMethod). */
export const GATEWAY_METHOD_CODES = { card: "C", bizum: "z", mbway: "w", multibanco: "m" } as const satisfies Record<
  PaymentMethod,
  string
>;
export type GatewayMethodCode = (typeof GATEWAY_METHOD_CODES)[PaymentMethod];
export function methodForGatewayCode(code: string): PaymentMethod {
  const found = (Object.entries(GATEWAY_METHOD_CODES) as Array<[PaymentMethod, string]>).find(([, c]) => c === code);
  return found ? found[0] : "card";
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Cartão de crédito ou débito",
  mbway: "MB WAY",
  multibanco: "Referência Multibanco",
  bizum: "Bizum",
};
/** The reservation deposit: 20 € (or the whole total when it is smaller). */
export const RESERVATION_CENTS = 2000;

export function dueNowCents(totalCents: number, type: PaymentType): number {
  if (paidLater(type)) return 0;
  if (type === "deposit") return Math.min(RESERVATION_CENTS, totalCents);
  return totalCents;
}

/** Minutes the workshop needs for the basket: the services' durations (per unit ones × quantity), at least 30. */
export function workshopMinutes(
  services: ReadonlyArray<{ base_calculo: "U" | "F"; cantidad: number; selected: boolean; durationMinutes: number }>,
): number {
  const total = services
    .filter((s) => s.selected)
    .reduce((sum, s) => sum + s.durationMinutes * (s.base_calculo === "U" ? s.cantidad : 1), 0);
  return Math.max(30, Math.ceil(total / 15) * 15);
}

// ───────── Reset ─────────
// (The basket lives on the server, its id in a cookie: there is no client copy to restore, so no restore rule.)
/** The basket resets on logout, on order completion, and when the vehicle changes to one with a different plate. */
export function shouldReset(
  event:
    | { kind: "logout" }
    | { kind: "order-completed" }
    | { kind: "vehicle"; basketPlate: string | null; newPlate: string | null },
): boolean {
  if (event.kind !== "vehicle") return true;
  const norm = (p: string | null) => (p ?? "").replace(/[^0-9A-Z]/gi, "").toUpperCase();
  return Boolean(event.basketPlate && event.newPlate && norm(event.basketPlate) !== norm(event.newPlate));
}
