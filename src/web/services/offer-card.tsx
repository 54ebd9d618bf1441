/** One catalogue offer on a service page: what is done, price, duration, workshops and the way to get it. */
import { Link } from "react-router";
import type { ServiceOffer } from "#src/shared/services/service-catalogue.schema.ts";
import { useT } from "#src/web/i18n.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { bookingHref, formatDuration, offerPrice, workshopsLabel } from "./offer-format.ts";
import css from "./services.module.css";

/**
 * `quote`: the truck pages, where the quote form is the action (no booking button). The offer's name and "what is
 * included" lines are the API catalogue's data, shown as they come.
 */
export function OfferCard({ offer, cp, quote = false }: { offer: ServiceOffer; cp: string; quote?: boolean }) {
  const { t, path, lang } = useT();
  return (
    <article className={`card ${css.card} ${css.offer}`} data-offer-id={offer.id} aria-labelledby={`offer-${offer.id}`}>
      <h2 id={`offer-${offer.id}`}>{offer.nombre}</h2>
      {offer.incluye.length > 0 && (
        <>
          <p>
            <strong>{t("services.offerWhatWeDo")}</strong>
          </p>
          <ul>
            {offer.incluye.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      )}
      <p className={offer.precio > 0 ? css.price : css.from}>{offerPrice(offer, quote, lang)}</p>
      <p className="hint">
        {t(
          offer.kind === "product"
            ? "services.offerHintProduct"
            : quote
              ? "services.offerHintQuote"
              : offer.precio === 0
                ? "services.offerHintFree"
                : "services.offerHintAppointment",
        )}
      </p>
      <dl className={css.meta}>
        <dt>{t("services.offerDuration")}</dt>
        <dd>{t("services.offerDurationValue", { duration: formatDuration(offer.duracion) })}</dd>
        <dt>{t("services.offerWhere")}</dt>
        <dd>{workshopsLabel(offer.oficinas, lang)}</dd>
      </dl>
      {!quote &&
        offer.oficinas > 0 &&
        (offer.kind === "product" ? (
          <BuyButton
            id={offer.id}
            name={offer.nombre}
            label={t("services.offerAddToBasket")}
            maxQty={1}
            defaultQty={1}
          />
        ) : (
          <Link className="btn" to={path(bookingHref(offer.id, offer.categoria, cp))}>
            {t("services.offerBook")}
          </Link>
        ))}
    </article>
  );
}
