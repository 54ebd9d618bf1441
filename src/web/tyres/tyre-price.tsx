/**
 * A tyre's price as the customer will pay it, computed by the one pricing function (src/shared/pricing) the basket,
 * checkout, e-mail and invoice use: the unit price (struck through with the promotion price when one applies), the
 * all-in price of the usual quantity fitted at the workshop, and what the promotion saves.
 */
import { quoteTyres } from "#src/shared/pricing/all-in.ts";
import { useTyreCopy } from "./tyre-copy.ts";

/** `tituloEs`: the promotion's title on the Spanish site (the API gives both; its answers are cached for both). */
export type Offer = { id: number; pct: number; minCantidad: number | null; titulo: string; tituloEs?: string } | null;

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
  const copy = useTyreCopy();
  const { price } = copy;
  /** Euros in the page's language: formatEur(cents, lang), memoised per language (tyre-copy.ts). */
  const eur = copy.money;
  const q = quoteTyres({ precio, ecotasa, montaje, cantidad, promo: oferta ?? null });
  const pendingOffer = oferta && !q.promoAplicada ? oferta : null;
  return (
    <div className="tyre-price">
      {q.promoAplicada && oferta ? (
        <p className="promo-badge">
          <span className="promo-pct">{`−${oferta.pct} %`}</span>
          {` ${(copy.lang === "es" && oferta.tituloEs) || oferta.titulo}`}
        </p>
      ) : null}
      <p className="price">
        {q.promoAplicada ? (
          <>
            <s className="price-before" aria-label={price.promoBefore(eur(q.unitario))}>
              {eur(q.unitario)}
            </s>{" "}
            <strong>{eur(q.unitarioFinal)}</strong>
          </>
        ) : (
          <strong>{eur(q.unitario)}</strong>
        )}{" "}
        <span className="hint">{price.perTyre}</span>
      </p>
      <p className="all-in">
        {price.allIn(cantidad)}
        <strong>{eur(q.total)}</strong>
        {q.poupanca > 0 ? <span className="saving">{price.saves(eur(q.poupanca))}</span> : null}
      </p>
      {pendingOffer ? (
        <p className="hint promo-pending">{price.pending(pendingOffer.pct, pendingOffer.minCantidad ?? 1)}</p>
      ) : null}
      <p className="hint fitting">{price.fitting(`${montaje}|${ecotasa}`)}</p>
    </div>
  );
}
