/**
 * /mudanca-de-oleo-filtros/assistente/:step? — the oil-change assistant (spec section 2, "Oil service"): plate →
 * kilometres → oil → pack and services → basket. One URL per step with the choices in the query string, so reload,
 * back and a shared link replay it; every step is a plain form and works without JavaScript. A plate the registry
 * does not know goes through marca → modelo → motor (spec section 4, "Plate lookup outcomes").
 */
import { lazy, Suspense } from "react";
import { redirect } from "react-router";
import { canonicalPath, ptSegment } from "#src/shared/i18n/paths.ts";
import { authHeaders } from "../account/session.ts";
import { apiContext } from "../api-context.ts";
import { translatorAt } from "../i18n.ts";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/assistant";
import { addPack, loadAssistant } from "./assistant.server.ts";
import { TITLE } from "./assistant-parts.tsx";
import { PlateStep } from "./assistant-plate.tsx";

/**
 * The steps after the plate are loaded on demand (issue 15, goal 3): the assistant's first page carries the plate
 * step only. The server renders every step whole; a step opened directly hydrates once its chunk arrives (its HTML and
 * plain forms work meanwhile), and going from step to step keeps the current one shown until the next is loaded.
 */
const loadPick = () => import("./assistant-pick.tsx");
const loadSteps = () => import("./assistant-steps.tsx");
const PickStepView = lazy(() => loadPick().then((m) => ({ default: m.PickStepView })));
const KmStep = lazy(() => loadSteps().then((m) => ({ default: m.KmStep })));
const OilStep = lazy(() => loadSteps().then((m) => ({ default: m.OilStep })));
const PackStep = lazy(() => loadSteps().then((m) => ({ default: m.PackStep })));

/** A navigation into a later step (from the preset link, say) waits for its chunk with its data: no empty page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const d = await serverLoader();
  if (d.step === "marca" || d.step === "modelo" || d.step === "motor") await loadPick();
  else if (d.step !== "matricula") await loadSteps();
  return d;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  // The Spanish steps served as /oleo and /quilometros before they were translated: moved to /aceite, /kilometros.
  const canonical = canonicalPath(url.pathname);
  if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);
  return loadAssistant(context.get(apiContext), ptSegment(params.step), url, authHeaders(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  return addPack(context.get(apiContext), request, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(
      t(TITLE[loaderData?.step ?? "matricula"]),
      t("oilAssistant.assistantMetaDescription"),
      path("/mudanca-de-oleo-filtros/assistente"),
    ),
    { name: "robots", content: "noindex" },
  ];
};

export default function OilAssistant({ loaderData: d }: Route.ComponentProps) {
  // One boundary around every step, always mounted: going from step to step (a navigation, so a transition) keeps
  // the current step shown until the next one's chunk is in.
  return (
    <Suspense fallback={null}>
      {d.step === "matricula" ? (
        <PlateStep d={d} />
      ) : d.step === "marca" || d.step === "modelo" || d.step === "motor" ? (
        <PickStepView d={d} />
      ) : d.step === "quilometros" ? (
        <KmStep d={d} />
      ) : d.step === "oleo" ? (
        <OilStep d={d} />
      ) : d.step === "servicos" ? (
        <PackStep d={d} />
      ) : null}
    </Suspense>
  );
}
