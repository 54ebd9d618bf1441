/** One catalogue offer on a service page: what is done, price, duration, workshops and the way to get it. */
import { Link } from "react-router";
import type { ServiceOffer } from "#src/shared/services/service-catalogue.schema.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { bookingHref, formatDuration, offerPrice, workshopsLabel } from "./offer-format.ts";
import css from "./services.module.css";

/** `quote`: the truck pages, where the quote form is the action (no booking button). */
export function OfferCard({ offer, cp, quote = false }: { offer: ServiceOffer; cp: string; quote?: boolean }) {
  return (
    <article className={`card ${css.card} ${css.offer}`} data-offer-id={offer.id} aria-labelledby={`offer-${offer.id}`}>
      <h2 id={`offer-${offer.id}`}>{offer.nombre}</h2>
      {offer.incluye.length > 0 && (
        <>
          <p>
            <strong>O que fazemos</strong>
          </p>
          <ul>
            {offer.incluye.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      )}
      <p className={offer.precio > 0 ? css.price : css.from}>{offerPrice(offer, quote)}</p>
      <p className="hint">
        {offer.kind === "product"
          ? "Preço final com IVA: tudo o que está na lista está incluído."
          : quote
            ? "Preço à medida da sua empresa, indicado no orçamento com IVA."
            : offer.precio === 0
              ? "Diagnóstico e orçamento sem custo; nada é feito sem a sua autorização."
              : "IVA e mão de obra incluídos; o preço final depende do veículo e é confirmado antes do trabalho."}
      </p>
      <dl className={css.meta}>
        <dt>Duração</dt>
        <dd>cerca de {formatDuration(offer.duracion)}</dd>
        <dt>Onde</dt>
        <dd>{workshopsLabel(offer.oficinas)}</dd>
      </dl>
      {!quote &&
        offer.oficinas > 0 &&
        (offer.kind === "product" ? (
          <BuyButton id={offer.id} name={offer.nombre} label="Juntar ao carrinho" maxQty={1} defaultQty={1} />
        ) : (
          <Link className="btn" to={bookingHref(offer.id, offer.categoria, cp)}>
            Marcar na oficina
          </Link>
        ))}
    </article>
  );
}
