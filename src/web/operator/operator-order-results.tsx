/** The orders found by a search on /operador/encomendas (?q=): a count, then a table linking each order's page. */
import { Link } from "react-router";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import type { OrderSearchAnswer } from "#src/shared/operator/orders-api.ts";
import styles from "./operator.module.css";
import { ColumnHeads } from "./operator-table.tsx";
import { ORDER_STATUS } from "./operator-order-labels.ts";

export function OrderResults({ search, q }: { search: OrderSearchAnswer; q: string }) {
  return (
    <section aria-labelledby="resultados">
      <h2 id="resultados">
        {search.encomendas.length === 0
          ? "Nenhuma encomenda encontrada"
          : `${search.encomendas.length} ${search.encomendas.length === 1 ? "encomenda" : "encomendas"}`}
      </h2>
      {search.encomendas.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <ColumnHeads cols={["Encomenda", "Data", "Cliente", "Matrícula", "Oficina", "Total", "Estado"]} />
            <tbody>
              {search.encomendas.map((o) => (
                <tr key={o.numero}>
                  <td>
                    <Link to={`/operador/encomendas?${new URLSearchParams({ q, n: o.numero })}`}>{o.numero}</Link>
                  </td>
                  <td>{formatLisbonDateTime(o.criadaEm)}</td>
                  <td>
                    {o.cliente ?? "—"}
                    {o.email && (
                      <>
                        <br />
                        {o.email}
                      </>
                    )}
                  </td>
                  <td>{o.matricula ?? "—"}</td>
                  <td>{o.oficina ?? "—"}</td>
                  <td>{formatEur(o.total, "pt")}</td>
                  <td>{ORDER_STATUS[o.estado] ?? o.estado}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
