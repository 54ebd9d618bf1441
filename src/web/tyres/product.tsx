import { useState } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { addBusinessDays, isoToDayMonthYear } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";
import { TyreRequestSchema } from "#src/shared/tyres/request.schema.ts";
import { parseProductSlug, SEASON_LABEL, TIER_LABEL, type TyreItem } from "#src/shared/tyres/types.ts";
import type { Route } from "./+types/product";
import { apiContext, isApiError, loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SITE_URL, seo } from "../ui/seo.ts";
import { BuyButton } from "../checkout/buy-button.tsx";
import { EuLabel } from "./eu-label.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { TreadPicture } from "./tread-picture.tsx";
import { TyrePrice } from "./tyre-price.tsx";
import { availabilityText, TyreCard, type TyreResult } from "./tyre-card.tsx";

type Review = { estrellas: number; autor: string; comentario: string };
type Product = TyreResult & {
  descripcion: string;
  montaje: number;
  resenas?: Review[];
  variantes: Array<{
    id: string;
    ic: number;
    cv: string;
    xl: boolean;
    runflat: boolean;
    homologacion: string | null;
    precio: number;
    url: string;
  }>;
};
type Model = {
  montaje: number;
  marca: string;
  marcaSlug: string;
  modelo: string;
  modeloSlug: string;
  categoria: TyreItem["categoria"];
  temporada: TyreItem["temporada"];
  tipoVehiculo: string;
  descripcion: string;
  neumaticos: TyreResult[];
};

