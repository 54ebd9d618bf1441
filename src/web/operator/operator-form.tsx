/**
 * The back office's form pieces, one place for every staff page: a labelled field with its hint and error, the
 * aria wiring of a field to them, the notice that says how the last action went, and the pages' private headers.
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
