/**
 * Billing data (/carrinho/dados-de-facturacao): prefilled from the customer's stored address and NIF, remembered for
 * the next order ("Guardar estes dados", ticked by default). The NIF is optional for a private customer below 1 000 €
 * (the invoice then says "Consumidor final"); it is asked for when the customer wants an invoice with NIF.
 */
import { useState } from "react";
import { Form } from "react-router";
import { NIF_REQUIRED_FROM_CENTS } from "#src/shared/basket/billing-nif.ts";
import { dueNowCents } from "#src/shared/basket/checkout.ts";
import { formatEur } from "#src/shared/money.ts";
import { PT_DISTRICTS } from "#src/shared/postcodes.ts";
import type { ActionResult, Basket } from "./checkout-types.ts";

export type BillingExtra = { prefill: Record<string, string>; key: string };

export function BillingStep({
  basket,
  extra,
  result,
  busy,
}: {
  basket: Basket;
  extra: BillingExtra;
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const e = result?.errors ?? {};
  const mustNif = basket.totals.total >= NIF_REQUIRED_FROM_CENTS;
  const [withNif, setWithNif] = useState(mustNif || Boolean(extra.prefill.nif));
  const [empresa, setEmpresa] = useState(false);
  const nifNeeded = mustNif || withNif || empresa;
  const field = (name: string, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <div className="field">
      <label htmlFor={`b-${name}`}>{label}</label>
      <input
        id={`b-${name}`}
        name={name}
        defaultValue={extra.prefill[name] ?? ""}
        aria-invalid={Boolean(e[name])}
        aria-describedby={`b-${name}-error${hint ? ` b-${name}-hint` : ""}`}
        {...props}
      />
      {hint && (
        <small id={`b-${name}-hint`} className="hint">
          {hint}
        </small>
      )}
      {e[name] && (
        <span id={`b-${name}-error`} className="field-error">
          {e[name]}
        </span>
      )}
    </div>
  );
  const due = basket.paymentType ? dueNowCents(basket.totals.total, basket.paymentType) : 0;
  return (
    <Form method="post" className="card" noValidate>
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="idempotencyKey" value={extra.key} />
      <label className="check">
        <input
          type="checkbox"
          name="empresa"
          checked={empresa}
          onChange={(ev) => setEmpresa(ev.currentTarget.checked)}
        />{" "}
        Fatura em nome de uma empresa
      </label>
      <label className="check">
        <input
          type="checkbox"
          name="faturaNif"
          checked={withNif || mustNif}
          disabled={mustNif}
          onChange={(ev) => setWithNif(ev.currentTarget.checked)}
          aria-describedby="b-faturaNif-hint"
        />{" "}
        Quero fatura com NIF
      </label>
      {mustNif && <input type="hidden" name="faturaNif" value="on" />}
      <p id="b-faturaNif-hint" className="hint" style={{ marginTop: 0 }}>
        {mustNif
          ? "A partir de 1 000 € a fatura leva sempre o NIF."
          : nifNeeded
            ? "O seu NIF fica na fatura."
            : "Sem NIF, a fatura é emitida em nome de «Consumidor final»."}
      </p>
      <div className="form-grid">
        {field("nombre", "Nome ou empresa", { autoComplete: "given-name" })}
        {field("apellidos", "Apelidos", { autoComplete: "family-name" })}
        {field("nif", nifNeeded ? "NIF" : "NIF (opcional)", { inputMode: "numeric", autoComplete: "off" })}
        {field("calle", "Morada", { autoComplete: "address-line1" })}
        {field("numero", "Número da porta")}
        {field("poblacion", "Localidade", { autoComplete: "address-level2" })}
        {field("codigo_postal", "Código postal", { autoComplete: "postal-code", inputMode: "numeric" })}
        <div className="field">
          <label htmlFor="b-provincia">Distrito</label>
          <select
            id="b-provincia"
            name="provincia"
            defaultValue={extra.prefill.provincia ?? ""}
            aria-invalid={Boolean(e.provincia)}
            aria-describedby="b-provincia-error"
          >
            <option value="">Escolha o distrito</option>
            {PT_DISTRICTS.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
          {e.provincia && (
            <span id="b-provincia-error" className="field-error">
              {e.provincia}
            </span>
          )}
        </div>
      </div>
      <label className="check">
        <input type="checkbox" name="guardar" defaultChecked /> Guardar estes dados para a próxima compra
      </label>
      <p className="hint">
        Ao confirmar aceita as condições de venda.{" "}
        {due > 0 ? "Vai ser levado para a página segura de pagamento." : "Paga tudo na oficina no dia da montagem."}
      </p>
      <button className="btn" type="submit" disabled={busy}>
        {busy ? "A processar…" : due > 0 ? `Pagar ${formatEur(due)}` : "Confirmar reserva"}
      </button>
    </Form>
  );
}