/** /pneus/{marca}/{modelo} (model page) and /pneus/{marca}/{modelo}-{specs}[-fm] (product page). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = parseProductSlug(params.rest);
  if (parsed) {
    const product = await loadApi<Product>(context, `/neumaticos/${parsed.id}`);
    if (product.marcaSlug !== params.marca || product.modeloSlug !== parsed.modeloSlug)
      throw data("Página não encontrada", { status: 404 });
    // Wrong size text with a right id: send the visitor (and crawlers) to the one canonical address.
    if (`/pneus/${params.marca}/${params.rest.replace(/-fm$/, "")}` !== product.url) throw redirect(product.url, 301);
    return { kind: "product" as const, product, today: new Date().toISOString().slice(0, 10) };
  }
  if (!/^[a-z0-9-]+$/.test(params.rest) || !/^[a-z0-9-]+$/.test(params.marca))
    throw data("Página não encontrada", { status: 404 });
  const model = await loadApi<Model>(
    context,
    `/tyres-model?marca=${encodeURIComponent(params.marca)}&modelo=${encodeURIComponent(params.rest)}`,
  );
  return { kind: "model" as const, model };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = TyreRequestSchema.safeParse({ ...form, precio: form.precio ? Number(form.precio) : undefined });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors, message: "Reveja os campos assinalados." };
  }
  const res = await context.get(apiContext)("/neumatico-solicitado", { method: "POST", body: parsed.data });
  const body = res.json();
  if (res.status >= 400)
    return {
      ok: false,
      errors: isApiError(body) ? (body.errors ?? {}) : {},
      message: isApiError(body) ? body.message : "Não foi possível registar o pedido.",
    };
  return { ok: true, errors: {}, message: (body as { message: string }).message };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (!loaderData) return [{ title: "Página não encontrada | RodaCerta" }];
  if (loaderData.kind === "model") {
    const m = loaderData.model;
    return seo(
      `${m.marca} ${m.modelo}: preços e medidas`,
      `${m.descripcion} ${m.neumaticos.length} medidas disponíveis com montagem na oficina.`,
      `/pneus/${params.marca}/${params.rest}`,
    );
  }
  const p = loaderData.product;
  const title = `${p.marca} ${p.modelo} ${p.ancho}/${p.serie} R${p.llanta} ${p.ic}${p.cv}${p.xl ? " XL" : ""}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: title,
    sku: p.id,
    brand: { "@type": "Brand", name: p.marca },
    category: "Pneus",
    description: p.descripcion,
    additionalProperty: [
      { "@type": "PropertyValue", name: "Eficiência energética", value: p.consumo },
      { "@type": "PropertyValue", name: "Aderência em molhado", value: p.frenadoMojado },
      { "@type": "PropertyValue", name: "Ruído exterior (dB)", value: p.ruidoDb },
    ],
    offers: {
      "@type": "Offer",
      price: (p.precio / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: p.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: `${SITE_URL}${p.url}`,
      seller: { "@type": "Organization", name: "RodaCerta" },
    },
    ...(p.valoracionMedia !== undefined && p.valoracionTotal
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: p.valoracionMedia.toFixed(1),
            reviewCount: p.valoracionTotal,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return [
    ...seo(
      `${title} — ${formatEur(p.precio)}`,
      `Pneu ${title}, gama ${TIER_LABEL[p.categoria].toLowerCase()}, ${SEASON_LABEL[p.temporada].toLowerCase()}. Etiqueta UE ${p.consumo}/${p.frenadoMojado}/${p.ruidoDb} dB. Montagem na oficina.`,
      p.url,
    ),
    { "script:ld+json": jsonLd },
  ];
};

function Attr({ k, v }: { k: string; v: React.ReactNode }) {
  return (
    <>
      <dt>{k}</dt>
      <dd>{v}</dd>
    </>
  );
}

function RequestForm({ p }: { p: Product }) {
  const fetcher = useFetcher<typeof action>();
  const [clientError, setClientError] = useState<Record<string, string>>({});
  const errors = { ...(fetcher.data?.errors ?? {}), ...clientError };
  if (fetcher.data?.ok) {
    return (
      <p role="status" className="card" style={{ color: "var(--c-ok)" }}>
        {fetcher.data.message}
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      className="card"
      noValidate
      onSubmit={async (e) => {
        // The shared schema loads on demand so that zod stays out of the page's first-load JavaScript.
        e.preventDefault();
        const formEl = e.currentTarget;
        const { TyreRequestSchema: schema } = await import("#src/shared/tyres/request.schema.ts");
        const r = schema.safeParse(Object.fromEntries(new FormData(formEl)));
        if (!r.success) {
          const errs: Record<string, string> = {};
          for (const issue of r.error.issues) errs[String(issue.path[0])] ??= issue.message;
          setClientError(errs);
          return;
        }
        setClientError({});
        void fetcher.submit(formEl);
      }}
    >
      <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>Avise-me quando houver stock</h2>
      <input type="hidden" name="marca" value={p.marca} />
      <input type="hidden" name="modelo" value={p.modelo} />
      <input type="hidden" name="productID" value={p.id} />
      <input type="hidden" name="tyreSpecs" value={`${p.ancho}/${p.serie} R${p.llanta} ${p.ic}${p.cv}`} />
      <input type="hidden" name="precio" value={p.precio} />
      <div className="field">
        <label htmlFor="req-email">E-mail</label>
        <input
          id="req-email"
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="req-email-err"
        />
        {errors.email && (
          <span id="req-email-err" className="field-error">
            {errors.email}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="req-qty">Quantidade</label>
        <select id="req-qty" name="cantidad" defaultValue="4">
          {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </div>
      {fetcher.data && !fetcher.data.ok && <p className="field-error">{fetcher.data.message}</p>}
      <button type="submit" className="btn" style={{ marginTop: 12 }} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "A enviar…" : "Avisar-me"}
      </button>
    </fetcher.Form>
  );
}

export default function ProductOrModel({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "model") {
    const m = loaderData.model;
    return (
      <div className="container page">
        <Breadcrumbs
          items={[
            { label: "Pneus", to: "/pneus" },
            { label: m.marca, to: `/pneus/${m.marcaSlug}` },
            { label: m.modelo },
          ]}
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
  const p = loaderData.product;
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
            <TreadPicture model={p} className="tread-thumb product-thumb" />
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
                <strong>{isoToDayMonthYear(addBusinessDays(loaderData.today, p.diasEntrega))}</strong> numa oficina à
                sua escolha.
              </p>
            ) : null}
          </div>
          {p.stock === 0 && <RequestForm p={p} />}
        </div>
        <div className="product-media">
          <div className="product-photo">
            <TreadPicture model={p} />
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
