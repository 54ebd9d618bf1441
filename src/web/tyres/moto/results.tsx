/** /selector-moto/resultados — the tyres of the chosen size, or the front and rear tyres of the chosen model. */
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { missingStep, modeOf, readChoices, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { apiContext } from "#src/web/api-context.ts";
import { seo } from "#src/web/ui/seo.ts";
import { translatorAt, useT } from "#src/web/i18n.ts";
import { engineLabel } from "./labels.ts";
import type { Route } from "./+types/results";
import { MotoErrorNotice, MotoFrame } from "./frame.tsx";
import { APP_LABEL } from "./model-screens.tsx";
import { MotoRefine } from "./refine.tsx";
import { RegisterBrand } from "./register-brand.tsx";
import { loadMeasureResults, loadModelResults } from "./results.server.ts";
import { readStored, useIsDesktop, useStoreMotoState } from "./storage.ts";
import { MotoList } from "./tyre-list.tsx";
import styles from "./moto.module.css";
import { keptForVisitorsWithoutCookies } from "#src/web/page-cache-handle.ts";

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

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(
      t("motoResults.resultsMetaTitle"),
      t("motoResults.resultsMetaDescription"),
      path("/selector-moto/resultados"),
    ),
    { name: "robots", content: "noindex, follow" },
  ];
};

function ResumeResults({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const { t, path } = useT();
  useEffect(() => {
    const stored = readStored();
    const ok = stored && missingStep("resultados", stored.choices) === null;
    void navigate(path(ok ? stepUrl("resultados", stored.choices) : fallback), { replace: true });
  }, [fallback, navigate, path]);
  return (
    <p className="card" role="status">
      {t("moto.resuming")} <Link to={path(fallback)}>{t("moto.startHere")}</Link>.
    </p>
  );
}

export default function MotoResultsPage({ loaderData: d }: Route.ComponentProps) {
  useStoreMotoState(d.view === "missing" ? null : { step: "resultados", choices: d.choices });
  const desktop = useIsDesktop();
  const mode = modeOf("resultados", d.choices);
  const m = d.choices.medidas;
  const tr = useT();
  const { t, path } = tr;
  const size = `${m.ancho}/${m.alto ?? "…"}-${m.llanta}`;
  const title =
    d.view === "modelo"
      ? t("motoResults.resultsTitleModel", {
          brand: d.choices.modelo.marca ?? "",
          model: d.choices.modelo.modelo ?? "",
        })
      : d.view === "medidas"
        ? t("motoResults.resultsTitleSize", { size })
        : t("moto.startTitle");
  const model = d.choices.modelo;
  return (
    <MotoFrame step="SHOW_RESULTADOS" mode={mode} title={title} crumb={t("motoResults.crumbResults")}>
      {d.view === "missing" && <ResumeResults fallback={stepUrl(d.needs, d.choices)} />}
      {d.view !== "missing" && (
        <p className={styles.summary}>
          {d.view === "modelo"
            ? `${engineLabel(tr, model.cilindrada ?? "")}${model.fabricacion ? ` · ${model.fabricacion}` : ""} · ${model.aplicacion ? t(APP_LABEL[model.aplicacion]) : ""}`
            : t("motoResults.sizeSummary", {
                size: `${size}${m.ic !== undefined ? ` ${m.ic}` : ""}${m.cv ?? ""}`,
              })}{" "}
          ·{" "}
          <Link to={path(stepUrl(mode === "modelo" ? "marca" : desktop ? "medidas" : "ancho", d.choices))}>
            {t("motoResults.change")}
          </Link>
        </p>
      )}
      {d.view !== "missing" && d.error && (
        <MotoErrorNotice error={d.error}>
          {d.view === "modelo" && (
            <Link className="btn btn-ghost" to={path("/selector-moto/ancho")}>
              {t("moto.searchBySize")}
            </Link>
          )}
        </MotoErrorNotice>
      )}
      {d.view === "medidas" && d.results && (
        <>
          <MotoRefine refinement={d.refinement} facets={d.facets} />
          <MotoList results={d.results} title={size} />
          <p>
            <Link to={path(stepUrl("resultados/camaras-mousses", d.choices))}>{t("motoResults.seeTubes")}</Link>
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
                  title={`${p.posicion === "delantera" ? t("motoResults.front") : t("motoResults.rear")}: ${p.size.ancho}/${p.size.alto}-${p.size.llanta}`}
                />
              ),
          )}
        </>
      )}
      {d.view !== "missing" && <RegisterBrand choices={d.choices} />}
    </MotoFrame>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
