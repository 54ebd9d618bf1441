import { useEffect, useRef, useState } from "react";
import { data, Link, useNavigate, useNavigation } from "react-router";
import { chooseMeasure, initialCascade, MEASURES, type Measure, withOptions } from "#src/shared/tyres/cascade.ts";
import {
  DESKTOP_FLOW,
  desktopScreen,
  MOBILE_FLOW,
  nextStep,
  previousStep,
  readStoredState,
  resultsQuery,
  SELECTOR_STORAGE_KEY,
  type SelectorState,
  type SelectorStep,
  serializeState,
  STEPS,
} from "#src/shared/tyres/selector.ts";
import type { Route } from "./+types/selector";
import { browserApi, loadApi } from "../api-context.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";

type Brand = { id: number; name: string; tier: string; moto: boolean };

const MEASURE_STEP: Record<Measure, SelectorStep> = {
  ancho: "largura",
  serie: "serie",
  llanta: "jante",
  carga: "carga",
  velocidad: "velocidade",
};
const MEASURE_LABEL: Record<Measure, string> = {
  ancho: "Largura",
  serie: "Perfil",
  llanta: "Jante",
  carga: "Índice de carga",
  velocidad: "Código de velocidade",
};
const QUERY_KEY: Record<Measure, string> = {
  ancho: "ancho",
  serie: "serie",
  llanta: "llanta",
  carga: "ic",
  velocidad: "cv",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const step = (params.step ?? "medidas") as SelectorStep;
  if (!(STEPS as readonly string[]).includes(step) || step === "resultados")
    throw data("Página não encontrada", { status: 404 });
  const [widths, brands] = await Promise.all([
    loadApi<{ options: string[] }>(context, "/tyres-with-values"),
    loadApi<Brand[]>(context, "/marcas"),
  ]);
  return {
    step,
    widths: widths.options,
    brands: brands.filter(
      (b) => !b.moto || ["Michelin", "Pirelli", "Bridgestone", "Dunlop", "Continental"].includes(b.name),
    ),
  };
}

export const meta: Route.MetaFunction = () => [
  ...seo(
    "Seletor de pneus por medida",
    "Escolha a largura, o perfil, a jante, a carga e a velocidade do seu pneu e veja os pneus disponíveis com montagem.",
    "/seletor/medidas",
  ),
  { name: "robots", content: "noindex, follow" },
];

