import { useEffect, useRef } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { ACCOUNT_MESSAGES } from "#src/shared/account/account-messages.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Route } from "./+types/register";
import { basketId } from "../checkout/basket-cookie.ts";
import type { SessionAnswer } from "#src/shared/account/account-api.schema.ts";
import { answer, apiContext, isApiError } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";
import { langOfRequest } from "./lang.ts";
import { safeNext, setSessionCookie } from "./session.ts";
import { GenderFields } from "./account-fields.tsx";
import { genderPayload, REGISTER_FIELD_KEYS } from "./register-fields.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const payload = {
    nombre: String(f.get("nombre") ?? ""),
    apellidos: String(f.get("apellidos") ?? ""),
    email: String(f.get("email") ?? ""),
    password: String(f.get("password") ?? ""),
    confirmPassword: String(f.get("confirmPassword") ?? ""),
    telefono: String(f.get("telefono") ?? ""),
    codigo_postal: String(f.get("codigo_postal") ?? ""),
    privacidad: f.get("privacidad") === "on",
    permiso_comercial: f.get("permiso_comercial") === "on",
    promo_sms: f.get("promo_sms") === "on",
    ...genderPayload(f),
    ...(basketId(request) ? { cestaID: basketId(request) } : {}),
  };
  const res = await context.get(apiContext)("/users", { method: "POST", body: payload });
  const body = res.json();
  if (res.status === 201)
    throw redirect(safeNext(new URL(request.url).searchParams.get("next"), langOfRequest(request)), {
      headers: {
        "Set-Cookie": setSessionCookie(
          answer<typeof SessionAnswer>(res).token,
          new URL(request.url).protocol === "https:",
        ),
      },
    });
  if (isApiError(body) && body.error === "EMAIL_EXISTS") {
    // Shown at the e-mail field, with the ways forward (log in, keeping ?next, or reset the password).
    return {
      message: null,
      emailExists: true,
      errors: { email: msg("signin.registerEmailExists") } as Record<string, string>,
    };
  }
  // Fields to fix (4xx) in the server's words; a failure on our side is the catalogue's pre-register failure.
  return {
    message: isApiError(body) && res.status < 500 ? body.message : ACCOUNT_MESSAGES.PRE_REGISTER_FAILED,
    emailExists: false,
    errors: isApiError(body) ? (body.errors ?? {}) : {},
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("signin.registerMetaTitle"), t("signin.registerMetaDescription"), path("/registo")),
    { name: "robots", content: "noindex" },
  ];
};

export default function Register() {
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, text, path } = useT();
  const err = (k: string) => {
    const e = data?.errors?.[k];
    return e ? text(e) : undefined;
  };
  const [params] = useSearchParams();
  const next = params.get("next");
  const loginHref = next ? `${path("/login")}?next=${encodeURIComponent(next)}` : path("/login");
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (data?.emailExists) emailRef.current?.focus();
  }, [data]);
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <h1>{t("signin.registerTitle")}</h1>
      <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
        {data?.message && (
          <p role="alert" className="field-error">
            {text(data.message)}
          </p>
        )}
        <div className="form-grid">
          {REGISTER_FIELD_KEYS.map(([name, label, auto, type, hint]) => (
            <div className="field" key={name}>
              <label htmlFor={name}>{t(label)}</label>
              <input
                id={name}
                name={name}
                type={type}
                autoComplete={auto}
                placeholder={hint ? t(hint) : undefined}
                ref={name === "email" ? emailRef : undefined}
                aria-invalid={err(name) ? true : undefined}
                aria-describedby={err(name) ? `${name}-error` : undefined}
              />
              {err(name) && (
                <span
                  id={`${name}-error`}
                  className="field-error"
                  role={name === "email" && data?.emailExists ? "alert" : undefined}
                >
                  {err(name)}
                  {name === "email" && data?.emailExists && (
                    <>
                      {" "}
                      <Link to={loginHref}>{t("signin.registerEmailExistsLogin")}</Link>{" "}
                      {t("signin.registerEmailExistsOr")}{" "}
                      <Link to={path("/nova-password")}>{t("signin.registerEmailExistsReset")}</Link>.
                    </>
                  )}
                </span>
              )}
            </div>
          ))}
          <GenderFields errors={{ genero: err("genero"), genero_descripccion: err("genero_descripccion") }} />
        </div>
        <label className="check">
          <input
            type="checkbox"
            name="privacidad"
            aria-invalid={err("privacidad") ? true : undefined}
            aria-describedby={err("privacidad") ? "privacidad-error" : undefined}
          />{" "}
          <span>
            {t("signin.registerTermsBefore")}{" "}
            <Link to={path("/termos-de-contratacao")}>{t("signin.registerTermsLink")}</Link>{" "}
            {t("signin.registerTermsAnd")}{" "}
            <Link to={path("/politica-de-privacidade")}>{t("signin.registerPrivacyLink")}</Link>
          </span>
        </label>
        {err("privacidad") && (
          <span id="privacidad-error" className="field-error">
            {err("privacidad")}
          </span>
        )}
        <fieldset className="consent">
          <legend>{t("signin.registerOffersLegend")}</legend>
          <label className="check">
            <input type="checkbox" name="permiso_comercial" /> {t("signin.registerConsentEmail")}
          </label>
          <label className="check">
            <input type="checkbox" name="promo_sms" /> {t("signin.registerConsentSms")}
          </label>
        </fieldset>
        <button className="btn" type="submit" disabled={navigation.state !== "idle"}>
          {t("signin.registerSubmit")}
        </button>
        <p style={{ margin: 0 }}>
          {t("signin.registerHaveAccount")} <Link to={loginHref}>{t("signin.registerLogin")}</Link>
        </p>
      </Form>
    </div>
  );
}
