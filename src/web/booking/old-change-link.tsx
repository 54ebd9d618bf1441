import { redirect } from "react-router";
import type { Route } from "./+types/old-change-link";

/** E-mails sent before the fix linked to /alteracao: they keep working, on the change page. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/marcacao-previa/alteracao${url.search}`, 301);
}
