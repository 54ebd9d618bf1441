import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { SORTS, type SortKey } from "#src/shared/tyres/sort.ts";
import { impressions, track } from "#src/shared/analytics.ts";
import type { Route } from "./+types/results";
import { apiContext } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { listingSeo } from "../ui/seo.ts";
import { activeFilterCount, ResultsFilters } from "./results-filters.tsx";
import { loadResults } from "./results.server.ts";
import { askForLeadFirst } from "./selector.server.ts";
import { TyreCard } from "./tyre-card.tsx";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

/**
 * The banner naming the car of a plate search is loaded on demand (issue 15, goal 3): most searches are by size. The
 * server renders it whole, in place (entry.server.tsx), and the browser hydrates it once its chunk is in; a navigation
 * to results for a car waits for the chunk with the data (clientLoader), so the banner does not pop in.
 */
const loadVehicleBanner = () => import("./vehicle-banner.tsx");
const VehicleBanner = lazy(() => loadVehicleBanner().then((m) => ({ default: m.VehicleBanner })));

const SORT_LABEL = {
  recomendado: "tyreResults.sortRecommended",
  "marca-az": "tyreResults.sortBrandAz",
  "marca-za": "tyreResults.sortBrandZa",
  "precio-desc": "tyreResults.sortPriceDesc",
  "precio-asc": "tyreResults.sortPriceAsc",
} as const satisfies Record<SortKey, string>;

/** /seletor/resultados: the loader's logic is in results.server.ts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  await askForLeadFirst(context.get(apiContext), request, url);
  const { payload, hasVehicle } = await loadResults(context.get(apiContext), url);
  // A page naming a customer's car by its plate is theirs alone: no shared cache keeps it.
  return data(payload, hasVehicle ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.vehicle) await loadVehicleBanner();
  return data;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * One indexable address per size (and per size and brand, the links of the brand pages): any other filter, a sort, a
 * page beyond the first, a vehicle or the other result steps are `noindex, follow` with that address as canonical.
 */
export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t, path } = translatorAt(location);
  if (!loaderData) return [{ title: `${t("common.crumbTyres")} | RodaCerta` }];
  const s = `${loaderData.size.ancho}/${loaderData.size.serie} R${loaderData.size.llanta}`;
  const names = loaderData.selected.marcas
    .map((id) => loaderData.brands.find((b) => b.id === id)?.name)
    .filter((n): n is string => n !== undefined);
  const what =
    names.length > 0
      ? t("tyreResults.tyresOfBrands", { brands: names.join(", "), size: s })
      : t("tyres.tyresOf", { what: s });
  const total = loaderData.results.total;
  const resultsPath = path("/seletor/resultados");
  const tags = listingSeo(
    loaderData.page > 0
      ? t("tyreResults.resultsMetaTitlePage", { what, total, page: loaderData.page + 1 })
      : t("tyreResults.resultsMetaTitle", { what, total }),
    t("tyreResults.resultsMetaDescription", { total, brands: names.length > 0 ? `${names.join(", ")} ` : "", size: s }),
    { pathname: resultsPath, search: location.search },
    ["ancho", "serie", "llanta", "marca"],
  );
  // The other steps of the results (all tyres, after registering) show the same listing under another address.
  return location.pathname.replace(/\/$/, "") === resultsPath || tags.some((t) => t.name === "robots")
    ? tags
    : [...tags, { name: "robots", content: "noindex, follow" }];
};

function pageHref(query: string, pagina: number) {
  const q = new URLSearchParams(query);
  q.delete("filtros");
  q.set("pagina", String(pagina));
  return `?${q.toString()}`;
}

