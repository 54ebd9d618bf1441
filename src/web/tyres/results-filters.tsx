/**
 * The results filters: a sidebar on tablets and desktops; on phones a panel behind the "Filtrar (n)" button of the
 * sticky bar. Without JavaScript the same form is submitted by its button and the panel's state is the URL's.
 */
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { speedKmh, speedRank } from "#src/shared/tyres/load-speed.ts";
import { useT } from "#src/web/i18n.ts";

export type Brand = { id: number; name: string; slug: string; tier: string; moto: boolean };
export type Facets = { ic: Array<{ valor: number; total: number }>; cv: Array<{ valor: string; total: number }> };
export type SelectedFilters = {
  marcas: number[];
  gamas: string[];
  seasons: string[];
  runflat: boolean;
  precioMax: string;
  ic: string;
  cv: string;
};

const SEASONS = [
  ["verano", "tyres.seasonVerano"],
  ["invierno", "tyres.seasonInvierno"],
  ["allseason", "tyres.seasonAllseason"],
] as const;
const TIERS = [
  ["PREMIUM", "tyres.tierPremium"],
  ["QUALITY", "tyres.tierQuality"],
  ["BUDGET", "tyreResults.tierBudgetFilter"],
] as const;

/** How many filters are on, for "Filtrar (n)". */
export function activeFilterCount(s: SelectedFilters): number {
  return (
    s.seasons.length +
    s.gamas.length +
    s.marcas.length +
    (s.runflat ? 1 : 0) +
    (s.precioMax ? 1 : 0) +
    (s.ic ? 1 : 0) +
    (s.cv ? 1 : 0)
  );
}

/** The facet's options, plus the chosen value in its place when no tyre has exactly it (its count is the results'). */
function withChosen<T extends string | number>(
  options: Array<{ valor: T; total: number }>,
  chosen: T | null,
  total: number,
  rank: (v: T) => number,
) {
  if (chosen === null || options.some((o) => o.valor === chosen)) return options;
  return [...options, { valor: chosen, total }].sort((a, b) => rank(a.valor) - rank(b.valor));
}

/** The form's values without the empty ones ("Qualquer", no maximum price), so the URL stays short. */
function withoutEmpty(form: HTMLFormElement): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && v !== "") out.append(k, v);
  return out;
}

