/**
 * /acesso-profissionais (issue 14, item 7): what a professional account gives, and the application form. Applying
 * needs a customer account (the one that will manage the fleet): a visitor is asked to sign in or register first and
 * comes back here. The form validates with the shared schema in the browser and on the server, and works without
 * JavaScript (a plain form post to this route's action).
 */
import { type FormEvent, useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSubmit } from "react-router";
import type { ProfessionalKind } from "#src/shared/professional/application.schema.ts";
import type { Route } from "./+types/professional-access";
import { apiContext } from "../api-context.ts";
import { translatorOf } from "../account/lang.ts";
import { authHeaders, sessionToken } from "../account/session.ts";
import { translatorAt, useLang, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { applyForProfessional, professionalStatus } from "./professional-api.server.ts";
import { KIND_LABEL, ProfessionalStatusCards } from "./professional-status.tsx";
import styles from "./professional.module.css";

const PATH = "/acesso-profissionais";

const KINDS = Object.keys(KIND_LABEL) as ProfessionalKind[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.has("enviada");
  if (!sessionToken(request)) return { signedIn: false as const, status: null, error: null, sent: false };
  const r = await professionalStatus(context.get(apiContext), authHeaders(request));
  if (!r.ok && r.status === 401) return { signedIn: false as const, status: null, error: null, sent: false };
  return { signedIn: true as const, status: r.ok ? r.data : null, error: r.ok ? null : r.message, sent };
}

const FIELDS = ["empresa", "nif", "contacto", "email", "telefone", "frota", "tipo", "mensagem"] as const;

function formValues(f: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FIELDS) out[k] = String(f.get(k) ?? "");
  return out;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const r = await applyForProfessional(context.get(apiContext), authHeaders(request), {
    ...values,
    tipo: values.tipo || undefined,
  });
  const { path } = translatorOf(request);
  if (r.ok) throw redirect(`${path(PATH)}?enviada=1`);
  if (r.status === 401) throw redirect(`${path("/login")}?next=${encodeURIComponent(path(PATH))}`);
  return { message: r.message, errors: r.errors, values };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("professional.proMetaTitle"), t("professional.proMetaDescription"), path(PATH));
};

type SchemaModule = typeof import("#src/shared/professional/application.schema.ts");
let schemaModule: SchemaModule | null = null;
/**
 * The shared schema (zod, and libphonenumber for the phone: ~75 KB compressed) is loaded when the visitor starts
 * filling the form, not with the page (issue 15, goal 3); the server checks the same schema on every post.
 */
function loadSchema(): Promise<SchemaModule> {
  return import("#src/shared/professional/application.schema.ts").then((m) => (schemaModule = m));
}

/** The shared schema's first message per field, for the browser's check before posting. */
function clientErrors(schema: SchemaModule, form: HTMLFormElement): Record<string, string> {
  const v = formValues(new FormData(form));
  const r = schema.ProfessionalApplicationSchema.safeParse({ ...v, tipo: v.tipo || undefined });
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}

