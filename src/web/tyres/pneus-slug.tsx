import { Link } from "react-router";
import { formatEur } from "#src/shared/money.ts";
import { SEASON_LABEL, TIER_LABEL } from "#src/shared/tyres/types.ts";
import { apiContext } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/pneus-slug";
import { SizeLinks } from "./size-links.tsx";
import { loadLanding } from "./pneus.server.ts";
import { formatNumber } from "#src/shared/numbers.ts";

/** /pneus/{tipo}, /pneus/{marca}, /pneus/{marca}-mota and the tyre service pages share one URL segment. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadLanding(context.get(apiContext), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (!loaderData) return [{ title: "Página não encontrada | RodaCerta" }];
  const path = `/pneus/${params.slug}`;
  if (loaderData.kind === "servico") return seo(loaderData.landing.title, loaderData.landing.description, path);
  if (loaderData.kind === "tipo") return seo(loaderData.landing.title, loaderData.landing.description, path);
  const b = loaderData.brand;
  return loaderData.moto
    ? seo(
        `Pneus de mota ${b.name}`,
        `Pneus de mota ${b.name} para estrada, desporto, trail e scooter, com montagem numa oficina RodaCerta.`,
        path,
      )
    : seo(
        `Pneus ${b.name} baratos com montagem`,
        `Pneus ${b.name} (gama ${TIER_LABEL[b.tier].toLowerCase()}) em ${loaderData.medidas.length} medidas populares, desde ${loaderData.desde ? formatEur(loaderData.desde) : "—"}, com montagem na oficina.`,
        path,
      );
};

export default function PneusSlug({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "servico") {
    const l = loaderData.landing;
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: "Pneus", to: "/pneus" }, { label: l.h1 }]} />
        <h1>{l.h1}</h1>
        {l.paragraphs.map((p) => (
          <p key={p} className="lead">
            {p}
          </p>
        ))}
        {l.priceFrom !== null && (
          <p>
            Desde <strong>{formatEur(l.priceFrom)}</strong>, IVA incluído.
          </p>
        )}
        <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
          <Link className="btn" to="/marcacao-previa">
            Marcar na oficina
          </Link>
          <Link className="btn btn-ghost" to="/oficinas-mecanicas">
            Ver oficinas
          </Link>
        </p>
      </div>
    );
  }
  if (loaderData.kind === "tipo") {
    const l = loaderData.landing;
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: "Pneus", to: "/pneus" }, { label: l.h1 }]} />
        <h1>{l.h1}</h1>
        <p className="lead">{l.intro}</p>
        {loaderData.desde !== null && (
          <p>
            {formatNumber(loaderData.total)} pneus desde <strong>{formatEur(loaderData.desde)}</strong>.
          </p>
        )}
        {l.filter.quad && (
          <p>
            <Link className="btn" to="/contato/">
              Pedir orçamento
            </Link>
          </p>
        )}
        {l.filter.moto && (
          <p>
            <Link className="btn" to="/selector-moto">
              Procurar pneus de mota
            </Link>
          </p>
        )}
        {loaderData.medidas.length > 0 && (
          <>
            <h2>Medidas mais procuradas</h2>
            <SizeLinks sizes={loaderData.medidas} />
          </>
        )}
        {loaderData.brands.length > 0 && (
          <>
            <h2>Marcas</h2>
            <ul className="chips">
              {loaderData.brands.map((b) => (
                <li key={b.slug}>
                  <Link to={`/pneus/${b.slug}${l.filter.moto ? "-mota" : ""}`}>{b.name}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  const b = loaderData.brand;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Pneus", to: "/pneus" }, { label: loaderData.moto ? `${b.name} mota` : b.name }]} />
      <h1>{loaderData.moto ? `Pneus de mota ${b.name}` : `Pneus ${b.name}`}</h1>
      <p className="lead">
        {b.name} ({b.country}) · gama {TIER_LABEL[b.tier].toLowerCase()}
        {loaderData.desde !== null && !loaderData.moto && <> · desde {formatEur(loaderData.desde)}</>}
      </p>
      {loaderData.moto ? (
        <p>
          <Link className="btn" to="/selector-moto">
            Procurar pneus de mota {b.name}
          </Link>
        </p>
      ) : (
        <>
          <h2>Modelos</h2>
          <div className="grid">
            {loaderData.models.map((m) => (
              <article key={m.slug} className="card">
                <h3 style={{ marginTop: 0 }}>
                  <Link to={`/pneus/${b.slug}/${m.slug}`}>
                    {b.name} {m.nombre}
                  </Link>
                </h3>
                <p style={{ margin: 0 }}>
                  {SEASON_LABEL[m.temporada]} · {m.medidas} referências · desde {formatEur(m.desde)}
                </p>
              </article>
            ))}
          </div>
          <h2>Medidas {b.name} mais procuradas</h2>
          <SizeLinks sizes={loaderData.medidas} marca={b.id} />
        </>
      )}
    </div>
  );
}
