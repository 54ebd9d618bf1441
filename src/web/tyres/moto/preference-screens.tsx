/** Preferences before the results: tyre type and range, then brands; the lead-data step asks for nothing. */
import type { Facet } from "#src/shared/tyres/moto-results.ts";
import type { MotoChoices } from "#src/shared/tyres/moto-steps.ts";
import type { Facets } from "./api.server.ts";
import { useT } from "#src/web/i18n.ts";
import { MotoErrorNotice } from "./frame.tsx";
import { motoTypeLabel, tierLabel } from "./labels.ts";
import type { MotoError } from "./messages.ts";
import { StepForm } from "./step-form.tsx";

function Checks({
  legend,
  name,
  facets,
  chosen,
  label,
}: {
  legend: string;
  name: string;
  facets: Facet[];
  chosen: string[];
  label: (v: string) => string;
}) {
  return (
    <fieldset className="moto-facet">
      <legend>{legend}</legend>
      {facets.map((f) => (
        <label key={f.value} className="check">
          <input type="checkbox" name={name} value={f.value} defaultChecked={chosen.includes(f.value)} />{" "}
          <span>
            {label(f.value)} <span className="hint">({f.count})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function PreferencesScreen({
  facets,
  error,
  choices,
}: {
  facets: Facets;
  error: MotoError | null;
  choices: MotoChoices;
}) {
  const tr = useT();
  const { t } = tr;
  return (
    <>
      {error && <MotoErrorNotice error={error} />}
      <StepForm step="preferencias" choices={choices} next="marcas">
        <p className="hint" style={{ marginTop: 0 }}>
          {t("motoSteps.preferencesHint")}
        </p>
        <div className="moto-facets">
          <Checks
            legend={t("motoSteps.ridingType")}
            name="tipo"
            facets={facets.tipos}
            chosen={choices.prefs.tipos}
            label={(v) => motoTypeLabel(tr, v)}
          />
          <Checks
            legend={t("moto.range")}
            name="gama"
            facets={facets.gamas}
            chosen={choices.prefs.gamas}
            label={(v) => tierLabel(tr, v)}
          />
        </div>
      </StepForm>
    </>
  );
}

export function BrandsScreen({
  facets,
  error,
  choices,
}: {
  facets: Facets;
  error: MotoError | null;
  choices: MotoChoices;
}) {
  const { t } = useT();
  return (
    <>
      {error && <MotoErrorNotice error={error} />}
      <StepForm step="marcas" choices={choices} next="resultados">
        <p className="hint" style={{ marginTop: 0 }}>
          {t("motoSteps.brandsHint")}
        </p>
        <Checks
          legend={t("motoSteps.brands")}
          name="marca_pneu"
          facets={facets.marcas}
          chosen={choices.prefs.marcas}
          label={(v) => v}
        />
      </StepForm>
    </>
  );
}

/** The lead-data step is skipped in the flow (the results need no personal data); opened directly, it says so. */
export function LeadDataScreen({ choices }: { choices: MotoChoices }) {
  const { t } = useT();
  return (
    <StepForm step="datos" choices={choices} next="resultados">
      <p style={{ marginTop: 0 }}>{t("motoSteps.leadDataText")}</p>
    </StepForm>
  );
}
