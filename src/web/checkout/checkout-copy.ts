/**
 * The checkout's words and figures in the page's language: the catalogue keys of the steps and payment choices, and
 * numbers and days as pt-PT or es-ES write them (money and deadlines: formatEur, formatLisbonDateTime in src/shared).
 */
import type { CheckoutStep, PaymentMethod, PaymentType } from "#src/shared/basket/checkout.ts";
import type { MessageKey } from "#src/shared/i18n/i18n.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";

export const STEP_TITLE_KEYS: Record<CheckoutStep, MessageKey> = {
  pedido: "checkoutFrame.stepPedido",
  opcoes: "checkoutFrame.stepOpcoes",
  oficinas: "checkoutFrame.stepOficinas",
  "data-e-hora": "checkoutFrame.stepDataEHora",
  registo: "checkoutFrame.stepRegisto",
  pagamento: "checkout.stepPagamento",
  "dados-de-facturacao": "checkoutFrame.stepFacturacao",
  "a-sua-reserva": "checkoutFrame.stepReserva",
};

export const PAYMENT_TYPE_KEYS: Record<PaymentType, MessageKey> = {
  deposit: "checkout.paymentTypeReserva",
  full: "checkout.paymentTypeTotal",
  at_workshop: "checkout.paymentTypeTaller",
  on_account: "checkout.paymentTypeConta",
};

export const PAYMENT_METHOD_KEYS: Record<PaymentMethod, MessageKey> = {
  card: "checkout.paymentMethodTarjeta",
  mbway: "checkout.paymentMethodMbway",
  multibanco: "checkout.paymentMethodMultibanco",
  bizum: "checkout.paymentMethodBizum",
};

export const PAYMENT_HINT_KEYS: Record<PaymentMethod, MessageKey> = {
  card: "checkout.paymentHintTarjeta",
  mbway: "checkout.paymentHintMbway",
  multibanco: "checkout.paymentHintMultibanco",
  bizum: "checkout.paymentHintBizum",
};

/** A count as the page's language writes it (page-numbers.ts). */
export { count as number } from "#src/web/ui/page-numbers.ts";

/** A day of the date step's list, short weekday, day and month ("segunda, 30/11" in pt-PT, "lun, 30 nov" in es-ES). */
export function weekday(lang: Lang, iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(LOCALE[lang], {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