export default function Results({ loaderData }: Route.ComponentProps) {
  const { results, size, selected, brands, vehicle } = loaderData;
  const { t, path } = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  const sizeText = `${size.ancho}/${size.serie} R${size.llanta}`;
  const allHref = `?ancho=${size.ancho}&serie=${size.serie}&llanta=${size.llanta}`;
  const active = activeFilterCount(selected);

  // Phones: the filters open and close behind "Filtrar (n)"; focus goes into the panel and back to the button.
  const [open, setOpen] = useState(loaderData.filtersOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelTitleRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<"panel" | "toggle" | null>(null);
  useEffect(() => {
    if (focusNext.current === "panel") panelTitleRef.current?.focus();
    if (focusNext.current === "toggle") toggleRef.current?.focus();
    focusNext.current = null;
  }, [open]);
  function showPanel(next: boolean) {
    // only where the button is shown (phones); on wider screens the filters are a sidebar that never closes
    if (!toggleRef.current || toggleRef.current.offsetParent === null) return;
    focusNext.current = next ? "panel" : "toggle";
    setOpen(next);
  }

  // Impressions: the tyres shown, with their category (premium, quality, budget), each time the list changes.
  useEffect(() => {
    if (results.recomendados.length) track(impressions("recomendados", results.recomendados));
    if (results.neumaticos.length) track(impressions("resultados", results.neumaticos));
  }, [results]);

  // after back/forward the uncontrolled select shows the URL's order again (no remount, so focus stays put)
  const sortRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (sortRef.current && sortRef.current.value !== loaderData.sort) sortRef.current.value = loaderData.sort;
  }, [loaderData.sort]);

  const sortParams = [...new URLSearchParams(loaderData.query).entries()].filter(
    ([k]) => k !== "orden" && k !== "pagina" && k !== "filtros",
  );
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("common.crumbTyres"), to: path("/pneus") }, { label: sizeText }]} />
      <h1>{t("tyres.tyresOf", { what: sizeText })}</h1>
      {vehicle && (
        <Suspense fallback={null}>
          <VehicleBanner
            vehicle={vehicle}
            sizeText={sizeText}
            allHref={allHref}
            query={loaderData.query}
            selected={selected}
          />
        </Suspense>
      )}
      <div className="results-layout">
        <div className="results-toolbar">
          {/* Without JavaScript the button submits the filters with filtros=1 and the page comes back with the panel open. */}
          <button
            ref={toggleRef}
            type="submit"
            form="filtros"
            name={open ? undefined : "filtros"}
            value={open ? undefined : "1"}
            className="btn btn-ghost filter-toggle"
            aria-expanded={open}
            aria-controls="filtros"
            onClick={(e) => {
              e.preventDefault();
              showPanel(!open);
            }}
          >
            {`${t("tyres.filter")} `}
            <span aria-hidden="true">{`(${active})`}</span>
            <span className="visually-hidden">{t("tyreResults.resultsActiveFilters", { n: active })}</span>
          </button>
          <Form method="get" className="sort-form" onChange={(e) => submit(e.currentTarget)}>
            {sortParams.map(([k, v], i) => (
              <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
            ))}
            <label htmlFor="orden">{t("tyres.sortBy")}</label>
            <select ref={sortRef} id="orden" name="orden" defaultValue={loaderData.sort}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(SORT_LABEL[s])}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="btn btn-ghost sort-apply">
                {t("tyres.sortApply")}
              </button>
            </noscript>
          </Form>
        </div>
        <ResultsFilters
          id="filtros"
          resultsId="resultados"
          titleRef={panelTitleRef}
          open={open}
          onClose={() => showPanel(false)}
          size={size}
          sort={loaderData.sort}
          keep={loaderData.keep}
          selected={selected}
          brands={brands}
          facets={results.facetas}
          total={results.total}
          vehicle={vehicle}
        />
        <p role="status" className="results-count">
          {results.total === 0 ? t("tyreResults.resultsNone") : t("tyreResults.resultsFound", { n: results.total })}
        </p>
        <div id="resultados" tabIndex={-1} className="results-main" aria-busy={navigation.state !== "idle"}>
          {results.total === 0 && (
            <div className="card">
              <p>
                {`${t("tyreResults.resultsEmpty", { size: sizeText })} `}
                <Link to={allHref}>{t("tyreResults.resultsEmptyLink")}</Link>.
              </p>
            </div>
          )}
          {results.recomendados.length > 0 && (
            <section className="recommended" aria-labelledby="rec-title">
              <h2 id="rec-title">{t("tyreResults.resultsRecommended")}</h2>
              <div className="grid">
                {results.recomendados.map((t) => (
                  <TyreCard key={t.id} t={t} montaje={results.montaje} highlight />
                ))}
              </div>
            </section>
          )}
          {results.neumaticos.length > 0 && (
            <section aria-labelledby="all-title">
              <h2 id="all-title">{t("tyreResults.resultsAll", { size: sizeText })}</h2>
              <div className="grid">
                {results.neumaticos.map((t) => (
                  <TyreCard key={t.id} t={t} montaje={results.montaje} highlight={false} />
                ))}
              </div>
            </section>
          )}
          {results.pages > 1 && (
            <nav aria-label={t("tyreResults.resultsPages")}>
              <ul className="pagination">
                {results.page > 0 && (
                  <li>
                    <Link to={pageHref(loaderData.query, results.page)} aria-label={t("tyres.pagePrevious")}>
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
                        <Link to={pageHref(loaderData.query, i + 1)} aria-label={t("tyres.pageN", { n: i + 1 })}>
                          {i + 1}
                        </Link>
                      )}
                    </li>
                  ))}
                {results.page < results.pages - 1 && (
                  <li>
                    <Link to={pageHref(loaderData.query, results.page + 2)} aria-label={t("tyres.pageNext")}>
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

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
