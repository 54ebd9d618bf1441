import type { PaymentMethod } from "#src/shared/basket/checkout.ts";

/**
 * How the back office names an order's status and a payment's method (pt-PT, staff copy). Statuses are plain strings
 * (no shared status type yet): an unknown one is shown as stored.
 */
export const ORDER_STATUS: Record<string, string> = {
  pendente: "Pendente de pagamento",
  confirmado: "Confirmada",
  expirado: "Expirada",
  cancelado: "Anulada",
};

/** Every method a customer can pay with (a new one fails `tsc` here until it has a name). */
export const METHOD: Record<PaymentMethod, string> = {
  tarjeta: "Cartão",
  mbway: "MB WAY",
  multibanco: "Multibanco",
  bizum: "Bizum",
};

/** A payment's method as staff read it (the stored value when it is not a known method). */
export const methodLabel = (method: string): string =>
  Object.hasOwn(METHOD, method) ? METHOD[method as PaymentMethod] : method;
