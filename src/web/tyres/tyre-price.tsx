/**
 * A tyre's price as the customer will pay it, computed by the one pricing function (src/shared/pricing) the basket,
 * checkout, e-mail and invoice use: the unit price (struck through with the promotion price when one applies), the
 * all-in price of the usual quantity fitted at the workshop, and what the promotion saves.
 */
import { formatEur } from "#src/shared/money.ts";
import { quoteTyres } from "#src/shared/pricing/all-in.ts";
import { plural } from "#src/shared/plural.ts";

export type Offer = { id: number; pct: number; minCantidad: number | null; titulo: string } | null;

export function TyrePrice({
  precio,
  ecotasa,
  montaje,
  oferta,
  cantidad,
}: {
  precio: number;
  ecotasa: number;
  montaje: number;
  oferta: Offer | undefined;
  cantidad: number;
}) {
  const q = quoteTyres({ precio, ecotasa, montaje, cantidad, promo: oferta ?? null });
  const pendingOffer = oferta && !q.promoAplicada ? oferta : null;
  return (
    <div className="tyre-price">
      {q.promoAplicada && oferta ? (
        <p className="promo-badge">
          <span className="promo-pct">{`−${oferta.pct} %`}</span>
          {` ${oferta.titulo}`}
        </p>
      ) : null}
      <p className="price">
        {q.promoAplicada ? (
          <>
            <s className="price-before" aria-label={`Preço sem promoção ${formatEur(q.unitario)}`}>
              {formatEur(q.unitario)}
            </s>{" "}
            <strong>{formatEur(q.unitarioFinal)}</strong>
          </>
        ) : (
          <strong>{formatEur(q.unitario)}</strong>
        )}{" "}
        <span className="hint">/ pneu</span>
      </p>
      <p className="all-in">
        {`${plural(cantidad, "pneu", "pneus")} com montagem: `}
        <strong>{formatEur(q.total)}</strong>
        {q.poupanca > 0 ? <span className="saving">{` · poupa ${formatEur(q.poupanca)}`}</span> : null}
      </p>
      {pendingOffer ? (
        <p className="hint promo-pending">
          {`−${pendingOffer.pct} % na compra de ${plural(pendingOffer.minCantidad ?? 1, "pneu", "pneus")}`}
        </p>
      ) : null}
      <p className="hint fitting">
        {`IVA incluído. Inclui montagem na oficina ${formatEur(montaje)}/pneu (válvula e equilibragem)${
          ecotasa > 0 ? ` e ecotaxa ${formatEur(ecotasa)}/pneu` : ""
        }`}
      </p>
    </div>
  );
}
