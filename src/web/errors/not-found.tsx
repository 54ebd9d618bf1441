import { data, redirect } from "react-router";
import { preferredLang } from "#src/shared/i18n/accept-language.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";
import type { Route } from "./+types/not-found";

/**
 * Any unknown path, and /404.html, answer 404 with the 404 page (rendered by the root error boundary). An unknown
 * path without the Spanish prefix, asked for by a browser that prefers Spanish, goes to the same path under /es, so
 * that its 404 page is the Spanish one (the language of a page is its path's); the Portuguese 404 stays the default.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  if (
    url.pathname !== "/404.html" &&
    langOfPath(url.pathname) === "pt" &&
    preferredLang(request.headers.get("accept-language")) === "es"
  )
    throw redirect(`/es${url.pathname}${url.search}`, { headers: { vary: "Accept-Language" } });
  throw data("Página não encontrada", { status: 404 });
}

export default function NotFound() {
  return null;
}