export function ResultsFilters({
  id,
  resultsId,
  titleRef,
  open,
  onClose,
  size,
  sort,
  keep,
  selected,
  brands,
  facets,
  total,
  vehicle,
}: {
  id: string;
  /** The results' element, for the "Saltar os filtros" link that keyboard users meet first in the sidebar. */
  resultsId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  open: boolean;
  onClose: () => void;
  size: { ancho: number; serie: number; llanta: number };
  sort: string;
  keep: Array<[string, string]>;
  selected: SelectedFilters;
  brands: Brand[];
  facets: Facets;
  total: number;
  vehicle: { ic: number; cv: string } | null;
}) {
  const { t } = useT();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The inputs are uncontrolled (a change submits the form): after back/forward they are set from the URL again.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const el of Array.from(form.elements)) {
      if (el instanceof HTMLInputElement && el.type === "checkbox") {
        const on =
          el.name === "temporada"
            ? selected.seasons.includes(el.value)
            : el.name === "gama"
              ? selected.gamas.includes(el.value)
              : el.name === "marca"
                ? selected.marcas.includes(Number(el.value))
                : el.name === "runflat"
                  ? selected.runflat
                  : el.checked;
        if (el.checked !== on) el.checked = on;
      } else if (
        el instanceof HTMLInputElement &&
        el.name === "precioMax" &&
        el !== document.activeElement &&
        el.value !== selected.precioMax
      )
        el.value = selected.precioMax;
      else if (el instanceof HTMLSelectElement && (el.name === "ic" || el.name === "cv")) {
        const v = el.name === "ic" ? selected.ic : selected.cv;
        if (el.value !== v) el.value = v;
      }
    }
  }, [selected]);

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      onClose();
    }
  }

  const icOptions = withChosen(facets.ic, selected.ic ? Number(selected.ic) : null, total, (v) => v);
  const cvOptions = withChosen(facets.cv, selected.cv || null, total, speedRank);
  const yourCar = ` ${t("tyreResults.filtersYourCar")}`;
  const yours = (match: boolean) => (match ? yourCar : "");
  const any = t("tyres.any");

  return (
    <Form
      ref={formRef}
      method="get"
      id={id}
      className="filters card"
      data-open={open ? "" : undefined}
      aria-labelledby={`${id}-title`}
      onChange={(e) => submit(withoutEmpty(e.currentTarget), { method: "get", preventScrollReset: true })}
      onKeyDown={onKeyDown}
    >
      <a href={`#${resultsId}`} className="filters-skip">
        {t("tyreResults.filtersSkip")}
      </a>
      <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="filters-title">
        {t("tyreResults.filtersTitle")}
      </h2>
      <input type="hidden" name="ancho" value={size.ancho} />
      <input type="hidden" name="serie" value={size.serie} />
      <input type="hidden" name="llanta" value={size.llanta} />
      <input type="hidden" name="orden" value={sort} />
      {keep.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <fieldset>
        <legend>{t("tyres.prefSeason")}</legend>
        {SEASONS.map(([v, l]) => (
          <label key={v}>
            <input type="checkbox" name="temporada" value={v} defaultChecked={selected.seasons.includes(v)} />
            {` ${t(l)}`}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t("tyres.range")}</legend>
        {TIERS.map(([v, l]) => (
          <label key={v}>
            <input type="checkbox" name="gama" value={v} defaultChecked={selected.gamas.includes(v)} />
            {` ${t(l)}`}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Run-flat</legend>
        <label>
          <input type="checkbox" name="runflat" value="1" defaultChecked={selected.runflat} />
          {` ${t("tyres.prefRunflatOnly")}`}
        </label>
      </fieldset>
      <div className="field filters-field">
        <label htmlFor={`${id}-ic`}>{t("tyres.measureLoad")}</label>
        <select id={`${id}-ic`} name="ic" defaultValue={selected.ic} aria-describedby={`${id}-ic-cv-hint`}>
          <option value="">{any}</option>
          {icOptions.map((o) => (
            <option key={o.valor} value={o.valor}>
              {`≥ ${o.valor} (${o.total})${yours(vehicle?.ic === o.valor)}`}
            </option>
          ))}
        </select>
      </div>
      <div className="field filters-field">
        <label htmlFor={`${id}-cv`}>{t("tyres.measureSpeed")}</label>
        <select id={`${id}-cv`} name="cv" defaultValue={selected.cv} aria-describedby={`${id}-ic-cv-hint`}>
          <option value="">{any}</option>
          {cvOptions.map((o) => (
            <option key={o.valor} value={o.valor}>
              {`≥ ${o.valor} · ${speedKmh(o.valor)} km/h (${o.total})${yours(vehicle?.cv === o.valor)}`}
            </option>
          ))}
        </select>
        <p id={`${id}-ic-cv-hint`} className="hint filters-hint">
          {t("tyreResults.filtersHint")}
        </p>
      </div>
      <div className="field filters-field">
        <label htmlFor={`${id}-precioMax`}>{t("tyreResults.filtersMaxPrice")}</label>
        <input
          id={`${id}-precioMax`}
          name="precioMax"
          type="number"
          min={1}
          inputMode="numeric"
          defaultValue={selected.precioMax}
        />
      </div>
      <fieldset>
        <legend>{t("tyres.brand")}</legend>
        <div className="filters-brands">
          {brands.map((b) => (
            <label key={b.id}>
              <input type="checkbox" name="marca" value={b.id} defaultChecked={selected.marcas.includes(b.id)} />
              {` ${b.name}`}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="filters-apply">
        <button
          type="submit"
          className="btn"
          onClick={(e) => {
            // With JavaScript every change is applied at once: the button only closes the phone panel.
            e.preventDefault();
            onClose();
          }}
        >
          {hydrated ? t("tyreResults.filtersSee", { n: total }) : t("tyreResults.filtersApply")}
        </button>
      </div>
    </Form>
  );
}
