import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/new-password";
import type { PasswordNoticeAnswer } from "#src/shared/account/account-api.schema.ts";
import { answer, apiContext, isApiError } from "../api-context.ts";
import { msg } from "#src/shared/i18n/i18n.ts";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";

/** /nova-password: ask for a reset link, or (with ?token=) choose the new password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams.get("token");
  if (!token) return { token: null, expired: null };
  const res = await context.get(apiContext)(`/users/reset-password/${encodeURIComponent(token)}`);
  const body = res.json();
  return {
    token,
    expired: res.status === 200 ? null : isApiError(body) ? body.message : msg("account.newPasswordExpired"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const api = context.get(apiContext);
  const token = new URL(request.url).searchParams.get("token");
  if (!token) {
    const res = await api("/users/forgot-password", { method: "POST", body: { email: String(f.get("email") ?? "") } });
    const body = res.json();
    return res.status === 200
      ? { ok: true, message: answer<typeof PasswordNoticeAnswer>(res).message, errors: {} as Record<string, string> }
      : {
          ok: false,
          message: isApiError(body) ? body.message : msg("signin.tryLater"),
          errors: isApiError(body) ? (body.errors ?? {}) : {},
        };
  }
  const res = await api(`/users/reset-password/${encodeURIComponent(token)}`, {
    method: "PUT",
    body: { password: String(f.get("password") ?? ""), confirmPassword: String(f.get("confirmPassword") ?? "") },
  });
  const body = res.json();
  return res.status === 200
    ? { ok: true, message: answer<typeof PasswordNoticeAnswer>(res).message, errors: {} as Record<string, string> }
    : {
        ok: false,
        message: isApiError(body) ? body.message : msg("signin.tryLater"),
        errors: isApiError(body) ? (body.errors ?? {}) : {},
      };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("signin.newPasswordMetaTitle"), t("signin.newPasswordMetaDescription"), path("/nova-password")),
    { name: "robots", content: "noindex" },
  ];
};

export default function NewPassword({ loaderData }: Route.ComponentProps) {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, text, path } = useT();
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <h1>{t("signin.newPasswordTitle")}</h1>
      {data?.ok ? (
        <p className="card" role="status">
          {text(data.message)} {loaderData.token && <Link to={path("/login")}>{t("signin.newPasswordLogin")}</Link>}
        </p>
      ) : loaderData.expired ? (
        <div className="card" role="alert">
          <p>{text(loaderData.expired)}</p>
          <Link className="btn" to={path("/nova-password")}>
            {t("signin.newPasswordRequestNew")}
          </Link>
        </div>
      ) : (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
          {data?.message && <p className="field-error">{text(data.message)}</p>}
          {loaderData.token ? (
            <>
              <div className="field">
                <label htmlFor="password">{t("signin.newPasswordLabel")}</label>
                <input id="password" name="password" type="password" autoComplete="new-password" />
                {data?.errors?.password && <span className="field-error">{text(data.errors.password)}</span>}
              </div>
              <div className="field">
                <label htmlFor="confirmPassword">{t("signin.fieldConfirmPassword")}</label>
                <input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" />
                {data?.errors?.confirmPassword && (
                  <span className="field-error">{text(data.errors.confirmPassword)}</span>
                )}
              </div>
            </>
          ) : (
            <div className="field">
              <label htmlFor="email">{t("signin.newPasswordEmailLabel")}</label>
              <input id="email" name="email" type="email" autoComplete="email" />
              {data?.errors?.email && <span className="field-error">{text(data.errors.email)}</span>}
            </div>
          )}
          <button className="btn" type="submit" disabled={busy}>
            {loaderData.token ? t("signin.newPasswordSave") : t("signin.newPasswordSend")}
          </button>
        </Form>
      )}
    </div>
  );
}
