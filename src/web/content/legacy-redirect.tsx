/** Old content addresses (the spec's Spanish-spelt /preguntas-frequentes) moved permanently to their pt-PT ones. */
import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";

export const LEGACY_CONTENT_PATHS: Record<string, string> = { "/preguntas-frequentes": "/perguntas-frequentes" };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = LEGACY_CONTENT_PATHS[url.pathname.replace(/\.data$/, "").replace(/\/$/, "")] ?? "/";
  return redirect(`${to}${url.search}`, 301);
}
