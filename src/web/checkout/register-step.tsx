/**
 * The registration step (/carrinho/registo): log in or create the account here, inside the checkout, so the step bar
 * and the summary stay on screen and the customer comes back to the payment step either way.
 */
import { Form, Link } from "react-router";
import type { ActionResult } from "./checkout-types.ts";
import { REGISTER_FIELDS } from "../account/register-fields.ts";

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="field-error">
      {text}
    </span>
  ) : null;
}

export function RegisterStep({ result, busy }: { result: ActionResult | undefined; busy: boolean }) {
  const loginErr = result?.form === "login" ? (result.errors ?? {}) : {};
  const regErr = result?.form === "register" ? (result.errors ?? {}) : {};
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
          Já tem conta? Entre
        </h3>
        <input type="hidden" name="intent" value="login" />
        {result?.form === "login" && result.message && (
          <p role="alert" className="field-error" style={{ margin: 0 }}>
            {result.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="login-email">E-mail</label>
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
          <label htmlFor="login-password">Password</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button className="btn" type="submit" disabled={busy}>
          Entrar e continuar
        </button>
        <Link to="/nova-password">Esqueceu-se da password?</Link>
      </Form>
      <Form
        method="post"
        className="card"
        style={{ display: "grid", gap: 12 }}
        noValidate
        aria-labelledby="register-title"
      >
        <h3 id="register-title" style={{ margin: 0 }}>
          É a primeira vez? Crie a sua conta
        </h3>
        <p style={{ margin: 0 }}>Guardamos a encomenda, a fatura e a marcação na sua área privada.</p>
        <p style={{ margin: 0 }}>
          Já tem conta? <a href="#entrar">Entrar</a>
        </p>
        <input type="hidden" name="intent" value="register" />
        {result?.form === "register" && result.message && (
          <p role="alert" className="field-error" style={{ margin: 0 }}>
            {result.message}
          </p>
        )}
        {REGISTER_FIELDS.map(([name, label, auto, type]) => (
          <div className="field" key={name}>
            <label htmlFor={`r-${name}`}>{label}</label>
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
            Li e aceito os <Link to="/termos-de-contratacao">termos de contratação</Link> e a{" "}
            <Link to="/politica-de-privacidade">política de privacidade</Link>
          </span>
        </label>
        <FieldError id="r-privacidad-error" text={regErr.privacidad} />
        <label className="check">
          <input type="checkbox" name="permiso_comercial" /> Aceito receber ofertas por e-mail (opcional)
        </label>
        <button className="btn btn-secondary" type="submit" disabled={busy}>
          Criar conta e continuar
        </button>
      </Form>
    </div>
  );
}
