/** Old content addresses (the spec's Spanish-spelt /preguntas-frequentes) moved permanently to their pt-PT ones. */
import { redirect } from "react-router";
import { ptPath } from "#src/shared/i18n/paths.ts";
import { translatorFor } from "#src/web/i18n.ts";
import type { Route } from "./+types/legacy-redirect";

export const LEGACY_CONTENT_PATHS: Record<string, string> = { "/preguntas-frequentes": "/perguntas-frequentes" };

/** The same address under /es (/es/preguntas-frequentes) goes to the page in Spanish. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = LEGACY_CONTENT_PATHS[ptPath(url.pathname.replace(/\.data$/, "").replace(/\/$/, ""))] ?? "/";
  return redirect(`${translatorFor(request).path(to)}${url.search}`, 301);
}
