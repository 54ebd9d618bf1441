import { data, Link } from "react-router";
import { formatDayMonthYear, isoToDayMonthYear, parseDayMonthYear } from "#src/shared/dates.ts";
import { loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/offers";

type Offer = {
  id_site_promocion: number;
  categoria: string;
  titulo: string;
  descripcion: string;
  descuento: number;
  fecha_limite: string;
  unidadesRestantes: number | null;
  marca: string | null;
};

const CATEGORIES = [
  { slug: "carro", label: "Carro" },
  { slug: "mota", label: "Mota" },
  { slug: "camiao", label: "Camião" },
] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const categoria = params.categoria ?? "carro";
  // An unknown category or promotion is a page that does not exist (404), not a bad request.
  if (!CATEGORIES.some((c) => c.slug === categoria) || (params.id !== undefined && !/^\d{1,9}$/.test(params.id)))
    throw data("Página não encontrada", { status: 404 });
  if (params.id) {
    const offer = await loadApi<Offer>(context, `/promociones/${encodeURIComponent(params.id)}`);
    return { categoria, offers: [offer], detail: true };
  }
  const offers = await loadApi<Offer[]>(context, `/promociones?categoria=${encodeURIComponent(categoria)}`);
  return { categoria, offers, detail: false };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  if (loaderData.detail && loaderData.offers[0])
    return seo(loaderData.offers[0].titulo, loaderData.offers[0].descripcion, location.pathname);
  return seo(
    `Promoções ${loaderData.categoria === "camiao" ? "camião" : loaderData.categoria}`,
    "Campanhas em vigor em pneus, manutenção e serviços de oficina.",
    location.pathname,
  );
};

export default function Offers({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: "Promoções", to: "/promocoes/carro" },
          ...(loaderData.detail ? [{ label: loaderData.offers[0]?.titulo ?? "" }] : []),
        ]}
      />
      <h1>{loaderData.detail ? loaderData.offers[0]?.titulo : "Promoções"}</h1>
      {!loaderData.detail && (
        <nav aria-label="Categorias de promoções">
          <ul className="chips">
            {CATEGORIES.map((c) => (
              <li key={c.slug}>
                <Link to={`/promocoes/${c.slug}`} aria-current={c.slug === loaderData.categoria ? "page" : undefined}>
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {loaderData.offers.length === 0 ? (
        <p>Não há promoções ativas nesta categoria de momento.</p>
      ) : (
        <div className="grid">
          {loaderData.offers.map((o) => (
            <article key={o.id_site_promocion} className="card">
              <p style={{ margin: 0, fontWeight: 800, color: "var(--c-accent-dark)" }}>
                {o.descuento === 100 ? "Grátis" : `−${o.descuento} %`}
              </p>
              {!loaderData.detail && <h2 style={{ fontSize: "1.2rem" }}>{o.titulo}</h2>}
              <p>{o.descripcion}</p>
              <p className="hint">
                Válida até{" "}
                {formatDayMonthYear(
                  parseDayMonthYear(isoToDayMonthYear(o.fecha_limite)) ?? { day: 1, month: 1, year: 2027 },
                )}
                {o.unidadesRestantes !== null && ` · restam ${o.unidadesRestantes} unidades`}
              </p>
              {loaderData.detail ? (
                o.marca && (
                  <Link className="btn" to={`/pneus/${o.marca}`}>
                    Ver pneus {o.marca}
                  </Link>
                )
              ) : (
                <Link to={`/promocoes/${o.categoria}/${o.id_site_promocion}`}>Ver detalhes</Link>
              )}
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
