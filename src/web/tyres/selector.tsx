import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher, useNavigate, useNavigation } from "react-router";
import { chooseMeasure, initialCascade, MEASURES, type Measure, withOptions } from "#src/shared/tyres/cascade.ts";
import {
  cleanResultsQuery,
  DESKTOP_FLOW,
  desktopScreen,
  type LeadContext,
  MOBILE_FLOW,
  nextStep,
  previousStep,
  readStoredState,
  resultsEntry,
  resultsQuery,
  SELECTOR_STORAGE_KEY,
  type SelectorState,
  type SelectorStep,
  serializeState,
  skipLeadStep,
  STEPS,
} from "#src/shared/tyres/selector.ts";
import type { Route } from "./+types/selector";
import { sessionToken } from "../account/session.ts";
import { apiContext, browserApi, fieldErrors, isApiError, loadApi } from "../api-context.ts";
import { leadId, leadPayload, setLeadCookie } from "./selector-lead.ts";
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

/** The back-office setting "ask for contact data in the selector" (GET /site-init); off when it cannot be read. */
async function leadStepNeeded(context: Route.LoaderArgs["context"]): Promise<boolean> {
  try {
    const site = await loadApi<{ seletor?: { pedirDados?: boolean } }>(context, "/site-init");
    return site.seletor?.pedirDados === true;
  } catch {
    return false;
  }
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const step = (params.step ?? "medidas") as SelectorStep;
  if (!(STEPS as readonly string[]).includes(step) || step === "resultados")
    throw data("Página não encontrada", { status: 404 });
  const [widths, brands, needed] = await Promise.all([
    loadApi<{ options: string[] }>(context, "/tyres-with-values"),
    loadApi<Brand[]>(context, "/marcas"),
    leadStepNeeded(context),
  ]);
  const lead: LeadContext = { isLead: leadId(request) !== null, loggedIn: sessionToken(request) !== null, needed };
  return {
    step,
    lead,
    widths: widths.options,
    brands: brands.filter(
      (b) => !b.moto || ["Michelin", "Pirelli", "Bridgestone", "Dunlop", "Continental"].includes(b.name),
    ),
  };
}

type LeadActionResult = { errors: Record<string, string>; message: string };

/**
 * The lead-data step's form: POST /leads (origen "seletor"); on success the visitor is a lead from now on (cookie) and
 * goes to the results of the search they built, sent back as `q` and rebuilt from known keys only.
 */
