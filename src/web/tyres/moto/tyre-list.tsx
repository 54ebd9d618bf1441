/** One list of motorbike tyres (a size, or one position of a model) with prices and the buy button. */
import type { MotoResults } from "#src/shared/tyres/moto.schema.ts";
import { BuyButton } from "#src/web/checkout/buy-button.tsx";
import { TyrePrice } from "#src/web/tyres/tyre-price.tsx";
import { useT } from "#src/web/i18n.ts";
import { motoTypeLabel, tierLabel } from "./labels.ts";

export function MotoList({ results, title }: { results: MotoResults; title: string }) {
  const tr = useT();
  const { t } = tr;
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      <h2>
        {title} · {t("motoResults.tyreCount", { n: results.total })}
      </h2>
      {results.total === 0 ? (
        <p className="card">{t("motoResults.noTyres")}</p>
      ) : (
        <div className="grid">
          {results.neumaticos.map((ty) => (
            <article key={ty.id} className="card tyre-card" data-tyre-id={ty.id}>
              <div className="tyre-card-head">
                <span className={`tier tier-${ty.gama.toLowerCase()}`}>{tierLabel(tr, ty.gama)}</span>
                <span className="season">{motoTypeLabel(tr, ty.tipo)}</span>
              </div>
              <h3 className="tyre-card-title">
                {ty.marca} {ty.modelo}
              </h3>
              <p className="tyre-size">
                {ty.ancho}/{ty.alto}-{ty.llanta} {ty.ic}
                {ty.cv} {ty.tubeless ? "TL" : "TT"} ·{" "}
                {ty.posicion === "delantera" ? t("motoResults.frontLower") : t("motoResults.rearLower")}
              </p>
              <TyrePrice
                precio={ty.precio}
                ecotasa={0}
                montaje={results.montaje}
                oferta={ty.oferta ?? null}
                cantidad={1}
              />
              <p className={ty.stock === 0 ? "stock out" : "stock"}>
                {ty.stock === 0 ? t("motoResults.outOfStock") : t("motoResults.inStock")}
              </p>
              {ty.stock > 0 && (
                <BuyButton
                  id={ty.id}
                  name={`${ty.marca} ${ty.modelo} ${ty.ancho}/${ty.alto}-${ty.llanta}`}
                  label={t("motoResults.buyWithFitting")}
                  maxQty={ty.stock}
                  defaultQty={1}
                />
              )}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
