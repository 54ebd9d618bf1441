/**
 * The credit notes of an order's invoice on /operador/encomendas (?n=): the notes issued, each with its PDF, and the
 * "Emitir nota de crédito" form (the whole rest or an amount, with the reason), field errors beside their fields.
 */
import { Form, useNavigation } from "react-router";
import { CREDIT_REASON_MAX } from "#src/shared/invoices/credit-note.ts";
import type { CreditNotesAnswer } from "#src/shared/invoices/credit-note-api.ts";
import { formatEur } from "#src/shared/money.ts";
import styles from "./operator.module.css";
import own from "./operator-credit-notes.module.css";

export type CreditFormResult = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: { modo: string; valor: string; motivo: string };
};

const date = (iso: string) =>
  new Date(iso).toLocaleDateString("pt-PT", {
    timeZone: "Europe/Lisbon",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  });

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="field-error">
      {message}
    </span>
  ) : null;
}

export function CreditNotes({
  c,
  action,
  orderNumber,
  result,
}: {
  c: CreditNotesAnswer;
  action: string;
  orderNumber: string;
  result: CreditFormResult | null;
}) {
  const busy = useNavigation().state !== "idle";
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : { modo: "full", valor: "", motivo: "" };
  const describe = (field: string) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `nc-${field}-erro` } : {};
  if (!c.fatura) return null;
  return (
    <section aria-labelledby="notas-credito">
      <h3 id="notas-credito">Notas de crédito</h3>
      <p>
        Total da fatura {formatEur(c.fatura.total, "pt")} · creditado {formatEur(c.creditado, "pt")} · por creditar{" "}
        <strong>{formatEur(c.porCreditar, "pt")}</strong>
      </p>
      {c.notas.length === 0 ? (
        <p>Ainda não foi emitida nenhuma nota de crédito sobre esta fatura.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="notas-credito">
            <thead>
              <tr>
                <th scope="col">Número</th>
                <th scope="col">Data</th>
                <th scope="col">Valor</th>
                <th scope="col">Motivo</th>
                <th scope="col">Documento</th>
              </tr>
            </thead>
            <tbody>
              {c.notas.map((n) => (
                <tr key={n.id}>
                  <td>{n.numero}</td>
                  <td>{date(n.emitidaEm)}</td>
                  <td>{formatEur(n.valor, "pt")}</td>
                  <td>{n.motivo}</td>
                  <td>
                    <a href={`/operador/notas-credito/${n.id}/pdf`} download>
                      PDF<span className="visually-hidden"> da nota de crédito {n.numero}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {c.porCreditar > 0 && (
        <Form
          className={own.form}
          key={c.notas.length}
          method="post"
          action={action}
          noValidate
          aria-labelledby="emitir-nc"
        >
          <h4 id="emitir-nc">Emitir nota de crédito</h4>
          {result && !result.ok && !Object.values(errors).includes(result.message) && (
            <p role="alert" className="field-error">
              {result.message}
            </p>
          )}
          <input type="hidden" name="intent" value="credit" />
          <input type="hidden" name="numero" value={orderNumber} />
          <fieldset className={own.modes} aria-describedby={errors.modo ? "nc-modo-erro" : undefined}>
            <legend>O que credita</legend>
            <label className="check">
              <input type="radio" name="modo" value="full" defaultChecked={values.modo !== "partial"} /> O valor todo
              por creditar ({formatEur(c.porCreditar, "pt")})
            </label>
            <label className="check">
              <input type="radio" name="modo" value="partial" defaultChecked={values.modo === "partial"} /> Uma parte
              (indique o valor)
            </label>
            <FieldError id="nc-modo-erro" message={errors.modo} />
          </fieldset>
          <div className="field">
            <label htmlFor="nc-valor">Valor a creditar, com IVA (euros; só para uma parte)</label>
            <input
              id="nc-valor"
              name="valor"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              defaultValue={values.valor}
              {...describe("valor")}
            />
            <FieldError id="nc-valor-erro" message={errors.valor} />
          </div>
          <div className="field">
            <label htmlFor="nc-motivo">Motivo</label>
            <textarea
              id="nc-motivo"
              name="motivo"
              rows={2}
              maxLength={CREDIT_REASON_MAX}
              defaultValue={values.motivo}
              required
              {...describe("motivo")}
            />
            <FieldError id="nc-motivo-erro" message={errors.motivo} />
          </div>
          <button type="submit" className="btn" disabled={busy}>
            Emitir nota de crédito
          </button>
        </Form>
      )}
    </section>
  );
}
