/**
 * The back office's form pieces, one place for every staff page: a labelled field with its hint and error, the
 * aria wiring of a field to them, a whole-number field's value, an offer's validity fields, the notice that says how the last action went, and the pages' private headers.
 */
import type { ReactNode } from "react";
import own from "./operator-offers.module.css";

/** Staff pages are private: never cached, never indexed. */
export function noStoreHeaders() {
  return { "Cache-Control": "private, no-store" };
}

export function staffMeta(title: string) {
  return [{ title: `${title} | Área da equipa RodaCerta` }, { name: "robots", content: "noindex, nofollow" }];
}

/** A field's error under it, referenced by the input's aria-describedby. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="field-error">
      {text}
    </span>
  ) : null;
}

/** The aria attributes tying input `name` to its hint (`<name>-hint`) and its error (`<name>-error`). */
export function fieldAria(errors: Record<string, string | undefined>) {
  return (name: string, hint = false) => {
    const ids = [hint ? `${name}-hint` : "", errors[name] ? `${name}-error` : ""].filter(Boolean).join(" ");
    return { ...(errors[name] ? { "aria-invalid": true as const } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
  };
}

/** A labelled field: the label, an optional hint, the control and its error (ids `<id>-hint`, `<id>-error`). */
export function Field({
  id,
  label,
  hint,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`field${wide ? ` ${own.wide}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={own.fieldHint}>
          {hint}
        </span>
      )}
      {children}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** A whole number typed in a form; empty is "no limit" (null); anything else goes as typed for the API to refuse. */
export function formCount(v: FormDataEntryValue | null): number | string | null {
  const text = String(v ?? "").trim();
  if (text === "") return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

/** An offer's validity (promotions, coupons): the `inicio` and `fim` fields, Lisbon time, with their hints. */
export function ValidityFields({
  inicio,
  fim,
  errors,
}: {
  inicio: string | undefined;
  fim: string | undefined;
  errors: Record<string, string | undefined>;
}) {
  const aria = fieldAria(errors);
  return (
    <>
      <Field id="inicio" label="Início" hint="DD/MM/AAAA HH:MM, hora de Lisboa" error={errors.inicio}>
        <input id="inicio" name="inicio" required autoComplete="off" defaultValue={inicio} {...aria("inicio", true)} />
      </Field>
      <Field id="fim" label="Fim" hint="DD/MM/AAAA HH:MM (só a data: até às 23:59)" error={errors.fim}>
        <input id="fim" name="fim" required autoComplete="off" defaultValue={fim} {...aria("fim", true)} />
      </Field>
    </>
  );
}

/** How the last action went, read out when it changes: a notice, or an alert with the refusal. */
export function ActionNotice({ ok, message }: { ok?: string | null | undefined; message?: string | null | undefined }) {
  return (
    <div aria-live="polite">
      {ok && <p className="notice">{ok}</p>}
      {message && (
        <p role="alert" className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
