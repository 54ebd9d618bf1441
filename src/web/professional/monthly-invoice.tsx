/** "Fatura mensal": what the business bought on account, per month, with the total and the date it is due. */
import { isoToDayMonthYear } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import type { FleetAnswer } from "#src/shared/professional/fleet.schema.ts";
import { useT } from "../i18n.ts";
import { monthName } from "./format.ts";
import styles from "./professional.module.css";

export function MonthlyInvoice({ months, creditDays }: { months: FleetAnswer["faturacao"]; creditDays: number }) {
  const { t, lang } = useT();
  return (
    <section className="card" aria-labelledby="fatura-mensal" style={{ marginTop: 16 }}>
      <h2 id="fatura-mensal">{t("account.monthlyTitle")}</h2>
      {months.length === 0 ? (
        <p>{t("account.monthlyEmpty", { days: creditDays })}</p>
      ) : (
        <div style={{ overflowX: "auto" }}>
          <table className={styles.statement}>
            <caption className="visually-hidden">{t("account.monthlyCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("account.monthlyMonth")}</th>
                <th scope="col">{t("account.monthlyOrders")}</th>
                <th scope="col" className={styles.amount}>
                  {t("account.monthlyTotal")}
                </th>
                <th scope="col">{t("account.monthlyDue")}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.mes}>
                  <td>{monthName(m.mes, lang)}</td>
                  <td>{m.encomendas.join(", ")}</td>
                  <td className={styles.amount}>{formatEur(m.totalCents, lang)}</td>
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
