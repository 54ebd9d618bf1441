/**
 * /carro/baterias: batteries with fitting at a workshop, from the generic catalogue (GET /baterias/search and
 * /baterias/filter-values). Filters, order and page live in the URL (`?ah=46-60&startStop=1&ordem=ah-desc&pagina=2`);
 * the canonical link is the page without them. A failed load shows 'Não há baterias' with a retry, not the 500 page.
 */
import { useEffect, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { activeBatteryFilters, batteryPageHref, type BatteryPageState } from "#src/shared/batteries.ts";
import type { Route } from "./+types/batteries";
import { apiContext } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { listingSeo } from "../ui/seo.ts";
import css from "./batteries/batteries.module.css";
import { loadBatteries } from "./batteries/batteries.server.ts";
import { BatteryCard } from "./batteries/battery-card.tsx";
import { BatteryFiltersPanel } from "./batteries/battery-filters.tsx";
import { BATTERY_ORDER_LABEL } from "./batteries/battery-labels.ts";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBatteries(context.get(apiContext), new URL(request.url));
}

/** Filtered, sorted or paged lists are `noindex, follow`, with the unfiltered list as canonical. */
export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return listingSeo(t("batteries.batteriesMetaTitle"), t("batteries.batteriesMetaDescription"), {
    pathname: path("/carro/baterias"),
    search: location.search,
  });
};

function Pages({ state, pages }: { state: BatteryPageState; pages: number }) {
  const { t, path } = useT();
  if (pages <= 1) return null;
  const at = (pagina: number) => path(batteryPageHref({ ...state, pagina }));
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pages || Math.abs(p - state.pagina) <= 2,
  );
  return (
    <nav aria-label={t("batteries.batteriesPages")}>
      <ul className="pagination">
        {state.pagina > 1 && state.pagina <= pages && (
          <li>
            <Link to={at(state.pagina - 1)} aria-label={t("tyres.pagePrevious")} rel="prev">
              ‹
            </Link>
          </li>
        )}
        {shown.map((p) => (
          <li key={p}>
            {p === state.pagina ? (
              <span aria-current="page">
                <span className="visually-hidden">{`${t("batteries.pageWord")} `}</span>
                {p}
              </span>
            ) : (
              <Link to={at(p)} aria-label={t("tyres.pageN", { n: p })}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {state.pagina < pages && (
          <li>
            <Link to={at(state.pagina + 1)} aria-label={t("tyres.pageNext")} rel="next">
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function SortForm({ state }: { state: BatteryPageState }) {
  const { t, path } = useT();
  const submit = useSubmit();
  const [interactive, setInteractive] = useState(false); // without JavaScript, "Ordenar" submits the choice
  useEffect(() => setInteractive(true), []);
  const hidden = [...new URLSearchParams(batteryPageHref({ ...state, ordem: "preco-asc", pagina: 1 }).split("?")[1])];
  return (
    <Form method="get" action={path("/carro/baterias")} className={css.sort} onChange={(e) => submit(e.currentTarget)}>
      {hidden.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="ordem">{t("tyres.sortBy")}</label>
      <select id="ordem" name="ordem" defaultValue={state.ordem} key={state.ordem}>
        {/* BATTERY_ORDER_LABEL lists battery-ranges.ts's orders in its order (without its Portuguese labels). */}
        {Object.entries(BATTERY_ORDER_LABEL).map(([id, key]) => (
          <option key={id} value={id}>
            {t(key)}
          </option>
        ))}
      </select>
      {!interactive && (
        <button type="submit" className="btn btn-ghost">
          {t("tyres.sortApply")}
        </button>
      )}
    </Form>
  );
}

export default function Batteries({ loaderData: d }: Route.ComponentProps) {
  const { t, path } = useT();
  const { state, results, values } = d;
  const here = path(batteryPageHref(state));
  const filtered = activeBatteryFilters(state.filters) > 0;
  const total = results?.pagination.total ?? 0;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("batteries.batteriesCrumbCar") }, { label: t("batteries.batteriesCrumb") }]} />
      <h1>{t("batteries.batteriesTitle")}</h1>
      <p className="lead">{t("batteries.batteriesLead")}</p>
      <div className="results-layout">
        <BatteryFiltersPanel state={state} values={values} />
        <section aria-labelledby="baterias-resultados">
          <h2 id="baterias-resultados" className="visually-hidden">
            {t("batteries.batteriesResults")}
          </h2>
          {results === null ? (
            <div className={`card ${css.error}`} role="alert">
              <p>
                <strong>{t("batteries.batteriesNoCatalogue")}</strong>
              </p>
              <p>{t("batteries.batteriesLoadFailed")}</p>
              <p>
                <Link className="btn" to={here} reloadDocument>
                  {t("batteries.batteriesRetry")}
                </Link>
              </p>
            </div>
          ) : (
            <>
              <div className={css.bar}>
                <p role="status">
                  {total === 0
                    ? t("batteries.batteriesNone")
                    : t("batteries.batteriesCount", { n: total }) +
                      (results.pagination.pages > 1 && state.pagina <= results.pagination.pages
                        ? ` · ${t("batteries.batteriesPageOf", { page: state.pagina, pages: results.pagination.pages })}`
                        : "")}
                </p>
                {total > 0 && <SortForm state={state} />}
              </div>
              <p className={`card hint ${css.notice}`}>{t("batteries.batteriesNotice")}</p>
              {total === 0 ? (
                <div className="card">
                  <p>
                    <strong>{t("batteries.batteriesNoneMatch")}</strong>
                  </p>
                  <p>{filtered ? t("batteries.batteriesRemoveFilters") : t("batteries.batteriesLater")}</p>
                  {filtered && (
                    <p>
                      <Link className="btn btn-secondary" to={path("/carro/baterias")}>
                        {t("batteries.batteriesClearFilters")}
                      </Link>
                    </p>
                  )}
                </div>
              ) : results.items.length === 0 ? (
                <div className="card">
                  <p>
                    <strong>{t("batteries.batteriesPageEmpty")}</strong>
                  </p>
                  <p>
                    <Link className="btn btn-secondary" to={path(batteryPageHref({ ...state, pagina: 1 }))}>
                      {t("batteries.batteriesFirstPage")}
                    </Link>
                  </p>
                </div>
              ) : (
                <div className="grid">
                  {results.items.map((b) => (
                    <BatteryCard key={b.id} b={b} />
                  ))}
                </div>
              )}
              <Pages state={state} pages={results.pagination.pages} />
            </>
          )}
        </section>
      </div>
      <section className={css.about} aria-labelledby="sobre-baterias">
        <h2 id="sobre-baterias">{t("batteries.batteriesAbout")}</h2>
        <p>{t("batteries.batteriesAboutLife")}</p>
        <p>{t("batteries.batteriesAboutChoose")}</p>
        <p className="hint">
          {`${t("batteries.batteriesHelp")} `}
          <Link to={path("/marcacao-previa")}>{t("batteries.batteriesHelpLink")}</Link>
          {` ${t("batteries.batteriesHelpAfter")}`}
        </p>
      </section>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
