/** The basket summary beside every checkout step: lines, totals, workshop and slot. */
import { formatEur } from "#src/shared/money.ts";
import type { Basket } from "./checkout-types.ts";

export function Summary({ basket }: { basket: Basket }) {
  const t = basket.totals;
  return (
    <aside className="card checkout-summary" aria-label="Resumo do carrinho" style={{ alignSelf: "start" }}>
      <h2 style={{ marginTop: 0, fontSize: "1.1rem" }}>Resumo</h2>
      <ul
        className="summary-lines"
        data-testid="summary-lines"
        style={{ listStyle: "none", padding: 0, margin: "0 0 8px", display: "grid", gap: 4 }}
      >
        {basket.products.map((p) => (
          <li key={p.id_navision}>
            {p.cantidad} × {p.nombre} <span style={{ whiteSpace: "nowrap" }}>{formatEur(p.importe)}</span>
          </li>
        ))}
        {basket.services
          .filter((s) => s.selected && !s.automatico)
          .map((s) => (
            <li key={s.id_navision} className="hint">
              + {s.nombre} <span style={{ whiteSpace: "nowrap" }}>{formatEur(s.importe)}</span>
            </li>
          ))}
      </ul>
      <dl className="totals">
        <dt>Produtos</dt>
        <dd>{formatEur(t.productos)}</dd>
        <dt>Serviços</dt>
        <dd>{formatEur(t.servicios)}</dd>
        {basket.products.some((p) => p.ahorro > 0) && (
          <>
            <dt>Poupança em promoções (já incluída)</dt>
            <dd className="saving">{formatEur(basket.products.reduce((sum, p) => sum + p.ahorro, 0))}</dd>
          </>
        )}
        {t.descuento > 0 && (
          <>
            <dt>Desconto</dt>
            <dd>−{formatEur(t.descuento)}</dd>
          </>
        )}
        {t.envio > 0 && (
          <>
            <dt>Transporte e despesas aduaneiras</dt>
            <dd>{formatEur(t.envio)}</dd>
          </>
        )}
        <dt className="total">Total</dt>
        <dd className="total" data-testid="basket-total">
          {formatEur(t.total)}
        </dd>
      </dl>
      <p className="hint" data-testid="summary-tax">
        {t.impuestoLabel} {t.impuestoPct} % incluído: {formatEur(t.impuesto)}
      </p>
      {basket.notaPrecos && (
        <p className="notice zone-note" data-testid="zone-note">
          {basket.notaPrecos}
        </p>
      )}
      {basket.selectedTaller && (
        <p className="hint">
          Oficina: <strong>{basket.selectedTaller.alias}</strong>
          {basket.selectedDate && (
            <>
              <br />
              Montagem:{" "}
              <strong>
                {basket.selectedDate.date} às {basket.selectedDate.time}
              </strong>
            </>
          )}
        </p>
      )}
    </aside>
  );
}
