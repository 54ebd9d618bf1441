/** The tyre model page (every size of a model) and the product page (one tyre), as the loader of product.tsx gives them. */
import { Link } from "react-router";
import { addBusinessDays, isoToDayMonthYear } from "#src/shared/dates.ts";
import type { TyreModel, TyreProduct } from "#src/shared/tyres/catalogue.schema.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { EuLabel } from "./eu-label.tsx";
import { RequestForm } from "./product-request-form.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { TreadPicture } from "./tread-picture.tsx";
import { TyrePrice } from "./tyre-price.tsx";
import { availabilityText, TyreCard } from "./tyre-card.tsx";
import { useTyreCopy } from "./tyre-copy.ts";

export function ModelPage({ m }: { m: TyreModel }) {
  const { t, path } = useT();
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: t("common.crumbTyres"), to: path("/pneus") },
          { label: m.marca, to: path(`/pneus/${m.marcaSlug}`) },
          { label: m.modelo },
        ]}
      />
      <h1>
        {m.marca} {m.modelo}
      </h1>
      <p className="lead">{m.descripcion}</p>
      <h2>{t("tyreProduct.modelSizes", { n: m.neumaticos.length })}</h2>
      <div className="grid">
        {m.neumaticos.slice(0, 60).map((t) => (
          <TyreCard key={t.id} t={t} montaje={m.montaje} />
        ))}
      </div>
    </div>
  );
}

function Attr({ k, v }: { k: string; v: React.ReactNode }) {
  return (
    <>
      <dt>{k}</dt>
      <dd>{v}</dd>
    </>
  );
}

/** `today` (YYYY-MM-DD, the server's) dates the earliest fitting. */
export function ProductPage({ p, today }: { p: TyreProduct; today: string }) {
  const { t, path } = useT();
  const copy = useTyreCopy();
  /** Euros in the page's language: formatEur(cents, lang), memoised per language (tyre-copy.ts). */
  const eur = copy.money;
  const yesNo = (v: boolean) => (v ? t("tyres.yes") : t("tyres.no"));
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
            <TreadPicture model={p} className="tread-thumb product-thumb" inline />
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
            <TreadPicture model={p} inline />
          </div>
          <EuLabel
            consumo={p.consumo}
            frenadoMojado={p.frenadoMojado}
            ruidoDb={p.ruidoDb}
            ruidoClase={p.ruidoClase}
            pmsf={p.pmsf}
          />
        </div>
        <div className="product-details">
          <p className="lead">{p.descripcion}</p>
          <h2>{t("tyreProduct.productFeatures")}</h2>
          <dl className="attrs">
            <Attr k={t("tyres.brand")} v={p.marca} />
            <Attr k={t("tyres.model")} v={p.modelo} />
            <Attr k={t("tyres.range")} v={copy.tier[p.categoria]} />
            <Attr
              k={t("tyreProduct.productType")}
              v={
                p.tipoVehiculo === "furgoneta"
                  ? t("tyreProduct.productTypeVan")
                  : p.tipoVehiculo === "4x4"
                    ? t("tyreProduct.productTypeSuv")
                    : t("tyreProduct.productTypeCar")
              }
            />
            <Attr k={t("tyres.prefSeason")} v={copy.season[p.temporada]} />
            <Attr k={t("tyreProduct.productSize")} v={sizeText} />
            <Attr k={t("tyreProduct.productConstruction")} v={t("tyreProduct.productRadial")} />
            <Attr k={t("tyres.measureLoad")} v={`${p.ic}`} />
            <Attr k={t("tyres.measureSpeed")} v={p.cv} />
            <Attr k={t("tyreProduct.productXl")} v={yesNo(p.xl)} />
            <Attr
              k={t("tyreProduct.productPuncture")}
              v={
                p.runflat
                  ? t("tyreProduct.productRunflat")
                  : p.antiPinchazo === "seal-inside"
                    ? t("tyreProduct.productSealInside")
                    : t("tyres.no")
              }
            />
            <Attr k={t("tyreProduct.productSnow")} v={yesNo(p.pmsf)} />
            <Attr k="M+S" v={yesNo(p.ms)} />
            <Attr
              k={t("tyreProduct.productApproval")}
              v={p.homologacion === "FR" ? t("tyreProduct.productApprovalFr") : (p.homologacion ?? "—")}
            />
            <Attr
              k={t("tyreProduct.productEuLabel")}
              v={t("tyreProduct.productEuLine", {
                fuel: p.consumo,
                wet: p.frenadoMojado,
                db: p.ruidoDb,
                c: p.ruidoClase,
              })}
            />
            <Attr k={t("tyres.productWarranty")} v={t("tyreProduct.productWarrantyYears", { n: p.garantia })} />
            <Attr k={t("tyreProduct.productEcotax")} v={eur(p.ecotasa)} />
            <Attr k={t("tyreProduct.productReference")} v={p.id} />
          </dl>
          {p.variantes.length > 0 && (
            <>
              <h2>{t("tyreProduct.productVariants")}</h2>
              <ul className="chips">
                {p.variantes.map((v) => (
                  <li key={v.id}>
                    <Link to={path(v.url)}>
                      {v.ic}
                      {v.cv}
                      {v.xl ? " XL" : ""}
                      {v.runflat ? " RF" : ""}
                      {v.homologacion ? ` ${v.homologacion}` : ""} · {eur(v.precio)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {p.resenas && p.resenas.length > 0 && (
            <>
              <h2>{t("tyreProduct.productReviews")}</h2>
              <ul className="reviews">
                {p.resenas.map((r, i) => (
                  <li key={i} className="card">
                    <span
                      className="rating-stars"
                      aria-label={t("tyreProduct.reviewStars", { n: r.estrellas })}
                      role="img"
                    >
                      {"★".repeat(r.estrellas)}
                      <span className="rating-stars-off">{"★".repeat(5 - r.estrellas)}</span>
                    </span>{" "}
                    <strong>{r.autor}</strong>
                    <p>{r.comentario}</p>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link to={path(`/seletor/resultados?ancho=${p.ancho}&serie=${p.serie}&llanta=${p.llanta}`)}>
              {t("tyres.seeAllSize", { size: sizeText })}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
