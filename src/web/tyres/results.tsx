import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { SORTS, type SortKey, sortToOrder } from "../../shared/tyres/search.schema.ts";
import type { Route } from "./+types/results";
import { isApiError, apiContext } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { TyreCard, type TyreResult } from "./tyre-card.tsx";

type Brand = { id: number; name: string; slug: string; tier: string; moto: boolean };
type Results = { total: number; pages: number; page: number; neumaticos: TyreResult[]; recomendados: TyreResult[]; montaje: number };

const SORT_LABEL: Record<SortKey, string> = {
  recomendado: "Recomendados",
  "marca-az": "Marca A-Z",
  "marca-za": "Marca Z-A",
  "precio-desc": "Preço: mais caro primeiro",
  "precio-asc": "Preço: mais barato primeiro",
};

function readQuery(url: URL) {
  const q = url.searchParams;
  const num = (k: string) => (q.get(k) && /^\d+$/.test(q.get(k)!) ? Number(q.get(k)) : undefined);
  const list = (k: string) => q.getAll(k).flatMap((v) => v.split(",")).filter(Boolean);
  const sort = (SORTS as readonly string[]).includes(q.get("orden") ?? "") ? (q.get("orden") as SortKey) : "recomendado";
  const seasons = list("temporada");
  const filters = {
    ancho: num("ancho"),
    serie: num("serie"),
    llanta: num("llanta"),
    ic: num("ic"),
    cv: q.get("cv") || undefined,
    runflat: q.get("runflat") === "1" ? true : undefined,
    verano: seasons.includes("verano") || undefined,
    invierno: seasons.includes("invierno") || undefined,
    allseason: seasons.includes("allseason") || undefined,
    idsmarca: list("marca").map(Number).filter((n) => Number.isInteger(n) && n > 0),
    gamas: list("gama").filter((g) => ["PREMIUM", "QUALITY", "BUDGET"].includes(g)),
    precioMax: num("precioMax") !== undefined ? num("precioMax")! * 100 : undefined,
  };
  const page = Math.max(0, (num("pagina") ?? 1) - 1);
  return { filters, sort, page, seasons };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const { filters, sort, page, seasons } = readQuery(url);
  if (filters.ancho === undefined || filters.serie === undefined || filters.llanta === undefined) throw data("Escolha a medida do pneu", { status: 404 });
  const api = context.get(apiContext);
  const [res, brandsRes] = await Promise.all([
    api("/neumaticos/selector", { method: "POST", body: { pagination: { pageSize: 10, page }, ...sortToOrder(sort), web: "rodacerta", filters } }),
    api("/marcas"),
  ]);
  const body = res.json();
  if (res.status === 404) throw data(isApiError(body) ? body.message : "Medida desconhecida", { status: 404 });
  if (res.status === 400 && isApiError(body) && body.error === "PAGE_OUT_OF_RANGE") throw data(body.message, { status: 404 });
  if (res.status >= 400) throw data(isApiError(body) ? body.message : "Erro", { status: res.status >= 500 ? 500 : 404 });
  const brands = (brandsRes.json() as Brand[]).filter((b) => !b.moto || ["Michelin", "Pirelli", "Bridgestone", "Dunlop", "Continental"].includes(b.name));
  return { results: body as Results, size: { ancho: filters.ancho, serie: filters.serie, llanta: filters.llanta }, sort, page, selected: { marcas: filters.idsmarca, gamas: filters.gamas, seasons, runflat: filters.runflat === true, precioMax: url.searchParams.get("precioMax") ?? "" }, brands, query: url.search };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Pneus | RodaCerta" }];
  const s = `${loaderData.size.ancho}/${loaderData.size.serie} R${loaderData.size.llanta}`;
  return [...seo(`Pneus ${s}: ${loaderData.results.total} resultados`, `Compare ${loaderData.results.total} pneus ${s} com etiqueta europeia, preço com montagem e disponibilidade na oficina.`, `/seletor/resultados?ancho=${loaderData.size.ancho}&serie=${loaderData.size.serie}&llanta=${loaderData.size.llanta}`), { name: "robots", content: "noindex, follow" }];
};

function pageHref(query: string, pagina: number) {
  const q = new URLSearchParams(query);
  q.set("pagina", String(pagina));
  return `?${q.toString()}`;
}

