/**
 * /carro/baterias: batteries with fitting at a workshop, from the generic catalogue (GET /baterias/search and
 * /baterias/filter-values). Filters, order and page live in the URL (`?ah=46-60&startStop=1&ordem=ah-desc&pagina=2`);
 * the canonical link is the page without them. A failed load shows 'Não há baterias' with a retry, not the 500 page.
 */
import { useEffect, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { activeBatteryFilters, batteryPageHref, type BatteryPageState } from "#src/shared/batteries.ts";
import { BATTERY_ORDERS } from "#src/shared/battery-ranges.ts";
import { noCatalogueMessage } from "#src/shared/catalogue/messages.ts";
import type { Route } from "./+types/batteries";
import { apiContext } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { listingSeo } from "../ui/seo.ts";
import css from "./batteries/batteries.module.css";
import { loadBatteries } from "./batteries/batteries.server.ts";
import { BatteryCard } from "./batteries/battery-card.tsx";
import { BatteryFiltersPanel } from "./batteries/battery-filters.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBatteries(context.get(apiContext), new URL(request.url));
}

/** Filtered, sorted or paged lists are `noindex, follow`, with the unfiltered list as canonical. */
export const meta: Route.MetaFunction = ({ location }) =>
  listingSeo(
    "Baterias para carro com montagem",
    "Baterias Varta, Bosch, Exide, Tudor e Yuasa com montagem na oficina e reciclagem da antiga incluídas. Escolha pelos Ah, pela corrente de arranque e pelo start-stop.",
    { pathname: "/carro/baterias", search: location.search },
  );

function Pages({ state, pages }: { state: BatteryPageState; pages: number }) {
  if (pages <= 1) return null;
  const at = (pagina: number) => batteryPageHref({ ...state, pagina });
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pages || Math.abs(p - state.pagina) <= 2,
  );
  return (
    <nav aria-label="Páginas de baterias">
      <ul className="pagination">
        {state.pagina > 1 && state.pagina <= pages && (
          <li>
            <Link to={at(state.pagina - 1)} aria-label="Página anterior" rel="prev">
              ‹
            </Link>
          </li>
        )}
        {shown.map((p) => (
          <li key={p}>
            {p === state.pagina ? (
              <span aria-current="page">
                <span className="visually-hidden">Página </span>
                {p}
              </span>
            ) : (
              <Link to={at(p)} aria-label={`Página ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {state.pagina < pages && (
          <li>
            <Link to={at(state.pagina + 1)} aria-label="Página seguinte" rel="next">
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function SortForm({ state }: { state: BatteryPageState }) {
  const submit = useSubmit();
  const [interactive, setInteractive] = useState(false); // without JavaScript, "Ordenar" submits the choice
  useEffect(() => setInteractive(true), []);
  const hidden = [...new URLSearchParams(batteryPageHref({ ...state, ordem: "preco-asc", pagina: 1 }).split("?")[1])];
  return (
    <Form method="get" action="/carro/baterias" className={css.sort} onChange={(e) => submit(e.currentTarget)}>
      {hidden.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="ordem">Ordenar por</label>
      <select id="ordem" name="ordem" defaultValue={state.ordem} key={state.ordem}>
        {BATTERY_ORDERS.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      {!interactive && (
        <button type="submit" className="btn btn-ghost">
          Ordenar
        </button>
      )}
    </Form>
  );
}

export default function Batteries({ loaderData: d }: Route.ComponentProps) {
  const { state, results, values } = d;
  const here = batteryPageHref(state);
  const filtered = activeBatteryFilters(state.filters) > 0;
  const total = results?.pagination.total ?? 0;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Carro" }, { label: "Baterias" }]} />
      <h1>Baterias com montagem</h1>
      <p className="lead">
        Veja os Ah e a corrente de arranque (A) na etiqueta da bateria atual. O preço inclui a montagem na oficina e a
        reciclagem da bateria usada.
      </p>
      <div className="results-layout">
        <BatteryFiltersPanel state={state} values={values} />
        <section aria-labelledby="baterias-resultados">
          <h2 id="baterias-resultados" className="visually-hidden">
            Resultados
          </h2>
          {results === null ? (
            <div className={`card ${css.error}`} role="alert">
              <p>
                <strong>{noCatalogueMessage("baterias")}</strong>
              </p>
              <p>Não foi possível carregar a lista. Tente outra vez daqui a pouco.</p>
              <p>
                <Link className="btn" to={here} reloadDocument>
                  Tentar outra vez
                </Link>
              </p>
            </div>
          ) : (
            <>
              <div className={css.bar}>
                <p role="status">
                  {total === 0
                    ? "Nenhuma bateria encontrada"
                    : `${total} ${total === 1 ? "bateria" : "baterias"}` +
                      (results.pagination.pages > 1 && state.pagina <= results.pagination.pages
                        ? ` · página ${state.pagina} de ${results.pagination.pages}`
                        : "")}
                </p>
                {total > 0 && <SortForm state={state} />}
              </div>
              <p className={`card hint ${css.notice}`}>
                A bateria é marcada sozinha: se já tiver pneus ou outros produtos no carrinho, são substituídos por ela.
              </p>
              {total === 0 ? (
                <div className="card">
                  <p>
                    <strong>Não há baterias com estas características.</strong>
                  </p>
                  <p>{filtered ? "Tire alguns filtros para ver mais baterias." : "Volte a tentar mais tarde."}</p>
                  {filtered && (
                    <p>
                      <Link className="btn btn-secondary" to="/carro/baterias">
                        Limpar filtros
                      </Link>
                    </p>
                  )}
                </div>
              ) : results.items.length === 0 ? (
                <div className="card">
                  <p>
                    <strong>Esta página já não tem baterias.</strong>
                  </p>
                  <p>
                    <Link className="btn btn-secondary" to={batteryPageHref({ ...state, pagina: 1 })}>
                      Ir para a primeira página
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
        <h2 id="sobre-baterias">Quando trocar a bateria</h2>
        <p>
          Uma bateria de carro dura, em média, 4 a 5 anos. Arranques lentos, luzes fracas com o motor parado ou a luz da
          bateria acesa no painel são sinais de que está a chegar ao fim.
        </p>
        <p>
          Escolha uma bateria com os mesmos Ah (ou um pouco mais), uma corrente de arranque igual ou superior, o borne
          positivo do mesmo lado e medidas que caibam no suporte. Os carros com start-stop precisam de uma bateria EFB
          ou AGM.
        </p>
        <p className="hint">
          Não sabe qual escolher? <Link to="/marcacao-previa">Marque uma visita à oficina</Link> e indicamos-lhe a
          bateria certa.
        </p>
      </section>
    </div>
  );
}
