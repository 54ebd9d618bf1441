/**
 * /verificar-revision-preset?matricula=&kms=&aceite= — a revision link from an e-mail or a campaign: the API checks the
 * plate, kilometres and oil, and the customer lands on the assistant's pack step with them filled in. A link that no
 * longer fits (another oil, an electric car, an unknown plate) opens the step that explains it.
 */
import { redirect } from "react-router";
import { assistantUrl, readAssistantChoices } from "#src/shared/revision/steps.ts";
import type { VerificarRevisionPresetResponse } from "#src/shared/revision/revision.schema.ts";
import { apiContext, apiResult } from "../api-context.ts";
import { translatorFor } from "../i18n.ts";
import type { Route } from "./+types/preset";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { path } = translatorFor(request);
  const q = new URL(request.url.replace(/\.data(\?|$)/, "$1")).searchParams;
  const choices = readAssistantChoices(q);
  if (!choices.matricula) return redirect(path(assistantUrl("matricula", {})));
  if (choices.kms === null) return redirect(path(assistantUrl("quilometros", choices)));
  const res = await context.get(apiContext)("/verificar-revision-preset", {
    method: "POST",
    body: { matricula: choices.matricula, kms: choices.kms, aceite: choices.aceite ?? "" },
  });
  // The API names the step in Portuguese: the customer stays on the site in the page's language.
  const checked = apiResult<typeof VerificarRevisionPresetResponse>(res);
  if (checked.ok && res.status === 200) return redirect(path(checked.body.siguiente));
  const error = checked.ok ? "" : (checked.error?.error ?? "");
  // the oil does not fit this engine (or is missing): choose it again
  if (res.status === 400 || error === "OIL_NOT_FOR_ENGINE") return redirect(path(assistantUrl("oleo", choices)));
  return redirect(path(`${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(choices.matricula)}`));
}
