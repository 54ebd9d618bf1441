/** The selector's lead-data step (e-mail, phone, postcode), asked once before the results when the back office wants it. */
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useT } from "../i18n.ts";
import { leadPayload } from "./selector-lead.ts";
import type { LeadActionResult } from "./selector.server.ts";

const LEAD_FIELDS = [
  ["email", "tyres.email", "email", "email", null],
  ["telefono", "tyreSelector.leadPhone", "tel", "tel", "tyreSelector.leadPhoneHint"],
  ["codigo_postal", "tyreSelector.leadPostcode", "postal-code", "text", "tyreSelector.leadPostcodeHint"],
] as const;

/**
 * The lead-data step (spec section 2): e-mail, phone and postcode with the privacy policy accepted, checked in the
 * browser with the shared LeadSchema and again by the API; then the results. Asked once: the visitor is a lead after.
 */
export function LeadStep({ query, ready }: { query: string | null; ready: boolean }) {
  const { t, text, path } = useT();
  const fetcher = useFetcher<LeadActionResult>();
  const busy = fetcher.state !== "idle";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? fetcher.data?.errors ?? {};
  const message = clientErrors ? null : fetcher.data?.message ? text(fetcher.data.message) : null;

  // Focus the first field with an error, so keyboard and screen-reader users land where the fix is needed.
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    first?.focus();
  }, [clientErrors, fetcher.data]);

  if (ready && !query)
    return (
      <p className="card">
        {`${t("tyreSelector.leadChooseFirst")} `}
        <Link to={path("/seletor/medidas")}>{t("tyreSelector.leadChooseFirstLink")}</Link>.
      </p>
    );

  const err = (name: string) => {
    const e = errors[name];
    return e === undefined ? undefined : text(e);
  };
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={path("/seletor/dados")}
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
        {t("tyreSelector.leadTitle")}
      </h2>
      <p className="hint">{t("tyreSelector.leadIntro")}</p>
      <input type="hidden" name="q" value={query ?? ""} />
      <div style={{ display: "grid", gap: 12, maxWidth: 420 }}>
        {LEAD_FIELDS.map(([name, label, autoComplete, type, hint]) => {
          const describedBy = [hint ? `lead-${name}-hint` : null, err(name) ? `lead-${name}-error` : null]
            .filter(Boolean)
            .join(" ");
          return (
            <div className="field" key={name}>
              <label htmlFor={`lead-${name}`}>{t(label)}</label>
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
                  {t(hint)}
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
              {`${t("tyreSelector.leadPrivacyBefore")} `}
              <Link to={path("/politica-de-privacidade")}>{t("tyreSelector.leadPrivacyLink")}</Link>
            </span>
          </label>
          {err("privacidad") && (
            <span id="lead-privacidad-error" className="field-error">
              {err("privacidad")}
            </span>
          )}
          <label className="check">
            <input type="checkbox" name="wantsInfo" />
            {` ${t("tyreSelector.leadOffers")}`}
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
          {t("tyreSelector.leadFieldErrors")}
        </p>
      )}
      <button type="submit" className="btn" style={{ marginTop: 12 }} disabled={busy || !ready} aria-busy={busy}>
        {busy && <span className="btn-spinner" aria-hidden="true" />}
        {busy ? t("tyres.sending") : t("tyreSelector.selectorShowTyres")}
      </button>
    </fetcher.Form>
  );
}
