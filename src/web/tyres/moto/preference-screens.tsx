/** Preferences before the results: tyre type and range, then brands; the lead-data step asks for nothing. */
import { MOTO_TYPE_LABEL } from "#src/shared/tyres/moto.ts";
import type { Facet } from "#src/shared/tyres/moto-results.ts";
import type { MotoChoices } from "#src/shared/tyres/moto-steps.ts";
import { TIER_LABEL, type Tier } from "#src/shared/tyres/types.ts";
import type { Facets } from "./api.server.ts";
import { MotoErrorNotice } from "./frame.tsx";
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
  return (
    <>
      {error && <MotoErrorNotice error={error} />}
      <StepForm step="preferencias" choices={choices} next="marcas">
        <p className="hint" style={{ marginTop: 0 }}>
          Opcional: sem escolha, mostramos todos os pneus desta medida.
        </p>
        <div className="moto-facets">
          <Checks
            legend="Tipo de condução"
            name="tipo"
            facets={facets.tipos}
            chosen={choices.prefs.tipos}
            label={(v) => MOTO_TYPE_LABEL[v] ?? v}
          />
          <Checks
            legend="Gama"
            name="gama"
            facets={facets.gamas}
            chosen={choices.prefs.gamas}
            label={(v) => TIER_LABEL[v as Tier] ?? v}
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
  return (
    <>
      {error && <MotoErrorNotice error={error} />}
      <StepForm step="marcas" choices={choices} next="resultados">
        <p className="hint" style={{ marginTop: 0 }}>
          Opcional: escolha as marcas que prefere, ou continue para ver todas.
        </p>
        <Checks
          legend="Marcas"
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
  return (
    <StepForm step="datos" choices={choices} next="resultados">
      <p style={{ marginTop: 0 }}>Não precisamos dos seus dados para lhe mostrar os pneus.</p>
    </StepForm>
  );
}
