/**
 * /selector-moto/:step — one screen per step of the motorbike selector (spec section 2). The choices so far travel in
 * the query string; a step opened without the choices it needs resumes the stored search (version 4) or goes back to
 * the first step still to choose.
 */
import { useEffect, useState } from "react";
import { data, Link, redirect, useLocation, useNavigate } from "react-router";
import {
  internalStep,
  isStepPath,
  missingStep,
  modeOf,
  type MotoChoices,
  type MotoStepPath,
  readChoices,
  stepUrl,
} from "#src/shared/tyres/moto-steps.ts";
import { describeChoices, withStoredChoices } from "#src/shared/tyres/moto-state.ts";
import { apiContext } from "#src/web/api-context.ts";
import { seo } from "#src/web/ui/seo.ts";
import { type MessageKey, translatorAt, translatorFor, useT } from "#src/web/i18n.ts";
import type { Route } from "./+types/step";
import { MotoFrame } from "./frame.tsx";
import { MeasureStep, SizesScreen } from "./measure-screens.tsx";
import { ApplicationStep, ModelStep } from "./model-screens.tsx";
import { BrandsScreen, LeadDataScreen, PreferencesScreen } from "./preference-screens.tsx";
import { loadStep } from "./step.server.ts";
import { readStored, useStoreMotoState } from "./storage.ts";

const TITLE: Record<MotoStepPath, MessageKey> = {
  medidas: "motoSteps.titleMedidas",
  ancho: "motoSteps.titleAncho",
  serie: "motoSteps.titleSerie",
  llanta: "motoSteps.titleLlanta",
  carga: "motoSteps.titleCarga",
  velocidad: "motoSteps.titleVelocidad",
  preferencias: "motoSteps.titlePreferencias",
  marcas: "motoSteps.titleMarcas",
  datos: "motoSteps.titleDatos",
  marca: "motoSteps.titleMarca",
  cilindrada: "motoSteps.titleCilindrada",
  modelo: "motoSteps.titleModelo",
  fabricacion: "motoSteps.titleFabricacion",
  aplicacion: "motoSteps.titleAplicacion",
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const { path } = translatorFor(request);
  // the old inner-tube address
  if (params.step === "camaras-mousses")
    throw redirect(path(`/selector-moto/resultados/camaras-mousses${url.search}`), 301);
  if (params.step === "alto") throw redirect(path(`/selector-moto/serie${url.search}`), 301);
  if (!isStepPath(params.step)) throw data("Página não encontrada", { status: 404 });
  const step = params.step;
  const choices = readChoices(url.searchParams);
  const needs = missingStep(step, choices);
  if (needs) return { step, choices, needs, data: null };
  return { step, choices, needs: null, data: await loadStep(step, choices, context.get(apiContext)) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const step = loaderData?.step ?? "medidas";
  const { t, path } = translatorAt(location);
  return [
    ...seo(
      t("motoSteps.stepMetaTitle", { step: t(TITLE[step]) }),
      t("motoSteps.stepMetaDescription"),
      path(`/selector-moto/${step}`),
    ),
    { name: "robots", content: "noindex, follow" },
  ];
};

/** A step opened without its earlier choices: resume the stored search, else start at the missing step. */
function Resume({ step, needs, choices }: { step: MotoStepPath; needs: MotoStepPath; choices: MotoChoices }) {
  const navigate = useNavigate();
  const { t, path } = useT();
  useEffect(() => {
    const stored = readStored();
    const target =
      stored && missingStep(step, stored.choices) === null ? stepUrl(step, stored.choices) : stepUrl(needs, choices);
    void navigate(path(target), { replace: true });
  }, [step, needs, choices, navigate, path]);
  return (
    <p className="card" role="status">
      {t("moto.resuming")} <Link to={path(stepUrl(needs, choices))}>{t("moto.startHere")}</Link>.
    </p>
  );
}

export default function MotoStepPage({ loaderData: d }: Route.ComponentProps) {
  const location = useLocation();
  // after hydration, the stored choices complete the URL's (the value chosen at this step, on the way back)
  const [choices, setChoices] = useState(d.choices);
  useEffect(() => setChoices(withStoredChoices(d.choices, readStored()?.choices ?? null)), [d.choices]);
  useStoreMotoState(d.needs ? null : { step: d.step, choices });
  const mode = modeOf(d.step, d.choices);
  const key = `${d.step}?${location.search}#${JSON.stringify(choices)}`;
  const { t } = useT();
  const described = d.needs ? null : describeChoices({ step: d.step, choices: d.choices });
  return (
    <MotoFrame
      step={internalStep(d.step)}
      mode={mode}
      title={t(TITLE[d.step])}
      crumb={mode === "modelo" ? t("motoSteps.crumbByModel") : t("motoSteps.crumbBySize")}
    >
      {described && <p className="hint">{t("motoSteps.yourChoice", { choices: described })}</p>}
      {d.needs ? (
        <Resume step={d.step} needs={d.needs} choices={d.choices} />
      ) : (
        d.data && (
          <div key={key} className="moto-screen">
            <Screen step={d.step} data={d.data} choices={choices} />
          </div>
        )
      )}
    </MotoFrame>
  );
}

function Screen({
  step,
  data: s,
  choices,
}: {
  step: MotoStepPath;
  data: NonNullable<Route.ComponentProps["loaderData"]["data"]>;
  choices: MotoChoices;
}) {
  switch (s.kind) {
    case "measure":
      return <MeasureStep field={s.field} list={s.list} choices={choices} />;
    case "sizes":
      return <SizesScreen data={s} choices={choices} />;
    case "facets":
      return step === "marcas" ? (
        <BrandsScreen facets={s.facets} error={s.error} choices={choices} />
      ) : (
        <PreferencesScreen facets={s.facets} error={s.error} choices={choices} />
      );
    case "model":
      return <ModelStep data={s} choices={choices} />;
    default:
      return step === "aplicacion" ? <ApplicationStep choices={choices} /> : <LeadDataScreen choices={choices} />;
  }
}
