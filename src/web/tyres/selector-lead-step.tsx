/** The selector's lead-data step (e-mail, phone, postcode), asked once before the results when the back office wants it. */
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { leadPayload } from "./selector-lead.ts";
import type { LeadActionResult } from "./selector.server.ts";

const LEAD_FIELDS = [
  ["email", "E-mail", "email", "email", null],
  ["telefono", "Telefone", "tel", "tel", "Telemóvel ou fixo; um número estrangeiro leva o indicativo (ex.: +34)."],
  ["codigo_postal", "Código postal", "postal-code", "text", "Ex.: 1000-001"],
] as const;

/**
 * The lead-data step (spec section 2): e-mail, phone and postcode with the privacy policy accepted, checked in the
 * browser with the shared LeadSchema and again by the API; then the results. Asked once: the visitor is a lead after.
 */
export function LeadStep({ query, ready }: { query: string | null; ready: boolean }) {
  const fetcher = useFetcher<LeadActionResult>();
  const busy = fetcher.state !== "idle";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? fetcher.data?.errors ?? {};
  const message = clientErrors ? null : (fetcher.data?.message ?? null);

  // Focus the first field with an error, so keyboard and screen-reader users land where the fix is needed.
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    first?.focus();
  }, [clientErrors, fetcher.data]);

  if (ready && !query)
    return (
      <p className="card">
        Escolha primeiro a medida do pneu: <Link to="/seletor/medidas">largura, perfil e jante</Link>.
      </p>
    );

  const err = (name: string) => errors[name];
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/seletor/dados"
      className="card lead-step"
      noValidate
      aria-labelledby="lead-step-title"
      aria-busy={busy ? true : undefined}
      onSubmit={async (e) => {
        // The shared schema loads on demand so that zod stays out of the page's first-load JavaScript.
        e.preventDefault();
        const formEl = e.currentTarget;
        const { LeadSchema } = await import("#src/shared/contact/contact.schema.ts");
        const r = LeadSchema.safeParse(leadPayload(new FormData(formEl)));
        if (!r.success) {
          const errs: Record<string, string> = {};
          for (const issue of r.error.issues) errs[String(issue.path[0])] ??= issue.message;
          setClientErrors(errs);
          return;
        }
        setClientErrors(null);
        void fetcher.submit(formEl);
      }}
    >
      <h2 id="lead-step-title" style={{ marginTop: 0, fontSize: "1.2rem" }}>
        Só falta um passo: os seus contactos
      </h2>
      <p className="hint">
        Deixe-nos o e-mail, o telefone e o código postal para ver os pneus disponíveis. Só pedimos uma vez: nas próximas
        pesquisas segue diretamente para os resultados.
      </p>
      <input type="hidden" name="q" value={query ?? ""} />
      <div style={{ display: "grid", gap: 12, maxWidth: 420 }}>
        {LEAD_FIELDS.map(([name, label, autoComplete, type, hint]) => {
          const describedBy = [hint ? `lead-${name}-hint` : null, err(name) ? `lead-${name}-error` : null]
            .filter(Boolean)
            .join(" ");
          return (
            <div className="field" key={name}>
              <label htmlFor={`lead-${name}`}>{label}</label>
              <input
                id={`lead-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                inputMode={name === "codigo_postal" ? "numeric" : undefined}
                required
                aria-required="true"
                aria-invalid={err(name) ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {hint && (
                <span id={`lead-${name}-hint`} className="hint">
                  {hint}
                </span>
              )}
              {err(name) && (
                <span id={`lead-${name}-error`} className="field-error">
                  {err(name)}
                </span>
              )}
            </div>
          );
        })}
        <div>
          <label className="check">
            <input
              type="checkbox"
              name="privacidad"
              required
              aria-invalid={err("privacidad") ? true : undefined}
              aria-describedby={err("privacidad") ? "lead-privacidad-error" : undefined}
            />{" "}
            <span>
              Li e aceito a <Link to="/politica-de-privacidade">política de privacidade</Link>
            </span>
          </label>
          {err("privacidad") && (
            <span id="lead-privacidad-error" className="field-error">
              {err("privacidad")}
            </span>
          )}
          <label className="check">
            <input type="checkbox" name="wantsInfo" /> Quero receber ofertas e novidades da RodaCerta (opcional)
          </label>
        </div>
      </div>
      {message && (
        <p role="alert" className="field-error">
          {message}
        </p>
      )}
      {!message && Object.keys(errors).length > 0 && (
        <p role="alert" className="field-error">
          Há campos com erros. Reveja os dados assinalados.
        </p>
      )}
      <button type="submit" className="btn" style={{ marginTop: 12 }} disabled={busy || !ready} aria-busy={busy}>
        {busy && <span className="btn-spinner" aria-hidden="true" />}
        {busy ? "A enviar…" : "Ver pneus"}
      </button>
    </fetcher.Form>
  );
}
