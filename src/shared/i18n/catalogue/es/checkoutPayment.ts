/** Spanish (es-ES) messages: the checkout's payment step. Same keys as ../pt/checkoutPayment.ts. */
import type pt from "../pt/checkoutPayment.ts";

export default {
  paymentNow: "{amount} ahora",
  paymentNothingNow: "0,00 € ahora",
  paymentOnAccountHint: "(el pedido se incluye en la factura mensual de su empresa, en el plazo acordado)",
  paymentReservationHint: "(reserva de {deposit}; el resto, {rest}, se paga en el taller)",
  paymentMethodIfNow: "Forma de pago (si paga ahora)",
  paymentContinue: "Continuar: datos de facturación",
} satisfies Record<keyof typeof pt, string>;
