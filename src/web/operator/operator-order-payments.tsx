/**
 * An order's payments on /operador/encomendas (?n=): every payment (repeated ones and their refunds included), a
 * "Reembolsar" link per refundable one, and the confirmation a refund asks for first (?reembolsar=<payment id>, a
 * plain form, so it works without JavaScript).
 */
import { Form, Link } from "react-router";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import type { OrderDetailAnswer } from "#src/shared/operator/orders-api.ts";
import styles from "./operator.module.css";
import { ColumnHeads } from "./operator-table.tsx";
import { methodLabel } from "./operator-order-labels.ts";

export function OrderPayments({
  o,
  confirmId,
  back,
  busy,
}: {
  o: OrderDetailAnswer;
  confirmId: number | null;
  /** This order's page address, with `extra` (query and fragment) appended. */
  back: (extra?: string) => string;
  busy: boolean;
}) {
  const confirming = o.pagamentos.find((p) => p.id === confirmId && p.reembolsavel) ?? null;
  return (
    <>
      <h3 id="pagamentos">Pagamentos</h3>
      {o.pagamentos.length === 0 ? (
        <p>Ainda não há pagamentos desta encomenda.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="pagamentos">
            <ColumnHeads cols={["Data", "Meio", "Valor", "Estado", "Reembolso"]} />
            <tbody>
              {o.pagamentos.map((p) => (
                <tr key={p.id}>
                  <td>{formatLisbonDateTime(p.em)}</td>
                  <td>{methodLabel(p.metodo)}</td>
                  <td>{formatEur(p.valor, "pt")}</td>
                  <td>{p.estadoTexto}</td>
                  <td>
                    {p.referenciaReembolso && <>Ref. {p.referenciaReembolso}</>}
                    {p.reembolsavel && o.podeReembolsar && p.id !== confirmId && (
                      <Link className="btn btn-ghost" to={back(`&reembolsar=${p.id}#confirmar`)}>
                        Reembolsar {formatEur(p.valor, "pt")}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {confirming && o.podeReembolsar && (
        <div className="notice" id="confirmar" role="group" aria-labelledby="confirmar-titulo">
          <p id="confirmar-titulo">
            <strong>
              Confirma o reembolso de {formatEur(confirming.valor, "pt")} ao cliente pelo gateway de pagamento?
            </strong>{" "}
            O valor volta ao meio de pagamento usado; não se pode desfazer.
          </p>
          <Form method="post" action={back()} className={styles.formRow}>
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="pagamento" value={confirming.id} />
            <button type="submit" className="btn" disabled={busy}>
              Confirmar o reembolso
            </button>
            <Link to={back()}>Cancelar</Link>
          </Form>
        </div>
      )}
    </>
  );
}
