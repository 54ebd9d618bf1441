/**
 * The filter panel: a GET form of checkbox groups (works without JavaScript: "Aplicar filtros" submits it), which
 * submits itself on each change once the page is interactive. On phones it is a collapsible panel (<details>), closed
 * once the page is interactive so the results come first; without JavaScript it stays open.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { type BatteryFilters, type BatteryPageState, activeBatteryFilters } from "#src/shared/batteries.ts";
import type { BatteryFilterValues } from "#src/shared/catalogue/batteries.schema.ts";
import { useT } from "#src/web/i18n.ts";
import css from "./batteries.module.css";
import { BATTERY_VALUE_LABEL } from "./battery-labels.ts";

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
  const { t } = useT();
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v.valor}>
          <input type="checkbox" name={name} value={v.valor} defaultChecked={checked.includes(v.valor)} />
          <span>
            {BATTERY_VALUE_LABEL[v.valor] ? t(BATTERY_VALUE_LABEL[v.valor]!) : v.etiqueta}{" "}
            <span className={css.count}>({v.total})</span>
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
  const { t, path } = useT();
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
      action={path("/carro/baterias")}
      className={`card ${css.panel}`}
      aria-label={t("batteries.batteryFiltersLabel")}
      preventScrollReset
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
    >
      {state.ordem !== "preco-asc" && <input type="hidden" name="ordem" value={state.ordem} />}
      <details ref={details} open>
        <summary>
          {`${t("tyres.filter")}${n > 0 ? ` (${n})` : ""}`}
          {n > 0 && <span className="visually-hidden">{` ${t("batteries.batteryActiveFilters", { n })}`}</span>}
        </summary>
        {values ? (
          // remounted when the URL's filters change, so the (uncontrolled) checkboxes follow "Limpar filtros" and back/forward
          <div key={JSON.stringify(f)}>
            <Group legend={t("batteries.batteryFilterAh")} name="ah" values={values.ah} checked={f.ah ?? []} />
            <Group legend={t("batteries.batteryFilterA")} name="a" values={values.a} checked={f.a ?? []} />
            <fieldset>
              <legend>Start-stop</legend>
              {[
                ["", t("tyres.prefIndifferent")],
                ["1", t("batteries.batteryWithStartStop")],
                ["0", t("batteries.batteryWithoutStartStop")],
              ].map(([v, l]) => (
                <label key={v}>
                  <input type="radio" name="startStop" value={v} defaultChecked={ss === v} />
                  <span>{l}</span>
                </label>
              ))}
            </fieldset>
            <Group
              legend={t("batteries.batteryTechnology")}
              name="tecnologia"
              values={values.tecnologia}
              checked={f.tecnologia ?? []}
            />
            <Group
              legend={t("batteries.batteryFilterTerminal")}
              name="borne"
              values={values.borne}
              checked={f.borne ?? []}
            />
          </div>
        ) : (
          <p className="hint">{t("batteries.batteryFiltersUnavailable")}</p>
        )}
        <p className={css.actions}>
          {!interactive && (
            <button type="submit" className="btn btn-secondary">
              {t("batteries.batteryApplyFilters")}
            </button>
          )}
          {n > 0 && (
            <Link className="btn btn-ghost" to={path("/carro/baterias")} preventScrollReset>
              {t("batteries.batteriesClearFilters")}
            </Link>
          )}
        </p>
      </details>
    </Form>
  );
}
