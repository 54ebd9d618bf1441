/** Sort and filters of the results: a GET form, so it works without JavaScript and the URL keeps the choice. */
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { MOTO_TYPE_LABEL } from "#src/shared/tyres/moto.ts";
import { activeFilters, type Facet, type MotoRefinement } from "#src/shared/tyres/moto-results.ts";
import { TIER_LABEL, type Tier } from "#src/shared/tyres/types.ts";
import type { Facets } from "./api.server.ts";

const SORT_LABEL = {
  recomendado: "Recomendados",
  "precio-asc": "Preço: mais baixo primeiro",
  "precio-desc": "Preço: mais alto primeiro",
  "marca-az": "Marca: A a Z",
  "marca-za": "Marca: Z a A",
} as const;
const REFINE_KEYS = new Set(["ordem", "marca_pneu", "gama", "tipo"]);

export function MotoRefine({ refinement, facets }: { refinement: MotoRefinement; facets: Facets }) {
  const submit = useSubmit();
  const [params] = useSearchParams();
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
    <Form method="get" className="card moto-refine" aria-label="Ordenar e filtrar os pneus">
      {[...params]
        .filter(([k]) => !REFINE_KEYS.has(k))
        .map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
      <div className="field">
        <label htmlFor="moto-ordem">Ordenar por</label>
        <select id="moto-ordem" name="ordem" defaultValue={refinement.sort} onChange={auto}>
          {Object.entries(SORT_LABEL).map(([k, l]) => (
            <option key={k} value={k}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <details open={n > 0 ? true : undefined}>
        <summary>Filtrar{n > 0 ? ` (${n})` : ""}</summary>
        <div className="moto-facets">
          {group("Marca", "marca_pneu", facets.marcas, refinement.marcas, (v) => v)}
          {group("Gama", "gama", facets.gamas, refinement.gamas, (v) => TIER_LABEL[v as Tier] ?? v)}
          {group("Tipo", "tipo", facets.tipos, refinement.tipos, (v) => MOTO_TYPE_LABEL[v] ?? v)}
        </div>
        <p style={{ display: "flex", gap: 12, flexWrap: "wrap", margin: "8px 0 0" }}>
          <button type="submit" className="btn btn-secondary">
            Aplicar
          </button>
          {n > 0 && (
            <Link
              className="btn btn-ghost"
              to={`?${new URLSearchParams([...params].filter(([k]) => k !== "marca_pneu" && k !== "gama" && k !== "tipo")).toString()}`}
              preventScrollReset
            >
              Limpar filtros
            </Link>
          )}
        </p>
      </details>
    </Form>
  );
}