export async function action({ params, request, context }: Route.ActionArgs): Promise<LeadActionResult> {
  if (params.step !== "dados") throw data("Método não permitido", { status: 405 });
  const form = await request.formData();
  const query = cleanResultsQuery(String(form.get("q") ?? ""));
  if (!query) return { errors: {}, message: "Escolha pelo menos a largura, o perfil e a jante." };
  const res = await context.get(apiContext)("/leads", {
    method: "POST",
    body: leadPayload(form, request.headers.get("user-agent")),
  });
  const body = res.json();
  if (res.status === 201) {
    const id = (body as { id_site_lead?: number }).id_site_lead;
    throw redirect(`/seletor/resultados?${query}`, id ? { headers: { "Set-Cookie": setLeadCookie(id, request) } } : {});
  }
  if (isApiError(body) && (body.error === "VALIDATION_ERROR" || res.status === 429))
    return { errors: fieldErrors(body), message: body.message };
  return { errors: {}, message: "Não foi possível guardar os seus dados. Tente novamente." };
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
  const [ready, setReady] = useState(false);

  // Restore the stored state (version 2) after hydration; write it 10 ms after each change.
  useEffect(() => {
    const stored = readStoredState(window.localStorage.getItem(SELECTOR_STORAGE_KEY));
    if (stored) setState(stored);
    restored.current = true;
    setReady(true);
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

  // The lead-data step reached by its address when it does not apply: straight on to the results (or the sizes).
  useEffect(() => {
    if (!ready || screen !== "dados" || !skipLead) return;
    const q = resultsQuery(state);
    void navigate(q ? `/seletor/resultados?${q}` : "/seletor/medidas", { replace: true });
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
    if (target === "resultados" || target === "dados") {
      const q = resultsQuery(state);
      if (!q) {
        setError("Escolha pelo menos a largura, o perfil e a jante.");
        return;
      }
      setError(null);
      void navigate(target === "resultados" ? `/seletor/resultados?${q}` : "/seletor/dados");
      return;
    }
    void navigate(`/seletor/${target}`);
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
        {screen === "dados" &&
          (skipLead ? (
            <p className="card" role="status">
              A abrir os resultados…
            </p>
          ) : (
            <LeadStep query={ready ? resultsQuery(state) : null} ready={ready} />
          ))}
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
              {searching ? "A procurar…" : next === "resultados" ? "Ver pneus" : "Continuar"}
            </button>
          )}
          {screen !== "medidas" &&
            screen !== "dados" &&
            resultsQuery(state) &&
            next !== "resultados" &&
            next !== "dados" && (
              <button type="button" className="btn btn-ghost" onClick={() => go(resultsEntry(ctx))}>
                Ver já os resultados
              </button>
            )}
        </p>
      </div>
    </div>
  );
}

const LEAD_FIELDS = [
  ["email", "E-mail", "email", "email", null],
  ["telefono", "Telefone", "tel", "tel", "Telemóvel ou fixo; um número estrangeiro leva o indicativo (ex.: +34)."],
  ["codigo_postal", "Código postal", "postal-code", "text", "Ex.: 1000-001"],
] as const;

/**
 * The lead-data step (spec section 2): e-mail, phone and postcode with the privacy policy accepted, checked in the
 * browser with the shared LeadSchema and again by the API; then the results. Asked once: the visitor is a lead after.
 */
function LeadStep({ query, ready }: { query: string | null; ready: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? fetcher.data?.errors ?? {};
  const message = clientErrors ? null : (fetcher.data?.message ?? null);

  // Focus the first field with an error, so keyboard and screen-reader users land where the fix is needed.
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    first?.focus();
  }, [clientErrors, fetcher.data]);

  if (ready && !query)
    return (
      <p className="card">
        Escolha primeiro a medida do pneu: <Link to="/seletor/medidas">largura, perfil e jante</Link>.
      </p>
    );

  const err = (name: string) => errors[name];
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/seletor/dados"
      className="card lead-step"
      noValidate
      aria-labelledby="lead-step-title"
      aria-busy={busy ? true : undefined}
      onSubmit={async (e) => {
        // The shared schema loads on demand so that zod stays out of the page's first-load JavaScript.
        e.preventDefault();
        const formEl = e.currentTarget;
        const { LeadSchema } = await import("#src/shared/contact/contact.schema.ts");
        const r = LeadSchema.safeParse(leadPayload(new FormData(formEl)));
        if (!r.success) {
          const errs: Record<string, string> = {};
          for (const issue of r.error.issues) errs[String(issue.path[0])] ??= issue.message;
          setClientErrors(errs);
          return;
        }
        setClientErrors(null);
        void fetcher.submit(formEl);
      }}
    >
      <h2 id="lead-step-title" style={{ marginTop: 0, fontSize: "1.2rem" }}>
        Só falta um passo: os seus contactos
      </h2>
      <p className="hint">
        Deixe-nos o e-mail, o telefone e o código postal para ver os pneus disponíveis. Só pedimos uma vez: nas próximas
        pesquisas segue diretamente para os resultados.
      </p>
      <input type="hidden" name="q" value={query ?? ""} />
      <div style={{ display: "grid", gap: 12, maxWidth: 420 }}>
        {LEAD_FIELDS.map(([name, label, autoComplete, type, hint]) => {
          const describedBy = [hint ? `lead-${name}-hint` : null, err(name) ? `lead-${name}-error` : null]
            .filter(Boolean)
            .join(" ");
          return (
            <div className="field" key={name}>
              <label htmlFor={`lead-${name}`}>{label}</label>
              <input
                id={`lead-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                inputMode={name === "codigo_postal" ? "numeric" : undefined}
                required
                aria-required="true"
                aria-invalid={err(name) ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {hint && (
                <span id={`lead-${name}-hint`} className="hint">
                  {hint}
                </span>
              )}
              {err(name) && (
                <span id={`lead-${name}-error`} className="field-error">
                  {err(name)}
                </span>
              )}
            </div>
          );
        })}
        <div>
          <label className="check">
            <input
              type="checkbox"
              name="privacidad"
              required
              aria-invalid={err("privacidad") ? true : undefined}
              aria-describedby={err("privacidad") ? "lead-privacidad-error" : undefined}
            />{" "}
            <span>
              Li e aceito a <Link to="/politica-de-privacidade">política de privacidade</Link>
            </span>
          </label>
          {err("privacidad") && (
            <span id="lead-privacidad-error" className="field-error">
              {err("privacidad")}
            </span>
          )}
          <label className="check">
            <input type="checkbox" name="wantsInfo" /> Quero receber ofertas e novidades da RodaCerta (opcional)
          </label>
        </div>
      </div>
      {message && (
        <p role="alert" className="field-error">
          {message}
        </p>
      )}
      {!message && Object.keys(errors).length > 0 && (
        <p role="alert" className="field-error">
          Há campos com erros. Reveja os dados assinalados.
        </p>
      )}
      <button type="submit" className="btn" style={{ marginTop: 12 }} disabled={busy || !ready} aria-busy={busy}>
        {busy && <span className="btn-spinner" aria-hidden="true" />}
        {busy ? "A enviar…" : "Ver pneus"}
      </button>
    </fetcher.Form>
  );
}
