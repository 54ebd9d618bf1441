/** The tyre model page (every size of a model) and the product page (one tyre), as the loader of product.tsx gives them. */
import { Link } from "react-router";
import { addBusinessDays, isoToDayMonthYear } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import type { TyreModel, TyreProduct } from "#src/shared/tyres/catalogue.schema.ts";
import { SEASON_LABEL, TIER_LABEL } from "#src/shared/tyres/types.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { EuLabel } from "./eu-label.tsx";
import { RequestForm } from "./product-request-form.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { TreadPicture } from "./tread-picture.tsx";
import { TyrePrice } from "./tyre-price.tsx";
import { availabilityText, TyreCard } from "./tyre-card.tsx";

export function ModelPage({ m }: { m: TyreModel }) {
  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: "Pneus", to: "/pneus" }, { label: m.marca, to: `/pneus/${m.marcaSlug}` }, { label: m.modelo }]}
      />
      <h1>
        {m.marca} {m.modelo}
      </h1>
      <p className="lead">{m.descripcion}</p>
      <h2>{m.neumaticos.length} medidas disponíveis</h2>
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
  const sizeText = `${p.ancho}/${p.serie} R${p.llanta}`;
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: "Pneus", to: "/pneus" },
          { label: p.marca, to: `/pneus/${p.marcaSlug}` },
          { label: p.modelo, to: `/pneus/${p.marcaSlug}/${p.modeloSlug}` },
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
            <p className={p.stock === 0 ? "stock out" : "stock"}>{availabilityText(p)}</p>
            {p.stock > 0 && (
              <BuyButton
                id={p.id}
                name={`${p.marca} ${p.modelo} ${sizeText}`}
                label="Comprar com montagem"
                maxQty={p.stock}
                defaultQty={4}
                showQty
              />
            )}
            {p.stock > 0 ? (
              <p className="hint">
                Montagem possível a partir de{" "}
                <strong>{isoToDayMonthYear(addBusinessDays(today, p.diasEntrega))}</strong> numa oficina à sua escolha.
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
          <h2>Características</h2>
          <dl className="attrs">
            <Attr k="Marca" v={p.marca} />
            <Attr k="Modelo" v={p.modelo} />
            <Attr k="Gama" v={TIER_LABEL[p.categoria]} />
            <Attr
              k="Tipo"
              v={p.tipoVehiculo === "furgoneta" ? "Carrinha (C)" : p.tipoVehiculo === "4x4" ? "4x4 / SUV" : "Turismo"}
            />
            <Attr k="Estação" v={SEASON_LABEL[p.temporada]} />
            <Attr k="Medida" v={sizeText} />
            <Attr k="Construção" v="Radial" />
            <Attr k="Índice de carga" v={`${p.ic}`} />
            <Attr k="Código de velocidade" v={p.cv} />
            <Attr k="Reforçado (XL)" v={p.xl ? "Sim" : "Não"} />
            <Attr
              k="Antifuro"
              v={
                p.runflat
                  ? "Run-flat (cerca de 80 km a 80 km/h furado)"
                  : p.antiPinchazo === "seal-inside"
                    ? "Seal-inside (vedante interior)"
                    : "Não"
              }
            />
            <Attr k="3PMSF (neve)" v={p.pmsf ? "Sim" : "Não"} />
            <Attr k="M+S" v={p.ms ? "Sim" : "Não"} />
            <Attr k="Homologação" v={p.homologacion === "FR" ? "FR (protetor de jante)" : (p.homologacion ?? "—")} />
            <Attr
              k="Etiqueta UE"
              v={`Consumo ${p.consumo} · Travagem em molhado ${p.frenadoMojado} · Ruído ${p.ruidoDb} dB (${p.ruidoClase})`}
            />
            <Attr k="Garantia" v={`${p.garantia} anos`} />
            <Attr k="Ecotaxa" v={formatEur(p.ecotasa)} />
            <Attr k="Referência" v={p.id} />
          </dl>
          {p.variantes.length > 0 && (
            <>
              <h2>Outras versões nesta medida</h2>
              <ul className="chips">
                {p.variantes.map((v) => (
                  <li key={v.id}>
                    <Link to={v.url}>
                      {v.ic}
                      {v.cv}
                      {v.xl ? " XL" : ""}
                      {v.runflat ? " RF" : ""}
                      {v.homologacion ? ` ${v.homologacion}` : ""} · {formatEur(v.precio)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {p.resenas && p.resenas.length > 0 && (
            <>
              <h2>Opiniões de clientes</h2>
              <ul className="reviews">
                {p.resenas.map((r, i) => (
                  <li key={i} className="card">
                    <span className="rating-stars" aria-label={`${r.estrellas} de 5 estrelas`} role="img">
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
            <Link to={`/seletor/resultados?ancho=${p.ancho}&serie=${p.serie}&llanta=${p.llanta}`}>
              Ver todos os pneus {sizeText}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
