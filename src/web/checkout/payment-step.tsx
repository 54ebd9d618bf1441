/** /carrinho/pagamento: how much to pay now (all, a reservation or nothing) and by which means. */
import { Form } from "react-router";
import {
  dueNowCents,
  PAYMENT_METHOD_HINTS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  paidLater,
  paymentTypesFor,
  RESERVATION_CENTS,
  SITE_PAYMENT_METHODS,
} from "#src/shared/basket/checkout.ts";
import { formatEur } from "#src/shared/money.ts";
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
  return (
    <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
      <input type="hidden" name="intent" value="payment" />
      <fieldset
        style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 8 }}
        aria-describedby="paymentType-error"
      >
        <legend style={{ fontWeight: 700 }}>Como quer pagar?</legend>
        {paymentTypesFor(extra?.business ?? false).map((t) => (
          <label key={t} className="check choice">
            <input type="radio" name="paymentType" value={t} defaultChecked={basket.paymentType === t} required />
            <span>
              {PAYMENT_TYPE_LABELS[t]} —{" "}
              <strong>{paidLater(t) ? "0,00 € agora" : `${formatEur(dueNowCents(total, t))} agora`}</strong>
              {t === "conta" && (
                <span className="hint"> (a encomenda entra na fatura mensal da sua empresa, no prazo acordado)</span>
              )}
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
