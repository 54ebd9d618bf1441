/** The search by model: brand → engine size → model → year of manufacture → which tyre. */
import { Link } from "react-router";
import { APPLICATIONS } from "#src/shared/tyres/moto.ts";
import { type MotoChoices, nextStep, previousStep, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { type MessageKey, useT } from "#src/web/i18n.ts";
import { MotoErrorNotice } from "./frame.tsx";
import { engineLabel } from "./labels.ts";
import type { StepData } from "./step.server.ts";
import { advance, Choice, StepForm } from "./step-form.tsx";

type Field = Extract<StepData, { kind: "model" }>["field"];
const TEXT: Record<Field, { label: MessageKey; empty: MessageKey }> = {
  marca: { label: "motoSteps.brandLabel", empty: "motoSteps.brandEmpty" },
  cilindrada: { label: "motoSteps.engineLabel", empty: "motoSteps.engineEmpty" },
  modelo: { label: "motoSteps.modelLabel", empty: "motoSteps.modelEmpty" },
  fabricacion: { label: "motoSteps.yearLabel", empty: "motoSteps.yearEmpty" },
};
export const APP_LABEL = {
  delantera: "motoSteps.appFront",
  trasera: "motoSteps.appRear",
  ambas: "motoSteps.appBoth",
} as const;

export function ModelStep({ data, choices }: { data: Extract<StepData, { kind: "model" }>; choices: MotoChoices }) {
  const { field, list } = data;
  const text = TEXT[field];
  const tr = useT();
  const { t, path } = tr;
  return (
    <>
      {list.error && (
        <MotoErrorNotice error={list.error}>
          {field !== "marca" && (
            <Link className="btn btn-ghost" to={path(stepUrl(previousStep(field, choices, false) ?? "marca", choices))}>
              {t("motoSteps.back")}
            </Link>
          )}
          <Link className="btn btn-ghost" to={path("/selector-moto/ancho")}>
            {t("moto.searchBySize")}
          </Link>
        </MotoErrorNotice>
      )}
      {(list.options.length > 0 || !list.error) && (
        <StepForm step={field} choices={choices} next={nextStep(field)}>
          <Choice
            id={`moto-${field}`}
            name={field}
            label={t(text.label)}
            options={list.options}
            value={choices.modelo[field]}
            empty={t(text.empty)}
            required={field !== "fabricacion"}
            {...(field === "cilindrada" ? { format: (o: string) => engineLabel(tr, o) } : {})}
          />
          {field === "fabricacion" && <p className="hint">{t("motoSteps.yearHint")}</p>}
        </StepForm>
      )}
    </>
  );
}

export function ApplicationStep({ choices }: { choices: MotoChoices }) {
  const { t } = useT();
  return (
    <StepForm step="aplicacion" choices={choices} next="resultados">
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700 }}>{t("motoSteps.titleAplicacion")}</legend>
        {APPLICATIONS.map((a) => (
          <label key={a} className="check">
            <input
              type="radio"
              name="aplicacion"
              value={a}
              required
              defaultChecked={choices.modelo.aplicacion === a}
              onChange={advance}
            />{" "}
            {t(APP_LABEL[a])}
          </label>
        ))}
      </fieldset>
    </StepForm>
  );
}
