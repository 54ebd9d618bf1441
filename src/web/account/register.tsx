import { useEffect, useRef } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/register";
import { basketId } from "../checkout/basket-cookie.ts";
import { apiContext, isApiError } from "../api-context.ts";
import { seo } from "../ui/seo.ts";
import { safeNext, setSessionCookie } from "./session.ts";
import { ACCOUNT_MESSAGES } from "#src/shared/account/account-messages.ts";
import { GenderFields } from "./account-fields.tsx";
import { genderPayload, REGISTER_FIELDS } from "./register-fields.ts";

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
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")), {
      headers: {
        "Set-Cookie": setSessionCookie((body as { token: string }).token, new URL(request.url).protocol === "https:"),
      },
    });
  if (isApiError(body) && body.error === "EMAIL_EXISTS") {
    // Shown at the e-mail field, with the ways forward (log in, keeping ?next, or reset the password).
    return {
      message: null,
      emailExists: true,
      errors: { email: "Já existe uma conta com este e-mail." } as Record<string, string>,
    };
  }
  // Fields to fix (4xx) in the server's words; a failure on our side is the catalogue's pre-register failure.
  return {
    message: isApiError(body) && res.status < 500 ? body.message : ACCOUNT_MESSAGES.PRE_REGISTER_FAILED,
    emailExists: false,
    errors: isApiError(body) ? (body.errors ?? {}) : {},
  };
}

export const meta: Route.MetaFunction = () => [
  ...seo("Criar conta", "Crie a sua conta RodaCerta e guarde veículos, encomendas, faturas e marcações.", "/registo"),
  { name: "robots", content: "noindex" },
];

export default function Register() {
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const err = (k: string) => data?.errors?.[k];
  const [params] = useSearchParams();
  const next = params.get("next");
  const loginHref = next ? `/login?next=${encodeURIComponent(next)}` : "/login";
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (data?.emailExists) emailRef.current?.focus();
  }, [data]);
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <h1>Criar conta</h1>
      <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
        {data?.message && (
          <p role="alert" className="field-error">
            {data.message}
          </p>
        )}
        <div className="form-grid">
          {REGISTER_FIELDS.map(([name, label, auto, type]) => (
            <div className="field" key={name}>
              <label htmlFor={name}>{label}</label>
              <input
                id={name}
                name={name}
                type={type}
                autoComplete={auto}
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
                      <Link to={loginHref}>Entrar com este e-mail</Link> ou{" "}
                      <Link to="/nova-password">recuperar a password</Link>.
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
            Li e aceito os <Link to="/termos-de-contratacao">termos de contratação</Link> e a{" "}
            <Link to="/politica-de-privacidade">política de privacidade</Link>
          </span>
        </label>
        {err("privacidad") && (
          <span id="privacidad-error" className="field-error">
            {err("privacidad")}
          </span>
        )}
        <fieldset className="consent">
          <legend>Ofertas e novidades (opcional; pode mudar de ideias na área privada)</legend>
          <label className="check">
            <input type="checkbox" name="permiso_comercial" /> Aceito receber informação comercial da RodaCerta (correio
            eletrónico)
          </label>
          <label className="check">
            <input type="checkbox" name="promo_sms" /> Aceito receber ofertas por SMS
          </label>
        </fieldset>
        <button className="btn" type="submit" disabled={navigation.state !== "idle"}>
          Criar conta
        </button>
        <p style={{ margin: 0 }}>
          Já tem conta? <Link to={loginHref}>Entrar</Link>
        </p>
      </Form>
    </div>
  );
}
