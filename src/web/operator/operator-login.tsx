/** /operador/entrar: staff log in with their e-mail and password (a session apart from the customers'). */
import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/operator-login";
import type { LoginAnswer } from "#src/shared/operator/operator-api.ts";
import { answer, apiContext, isApiError } from "../api-context.ts";
import { operatorToken, setOperatorCookie } from "./operator-session.ts";
import { noStoreHeaders } from "./operator-form.tsx";

export function loader({ request }: Route.LoaderArgs) {
  if (operatorToken(request)) throw redirect("/operador/encerramentos");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await context.get(apiContext)("/operador/login", {
    method: "POST",
    body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
  });
  const body = res.json();
  if (res.status === 200)
    throw redirect("/operador/encerramentos", {
      headers: {
        "Set-Cookie": setOperatorCookie(
          answer<typeof LoginAnswer>(res).token,
          new URL(request.url).protocol === "https:",
        ),
      },
    });
  if (isApiError(body)) return { message: body.message, errors: body.errors ?? {} };
  return { message: "Houve um problema com a sessão", errors: {} as Record<string, string> };
}

export const headers = noStoreHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Entrar na área da equipa | RodaCerta" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function OperatorLogin() {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="container page" style={{ maxWidth: 520 }}>
      <h1>Área da equipa</h1>
      <p>Área reservada à equipa RodaCerta.</p>
      <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
        {data?.message && (
          <p role="alert" className="field-error">
            {data.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="email">E-mail</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={data?.errors?.email ? true : undefined}
            aria-describedby={data?.errors?.email ? "email-error" : undefined}
          />
          {data?.errors?.email && (
            <span id="email-error" className="field-error">
              {data.errors.email}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={data?.errors?.password ? true : undefined}
            aria-describedby={data?.errors?.password ? "password-error" : undefined}
          />
          {data?.errors?.password && (
            <span id="password-error" className="field-error">
              {data.errors.password}
            </span>
          )}
        </div>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? "A entrar…" : "Entrar"}
        </button>
      </Form>
    </div>
  );
}
