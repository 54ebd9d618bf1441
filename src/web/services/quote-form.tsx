/**
 * The truck pages' quote request (a contact request with reason "quote"). Validated by the page's action with the
 * shared ContactSchema (no zod in the browser); answers with field errors or the thank-you state.
 */
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { useT } from "#src/web/i18n.ts";
import type { QuoteResult } from "./offer-format.ts";
import css from "./services.module.css";

const FIELDS = [
  ["nombre", "services.quoteFieldName", "organization", "text"],
  ["email", "services.quoteFieldEmail", "email", "email"],
  ["telefono", "services.quoteFieldPhone", "tel", "tel"],
  ["vehicle", "services.quoteFieldVehicles", "off", "text"],
] as const;

export function QuoteForm({ title }: { title: string }) {
  const { t, text } = useT();
  const result = useActionData<QuoteResult>();
  const busy = useNavigation().state === "submitting";
  const thanks = useRef<HTMLHeadingElement>(null);
  const sent = result?.sent === true;
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  if (sent)
    return (
      <section className={`card ${css.thanks}`} role="status">
        <h2 ref={thanks} tabIndex={-1} style={{ marginTop: 0, fontSize: "1.2rem" }}>
          {t("services.quoteThanksTitle")}
        </h2>
        <p style={{ margin: 0 }}>{t("services.quoteThanksText")}</p>
      </section>
    );
  const errors = result?.sent === false ? result.errors : {};
  return (
    <section className="card" aria-labelledby="quote-title">
      <h2 id="quote-title" style={{ marginTop: 0, fontSize: "1.2rem" }}>
        {t("services.quoteTitle")}
      </h2>
      <p className="hint" style={{ marginTop: 0 }}>
        {t("services.quoteHint", { title })}
      </p>
      <Form method="post" noValidate style={{ display: "grid", gap: 12 }} aria-label={t("services.quoteFormLabel")}>
        {result?.sent === false && (
          <p role="alert" className="field-error">
            {text(result.message)}
          </p>
        )}
        {FIELDS.map(([name, label, auto, type]) => (
          <div className="field" key={name}>
            <label htmlFor={`q-${name}`}>{t(label)}</label>
            <input
              id={`q-${name}`}
              name={name}
              type={type}
              autoComplete={auto}
              placeholder={name === "vehicle" ? t("services.quoteVehiclesPlaceholder") : undefined}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `q-${name}-error` : undefined}
            />
            {errors[name] && (
              <span id={`q-${name}-error`} className="field-error">
                {text(errors[name])}
              </span>
            )}
          </div>
        ))}
        <div className="field">
          <label htmlFor="q-comentario">{t("services.quoteFieldNeeds")}</label>
          <textarea
            id="q-comentario"
            name="comentario"
            rows={4}
            aria-invalid={errors.comentario ? true : undefined}
            aria-describedby={errors.comentario ? "q-comentario-error" : undefined}
          />
          {errors.comentario && (
            <span id="q-comentario-error" className="field-error">
              {text(errors.comentario)}
            </span>
          )}
        </div>
        <button className="btn" type="submit" disabled={busy}>
          {t(busy ? "services.quoteSending" : "services.quoteSubmit")}
        </button>
      </Form>
    </section>
  );
}
