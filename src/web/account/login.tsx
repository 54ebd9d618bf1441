import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { LOGIN_MESSAGES } from "#src/shared/account/account.schema.ts";
import type { Route } from "./+types/login";
import { basketId } from "../checkout/basket-cookie.ts";
import type { SessionAnswer } from "#src/shared/account/account-api.schema.ts";
import { answer, apiContext, isApiError } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";
import { langOfRequest } from "./lang.ts";
import { safeNext, sessionToken, setSessionCookie } from "./session.ts";

export function loader({ request }: Route.LoaderArgs) {
  // Already logged in: straight on to where the customer was going (the checkout, say), not always the private area.
  if (sessionToken(request))
    throw redirect(safeNext(new URL(request.url).searchParams.get("next"), langOfRequest(request)));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await context.get(apiContext)("/users/auth", {
    method: "POST",
    body: {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      ...(basketId(request) ? { cestaID: basketId(request) } : {}),
    },
  });
  const body = res.json();
  if (res.status === 200) {
    const next = safeNext(new URL(request.url).searchParams.get("next"), langOfRequest(request));
    throw redirect(next, {
      headers: {
        "Set-Cookie": setSessionCookie(
          answer<typeof SessionAnswer>(res).token,
          new URL(request.url).protocol === "https:",
        ),
      },
    });
  }
  // Messages are catalogue descriptors or the API's text (already in the page's language); the page resolves them.
  if (res.status === 400 && isApiError(body)) return { message: body.message, errors: body.errors ?? {} };
  if (isApiError(body) && body.error === "WRONG_CREDENTIALS")
    return { message: LOGIN_MESSAGES.WRONG_CREDENTIALS, errors: {} as Record<string, string> };
  if (isApiError(body) && body.error === "TOO_MANY_ATTEMPTS")
    return { message: body.message, errors: {} as Record<string, string> };
  return { message: LOGIN_MESSAGES.OTHER, errors: {} as Record<string, string> };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("signin.loginMetaTitle"), t("signin.loginMetaDescription"), path("/login")),
    { name: "robots", content: "noindex" },
  ];
};

export default function Login() {
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { t, text, path } = useT();
  const next = params.get("next");
  return (
    <div className="container page" style={{ maxWidth: 520 }}>
      <h1>{t("signin.loginTitle")}</h1>
      <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
        {data?.message && (
          <p role="alert" className="field-error">
            {text(data.message)}
          </p>
        )}
        <div className="field">
          <label htmlFor="email">{t("fields.fieldEmail")}</label>
          <input id="email" name="email" type="email" autoComplete="email" required aria-describedby="email-error" />
          {data?.errors?.email && (
            <span id="email-error" className="field-error">
              {text(data.errors.email)}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="password">{t("signin.fieldPassword")}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button className="btn" type="submit" disabled={navigation.state !== "idle"}>
          {navigation.state !== "idle" ? t("signin.loginSubmitting") : t("signin.loginSubmit")}
        </button>
        <p style={{ margin: 0 }}>
          <Link to={path("/nova-password")}>{t("signin.loginForgot")}</Link>
        </p>
        <p style={{ margin: 0 }}>
          {t("signin.loginNoAccount")}{" "}
          <Link to={`${path("/registo")}${next ? `?next=${encodeURIComponent(next)}` : ""}`}>
            {t("signin.loginRegister")}
          </Link>
        </p>
      </Form>
    </div>
  );
}
