/** The search by model: brand → engine size → model → year of manufacture → which tyre. */
import { Link } from "react-router";
import { APPLICATIONS } from "#src/shared/tyres/moto.ts";
import { type MotoChoices, nextStep, previousStep, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { MotoErrorNotice } from "./frame.tsx";
import type { StepData } from "./step.server.ts";
import { advance, Choice, StepForm } from "./step-form.tsx";

type Field = Extract<StepData, { kind: "model" }>["field"];
const TEXT: Record<Field, { label: string; empty: string }> = {
  marca: { label: "Marca", empty: "Escolha a marca" },
  cilindrada: { label: "Cilindrada", empty: "Escolha a cilindrada" },
  modelo: { label: "Modelo", empty: "Escolha o modelo" },
  fabricacion: { label: "Ano de fabrico", empty: "Não sei o ano" },
};
export const APP_LABEL = { delantera: "Pneu da frente", trasera: "Pneu de trás", ambas: "Os dois" } as const;

export function ModelStep({ data, choices }: { data: Extract<StepData, { kind: "model" }>; choices: MotoChoices }) {
  const { field, list } = data;
  const text = TEXT[field];
  return (
    <>
      {list.error && (
        <MotoErrorNotice error={list.error}>
          {field !== "marca" && (
            <Link className="btn btn-ghost" to={stepUrl(previousStep(field, choices, false) ?? "marca", choices)}>
              Voltar
            </Link>
          )}
          <Link className="btn btn-ghost" to="/selector-moto/ancho">
            Procurar pela medida
          </Link>
        </MotoErrorNotice>
      )}
      {(list.options.length > 0 || !list.error) && (
        <StepForm step={field} choices={choices} next={nextStep(field)}>
          <Choice
            id={`moto-${field}`}
            name={field}
            label={text.label}
            options={list.options}
            value={choices.modelo[field]}
            empty={text.empty}
            required={field !== "fabricacion"}
            {...(field === "cilindrada" ? { format: (o: string) => (o === "0" ? "Elétrica" : `${o} cc`) } : {})}
          />
          {field === "fabricacion" && (
            <p className="hint">Se não souber o ano, continue: usamos as medidas de origem do modelo.</p>
          )}
        </StepForm>
      )}
    </>
  );
}

export function ApplicationStep({ choices }: { choices: MotoChoices }) {
  return (
    <StepForm step="aplicacion" choices={choices} next="resultados">
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700 }}>Que pneu quer trocar?</legend>
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
            {APP_LABEL[a]}
          </label>
        ))}
      </fieldset>
    </StepForm>
  );
}
