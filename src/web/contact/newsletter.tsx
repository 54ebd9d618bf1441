import { Form, Link, useActionData } from "react-router";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Route } from "./+types/newsletter";
import { apiContext, isApiError } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const f = await request.formData();
  const res = await context.get(apiContext)("/newsletter", {
    method: "POST",
    body: { email: String(f.get("email") ?? "") },
  });
  const body = res.json();
  if (res.status === 202) return { ok: true, message: (body as { message: string }).message };
  return {
    ok: false,
    message: isApiError(body) ? (body.errors?.email ?? body.message) : msg("contact.newsletterFailed"),
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("contact.newsletterMetaTitle"), t("contact.newsletterMetaDescription"), path("/newsletter")),
    { name: "robots", content: "noindex" },
  ];
};

export default function Newsletter() {
  const data = useActionData<typeof action>();
  const { t, text, path } = useT();
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <h1>{t("contact.newsletterTitle")}</h1>
      {data && (
        <p className="card" role={data.ok ? "status" : "alert"}>
          {text(data.message)}
        </p>
      )}
      {!data?.ok && (
        <Form method="post" className="card" style={{ display: "grid", gap: 12 }}>
          <div className="field">
            <label htmlFor="nl-email">{t("fields.fieldEmail")}</label>
            <input id="nl-email" name="email" type="email" autoComplete="email" required />
          </div>
          <button className="btn" type="submit">
            {t("contact.newsletterSubscribe")}
          </button>
        </Form>
      )}
      <Link to={path("/")}>{t("contact.backHome")}</Link>
    </div>
  );
}
