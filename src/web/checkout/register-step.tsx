/**
 * The registration step (/carrinho/registo): log in or create the account here, inside the checkout, so the step bar
 * and the summary stay on screen and the customer comes back to the payment step either way.
 */
import { Form, Link } from "react-router";
import type { ActionResult } from "./checkout-types.ts";
import type { MessageKey } from "#src/shared/i18n/i18n.ts";
import { REGISTER_FIELDS } from "../account/register-fields.ts";
import { useT } from "../i18n.ts";

/** The registration fields' labels in the page's language (the field list itself is the account pages'). */
const FIELD_LABELS: Record<string, MessageKey> = {
  nombre: "checkoutRegister.registerFieldNombre",
  apellidos: "checkoutRegister.registerFieldApellidos",
  email: "checkoutRegister.email",
  telefono: "checkoutRegister.registerFieldTelefono",
  codigo_postal: "checkout.postcode",
  password: "checkoutRegister.registerFieldPassword",
  confirmPassword: "checkoutRegister.registerFieldConfirmPassword",
};

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  const { text: resolveText } = useT();
  return text ? (
    <span id={id} className="field-error">
      {resolveText(text)}
    </span>
  ) : null;
}

export function RegisterStep({ result, busy }: { result: ActionResult | undefined; busy: boolean }) {
  const loginErr = result?.form === "login" ? (result.errors ?? {}) : {};
  const regErr = result?.form === "register" ? (result.errors ?? {}) : {};
  const { t, text, path } = useT();
  const label = (name: string, fallback: string) => {
    const key = FIELD_LABELS[name];
    return key ? t(key) : text(fallback);
  };
  return (
    <div
      className="grid"
      style={{ gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))", gap: 16, alignItems: "start" }}
    >
      <Form
        method="post"
        className="card"
        style={{ display: "grid", gap: 12 }}
        noValidate
        aria-labelledby="login-title"
        id="entrar"
      >
        <h3 id="login-title" style={{ margin: 0 }}>
          {t("checkoutRegister.registerLoginTitle")}
        </h3>
        <input type="hidden" name="intent" value="login" />
        {result?.form === "login" && result.message && (
          <p role="alert" className="field-error" style={{ margin: 0 }}>
            {text(result.message)}
          </p>
        )}
        <div className="field">
          <label htmlFor="login-email">{t("checkoutRegister.email")}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={loginErr.email ? true : undefined}
            aria-describedby="login-email-error"
          />
          <FieldError id="login-email-error" text={loginErr.email} />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t("checkoutRegister.password")}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button className="btn" type="submit" disabled={busy}>
          {t("checkoutRegister.registerLoginSubmit")}
        </button>
        <Link to={path("/nova-password")}>{t("checkoutRegister.registerForgot")}</Link>
      </Form>
      <Form
        method="post"
        className="card"
        style={{ display: "grid", gap: 12 }}
        noValidate
        aria-labelledby="register-title"
      >
        <h3 id="register-title" style={{ margin: 0 }}>
          {t("checkoutRegister.registerTitle")}
        </h3>
        <p style={{ margin: 0 }}>{t("checkoutRegister.registerIntro")}</p>
        <p style={{ margin: 0 }}>
          {t("checkoutRegister.registerHaveAccount")} <a href="#entrar">{t("checkoutRegister.registerLoginAnchor")}</a>
        </p>
        <input type="hidden" name="intent" value="register" />
        {result?.form === "register" && result.message && (
          <p role="alert" className="field-error" style={{ margin: 0 }}>
            {text(result.message)}
          </p>
        )}
        {REGISTER_FIELDS.map(([name, fallback, auto, type]) => (
          <div className="field" key={name}>
            <label htmlFor={`r-${name}`}>{label(name, fallback)}</label>
            <input
              id={`r-${name}`}
              name={name}
              type={type}
              autoComplete={auto}
              aria-invalid={regErr[name] ? true : undefined}
              aria-describedby={`r-${name}-error`}
            />
            <FieldError id={`r-${name}-error`} text={regErr[name]} />
          </div>
        ))}
        <label className="check">
          <input
            type="checkbox"
            name="privacidad"
            aria-invalid={regErr.privacidad ? true : undefined}
            aria-describedby="r-privacidad-error"
          />
          <span>
            {t("checkoutRegister.registerTermsBefore")}{" "}
            <Link to={path("/termos-de-contratacao")}>{t("checkoutRegister.registerTermsLink")}</Link>{" "}
            {t("checkoutRegister.registerTermsAnd")}{" "}
            <Link to={path("/politica-de-privacidade")}>{t("checkoutRegister.registerPrivacyLink")}</Link>
          </span>
        </label>
        <FieldError id="r-privacidad-error" text={regErr.privacidad} />
        <label className="check">
          <input type="checkbox" name="permiso_comercial" /> {t("checkoutRegister.registerOffers")}
        </label>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          {t("checkoutRegister.registerSubmit")}
        </button>
      </Form>
    </div>
  );
}
