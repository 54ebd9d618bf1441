import { redirect } from "react-router";
import { translatorFor } from "#src/web/i18n.ts";
import type { Route } from "./+types/preset";
import { chosenServices } from "./services-query.ts";

/** /marcacao-previa-preset?taller=…&servicos=… (`servicios` on the Spanish site, both read): a link from a campaign or a workshop page straight to the date step. */
export function loader({ request }: Route.LoaderArgs) {
  const { path } = translatorFor(request);
  const q = new URL(request.url).searchParams;
  // A revision preset (plate, kilometres, oil) opens the oil-change assistant's pack step (src/web/oil/preset.tsx).
  if (q.get("matricula") && q.get("aceite") && !q.get("taller"))
    throw redirect(path(`/verificar-revision-preset?${q.toString()}`));
  if (!q.get("taller")) throw redirect(path("/marcacao-previa"));
  // path() writes the query's names in the page's language (`servicos` → `servicios` on the Spanish site).
  return redirect(path(`/marcacao-previa/${chosenServices(q).length ? "data-e-hora" : "servicos"}?${q.toString()}`));
}
