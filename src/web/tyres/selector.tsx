/**
 * /seletor/:step — the car tyre selector by size (spec section 2): the size cascade, the preferences and, when the
 * back office asks for it, the lead-data step. The loader and action logic is in selector.server.ts; the fields and
 * screens are in selector-measure.tsx, selector-preferences.tsx and selector-lead-step.tsx.
 */
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import { SITE } from "#src/shared/site.ts";
import { chooseMeasure, initialCascade, MEASURES, type Measure, withOptions } from "#src/shared/tyres/cascade.ts";
import {
  DESKTOP_FLOW,
  desktopScreen,
  MOBILE_FLOW,
  nextStep,
  previousStep,
  readStoredState,
  resultsEntry,
  resultsQuery,
  cleanResultsQuery,
  SELECTOR_STORAGE_KEY,
  type SelectorState,
  type SelectorStep,
  serializeState,
  skipLeadStep,
} from "#src/shared/tyres/selector.ts";
import type { Route } from "./+types/selector";
import { apiContext } from "../api-context.ts";
import { translatorAt, useT } from "../i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import { MEASURE_STEP, MeasureField, nextOptions } from "./selector-measure.tsx";
import { loadSelector, saveSelectorLead } from "./selector.server.ts";

/**
 * The preferences and lead-data screens are loaded on demand (issue 15, goal 3): the size screens, where the
 * selector starts, carry neither. The server renders every screen whole. In the browser their boundaries are
 * memoised and the updates after hydration are transitions, so a screen opened directly keeps its server HTML until
 * its chunk is in (an urgent update would make React drop it and render the boundary again from nothing).
 */
const LeadStep = lazy(() => import("./selector-lead-step.tsx").then((m) => ({ default: m.LeadStep })));
const SeasonsField = lazy(() => import("./selector-preferences.tsx").then((m) => ({ default: m.SeasonsField })));
const RunflatField = lazy(() => import("./selector-preferences.tsx").then((m) => ({ default: m.RunflatField })));
const BrandsField = lazy(() => import("./selector-preferences.tsx").then((m) => ({ default: m.BrandsField })));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadSelector(context.get(apiContext), request, params.step);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return saveSelectorLead(context.get(apiContext), request, params.step);
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, path } = translatorAt(location);
  return [
    ...seo(t("tyreSelector.selectorMetaTitle"), t("tyreSelector.selectorMetaDescription"), path("/seletor/medidas")),
    { name: "robots", content: "noindex, follow" },
  ];
};

function useIsDesktop() {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(min-width: 1280px)");
    startTransition(() => setDesktop(mq.matches));
    const on = () => startTransition(() => setDesktop(mq.matches));
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return desktop;
}