function useIsDesktop() {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(min-width: 1280px)");
    setDesktop(mq.matches);
    const on = () => setDesktop(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return desktop;
}

function queryFor(state: SelectorState, upTo: Measure): string {
  const q = new URLSearchParams({ "tipo-vehiculo": state.tipoVehiculo });
  for (const m of MEASURES) {
    if (m === upTo) break;
    const v = state.cascade[m].value;
    if (v) q.set(QUERY_KEY[m], v);
  }
  return q.toString();
}

export default function Selector({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/seletor/resultados";
  const desktop = useIsDesktop();
  const [state, setState] = useState<SelectorState>(() => ({
    cascade: withOptions(initialCascade(), "ancho", loaderData.widths),
    prefs: { temporada: [], runflat: null, marcas: [] },
    tipoVehiculo: "turismo",
  }));
  const [error, setError] = useState<string | null>(null);
  const restored = useRef(false);

  // Restore the stored state (version 2) after hydration; write it 10 ms after each change.
  useEffect(() => {
    const stored = readStoredState(window.localStorage.getItem(SELECTOR_STORAGE_KEY));
    if (stored) setState(stored);
    restored.current = true;
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
  const ctx = { isLead: false, loggedIn: false, needed: false };

  async function choose(measure: Measure, value: string) {
    setError(null);
    const idx = MEASURES.indexOf(measure);
    const next = MEASURES[idx + 1];
    let nextState: SelectorState = { ...state, cascade: chooseMeasure(state.cascade, measure, value || null) };
    setState(nextState);
    if (!next || !value) return;
    try {
      const res = await browserApi(`/tyres-with-values?${queryFor(nextState, next)}`);
      if (res.status !== 200) throw new Error(String(res.status));
      const options = (res.json() as { options: string[] }).options;
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
      setError("Não foi possível carregar as opções. Tente novamente.");
      setState((s) => ({ ...s, cascade: { ...s.cascade, [next]: { ...s.cascade[next], loading: false } } }));
    }
  }

  function go(target: SelectorStep) {
    if (target === "resultados") {
      const q = resultsQuery(state);
      if (!q) {
        setError("Escolha pelo menos a largura, o perfil e a jante.");
        return;
      }
      navigate(`/seletor/resultados?${q}`);
      return;
    }
    navigate(`/seletor/${target}`);
  }

  function measureField(m: Measure) {
    const s = state.cascade[m];
    const idx = MEASURES.indexOf(m);
    const enabled = idx === 0 || state.cascade[MEASURES[idx - 1] as Measure].value !== null;
    return (
      <div className="field" key={m}>
        <label htmlFor={`sel-${m}`}>{MEASURE_LABEL[m]}</label>
        <select
          id={`sel-${m}`}
          value={s.value ?? ""}
          disabled={!enabled || s.loading}
          onChange={(e) => void choose(m, e.target.value)}
          aria-busy={s.loading}
        >
          <option value="">
            {s.loading ? "A carregar…" : m === "carga" || m === "velocidad" ? "Qualquer" : "Escolha"}
          </option>
          {s.options.map((o) => (
            <option key={o} value={o}>
              {m === "llanta" ? `R${o}` : o}
            </option>
          ))}
        </select>
      </div>
    );
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

  const seasons = (
    <fieldset className="card" style={{ border: 0 }}>
      <legend style={{ fontWeight: 700 }}>Estação</legend>
      {(
        [
          ["verano", "Verão"],
          ["invierno", "Inverno (abaixo de 7 °C)"],
          ["allseason", "Todas as estações"],
        ] as const
      ).map(([v, l]) => (
        <label key={v} className="check">
          <input
            type="checkbox"
            checked={state.prefs.temporada.includes(v)}
            onChange={(e) =>
              setState((s) => ({
                ...s,
                prefs: {
                  ...s.prefs,
                  temporada: e.target.checked ? [...s.prefs.temporada, v] : s.prefs.temporada.filter((t) => t !== v),
                },
              }))
            }
          />{" "}
          {l}
        </label>
      ))}
    </fieldset>
  );
  const runflat = (
    <fieldset className="card" style={{ border: 0 }}>
      <legend style={{ fontWeight: 700 }}>Run-flat</legend>
      <p className="hint">Um pneu run-flat anda cerca de 80 km a 80 km/h depois de furar.</p>
      {(
        [
          [null, "Indiferente"],
          [true, "Só run-flat"],
          [false, "Sem run-flat"],
        ] as const
      ).map(([v, l]) => (
        <label key={String(v)} className="check">
          <input
            type="radio"
            name="runflat"
            checked={state.prefs.runflat === v}
            onChange={() => setState((s) => ({ ...s, prefs: { ...s.prefs, runflat: v } }))}
          />{" "}
          {l}
        </label>
      ))}
    </fieldset>
  );
  const brands = (
    <fieldset className="card" style={{ border: 0 }}>
      <legend style={{ fontWeight: 700 }}>Marcas preferidas (opcional)</legend>
      <div className="grid" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: 4 }}>
        {loaderData.brands.map((b) => (
          <label key={b.id} className="check">
            <input
              type="checkbox"
              checked={state.prefs.marcas.includes(b.id)}
              onChange={(e) =>
                setState((s) => ({
                  ...s,
                  prefs: {
                    ...s.prefs,
                    marcas: e.target.checked ? [...s.prefs.marcas, b.id] : s.prefs.marcas.filter((m) => m !== b.id),
                  },
                }))
              }
            />{" "}
            {b.name}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Pneus", to: "/pneus" }, { label: "Seletor por medida" }]} />
      <h1>Encontre o pneu pela medida</h1>
      <p className="hint">
        Tem a matrícula à mão? <Link to="/seletor/matricula?matricula=">Procure pela matrícula</Link>.
      </p>
      <div style={{ display: "grid", gap: 16, maxWidth: 900 }}>
        {screen === "medidas" && (
          <div className="size-fields card" style={{ gridTemplateColumns: "repeat(5, 1fr)" }}>
            {MEASURES.map((m) => measureField(m))}
          </div>
        )}
        {measureForStep && screen !== "medidas" && (
          <div className="card" style={{ maxWidth: 420 }}>
            {measureField(measureForStep)}
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
        {screen === "dados" && <p className="card">Não precisamos dos seus dados para mostrar os resultados.</p>}
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <p style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
          {prev && (
            <button type="button" className="btn btn-ghost" onClick={() => go(prev)}>
              Voltar
            </button>
          )}
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
            {searching ? "A procurar…" : next === "resultados" ? "Ver pneus" : "Continuar"}
          </button>
          {screen !== "medidas" && resultsQuery(state) && next !== "resultados" && (
            <button type="button" className="btn btn-ghost" onClick={() => go("resultados")}>
              Ver já os resultados
            </button>
          )}
        </p>
      </div>
    </div>
  );
}
