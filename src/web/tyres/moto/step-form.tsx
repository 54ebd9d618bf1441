/**
 * One selector step as a GET form: the earlier choices ride along as hidden fields, the step's own fields follow, and
 * "Continuar" opens the next step's URL (so reload, back and forward replay it). Without JavaScript the browser
 * submits the same form.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import {
  carriedBefore,
  type MotoChoices,
  type MotoPath,
  type MotoStepPath,
  previousStep,
  stepUrl,
} from "#src/shared/tyres/moto-steps.ts";
import { useT } from "#src/web/i18n.ts";
import { useIsDesktop } from "./storage.ts";
import styles from "./moto.module.css";

export function StepForm({
  step,
  choices,
  next,
  children,
}: {
  step: MotoStepPath;
  choices: MotoChoices;
  next: MotoPath;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const desktop = useIsDesktop();
  const { t, path } = useT();
  const back = previousStep(step, choices, desktop);
  const action = path(`/selector-moto/${next}`);
  const busy = navigation.state !== "idle" && navigation.location?.pathname === action;
  return (
    <Form
      method="get"
      action={action}
      className={`card ${styles.step}`}
      onSubmit={(e) => {
        e.preventDefault();
        const q = new URLSearchParams();
        for (const [k, v] of new FormData(e.currentTarget)) if (typeof v === "string" && v !== "") q.append(k, v);
        const qs = q.toString();
        void navigate(`${action}${qs ? `?${qs}` : ""}`);
      }}
    >
      {carriedBefore(step, choices).map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      {children}
      <p className={styles.actions}>
        <Link className="btn btn-ghost" to={path(back ? stepUrl(back, choices) : "/selector-moto")}>
          {t("motoSteps.back")}
        </Link>
        <button type="submit" className="btn" aria-busy={busy ? true : undefined}>
          {busy && <span className="btn-spinner" aria-hidden="true" />}
          {next === "resultados" ? t("motoSteps.seeTyres") : t("motoSteps.continue")}
        </button>
      </p>
    </Form>
  );
}

/** Choosing in a step's list opens the next step at once. */
export function advance(e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>): void {
  if (e.currentTarget.value !== "") e.currentTarget.form?.requestSubmit();
}

/** One list of options with a label; an empty value means "any" where the choice is optional. */
export function Choice({
  id,
  name,
  label,
  options,
  value,
  empty,
  format,
  auto = true,
  required = false,
}: {
  id: string;
  name: string;
  label: string;
  options: string[];
  value: string | number | undefined;
  empty: string;
  format?: (o: string) => string;
  auto?: boolean;
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""} required={required} onChange={auto ? advance : undefined}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {format ? format(o) : o}
          </option>
        ))}
      </select>
    </div>
  );
}
