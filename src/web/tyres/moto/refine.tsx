/** Sort and filters of the results: a GET form, so it works without JavaScript and the URL keeps the choice. */
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { activeFilters, type Facet, type MotoRefinement } from "#src/shared/tyres/moto-results.ts";
import { type MessageKey, useT } from "#src/web/i18n.ts";
import type { Facets } from "./api.server.ts";
import { motoTypeLabel, tierLabel } from "./labels.ts";

const SORT_LABEL: Record<string, MessageKey> = {
  recomendado: "motoResults.sortRecommended",
  "precio-asc": "motoResults.sortPriceAsc",
  "precio-desc": "motoResults.sortPriceDesc",
  "marca-az": "motoResults.sortBrandAz",
  "marca-za": "motoResults.sortBrandZa",
};
const REFINE_KEYS = new Set(["ordem", "marca_pneu", "gama", "tipo"]);

export function MotoRefine({ refinement, facets }: { refinement: MotoRefinement; facets: Facets }) {
  const submit = useSubmit();
  const [params] = useSearchParams();
  const tr = useT();
  const { t } = tr;
  const auto = (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    submit(e.currentTarget.form, { preventScrollReset: true });
  const n = activeFilters(refinement);
  const group = (legend: string, name: string, list: Facet[], chosen: string[], label: (v: string) => string) =>
    list.length > 1 || chosen.length > 0 ? (
      <fieldset className="moto-facet">
        <legend>{legend}</legend>
        {list.map((f) => (
          <label key={f.value} className="check">
            <input
              type="checkbox"
              name={name}
              value={f.value}
              defaultChecked={chosen.includes(f.value)}
              onChange={auto}
            />{" "}
            <span>
              {label(f.value)} <span className="hint">({f.count})</span>
            </span>
          </label>
        ))}
      </fieldset>
    ) : null;
  return (
    <Form method="get" className="card moto-refine" aria-label={t("motoResults.refineLabel")}>
      {[...params]
        .filter(([k]) => !REFINE_KEYS.has(k))
        .map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
      <div className="field">
        <label htmlFor="moto-ordem">{t("motoResults.sortBy")}</label>
        <select id="moto-ordem" name="ordem" defaultValue={refinement.sort} onChange={auto}>
          {Object.entries(SORT_LABEL).map(([k, l]) => (
            <option key={k} value={k}>
              {t(l)}
            </option>
          ))}
        </select>
      </div>
      <details open={n > 0 ? true : undefined}>
        <summary>{n > 0 ? t("motoResults.filterCount", { n }) : t("motoResults.filter")}</summary>
        <div className="moto-facets">
          {group(t("motoResults.facetBrand"), "marca_pneu", facets.marcas, refinement.marcas, (v) => v)}
          {group(t("moto.range"), "gama", facets.gamas, refinement.gamas, (v) => tierLabel(tr, v))}
          {group(t("motoResults.facetType"), "tipo", facets.tipos, refinement.tipos, (v) => motoTypeLabel(tr, v))}
        </div>
        <p style={{ display: "flex", gap: 12, flexWrap: "wrap", margin: "8px 0 0" }}>
          <button type="submit" className="btn btn-secondary">
            {t("motoResults.apply")}
          </button>
          {n > 0 && (
            <Link
              className="btn btn-ghost"
              to={`?${new URLSearchParams([...params].filter(([k]) => k !== "marca_pneu" && k !== "gama" && k !== "tipo")).toString()}`}
              preventScrollReset
            >
              {t("motoResults.clearFilters")}
            </Link>
          )}
        </p>
      </details>
    </Form>
  );
}
