/** The search by measures: one screen per measure (width, profile, rim, load, speed) or all of them on one screen. */
import { Link, useNavigate } from "react-router";
import { type MotoChoices, nextStep, previousStep, stepUrl } from "#src/shared/tyres/moto-steps.ts";
import { type MessageKey, useT } from "#src/web/i18n.ts";
import { MotoErrorNotice } from "./frame.tsx";
import type { OptionList, StepData } from "./step.server.ts";
import { Choice, StepForm } from "./step-form.tsx";
import styles from "./moto.module.css";

type Field = Extract<StepData, { kind: "measure" }>["field"];
const STEP_OF = { ancho: "ancho", alto: "serie", llanta: "llanta", ic: "carga", cv: "velocidad" } as const;
export const MEASURE_TEXT: Record<Field, { label: MessageKey; empty: MessageKey; hint?: MessageKey }> = {
  ancho: { label: "motoSteps.widthLabel", empty: "motoSteps.widthEmpty" },
  alto: { label: "motoSteps.profileLabel", empty: "motoSteps.profileEmpty", hint: "motoSteps.profileHint" },
  llanta: { label: "motoSteps.rimLabel", empty: "motoSteps.rimEmpty" },
  ic: { label: "motoSteps.loadLabel", empty: "motoSteps.loadEmpty", hint: "motoSteps.loadHint" },
  cv: { label: "motoSteps.speedLabel", empty: "motoSteps.speedEmpty", hint: "motoSteps.speedHint" },
};
const formatOf = (f: Field) => (f === "llanta" ? (o: string) => `${o}"` : undefined);

export function MeasureStep({ field, list, choices }: { field: Field; list: OptionList; choices: MotoChoices }) {
  const step = STEP_OF[field];
  const text = MEASURE_TEXT[field];
  const value = choices.medidas[field];
  const { t, path } = useT();
  return (
    <>
      {list.error && (
        <MotoErrorNotice error={list.error}>
          {step !== "ancho" && (
            <Link className="btn btn-ghost" to={path(stepUrl(previousStep(step, choices, false) ?? "ancho", choices))}>
              {t("motoSteps.back")}
            </Link>
          )}
        </MotoErrorNotice>
      )}
      {(list.options.length > 0 || !list.error) && (
        <StepForm step={step} choices={choices} next={nextStep(step)}>
          <Choice
            id={`moto-${field}`}
            name={field}
            label={t(text.label)}
            options={list.options}
            value={value}
            empty={t(text.empty)}
            required={field === "ancho" || field === "llanta"}
            {...(formatOf(field) ? { format: formatOf(field) } : {})}
          />
          {text.hint && <p className="hint">{t(text.hint)}</p>}
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
  const { t } = useT();
  return (
    <>
      {error && <MotoErrorNotice error={error} />}
      <StepForm step="medidas" choices={choices} next="preferencias">
        <div className={`size-fields ${styles.sizes}`}>
          {lists.map(([f, l, enabled]) => (
            <SizeField key={f} field={f} list={l} enabled={enabled} choices={choices} />
          ))}
        </div>
        <p className="hint">{t("motoSteps.sizesHint")}</p>
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
  const { t, path } = useT();
  return (
    <div className="field">
      <label htmlFor={`moto-${field}`}>{t(text.label)}</label>
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
          void navigate(path(`/selector-moto/medidas?${q}`), { replace: true, preventScrollReset: true });
        }}
      >
        <option value="">{t(text.empty)}</option>
        {list.options.map((o) => (
          <option key={o} value={o}>
            {fmt ? fmt(o) : o}
          </option>
        ))}
      </select>
    </div>
  );
}