export default function ProfessionalAccess({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const [clientErr, setClientErr] = useState<Record<string, string> | null>(null);
  // The browser's check wins while it finds something; otherwise the server's answer (field errors, message) shows.
  const clientFound = clientErr !== null && Object.keys(clientErr).length > 0;
  const errors = clientFound ? clientErr : (result?.errors ?? {});
  const values = result?.values ?? {};
  const status = d.status;
  const pending = status?.candidatura?.estado === "pending";
  const refused = status?.candidatura?.estado === "refused";
  const { t, text, path } = useT();
  const lang = useLang();
  const here = encodeURIComponent(path(PATH));

  /** The browser's check; true when the form may be posted (else the first field in error gets the focus). */
  function check(schema: SchemaModule, form: HTMLFormElement): boolean {
    const found = clientErrors(schema, form);
    setClientErr(found);
    if (Object.keys(found).length === 0) return true;
    form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    return false;
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const form = e.currentTarget;
    if (schemaModule) {
      if (!check(schemaModule, form)) e.preventDefault();
      return;
    }
    // Posted before the schema arrived (it starts loading on the form's first focus): check once it is in.
    e.preventDefault();
    void loadSchema().then(
      (schema) => {
        if (check(schema, form)) void submit(form);
      },
      () => void submit(form), // the schema could not load: the server checks the post
    );
  }

  const field = (name: (typeof FIELDS)[number], label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`pro-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <span className="field-error" id={`pro-${name}-error`}>
          {text(errors[name])}
        </span>
      )}
    </div>
  );
  const inputProps = (name: (typeof FIELDS)[number]) => ({
    id: `pro-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `pro-${name}-error` : undefined,
  });

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("professional.proTitle") }]} />
      <h1>{t("professional.proTitle")}</h1>
      <p className="lead">{t("professional.proLead")}</p>
      <h2>{t("professional.proIncludes")}</h2>
      <ul className={styles.benefits}>
        <li className="card">
          <h3>{t("professional.proBenefitBookingTitle")}</h3>
          <p>{t("professional.proBenefitBooking")}</p>
        </li>
        <li className="card">
          <h3>{t("professional.proBenefitHistoryTitle")}</h3>
          <p>{t("professional.proBenefitHistory")}</p>
        </li>
        <li className="card">
          <h3>{t("professional.proBenefitPaymentTitle")}</h3>
          <p>{t("professional.proBenefitPayment")}</p>
        </li>
      </ul>

      <h2>{t("professional.proApplication")}</h2>
      {d.error && (
        <p role="alert" className="card field-error">
          {text(d.error)}
        </p>
      )}
      {!d.signedIn && (
        <div className={`card ${styles.status}`}>
          <p>{t("professional.proSignInText")}</p>
          <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
            <Link className="btn" to={`${path("/login")}?next=${here}`}>
              {t("professional.proSignIn")}
            </Link>
            <Link className="btn btn-ghost" to={`${path("/registo")}?next=${here}`}>
              {t("professional.proRegister")}
            </Link>
          </p>
        </div>
      )}
      <ProfessionalStatusCards status={status} sent={d.sent} />
      {d.signedIn && !status?.conta && !pending && !d.error && (
        <>
          {refused && status?.candidatura && (
            <p className={`card ${styles.status}`} role="status">
              {t("professional.proRefused", { company: status.candidatura.empresa })}
              {status.candidatura.nota ? t("professional.proRefusedNote", { note: status.candidatura.nota }) : "."}{" "}
              {t("professional.proApplyAgain")}
            </p>
          )}
          <Form
            method="post"
            className={`card ${styles.form}`}
            noValidate
            onSubmit={onSubmit}
            onFocus={() => void (schemaModule ?? loadSchema().catch(() => undefined))}
          >
            {result?.message && !clientFound && (
              <p role="alert" className="field-error">
                {text(result.message)}
              </p>
            )}
            {clientFound && (
              <p role="alert" className="field-error">
                {t("professional.proReviewFields")}
              </p>
            )}
            <div className="form-grid">
              {field(
                "empresa",
                t("professional.proFieldCompany"),
                <input {...inputProps("empresa")} autoComplete="organization" />,
              )}
              {field(
                "nif",
                t("professional.proFieldNif"),
                // A Portuguese NIF is digits; a Spanish CIF, DNI or NIE has letters.
                <input {...inputProps("nif")} inputMode={lang === "pt" ? "numeric" : "text"} autoComplete="off" />,
              )}
              {field(
                "contacto",
                t("professional.proFieldContact"),
                <input {...inputProps("contacto")} autoComplete="name" />,
              )}
              {field(
                "email",
                t("fields.fieldEmail"),
                <input {...inputProps("email")} type="email" autoComplete="email" />,
              )}
              {field(
                "telefone",
                t("fields.fieldPhone"),
                <input {...inputProps("telefone")} type="tel" autoComplete="tel" placeholder={t("fields.hintPhone")} />,
              )}
              {field(
                "frota",
                t("professional.proFieldFleet"),
                <input {...inputProps("frota")} type="number" min={1} max={100000} inputMode="numeric" />,
              )}
            </div>
            {field(
              "tipo",
              t("professional.proFieldKind"),
              <select {...inputProps("tipo")}>
                <option value="">{t("professional.proChoose")}</option>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(KIND_LABEL[k])}
                  </option>
                ))}
              </select>,
            )}
            {field(
              "mensagem",
              t("professional.proFieldMessage"),
              <textarea {...inputProps("mensagem")} rows={4} maxLength={1000} />,
            )}
            <p>
              <button className="btn" type="submit" disabled={busy}>
                {busy ? t("professional.proSending") : t("professional.proSend")}
              </button>
            </p>
          </Form>
        </>
      )}
    </div>
  );
}
