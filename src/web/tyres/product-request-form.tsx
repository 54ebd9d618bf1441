/** The product page's "tell me when it is in stock" form (an out-of-stock tyre). */
import { useState } from "react";
import { useFetcher } from "react-router";
import type { TyreProduct } from "#src/shared/tyres/catalogue.schema.ts";
import { useT } from "#src/web/i18n.ts";
import type { TyreRequestResult } from "./product.server.ts";

export function RequestForm({ p }: { p: TyreProduct }) {
  const { t, text, resolved } = useCopy();
  const fetcher = useFetcher<TyreRequestResult>();
  const [clientError, setClientError] = useState<Record<string, string>>({});
  const errors = resolved({ ...(fetcher.data?.errors ?? {}), ...clientError });
  if (fetcher.data?.ok) {
    return (
      <p role="status" className="card" style={{ color: "var(--c-ok)" }}>
        {text(fetcher.data.message)}
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      className="card"
      noValidate
      onSubmit={async (e) => {
        // The shared schema loads on demand so that zod stays out of the page's first-load JavaScript.
        e.preventDefault();
        const formEl = e.currentTarget;
        const { TyreRequestSchema: schema } = await import("#src/shared/tyres/request.schema.ts");
        const r = schema.safeParse(Object.fromEntries(new FormData(formEl)));
        if (!r.success) {
          const errs: Record<string, string> = {};
          for (const issue of r.error.issues) errs[String(issue.path[0])] ??= issue.message;
          setClientError(errs);
          return;
        }
        setClientError({});
        void fetcher.submit(formEl);
      }}
    >
      <h2 style={{ marginTop: 0, fontSize: "1.2rem" }}>{t("tyreProduct.requestTitle")}</h2>
      <input type="hidden" name="marca" value={p.marca} />
      <input type="hidden" name="modelo" value={p.modelo} />
      <input type="hidden" name="productID" value={p.id} />
      <input type="hidden" name="tyreSpecs" value={`${p.ancho}/${p.serie} R${p.llanta} ${p.ic}${p.cv}`} />
      <input type="hidden" name="precio" value={p.precio} />
      <div className="field">
        <label htmlFor="req-email">{t("tyres.email")}</label>
        <input
          id="req-email"
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="req-email-err"
        />
        {errors.email && (
          <span id="req-email-err" className="field-error">
            {errors.email}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="req-qty">{t("tyreProduct.requestQuantity")}</label>
        <select id="req-qty" name="cantidad" defaultValue="4">
          {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </div>
      {fetcher.data && !fetcher.data.ok && <p className="field-error">{text(fetcher.data.message)}</p>}
      <button type="submit" className="btn" style={{ marginTop: 12 }} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("tyres.sending") : t("tyreProduct.requestSubmit")}
      </button>
    </fetcher.Form>
  );
}

function useCopy() {
  const tr = useT();
  return {
    ...tr,
    /** Field errors (descriptors from the shared schema, or the API's text) in the page's language. */
    resolved: (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, tr.text(v)])) as Record<string, string>,
  };
}
