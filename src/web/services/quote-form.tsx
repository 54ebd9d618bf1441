/**
 * The truck pages' quote request (a contact request with reason "orcamento"). Validated by the page's action with the
 * shared ContactSchema (no zod in the browser); answers with field errors or the thank-you state.
 */
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { QuoteResult } from "./offer-format.ts";
import css from "./services.module.css";

const FIELDS = [
  ["nombre", "Nome ou empresa", "organization", "text"],
  ["email", "E-mail", "email", "email"],
  ["telefono", "Telefone (opcional)", "tel", "tel"],
  ["vehicle", "Veículos (opcional)", "off", "text"],
] as const;

export function QuoteForm({ title }: { title: string }) {
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
          Obrigado! Recebemos o seu pedido de orçamento
        </h2>
        <p style={{ margin: 0 }}>
          A nossa equipa de empresas vai analisá-lo e responde-lhe por e-mail ou telefone no próximo dia útil (segunda a
          sexta, das 8:30 às 19:00).
        </p>
      </section>
    );
  const errors = result?.sent === false ? result.errors : {};
  return (
    <section className="card" aria-labelledby="quote-title">
      <h2 id="quote-title" style={{ marginTop: 0, fontSize: "1.2rem" }}>
        Peça um orçamento
      </h2>
      <p className="hint" style={{ marginTop: 0 }}>
        {title}: diga-nos o que precisa e respondemos sem compromisso.
      </p>
      <Form method="post" noValidate style={{ display: "grid", gap: 12 }} aria-label="Pedido de orçamento">
        {result?.sent === false && (
          <p role="alert" className="field-error">
            {result.message}
          </p>
        )}
        {FIELDS.map(([name, label, auto, type]) => (
          <div className="field" key={name}>
            <label htmlFor={`q-${name}`}>{label}</label>
            <input
              id={`q-${name}`}
              name={name}
              type={type}
              autoComplete={auto}
              placeholder={name === "vehicle" ? "Ex.: 8 camiões e 2 empilhadores" : undefined}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `q-${name}-error` : undefined}
            />
            {errors[name] && (
              <span id={`q-${name}-error`} className="field-error">
                {errors[name]}
              </span>
            )}
          </div>
        ))}
        <div className="field">
          <label htmlFor="q-comentario">O que precisa</label>
          <textarea
            id="q-comentario"
            name="comentario"
            rows={4}
            aria-invalid={errors.comentario ? true : undefined}
            aria-describedby={errors.comentario ? "q-comentario-error" : undefined}
          />
          {errors.comentario && (
            <span id="q-comentario-error" className="field-error">
              {errors.comentario}
            </span>
          )}
        </div>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? "A enviar…" : "Pedir orçamento"}
        </button>
      </Form>
    </section>
  );
}
