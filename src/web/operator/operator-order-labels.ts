import type { PaymentMethod } from "#src/shared/basket/checkout.ts";
import type { OrderStatus } from "#src/shared/orders/order-status.ts";

/**
 * How the back office names an order's status and a payment's method (pt-PT, staff copy). Every status has a name
 * (`satisfies`); the record stays indexable by the API's plain string.
 */
export const ORDER_STATUS: Record<string, string> = {
  pending: "Pendente de pagamento",
  confirmed: "Confirmada",
  expired: "Expirada",
  cancelled: "Anulada",
} satisfies Record<OrderStatus, string>;

/** Every method a customer can pay with (a new one fails `tsc` here until it has a name). */
export const METHOD: Record<PaymentMethod, string> = {
  card: "Cartão",
  mbway: "MB WAY",
  multibanco: "Multibanco",
  bizum: "Bizum",
};

/** A payment's method as staff read it (the stored value when it is not a known method). */
export const methodLabel = (method: string): string =>
  Object.hasOwn(METHOD, method) ? METHOD[method as PaymentMethod] : method;
