import { redirect } from "react-router";
import { ptSegment } from "#src/shared/i18n/paths.ts";
import type { Route } from "./+types/private-area-alias";
import { translatorOf } from "./lang.ts";

/**
 * The spec's private-area addresses (/historial, /os-meus-dados, /as-minhas-encomendas; in Spanish /es/historial,
 * /mis-datos, /mis-pedidos) open the matching tab, in the address's language.
 */
const TAB_FOR: Record<string, string> = {
  historial: "historial",
  "os-meus-dados": "os-meus-dados",
  "as-minhas-encomendas": "encomendas",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segments = url.pathname.split("/");
  const first = ptSegment((segments[1] === "es" ? segments[2] : segments[1]) ?? "");
  const tab = TAB_FOR[first] ?? "";
  return redirect(`${translatorOf(request).path(`/area-privado${tab ? `/${tab}` : ""}`)}${url.search}`, 301);
}
