/** One list of motorbike tyres (a size, or one position of a model) with prices and the buy button. */
import { plural } from "#src/shared/plural.ts";
import { MOTO_TYPE_LABEL } from "#src/shared/tyres/moto.ts";
import type { MotoResults } from "#src/shared/tyres/moto.schema.ts";
import { TIER_LABEL } from "#src/shared/tyres/types.ts";
import { BuyButton } from "#src/web/checkout/buy-button.tsx";
import { TyrePrice } from "#src/web/tyres/tyre-price.tsx";

export function MotoList({ results, title }: { results: MotoResults; title: string }) {
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      <h2>
        {title} · {plural(results.total, "pneu", "pneus")}
      </h2>
      {results.total === 0 ? (
        <p className="card">
          Não temos pneus nesta medida com estes filtros. Retire filtros ou use o formulário abaixo para nos dizer qual
          procura.
        </p>
      ) : (
        <div className="grid">
          {results.neumaticos.map((t) => (
            <article key={t.id} className="card tyre-card" data-tyre-id={t.id}>
              <div className="tyre-card-head">
                <span className={`tier tier-${t.gama.toLowerCase()}`}>{TIER_LABEL[t.gama]}</span>
                <span className="season">{MOTO_TYPE_LABEL[t.tipo] ?? t.tipo}</span>
              </div>
              <h3 className="tyre-card-title">
                {t.marca} {t.modelo}
              </h3>
              <p className="tyre-size">
                {t.ancho}/{t.alto}-{t.llanta} {t.ic}
                {t.cv} {t.tubeless ? "TL" : "TT"} · {t.posicion === "delantera" ? "frente" : "trás"}
              </p>
              <TyrePrice
                precio={t.precio}
                ecotasa={0}
                montaje={results.montaje}
                oferta={t.oferta ?? null}
                cantidad={1}
              />
              <p className={t.stock === 0 ? "stock out" : "stock"}>
                {t.stock === 0 ? "Sem stock de momento" : "Em stock"}
              </p>
              {t.stock > 0 && (
                <BuyButton
                  id={t.id}
                  name={`${t.marca} ${t.modelo} ${t.ancho}/${t.alto}-${t.llanta}`}
                  label="Comprar com montagem"
                  maxQty={t.stock}
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
