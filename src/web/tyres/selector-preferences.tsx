/** The selector's preference screens: season, run-flat and preferred brands (each one screen on phones). */
import type { Dispatch, SetStateAction } from "react";
import type { SelectorState } from "#src/shared/tyres/selector.ts";
import { useT } from "#src/web/i18n.ts";

type PrefsProps = { state: SelectorState; setState: Dispatch<SetStateAction<SelectorState>> };

export function SeasonsField({ state, setState }: PrefsProps) {
  const { t } = useT();
  return (
    <fieldset className="card" style={{ border: 0 }}>
      <legend style={{ fontWeight: 700 }}>{t("tyres.prefSeason")}</legend>
      {(
        [
          ["verano", t("tyres.seasonVerano")],
          ["invierno", t("tyreSelector.prefWinterCold")],
          ["allseason", t("tyres.seasonAllseason")],
        ] as const
      ).map(([v, l]) => (
        <label key={v} className="check">
          <input
            type="checkbox"
            checked={state.prefs.temporada.includes(v)}
            onChange={(e) =>
              setState((s) => ({
                ...s,
                prefs: {
                  ...s.prefs,
                  temporada: e.target.checked ? [...s.prefs.temporada, v] : s.prefs.temporada.filter((x) => x !== v),
                },
              }))
            }
          />{" "}
          {l}
        </label>
      ))}
    </fieldset>
  );
}

export function RunflatField({ state, setState }: PrefsProps) {
  const { t } = useT();
  return (
    <fieldset className="card" style={{ border: 0 }}>
      <legend style={{ fontWeight: 700 }}>Run-flat</legend>
      <p className="hint">{t("tyreSelector.prefRunflatHint")}</p>
      {(
        [
          [null, t("tyres.prefIndifferent")],
          [true, t("tyres.prefRunflatOnly")],
          [false, t("tyreSelector.prefRunflatNone")],
        ] as const
      ).map(([v, l]) => (
        <label key={String(v)} className="check">
          <input
            type="radio"
            name="runflat"
            checked={state.prefs.runflat === v}
            onChange={() => setState((s) => ({ ...s, prefs: { ...s.prefs, runflat: v } }))}
          />{" "}
          {l}
        </label>
      ))}
    </fieldset>
  );
}

export function BrandsField({ state, setState, brands }: PrefsProps & { brands: Array<{ id: number; name: string }> }) {
  const { t } = useT();
  return (
    <fieldset className="card" style={{ border: 0 }}>
      <legend style={{ fontWeight: 700 }}>{t("tyreSelector.prefBrands")}</legend>
      <div className="grid" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: 4 }}>
        {brands.map((b) => (
          <label key={b.id} className="check">
            <input
              type="checkbox"
              checked={state.prefs.marcas.includes(b.id)}
              onChange={(e) =>
                setState((s) => ({
                  ...s,
                  prefs: {
                    ...s.prefs,
                    marcas: e.target.checked ? [...s.prefs.marcas, b.id] : s.prefs.marcas.filter((m) => m !== b.id),
                  },
                }))
              }
            />{" "}
            {b.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