export default function Results({ loaderData }: Route.ComponentProps) {
  const { results, size, selected, brands } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const sizeText = `${size.ancho}/${size.serie} R${size.llanta}`;
  const recommendedIds = new Set(results.recomendados.map((t) => t.id));
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Pneus", to: "/pneus" }, { label: sizeText }]} />
      <h1>Pneus {sizeText}</h1>
      <div className="results-layout">
        <Form method="get" className="filters card" aria-label="Filtros" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
          <input type="hidden" name="ancho" value={size.ancho} />
          <input type="hidden" name="serie" value={size.serie} />
          <input type="hidden" name="llanta" value={size.llanta} />
          <input type="hidden" name="orden" value={loaderData.sort} />
          <details open>
            <summary style={{ fontWeight: 800, marginBottom: 8, cursor: "pointer" }}>Filtrar resultados</summary>
            <fieldset>
              <legend>Estação</legend>
              {[
                ["verano", "Verão"],
                ["invierno", "Inverno"],
                ["allseason", "Todas as estações"],
              ].map(([v, l]) => (
                <label key={v}>
                  <input type="checkbox" name="temporada" value={v} defaultChecked={selected.seasons.includes(v as string)} /> {l}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Gama</legend>
              {[
                ["PREMIUM", "Premium"],
                ["QUALITY", "Qualidade"],
                ["BUDGET", "Económica"],
              ].map(([v, l]) => (
                <label key={v}>
                  <input type="checkbox" name="gama" value={v} defaultChecked={selected.gamas.includes(v as string)} /> {l}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Run-flat</legend>
              <label>
                <input type="checkbox" name="runflat" value="1" defaultChecked={selected.runflat} /> Só run-flat
              </label>
            </fieldset>
            <div className="field" style={{ marginBottom: 16 }}>
              <label htmlFor="precioMax">Preço máximo por pneu (€)</label>
              <input id="precioMax" name="precioMax" type="number" min={1} inputMode="numeric" defaultValue={selected.precioMax} />
            </div>
            <fieldset>
              <legend>Marca</legend>
              {brands.map((b) => (
                <label key={b.id}>
                  <input type="checkbox" name="marca" value={b.id} defaultChecked={selected.marcas.includes(b.id)} /> {b.name}
                </label>
              ))}
            </fieldset>
            <noscript>
              <button type="submit" className="btn">
                Aplicar filtros
              </button>
            </noscript>
          </details>
        </Form>
        <div aria-busy={navigation.state !== "idle"}>
          <div className="results-bar">
            <p role="status" style={{ margin: 0, fontWeight: 700 }}>
              {results.total === 0 ? "Nenhum pneu com estes filtros" : `${results.total} pneus encontrados`}
            </p>
            <Form method="get" onChange={(e) => submit(e.currentTarget)}>
              {Object.entries(Object.fromEntries(new URLSearchParams(loaderData.query))).map(([k, v]) => (k === "orden" || k === "pagina" ? null : <input key={k} type="hidden" name={k} value={v} />))}
              {new URLSearchParams(loaderData.query)
                .getAll("marca")
                .slice(1)
                .map((v) => (
                  <input key={`m${v}`} type="hidden" name="marca" value={v} />
                ))}
              <div className="field">
                <label htmlFor="orden">Ordenar por</label>
                <select id="orden" name="orden" defaultValue={loaderData.sort}>
                  {SORTS.map((s) => (
                    <option key={s} value={s}>
                      {SORT_LABEL[s]}
                    </option>
                  ))}
                </select>
              </div>
            </Form>
          </div>
          {results.total === 0 && (
            <div className="card">
              <p>Não há pneus {sizeText} com os filtros escolhidos. Retire algum filtro ou <Link to={`?ancho=${size.ancho}&serie=${size.serie}&llanta=${size.llanta}`}>veja todos</Link>.</p>
            </div>
          )}
          {results.recomendados.length > 0 && (
            <section className="recommended" aria-labelledby="rec-title">
              <h2 id="rec-title">Recomendados para si</h2>
              <div className="grid">
                {results.recomendados.map((t) => (
                  <TyreCard key={t.id} t={t} montaje={results.montaje} highlight />
                ))}
              </div>
            </section>
          )}
          {results.neumaticos.length > 0 && (
            <section aria-labelledby="all-title">
              <h2 id="all-title">Todos os pneus {sizeText}</h2>
              <div className="grid">
                {results.neumaticos.map((t) => (
                  <TyreCard key={t.id} t={t} montaje={results.montaje} highlight={false && recommendedIds.has(t.id)} />
                ))}
              </div>
            </section>
          )}
          {results.pages > 1 && (
            <nav aria-label="Páginas de resultados">
              <ul className="pagination">
                {results.page > 0 && (
                  <li>
                    <Link to={pageHref(loaderData.query, results.page)} aria-label="Página anterior">
                      ‹
                    </Link>
                  </li>
                )}
                {Array.from({ length: results.pages }, (_, i) => i)
                  .filter((i) => Math.abs(i - results.page) <= 2 || i === 0 || i === results.pages - 1)
                  .map((i) => (
                    <li key={i}>
                      {i === results.page ? (
                        <span aria-current="page">{i + 1}</span>
                      ) : (
                        <Link to={pageHref(loaderData.query, i + 1)} aria-label={`Página ${i + 1}`}>
                          {i + 1}
                        </Link>
                      )}
                    </li>
                  ))}
                {results.page < results.pages - 1 && (
                  <li>
                    <Link to={pageHref(loaderData.query, results.page + 2)} aria-label="Página seguinte">
                      ›
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
