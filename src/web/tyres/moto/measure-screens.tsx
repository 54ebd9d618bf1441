/** The search by measures: one screen per measure (width, profile, rim, load, speed) or all of them on one screen. */
import { Link, useNavigate } from "react-router";
import { type MotoChoices, nextStep, previousStep, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { MotoErrorNotice } from "./frame.tsx";
import type { OptionList, StepData } from "./step.server.ts";
import { Choice, StepForm } from "./step-form.tsx";
import styles from "./moto.module.css";

type Field = Extract<StepData, { kind: "measure" }>["field"];
const STEP_OF = { ancho: "ancho", alto: "serie", llanta: "llanta", ic: "carga", cv: "velocidad" } as const;
export const MEASURE_TEXT: Record<Field, { label: string; empty: string; hint?: string }> = {
  ancho: { label: "Largura", empty: "Escolha a largura" },
  alto: { label: "Perfil", empty: "Qualquer perfil", hint: "Se não souber o perfil, continue: mostramos todos." },
  llanta: { label: "Jante", empty: "Escolha a jante" },
  ic: {
    label: "Índice de carga",
    empty: "Qualquer índice",
    hint: "Opcional: está no flanco do pneu, a seguir à medida.",
  },
  cv: {
    label: "Código de velocidade",
    empty: "Qualquer código",
    hint: "Opcional: a letra a seguir ao índice de carga.",
  },
};
const formatOf = (f: Field) => (f === "llanta" ? (o: string) => `${o}"` : undefined);

export function MeasureStep({ field, list, choices }: { field: Field; list: OptionList; choices: MotoChoices }) {
  const step = STEP_OF[field];
  const text = MEASURE_TEXT[field];
  const value = choices.medidas[field];
  return (
    <>
      {list.error && (
        <MotoErrorNotice error={list.error}>
          {step !== "ancho" && (
            <Link className="btn btn-ghost" to={stepUrl(previousStep(step, choices, false) ?? "ancho", choices)}>
              Voltar
            </Link>
          )}
        </MotoErrorNotice>
      )}
      {(list.options.length > 0 || !list.error) && (
        <StepForm step={step} choices={choices} next={nextStep(step)}>
          <Choice
            id={`moto-${field}`}
            name={field}
            label={text.label}
            options={list.options}
            value={value}
            empty={text.empty}
            required={field === "ancho" || field === "llanta"}
            {...(formatOf(field) ? { format: formatOf(field) } : {})}
          />
          {text.hint && <p className="hint">{text.hint}</p>}
        </StepForm>
      )}
    </>
  );
}

/** The desktop screen: every measure at once; choosing one reloads the screen with the next one's options. */
export function SizesScreen({ data, choices }: { data: Extract<StepData, { kind: "sizes" }>; choices: MotoChoices }) {
  const m = choices.medidas;
  const lists: Array<[Field, OptionList, boolean]> = [
    ["ancho", data.anchos, true],
    ["alto", data.altos, m.ancho !== undefined],
    ["llanta", data.llantas, m.ancho !== undefined],
    ["ic", data.cargas, m.llanta !== undefined],
    ["cv", data.velocidades, m.llanta !== undefined],
  ];
  const error = lists.find(([, l]) => l.error)?.[1].error;
  return (
    <>
      {error && <MotoErrorNotice error={error} />}
      <StepForm step="medidas" choices={choices} next="preferencias">
        <div className={`size-fields ${styles.sizes}`}>
          {lists.map(([f, l, enabled]) => (
            <SizeField key={f} field={f} list={l} enabled={enabled} choices={choices} />
          ))}
        </div>
        <p className="hint">A largura e a jante bastam; o perfil, a carga e a velocidade afinam a procura.</p>
      </StepForm>
    </>
  );
}

function SizeField({
  field,
  list,
  enabled,
  choices,
}: {
  field: Field;
  list: OptionList;
  enabled: boolean;
  choices: MotoChoices;
}) {
  const navigate = useNavigate();
  const text = MEASURE_TEXT[field];
  const fmt = formatOf(field);
  return (
    <div className="field">
      <label htmlFor={`moto-${field}`}>{text.label}</label>
      <select
        id={`moto-${field}`}
        name={field}
        defaultValue={choices.medidas[field] ?? ""}
        disabled={!enabled}
        onChange={(e) => {
          // a new measure reloads this screen with the options that follow it (the later ones are reset)
          const form = e.currentTarget.form;
          if (!form) return;
          const fields = ["ancho", "alto", "llanta", "ic", "cv"];
          const q = new URLSearchParams();
          for (const f of fields.slice(0, fields.indexOf(field) + 1)) {
            const v = (form.elements.namedItem(f) as HTMLSelectElement | null)?.value;
            if (v) q.set(f, v);
          }
          void navigate(`/selector-moto/medidas?${q}`, { replace: true, preventScrollReset: true });
        }}
      >
        <option value="">{text.empty}</option>
        {list.options.map((o) => (
          <option key={o} value={o}>
            {fmt ? fmt(o) : o}
          </option>
        ))}
      </select>
    </div>
  );
}
