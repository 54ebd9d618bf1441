import { Link } from "react-router";
import type { Route } from "./+types/newsletter-result";
import { apiContext, isApiError } from "../api-context.ts";
import { seo } from "../ui/seo.ts";

/** /confirmacao-newsletter and /cancelar-newsletter: follow the link from the e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const cancel = url.pathname.startsWith("/cancelar-newsletter");
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
          : "Não foi possível confirmar a subscrição.",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo(
    loaderData?.cancel ? "Anular a newsletter" : "Confirmar a newsletter",
    "Newsletter RodaCerta.",
    "/confirmacao-newsletter",
  ),
  { name: "robots", content: "noindex" },
];

export default function NewsletterResult({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page" style={{ maxWidth: 640 }}>
      <h1>Newsletter</h1>
      <p className="card" role={loaderData.ok ? "status" : "alert"}>
        {loaderData.message}
      </p>
      <Link to="/">Voltar à página inicial</Link>
    </div>
  );
}
