/**
 * One order on /operador/encomendas (?n=): status, dates and totals, the customer, the workshop and appointment, its
 * lines, its payments (operator-order-payments.tsx), the "send the confirmation again" button and, on an invoice
 * that can still be credited, its credit notes (operator-credit-notes.tsx).
 */
import { Form, useNavigation } from "react-router";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import type { CreditNotesAnswer } from "#src/shared/invoices/credit-note-api.ts";
import { formatEur } from "#src/shared/money.ts";
import type { OrderDetailAnswer } from "#src/shared/operator/orders-api.ts";
import styles from "./operator.module.css";
import own from "./operator-orders.module.css";
import { type CreditFormResult, CreditNotes } from "./operator-credit-notes.tsx";
import { ORDER_STATUS } from "./operator-order-labels.ts";
import { OrderPayments } from "./operator-order-payments.tsx";

export function OrderPage({
  o,
  q,
  confirmId,
  credit,
  creditResult,
}: {
  o: OrderDetailAnswer;
  q: string;
  confirmId: number | null;
  credit: CreditNotesAnswer | null;
  creditResult: CreditFormResult | null;
}) {
  const busy = useNavigation().state !== "idle";
  const back = (extra = "") =>
    `/operador/encomendas?${new URLSearchParams({ ...(q ? { q } : {}), n: o.numero })}${extra}`;
  return (
    <section className="card" aria-labelledby="encomenda">
      <h2 id="encomenda">Encomenda {o.numero}</h2>
      <dl className={own.facts}>
        <dt>Estado</dt>
        <dd>{ORDER_STATUS[o.estado] ?? o.estado}</dd>
        <dt>Criada em</dt>
        <dd>{formatLisbonDateTime(o.criadaEm)}</dd>
        <dt>Total</dt>
        <dd>
          {formatEur(o.total, "pt")} (pago: {formatEur(o.pago, "pt")})
        </dd>
        <dt>Fatura</dt>
        <dd>{o.fatura ?? "Sem fatura"}</dd>
        <dt>Cliente</dt>
        <dd>
          {o.cliente.nome ?? "—"}
          {o.cliente.email && (
            <>
              {" · "}
              <a href={`mailto:${o.cliente.email}`}>{o.cliente.email}</a>
            </>
          )}
          {o.cliente.telefone && <> · {o.cliente.telefone}</>}
          {o.cliente.nif && <> · NIF {o.cliente.nif}</>}
        </dd>
        <dt>Oficina e montagem</dt>
        <dd>
          {o.oficina?.alias ?? "Sem oficina"}
          {o.marcacao && (
            <>
              {" · "}
              {o.marcacao.data} às {o.marcacao.hora}
              {o.marcacao.matricula && <> · matrícula {o.marcacao.matricula}</>}
            </>
          )}
        </dd>
      </dl>

      <h3>Linhas</h3>
      <ul>
        {o.linhas.map((l, i) => (
          <li key={i}>
            {l.quantidade} × {l.nome} — {formatEur(l.total, "pt")}
          </li>
        ))}
      </ul>

      <OrderPayments o={o} confirmId={confirmId} back={back} busy={busy} />

      {o.podeReenviar && o.estado === "confirmed" && (
        <Form method="post" action={back()} className={styles.formRow}>
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="numero" value={o.numero} />
          <button type="submit" className="btn btn-ghost" disabled={busy}>
            Reenviar o e-mail de confirmação{o.fatura ? " e a fatura" : ""}
          </button>
        </Form>
      )}

      {credit && <CreditNotes c={credit} action={back()} orderNumber={o.numero} result={creditResult} />}
    </section>
  );
}
