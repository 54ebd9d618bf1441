import { Form, useActionData, useNavigation } from "react-router";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Route } from "./+types/callback";
import { apiContext, isApiError } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const res = await context.get(apiContext)("/callback", {
    method: "POST",
    body: {
      telefono: String(f.get("telefono") ?? ""),
      origen: "ligamos-lhe",
      userAgent: request.headers.get("user-agent")?.slice(0, 400),
    },
  });
  const body = res.json();
  if (res.status === 201) return { ok: true, message: (body as { message: string }).message, error: null };
  if (isApiError(body) && body.error === "VALIDATION_ERROR")
    return { ok: false, message: null, error: body.errors?.telefono ?? body.message };
  if (isApiError(body) && body.error === "BLACKLISTED") return { ok: false, message: null, error: body.message };
  // The spec's 'callback.error'.
  return { ok: false, message: null, error: msg("contact.callbackFailed") };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return seo(t("contact.callbackMetaTitle"), t("contact.callbackMetaDescription"), path("/ligamos-lhe"));
};

export default function Callback() {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, text } = useT();
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <Breadcrumbs items={[{ label: t("contact.callbackTitle") }]} />
      <h1>{t("contact.callbackTitle")}</h1>
      <p className="lead">{t("common.supportHours")}.</p>
      {data?.ok ? (
        <p className="card" role="status">
          {text(data.message ?? "")}
        </p>
      ) : (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }} noValidate>
          <div className="field">
            <label htmlFor="telefono">{t("contact.callbackPhone")}</label>
            <input
              id="telefono"
              name="telefono"
              type="tel"
              autoComplete="tel"
              placeholder={t("fields.hintPhone")}
              aria-invalid={data?.error ? true : undefined}
              aria-describedby="tel-error"
            />
            {data?.error && (
              <span id="tel-error" role="alert" className="field-error">
                {text(data.error)}
              </span>
            )}
          </div>
          <button className="btn" type="submit" disabled={busy}>
            {t("contact.callbackSubmit")}
          </button>
        </Form>
      )}
    </div>
  );
}
