import { BuyButton } from "../checkout/buy-button.tsx";
import { Link } from "react-router";
import { localPath } from "#src/shared/i18n/paths.ts";
import type { TyreItem } from "#src/shared/tyres/types.ts";
import { CompactEuLabel } from "./eu-label-compact.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { TreadPicture } from "./tread-picture.tsx";
import { type Offer, TyrePrice } from "./tyre-price.tsx";
import { usualQuantity } from "#src/shared/pricing/all-in.ts";
import { availabilityText, useTyreCopy } from "./tyre-copy.ts";

export type TyreResult = TyreItem & { url: string; oferta?: Offer };

/** What a card shows of a tyre: the results page sends its cards only these fields (results.server.ts). */
export type CardTyre = Pick<
  TyreResult,
  | "id"
  | "marca"
  | "marcaSlug"
  | "modelo"
  | "modeloSlug"
  | "categoria"
  | "temporada"
  | "ancho"
  | "serie"
  | "llanta"
  | "ic"
  | "cv"
  | "xl"
  | "runflat"
  | "homologacion"
  | "valoracionMedia"
  | "valoracionTotal"
  | "consumo"
  | "frenadoMojado"
  | "ruidoDb"
  | "ruidoClase"
  | "pmsf"
  | "precio"
  | "ecotasa"
  | "stock"
  | "diasEntrega"
  | "url"
  | "oferta"
>;

/** "205/55 R16 91V XL Run-flat (MO)": one string, so the card renders one text node (issue 15: results render time). */
function sizeText(t: CardTyre): string {
  return `${t.ancho}/${t.serie} R${t.llanta} ${t.ic}${t.cv}${t.xl ? " XL" : ""}${t.runflat ? " Run-flat" : ""}${
    t.homologacion ? ` (${t.homologacion})` : ""
  }`;
}

export function TyreCard({ t, montaje, highlight }: { t: CardTyre; montaje: number; highlight?: boolean }) {
  const copy = useTyreCopy();
  const buyQty = usualQuantity(t.stock);
  const url = localPath(copy.lang, t.url);
  return (
    <article className={`card tyre-card${highlight ? " tyre-card-highlight" : ""}`} data-tyre-id={t.id}>
      <div className="tyre-card-head">
        <span className={`tier tier-${t.categoria.toLowerCase()}`}>{copy.tier[t.categoria]}</span>
        <span className="season">{copy.season[t.temporada]}</span>
      </div>
      <div className="tyre-card-id">
        <TreadPicture model={t} className="tread-thumb" />
        <div>
          <h3 className="tyre-card-title">
            <Link to={url}>{`${t.marca} ${t.modelo}`}</Link>
          </h3>
          <p className="tyre-size">{sizeText(t)}</p>
          <RatingStars media={t.valoracionMedia} total={t.valoracionTotal} />
        </div>
      </div>
      <CompactEuLabel
        consumo={t.consumo}
        frenadoMojado={t.frenadoMojado}
        ruidoDb={t.ruidoDb}
        ruidoClase={t.ruidoClase}
        pmsf={t.pmsf}
      />
      <TyrePrice precio={t.precio} ecotasa={t.ecotasa} montaje={montaje} oferta={t.oferta} cantidad={buyQty} />
      <p className={t.stock === 0 ? "stock out" : "stock"}>{availabilityText(copy, t)}</p>
      {t.stock === 0 ? (
        <Link
          to={url}
          className="btn btn-ghost"
          aria-label={copy.notifyLabel(`${t.marca} ${t.modelo} ${t.ancho}/${t.serie} R${t.llanta}`)}
        >
          {copy.notify}
        </Link>
      ) : (
        <>
          <BuyButton
            id={t.id}
            name={`${t.marca} ${t.modelo} ${t.ancho}/${t.serie} R${t.llanta}`}
            label={copy.buy(buyQty)}
            maxQty={t.stock}
            defaultQty={buyQty}
          />
          <Link to={url} className="hint">
            {copy.details}
          </Link>
        </>
      )}
    </article>
  );
}
