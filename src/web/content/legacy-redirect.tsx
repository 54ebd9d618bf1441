/**
 * Addresses the spec lists that live elsewhere, moved permanently: its Spanish-spelt /preguntas-frequentes to the pt-PT
 * FAQ, and the truck pages it lists at the top level (/gestao-de-frotas …) to their place under /camiao.
 */
import { redirect } from "react-router";
import { ptPath } from "#src/shared/i18n/paths.ts";
import { translatorFor } from "#src/web/i18n.ts";
import type { Route } from "./+types/legacy-redirect";

export const LEGACY_CONTENT_PATHS: Record<string, string> = {
  "/preguntas-frequentes": "/perguntas-frequentes",
  "/gestao-de-frotas": "/camiao/gestao-de-frotas",
  "/assistencia-24h-camiao": "/camiao/assistencia-24h-camiao",
  "/pneus-industriais": "/camiao/pneus-industriais",
};

/** The same address under /es (/es/preguntas-frequentes) goes to the page in Spanish. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = LEGACY_CONTENT_PATHS[ptPath(url.pathname.replace(/\.data$/, "").replace(/\/$/, ""))] ?? "/";
  return redirect(`${translatorFor(request).path(to)}${url.search}`, 301);
}
