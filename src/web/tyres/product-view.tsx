/** The product page (one tyre), as the loader of product.tsx gives it. */
import { addBusinessDays, isoToDayMonthYear } from "#src/shared/dates.ts";
import type { TyreProduct } from "#src/shared/tyres/catalogue.schema.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { EuLabel } from "./eu-label.tsx";
import { RequestForm } from "./product-request-form.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { TreadDrawing } from "./tread-picture.tsx";
import { TyrePrice } from "./tyre-price.tsx";
import { ProductDetails } from "./product-details.tsx";
import { availabilityText, useTyreCopy } from "./tyre-copy.ts";

/** `today` (YYYY-MM-DD, the server's) dates the earliest fitting; `drawing` is the tread drawing's SVG markup. */
export function ProductPage({ p, today, drawing }: { p: TyreProduct; today: string; drawing: string }) {
  const { t, path } = useT();
  const copy = useTyreCopy();
  const alt = copy.treadAlt(p.marca, p.modelo);
  const sizeText = `${p.ancho}/${p.serie} R${p.llanta}`;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("common.crumbTyres"), to: path("/pneus") },
          { label: p.marca, to: path(`/pneus/${p.marcaSlug}`) },
          { label: p.modelo, to: path(`/pneus/${p.marcaSlug}/${p.modeloSlug}`) },
          { label: sizeText },
        ]}
      />
      {/* Phones read the summary (name, rating, price, stock, buy) first, then the picture and EU label, then the
          details; desktop shows the picture and label in the left column (grid areas in app.css). */}
      <div className="product-layout">
        <div className="product-summary">
          <div className="product-title">
            <TreadDrawing svg={drawing} alt={alt} className="tread-thumb product-thumb" />
            <div>
              <h1>
                {p.marca} {p.modelo}{" "}
                <span className="product-size">
                  {sizeText} {p.ic}
                  {p.cv}
                  {p.xl ? " XL" : ""}
                  {p.runflat ? " Run-flat" : ""}
                </span>
              </h1>
              <RatingStars media={p.valoracionMedia} total={p.valoracionTotal} className="product-rating" />
            </div>
          </div>
          <div className="card product-buy">
            <TyrePrice precio={p.precio} ecotasa={p.ecotasa} montaje={p.montaje} oferta={p.oferta} cantidad={4} />
            <p className={p.stock === 0 ? "stock out" : "stock"}>{availabilityText(copy, p)}</p>
            {p.stock > 0 && (
              <BuyButton
                id={p.id}
                name={`${p.marca} ${p.modelo} ${sizeText}`}
                label={t("tyres.buyFitted")}
                maxQty={p.stock}
                defaultQty={4}
                showQty
              />
            )}
            {p.stock > 0 ? (
              <p className="hint">
                {`${t("tyreProduct.productFitFrom")} `}
                <strong>{isoToDayMonthYear(addBusinessDays(today, p.diasEntrega))}</strong>
                {` ${t("tyreProduct.productFitWhere")}`}
              </p>
            ) : null}
          </div>
          {p.stock === 0 && <RequestForm p={p} />}
        </div>
        <div className="product-media">
          <div className="product-photo">
            <TreadDrawing svg={drawing} alt={alt} />
          </div>
          <EuLabel
            consumo={p.consumo}
            frenadoMojado={p.frenadoMojado}
            ruidoDb={p.ruidoDb}
            ruidoClase={p.ruidoClase}
            pmsf={p.pmsf}
          />
        </div>
        <ProductDetails p={p} />
      </div>
    </div>
  );
}
