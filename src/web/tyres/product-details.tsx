/** The product page's details under the summary: features, variants and reviews (product-view.tsx). */
import { Link } from "react-router";
import type { TyreProduct } from "#src/shared/tyres/catalogue.schema.ts";
import { useT } from "../i18n.ts";
import { useTyreCopy } from "./tyre-copy.ts";

function Attr({ k, v }: { k: string; v: React.ReactNode }) {
  return (
    <>
      <dt>{k}</dt>
      <dd>{v}</dd>
    </>
  );
}

export function ProductDetails({ p }: { p: TyreProduct }) {
  const { t, path } = useT();
  const copy = useTyreCopy();
  const eur = copy.money;
  const yesNo = (v: boolean) => (v ? t("tyres.yes") : t("tyres.no"));
  const sizeText = `${p.ancho}/${p.serie} R${p.llanta}`;
  return (
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
                <span className="rating-stars" aria-label={t("tyreProduct.reviewStars", { n: r.estrellas })} role="img">
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
  );
}
