/** The basket summary beside every checkout step: lines, totals, workshop and slot. */
import { useT } from "../i18n.ts";
import { formatEur } from "#src/shared/money.ts";
import type { Basket } from "./checkout-types.ts";

export function Summary({ basket }: { basket: Basket }) {
  const totals = basket.totals;
  const { t, text, lang } = useT();
  return (
    <aside className="card checkout-summary" aria-label={t("checkout.summaryLabel")} style={{ alignSelf: "start" }}>
      <h2 style={{ marginTop: 0, fontSize: "1.1rem" }}>{t("checkout.summaryTitle")}</h2>
      <ul
        className="summary-lines"
        data-testid="summary-lines"
        style={{ listStyle: "none", padding: 0, margin: "0 0 8px", display: "grid", gap: 4 }}
      >
        {basket.products.map((p) => (
          <li key={p.id_navision}>
            {p.cantidad} × {p.nombre} <span style={{ whiteSpace: "nowrap" }}>{formatEur(p.importe, lang)}</span>
          </li>
        ))}
        {basket.services
          .filter((s) => s.selected && !s.automatico)
          .map((s) => (
            <li key={s.id_navision} className="hint">
              + {s.nombre} <span style={{ whiteSpace: "nowrap" }}>{formatEur(s.importe, lang)}</span>
            </li>
          ))}
      </ul>
      <dl className="totals">
        <dt>{t("checkout.summaryProducts")}</dt>
        <dd>{formatEur(totals.productos, lang)}</dd>
        <dt>{t("checkout.summaryServices")}</dt>
        <dd>{formatEur(totals.servicios, lang)}</dd>
        {basket.products.some((p) => p.ahorro > 0) && (
          <>
            <dt>{t("checkout.summarySavings")}</dt>
            <dd className="saving">
              {formatEur(
                basket.products.reduce((sum, p) => sum + p.ahorro, 0),
                lang,
              )}
            </dd>
          </>
        )}
        {totals.descuento > 0 && (
          <>
            <dt>{t("checkout.discount")}</dt>
            <dd>−{formatEur(totals.descuento, lang)}</dd>
          </>
        )}
        {totals.envio > 0 && (
          <>
            <dt>{t("checkout.summaryShipping")}</dt>
            <dd>{formatEur(totals.envio, lang)}</dd>
          </>
        )}
        <dt className="total">{t("checkout.total")}</dt>
        <dd className="total" data-testid="basket-total">
          {formatEur(totals.total, lang)}
        </dd>
      </dl>
      <p className="hint" data-testid="summary-tax">
        {t("checkout.taxIncluded", {
          label: totals.impuestoLabel,
          pct: totals.impuestoPct,
          amount: formatEur(totals.impuesto, lang),
        })}
      </p>
      {basket.notaPrecos && (
        <p className="notice zone-note" data-testid="zone-note">
          {text(basket.notaPrecos)}
        </p>
      )}
      {basket.selectedTaller && (
        <p className="hint">
          {t("checkout.summaryWorkshop")} <strong>{basket.selectedTaller.alias}</strong>
          {basket.selectedDate && (
            <>
              <br />
              {t("checkout.summaryFitting")}{" "}
              <strong>
                {t("checkout.dateAtTime", { date: basket.selectedDate.date, time: basket.selectedDate.time })}
              </strong>
            </>
          )}
        </p>
      )}
    </aside>
  );
}