export default function Selector({ loaderData }: Route.ComponentProps) {
  const { t, path } = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === path("/seletor/resultados");
  const desktop = useIsDesktop();
  const [state, setState] = useState<SelectorState>(() => ({
    cascade: withOptions(initialCascade(), "ancho", loaderData.widths),
    // The season step starts on summer (spec section 9, "Default tyre season summer"); the customer may change it.
    prefs: { temporada: [SITE.defaultSeason], runflat: null, marcas: [] },
    tipoVehiculo: "turismo",
  }));
  const [error, setError] = useState<string | null>(null);
  const restored = useRef(false);
  const [ready, setReady] = useState(false);

  // Restore the stored state (version 2) after hydration; write it 10 ms after each change.
  useEffect(() => {
    const stored = readStoredState(window.localStorage.getItem(SELECTOR_STORAGE_KEY));
    restored.current = true;
    startTransition(() => {
      if (stored) setState(stored);
      setReady(true);
    });
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    const id = setTimeout(() => window.localStorage.setItem(SELECTOR_STORAGE_KEY, serializeState(state)), 10);
    return () => clearTimeout(id);
  }, [state]);

  const flow = desktop ? DESKTOP_FLOW : MOBILE_FLOW;
  const screen: SelectorStep = desktop
    ? desktopScreen(loaderData.step)
    : loaderData.step === "medidas"
      ? "largura"
      : loaderData.step === "preferencias"
        ? "estacao"
        : loaderData.step;
  const ctx = loaderData.lead;
  const skipLead = skipLeadStep(ctx);
  // Sent here from a results address (the home page's size search, a shared link): the search to show afterwards.
  const [searchParams] = useSearchParams();
  const searchQuery = cleanResultsQuery(searchParams.get("q") ?? "");

  // The lead-data step reached by its address when it does not apply: straight on to the results (or the sizes).
  useEffect(() => {
    if (!ready || screen !== "dados" || !skipLead) return;
    const q = resultsQuery(state);
    void navigate(path(q ? `/seletor/resultados?${q}` : "/seletor/medidas"), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival on the step, with the restored state
  }, [ready, screen, skipLead]);

  async function choose(measure: Measure, value: string) {
    setError(null);
    const idx = MEASURES.indexOf(measure);
    const next = MEASURES[idx + 1];
    let nextState: SelectorState = { ...state, cascade: chooseMeasure(state.cascade, measure, value || null) };
    setState(nextState);
    if (!next || !value) return;
    try {
      const options = await nextOptions(nextState, next);
      nextState = {
        ...nextState,
        cascade: withOptions(nextState.cascade, next, options, options.length === 1 ? (options[0] as string) : null),
      };
      if (options.length === 1)
        nextState = {
          ...nextState,
          cascade: { ...nextState.cascade, [next]: { ...nextState.cascade[next], value: options[0] as string } },
        };
      setState(nextState);
    } catch {
      setError(t("tyreSelector.selectorLoadFailed"));
      setState((s) => ({ ...s, cascade: { ...s.cascade, [next]: { ...s.cascade[next], loading: false } } }));
    }
  }

  function go(target: SelectorStep) {
    if (target === "resultados" || target === "dados") {
      const q = resultsQuery(state);
      if (!q) {
        setError(t("tyreSelector.selectorChooseSize"));
        return;
      }
      setError(null);
      void navigate(path(target === "resultados" ? `/seletor/resultados?${q}` : "/seletor/dados"));
      return;
    }
    void navigate(path(`/seletor/${target}`));
  }

  const measureForStep = (Object.entries(MEASURE_STEP).find(([, st]) => st === screen)?.[0] ?? null) as Measure | null;
  const canContinue =
    screen === "medidas"
      ? Boolean(state.cascade.llanta.value)
      : measureForStep
        ? Boolean(state.cascade[measureForStep].value) || measureForStep === "carga" || measureForStep === "velocidad"
        : true;
  const prev = previousStep(flow, screen);
  const next = nextStep(flow, screen, ctx);
  // The preference fields and the lead step are loaded on demand: until then the screen says so.
  const loadingText = t("tyreSelector.measureLoading");
  // The three fields come from one chunk: on the desktop's shared screen only the first says it is loading.
  const shared = screen === "preferencias";
  const { seasons, runflat, brands } = useMemo(
    () => ({
      seasons: (
        <Suspense fallback={<Loading text={loadingText} />}>
          <SeasonsField state={state} setState={setState} />
        </Suspense>
      ),
      runflat: (
        <Suspense fallback={shared ? null : <Loading text={loadingText} />}>
          <RunflatField state={state} setState={setState} />
        </Suspense>
      ),
      brands: (
        <Suspense fallback={shared ? null : <Loading text={loadingText} />}>
          <BrandsField state={state} setState={setState} brands={loaderData.brands} />
        </Suspense>
      ),
    }),
    [state, loaderData.brands, loadingText, shared],
  );
  const leadQuery = ready ? (resultsQuery(state) ?? searchQuery) : searchQuery;
  const lead = useMemo(
    () => (
      <Suspense fallback={<Loading text={loadingText} />}>
        <LeadStep query={leadQuery} ready={ready} />
      </Suspense>
    ),
    [leadQuery, ready, loadingText],
  );

  return (
    <div className="container page">
      <Breadcrumbs
        items={[{ label: t("common.crumbTyres"), to: path("/pneus") }, { label: t("tyreSelector.selectorCrumb") }]}
      />
      <h1>{t("tyreSelector.selectorTitle")}</h1>
      <p className="hint">
        {`${t("tyreSelector.selectorPlateQuestion")} `}
        <Link to={path("/seletor/matricula?matricula=")}>{t("tyreSelector.selectorPlateLink")}</Link>.
      </p>
      <div style={{ display: "grid", gap: 16, maxWidth: 900 }}>
        {screen === "medidas" && (
          <div className="size-fields card" style={{ gridTemplateColumns: "repeat(5, 1fr)" }}>
            {MEASURES.map((m) => (
              <MeasureField key={m} m={m} state={state} onChoose={(mm, v) => void choose(mm, v)} />
            ))}
          </div>
        )}
        {measureForStep && screen !== "medidas" && (
          <div className="card" style={{ maxWidth: 420 }}>
            <MeasureField
              key={measureForStep}
              m={measureForStep}
              state={state}
              onChoose={(mm, v) => void choose(mm, v)}
            />
          </div>
        )}
        {screen === "preferencias" && (
          <>
            {seasons}
            {runflat}
            {brands}
          </>
        )}
        {screen === "estacao" && seasons}
        {screen === "runflat" && runflat}
        {screen === "marcas" && brands}
        {screen === "dados" &&
          (skipLead ? (
            <p className="card" role="status">
              {t("tyreSelector.selectorOpening")}
            </p>
          ) : (
            lead
          ))}
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
          {prev && (
            <button type="button" className="btn btn-ghost" onClick={() => go(prev)}>
              {t("tyreSelector.selectorBack")}
            </button>
          )}
          {screen !== "dados" && (
            <button
              type="button"
              className="btn"
              aria-disabled={!canContinue || searching ? true : undefined}
              aria-busy={searching ? true : undefined}
              onClick={() => {
                if (canContinue && !searching) go(next);
              }}
            >
              {searching && <span className="btn-spinner" aria-hidden="true" />}
              {searching
                ? t("tyreSelector.selectorSearching")
                : next === "resultados"
                  ? t("tyreSelector.selectorShowTyres")
                  : t("tyreSelector.continue")}
            </button>
          )}
          {screen !== "medidas" &&
            screen !== "dados" &&
            resultsQuery(state) &&
            next !== "resultados" &&
            next !== "dados" && (
              <button type="button" className="btn btn-ghost" onClick={() => go(resultsEntry(ctx))}>
                {t("tyreSelector.selectorResultsNow")}
              </button>
            )}
        </p>
      </div>
    </div>
  );
}

/** What a screen shows while its fields' code loads. */
function Loading({ text }: { text: string }) {
  return (
    <p className="hint" role="status">
      {text}
    </p>
  );
}
