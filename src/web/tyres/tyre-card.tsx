import { workingDays } from "#src/shared/plural.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { Link } from "react-router";
import { SEASON_LABEL, TIER_LABEL, type TyreItem } from "#src/shared/tyres/types.ts";
import { EuLabel } from "./eu-label.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { TreadPicture } from "./tread-picture.tsx";
import { type Offer, TyrePrice } from "./tyre-price.tsx";
import { usualQuantity } from "#src/shared/pricing/all-in.ts";

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

export function availabilityText(t: Pick<TyreItem, "stock" | "diasEntrega">): string {
  if (t.stock === 0) return "Sem stock de momento";
  if (t.stock === 1) return `Última unidade · montagem a partir de ${workingDays(t.diasEntrega)}`;
  if (t.stock < 4) return `Últimas ${t.stock} unidades · montagem a partir de ${workingDays(t.diasEntrega)}`;
  return `Em stock · montagem a partir de ${workingDays(t.diasEntrega)}`;
}

/** "205/55 R16 91V XL Run-flat (MO)": one string, so the card renders one text node (issue 15: results render time). */
function sizeText(t: CardTyre): string {
  return `${t.ancho}/${t.serie} R${t.llanta} ${t.ic}${t.cv}${t.xl ? " XL" : ""}${t.runflat ? " Run-flat" : ""}${
    t.homologacion ? ` (${t.homologacion})` : ""
  }`;
}

export function TyreCard({ t, montaje, highlight }: { t: CardTyre; montaje: number; highlight?: boolean }) {
  const buyQty = usualQuantity(t.stock);
  return (
    <article className={`card tyre-card${highlight ? " tyre-card-highlight" : ""}`} data-tyre-id={t.id}>
      <div className="tyre-card-head">
        <span className={`tier tier-${t.categoria.toLowerCase()}`}>{TIER_LABEL[t.categoria]}</span>
        <span className="season">{SEASON_LABEL[t.temporada]}</span>
      </div>
      <div className="tyre-card-id">
        <TreadPicture model={t} className="tread-thumb" />
        <div>
          <h3 className="tyre-card-title">
            <Link to={t.url}>{`${t.marca} ${t.modelo}`}</Link>
          </h3>
          <p className="tyre-size">{sizeText(t)}</p>
          <RatingStars media={t.valoracionMedia} total={t.valoracionTotal} />
        </div>
      </div>
      <EuLabel
        compact
        consumo={t.consumo}
        frenadoMojado={t.frenadoMojado}
        ruidoDb={t.ruidoDb}
        ruidoClase={t.ruidoClase}
        pmsf={t.pmsf}
      />
      <TyrePrice precio={t.precio} ecotasa={t.ecotasa} montaje={montaje} oferta={t.oferta} cantidad={buyQty} />
      <p className={t.stock === 0 ? "stock out" : "stock"}>{availabilityText(t)}</p>
      {t.stock === 0 ? (
        <Link
          to={t.url}
          className="btn btn-ghost"
          aria-label={`Avisar-me: ${t.marca} ${t.modelo} ${t.ancho}/${t.serie} R${t.llanta}`}
        >
          Avisar-me quando houver
        </Link>
      ) : (
        <>
          <BuyButton
            id={t.id}
            name={`${t.marca} ${t.modelo} ${t.ancho}/${t.serie} R${t.llanta}`}
            label={`Comprar ${buyQty} com montagem`}
            maxQty={t.stock}
            defaultQty={buyQty}
          />
          <Link to={t.url} className="hint">
            Ver detalhes
          </Link>
        </>
      )}
    </article>
  );
}
