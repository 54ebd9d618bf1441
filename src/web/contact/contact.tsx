import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { CONTACT_REASONS } from "#src/shared/contact/reasons.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Route } from "./+types/contact";
import { apiContext, isApiError } from "../api-context.ts";
import { translatorOf } from "../account/lang.ts";
import { type MessageKey, translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

/** The reasons of src/shared/contact/reasons.ts, in the page's language. */
const REASONS: Record<keyof typeof CONTACT_REASONS, MessageKey> = {
  web_orders: "contact.contactReasonOrders",
  customer_service: "contact.contactReasonSupport",
  quote: "contact.contactReasonQuote",
  workshop_appointment: "contact.contactReasonWorkshop",
};

const FIELDS: ReadonlyArray<readonly [string, MessageKey, string, string, MessageKey | null]> = [
  ["nombre", "fields.fieldName", "name", "text", null],
  ["email", "fields.fieldEmail", "email", "email", null],
  ["telefono", "contact.contactPhone", "tel", "tel", "fields.hintPhone"],
  ["vehicle", "contact.contactVehicle", "off", "text", null],
];

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const data = {
    reason: f.get("reason") || undefined,
    nombre: String(f.get("nombre") ?? ""),
    email: String(f.get("email") ?? ""),
    telefono: String(f.get("telefono") ?? ""),
    comentario: String(f.get("comentario") ?? ""),
    vehicle: String(f.get("vehicle") ?? "") || undefined,
  };
  const res = await context.get(apiContext)("/contactar", { method: "POST", body: { data } });
  if (res.status === 201) throw redirect(translatorOf(request).path("/contato/obrigado"));
  const body = res.json();
  const errors: Record<string, string> = {};
  if (isApiError(body)) for (const [k, v] of Object.entries(body.errors ?? {})) errors[k.replace(/^data\./, "")] = v;
  return {
    message:
      res.status >= 500 ? msg("contact.contactFailed") : isApiError(body) ? body.message : msg("contact.contactError"),
    errors,
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("contact.contactMetaTitle"), t("contact.contactMetaDescription"), path("/contato/"));
};

export default function Contact() {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, text } = useT();
  const err = (k: string) => {
    const e = data?.errors?.[k];
    return e ? text(e) : undefined;
  };
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <Breadcrumbs items={[{ label: t("contact.contactTitle") }]} />
      <h1>{t("contact.contactTitle")}</h1>
      <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
        {data?.message && (
          <p role="alert" className="field-error">
            {text(data.message)}
          </p>
        )}
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 700 }}>{t("contact.contactReason")}</legend>
          {Object.entries(REASONS).map(([v, l]) => (
            <label key={v} className="check">
              <input type="radio" name="reason" value={v} /> {t(l)}
            </label>
          ))}
          {err("reason") && <span className="field-error">{err("reason")}</span>}
        </fieldset>
        <div className="form-grid">
          {FIELDS.map(([n, l, a, type, hint]) => (
            <div className="field" key={n}>
              <label htmlFor={n}>{t(l)}</label>
              <input id={n} name={n} type={type} autoComplete={a} placeholder={hint ? t(hint) : undefined} />
              {err(n) && <span className="field-error">{err(n)}</span>}
            </div>
          ))}
        </div>
        <div className="field">
          <label htmlFor="comentario">{t("contact.contactMessage")}</label>
          <textarea id="comentario" name="comentario" rows={5} />
          {err("comentario") && <span className="field-error">{err("comentario")}</span>}
        </div>
        <button className="btn" type="submit" disabled={busy}>
          {t("contact.contactSend")}
        </button>
      </Form>
    </div>
  );
}
