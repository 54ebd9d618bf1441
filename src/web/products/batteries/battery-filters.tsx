/**
 * The filter panel: a GET form of checkbox groups (works without JavaScript: "Aplicar filtros" submits it), which
 * submits itself on each change once the page is interactive. On phones it is a collapsible panel (<details>), closed
 * once the page is interactive so the results come first; without JavaScript it stays open.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { type BatteryFilters, type BatteryPageState, activeBatteryFilters } from "#src/shared/batteries.ts";
import type { BatteryFilterValues } from "#src/shared/catalogue/batteries.schema.ts";
import css from "./batteries.module.css";

type Value = { valor: string; etiqueta: string; total: number };

function Group({
  legend,
  name,
  values,
  checked,
}: {
  legend: string;
  name: string;
  values: readonly Value[];
  checked: readonly string[];
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v.valor}>
          <input type="checkbox" name={name} value={v.valor} defaultChecked={checked.includes(v.valor)} />
          <span>
            {v.etiqueta} <span className={css.count}>({v.total})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function BatteryFiltersPanel({
  state,
  values,
}: {
  state: BatteryPageState;
  values: BatteryFilterValues | null;
}) {
  const submit = useSubmit();
  const details = useRef<HTMLDetailsElement>(null);
  const [interactive, setInteractive] = useState(false); // the form submits itself on change from then on
  useEffect(() => {
    setInteractive(true);
    if (details.current && window.matchMedia("(max-width: 767px)").matches) details.current.open = false;
  }, []);
  const f: BatteryFilters = state.filters;
  const n = activeBatteryFilters(f);
  const ss = f.startStop === undefined ? "" : f.startStop ? "1" : "0";
  return (
    <Form
      method="get"
      action="/carro/baterias"
      className={`card ${css.panel}`}
      aria-label="Filtrar baterias"
      preventScrollReset
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      {state.ordem !== "preco-asc" && <input type="hidden" name="ordem" value={state.ordem} />}
      <details ref={details} open>
        <summary>
          Filtrar{n > 0 ? ` (${n})` : ""}
          {n > 0 && <span className="visually-hidden">{n === 1 ? " — 1 filtro ativo" : ` — ${n} filtros ativos`}</span>}
        </summary>
        {values ? (
          // remounted when the URL's filters change, so the (uncontrolled) checkboxes follow "Limpar filtros" and back/forward
          <div key={JSON.stringify(f)}>
            <Group legend="Capacidade (Ah)" name="ah" values={values.ah} checked={f.ah ?? []} />
            <Group legend="Corrente de arranque (A)" name="a" values={values.a} checked={f.a ?? []} />
            <fieldset>
              <legend>Start-stop</legend>
              {[
                ["", "Indiferente"],
                ["1", "Com start-stop (EFB ou AGM)"],
                ["0", "Sem start-stop"],
              ].map(([v, l]) => (
                <label key={v}>
                  <input type="radio" name="startStop" value={v} defaultChecked={ss === v} />
                  <span>{l}</span>
                </label>
              ))}
            </fieldset>
            <Group legend="Tecnologia" name="tecnologia" values={values.tecnologia} checked={f.tecnologia ?? []} />
            <Group legend="Posição do borne positivo" name="borne" values={values.borne} checked={f.borne ?? []} />
          </div>
        ) : (
          <p className="hint">Os filtros não estão disponíveis de momento.</p>
        )}
        <p className={css.actions}>
          {!interactive && (
            <button type="submit" className="btn btn-secondary">
              Aplicar filtros
            </button>
          )}
          {n > 0 && (
            <Link className="btn btn-ghost" to="/carro/baterias" preventScrollReset>
              Limpar filtros
            </Link>
          )}
        </p>
      </details>
    </Form>
  );
}
