import { Link } from "react-router";
import { msg } from "#src/shared/i18n/i18n.ts";
import { ptPath } from "#src/shared/i18n/paths.ts";
import type { Route } from "./+types/newsletter-result";
import { apiContext, isApiError } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { seo } from "../ui/seo.ts";

/** /confirmacao-newsletter and /cancelar-newsletter (Spanish /confirmacion-newsletter, /cancelar-boletin): follow the link from the e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const cancel = ptPath(url.pathname).startsWith("/cancelar-newsletter");
  const token = url.searchParams.get("token") ?? "";
  const res = await context.get(apiContext)(
    `${cancel ? "/unsubscribe-newsletter" : "/newsletter"}/${encodeURIComponent(token)}`,
  );
  const body = res.json();
  return {
    cancel,
    ok: res.status === 200,
    message:
      res.status === 200
        ? (body as { message: string }).message
        : isApiError(body)
          ? body.message
          : msg("contact.newsletterConfirmFailed"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(
      loaderData?.cancel ? t("contact.newsletterCancelTitle") : t("contact.newsletterConfirmTitle"),
      t("contact.newsletterResultDescription"),
      path("/confirmacao-newsletter"),
    ),
    { name: "robots", content: "noindex" },
  ];
};

export default function NewsletterResult({ loaderData }: Route.ComponentProps) {
  const { t, text, path } = useT();
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>{t("contact.newsletterTitle")}</h1>
      <p className="card" role={loaderData.ok ? "status" : "alert"}>
        {text(loaderData.message)}
      </p>
      <Link to={path("/")}>{t("contact.backHome")}</Link>
    </div>
  );
}
