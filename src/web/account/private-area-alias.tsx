import { redirect } from "react-router";
import type { Route } from "./+types/private-area-alias";

/** The spec's private-area addresses (/historial, /os-meus-dados, /as-minhas-encomendas) open the matching tab. */
const TAB_FOR: Record<string, string> = {
  historial: "historial",
  "os-meus-dados": "os-meus-dados",
  "as-minhas-encomendas": "encomendas",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const first = url.pathname.split("/")[1] ?? "";
  return redirect(`/area-privado/${TAB_FOR[first] ?? ""}${url.search}`, 301);
}
