import { redirect } from "react-router";
import { translatorFor } from "#src/web/i18n.ts";
import type { Route } from "./+types/old-change-link";

/** E-mails sent before the fix linked to /alteracao (/modificacion): they keep working, on the change page. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(translatorFor(request).path(`/marcacao-previa/alteracao${url.search}`), 301);
}
