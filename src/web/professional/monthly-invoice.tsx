/** "Fatura mensal": what the business bought on account, per month, with the total and the date it is due. */
import { isoToDayMonthYear } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import { plural } from "#src/shared/plural.ts";
import type { FleetAnswer } from "#src/shared/professional/fleet.schema.ts";
import styles from "./professional.module.css";

const MONTH = new Intl.DateTimeFormat("pt-PT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "novembro de 2026" */
function monthName(mes: string): string {
  const [y, m] = mes.split("-").map(Number) as [number, number];
  return MONTH.format(new Date(Date.UTC(y, m - 1, 1)));
}

export function MonthlyInvoice({ months, creditDays }: { months: FleetAnswer["faturacao"]; creditDays: number }) {
  return (
    <section className="card" aria-labelledby="fatura-mensal" style={{ marginTop: 16 }}>
      <h2 id="fatura-mensal">Fatura mensal (pagamento a crédito)</h2>
      {months.length === 0 ? (
        <p>
          Ainda não há encomendas a crédito. No pagamento de uma encomenda, escolha «Pagamento a crédito»: a encomenda
          fica confirmada e entra na fatura do mês, a pagar em {plural(creditDays, "dia", "dias")} depois do fim do mês.
        </p>
      ) : (
        <div style={{ overflowX: "auto" }}>
          <table className={styles.statement}>
            <caption className="visually-hidden">Encomendas a crédito por mês</caption>
            <thead>
              <tr>
                <th scope="col">Mês</th>
                <th scope="col">Encomendas</th>
                <th scope="col" className={styles.amount}>
                  Total
                </th>
                <th scope="col">A pagar até</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.mes}>
                  <td>{monthName(m.mes)}</td>
                  <td>{m.encomendas.join(", ")}</td>
                  <td className={styles.amount}>{formatEur(m.totalCents)}</td>
                  <td>{isoToDayMonthYear(m.vencimento)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
