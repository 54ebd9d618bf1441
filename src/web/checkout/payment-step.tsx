/** /carrinho/pagamento: how much to pay now (all, a reservation or nothing) and by which means. */
import { Form } from "react-router";
import {
  dueNowCents,
  paidLater,
  paymentTypesFor,
  RESERVATION_CENTS,
  SITE_PAYMENT_METHODS,
} from "#src/shared/basket/checkout.ts";
import { formatEur } from "#src/shared/money.ts";
import { useT } from "../i18n.ts";
import { PAYMENT_HINT_KEYS, PAYMENT_METHOD_KEYS, PAYMENT_TYPE_KEYS } from "./checkout-copy.ts";
import type { ActionResult, Basket } from "./checkout-types.ts";

/** The payment step's own data: whether the customer has an approved business account (may pay on account). */
export type PaymentExtra = { business: boolean } | null;

export function PaymentStep({
  basket,
  extra,
  result,
  busy,
}: {
  basket: Basket;
  extra: PaymentExtra;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const total = basket.totals.total;
  const { t, text, lang } = useT();
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
      <input type="hidden" name="intent" value="payment" />
      <fieldset
        style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}
        aria-describedby="paymentType-error"
      >
        <legend style={{ fontWeight: 700 }}>{t("checkout.paymentHow")}</legend>
        {paymentTypesFor(extra?.business ?? false).map((type) => (
          <label key={type} className="check choice">
            <input type="radio" name="paymentType" value={type} defaultChecked={basket.paymentType === type} required />
            <span>
              {t(PAYMENT_TYPE_KEYS[type])} —{" "}
              <strong>
                {paidLater(type)
                  ? t("checkoutPayment.paymentNothingNow")
                  : t("checkoutPayment.paymentNow", { amount: formatEur(dueNowCents(total, type), lang) })}
              </strong>
              {type === "on_account" && <span className="hint"> {t("checkoutPayment.paymentOnAccountHint")}</span>}
              {type === "deposit" && (
                <span className="hint">
                  {" "}
                  {t("checkoutPayment.paymentReservationHint", {
                    deposit: formatEur(Math.min(RESERVATION_CENTS, total), lang),
                    rest: formatEur(total - Math.min(RESERVATION_CENTS, total), lang),
                  })}
                </span>
              )}
            </span>
          </label>
        ))}
        {result?.errors?.paymentType && (
          <span id="paymentType-error" className="field-error">
            {text(result.errors.paymentType)}
          </span>
        )}
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}>
        <legend style={{ fontWeight: 700 }}>{t("checkoutPayment.paymentMethodIfNow")}</legend>
        {SITE_PAYMENT_METHODS[lang].map((m) => (
          <label key={m} className="check choice">
            <input
              type="radio"
              name="paymentMethod"
              value={m}
              defaultChecked={(basket.paymentMethod ?? "card") === m}
              aria-describedby={`metodo-${m}-hint`}
            />{" "}
            <span>
              {t(PAYMENT_METHOD_KEYS[m])}
              <small id={`metodo-${m}-hint`} className="hint" style={{ display: "block" }}>
                {t(PAYMENT_HINT_KEYS[m])}
              </small>
            </span>
          </label>
        ))}
        {result?.errors?.paymentMethod && <span className="field-error">{text(result.errors.paymentMethod)}</span>}
      </fieldset>
      <button className="btn" type="submit" disabled={busy}>
        {t("checkoutPayment.paymentContinue")}
      </button>
    </Form>
  );
}
