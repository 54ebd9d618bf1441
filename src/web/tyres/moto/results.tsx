/** /selector-moto/resultados — the tyres of the chosen size, or the front and rear tyres of the chosen model. */
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { missingStep, modeOf, readChoices, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { apiContext } from "#src/web/api-context.ts";
import { seo } from "#src/web/ui/seo.ts";
import type { Route } from "./+types/results";
import { MotoErrorNotice, MotoFrame } from "./frame.tsx";
import { APP_LABEL } from "./model-screens.tsx";
import { MotoRefine } from "./refine.tsx";
import { RegisterBrand } from "./register-brand.tsx";
import { loadMeasureResults, loadModelResults } from "./results.server.ts";
import { readStored, useIsDesktop, useStoreMotoState } from "./storage.ts";
import { MotoList } from "./tyre-list.tsx";
import styles from "./moto.module.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const choices = readChoices(url.searchParams);
  const needs = missingStep("resultados", choices);
  if (needs) return { view: "missing" as const, choices, needs };
  const api = context.get(apiContext);
  if (modeOf("resultados", choices) === "modelo")
    return { view: "modelo" as const, choices, ...(await loadModelResults(api, choices, url.searchParams)) };
  return { view: "medidas" as const, choices, ...(await loadMeasureResults(api, choices, url.searchParams)) };
}

export const meta: Route.MetaFunction = () => [
  ...seo(
    "Pneus de mota para a sua medida",
    "Pneus de mota e scooter para a sua medida ou para o seu modelo, com preço de montagem numa oficina RodaCerta.",
    "/selector-moto/resultados",
  ),
  { name: "robots", content: "noindex, follow" },
];

function ResumeResults({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const stored = readStored();
    const ok = stored && missingStep("resultados", stored.choices) === null;
    void navigate(ok ? stepUrl("resultados", stored.choices) : fallback, { replace: true });
  }, [fallback, navigate]);
  return (
    <p className="card" role="status">
      A retomar a sua pesquisa… <Link to={fallback}>Comece aqui</Link>.
    </p>
  );
}

export default function MotoResultsPage({ loaderData: d }: Route.ComponentProps) {
  useStoreMotoState(d.view === "missing" ? null : { step: "resultados", choices: d.choices });
  const desktop = useIsDesktop();
  const mode = modeOf("resultados", d.choices);
  const m = d.choices.medidas;
  const title =
    d.view === "modelo"
      ? `Pneus para ${d.choices.modelo.marca} ${d.choices.modelo.modelo}`
      : d.view === "medidas"
        ? `Pneus de mota ${m.ancho}/${m.alto ?? "…"}-${m.llanta}`
        : "Pneus de mota";
  return (
    <MotoFrame step="SHOW_RESULTADOS" mode={mode} title={title} crumb="Resultados">
      {d.view === "missing" && <ResumeResults fallback={stepUrl(d.needs, d.choices)} />}
      {d.view !== "missing" && (
        <p className={styles.summary}>
          {d.view === "modelo"
            ? `${d.choices.modelo.cilindrada === 0 ? "Elétrica" : `${d.choices.modelo.cilindrada} cc`}${d.choices.modelo.fabricacion ? ` · ${d.choices.modelo.fabricacion}` : ""} · ${d.choices.modelo.aplicacion ? APP_LABEL[d.choices.modelo.aplicacion] : ""}`
            : `Medida ${m.ancho}/${m.alto ?? "…"}-${m.llanta}${m.ic !== undefined ? ` ${m.ic}` : ""}${m.cv ?? ""}`}{" "}
          · <Link to={stepUrl(mode === "modelo" ? "marca" : desktop ? "medidas" : "ancho", d.choices)}>Alterar</Link>
        </p>
      )}
      {d.view !== "missing" && d.error && (
        <MotoErrorNotice error={d.error}>
          {d.view === "modelo" && (
            <Link className="btn btn-ghost" to="/selector-moto/ancho">
              Procurar pela medida
            </Link>
          )}
        </MotoErrorNotice>
      )}
      {d.view === "medidas" && d.results && (
        <>
          <MotoRefine refinement={d.refinement} facets={d.facets} />
          <MotoList results={d.results} title={`${m.ancho}/${m.alto ?? "…"}-${m.llanta}`} />
          <p>
            <Link to={stepUrl("resultados/camaras-mousses", d.choices)}>
              Ver câmaras de ar e mousses para esta jante
            </Link>
          </p>
        </>
      )}
      {d.view === "modelo" && (
        <>
          {d.byPosition.length > 0 && <MotoRefine refinement={d.refinement} facets={d.facets} />}
          {d.byPosition.map(
            (p) =>
              p.results && (
                <MotoList
                  key={p.posicion}
                  results={p.results}
                  title={`${p.posicion === "delantera" ? "Frente" : "Trás"}: ${p.size.ancho}/${p.size.alto}-${p.size.llanta}`}
                />
              ),
          )}
        </>
      )}
      {d.view !== "missing" && <RegisterBrand choices={d.choices} />}
    </MotoFrame>
  );
}
