/**
 * The car tyre selector's steps (spec section 2, "Car tyre selector") and its stored state (version 2).
 * Mobile shows one step per screen; desktop shares the sizes screen and the preferences screen.
 */
import type { CascadeState } from "./cascade.ts";

export const SELECTOR_STATE_VERSION = 2;
export const SELECTOR_STORAGE_KEY = "rodacerta.seletor";
/** The `origen` of the leads left in the lead-data step (POST /leads). */
export const SELECTOR_LEAD_ORIGIN = "seletor";

export const STEPS = [
  "medidas",
  "largura",
  "serie",
  "jante",
  "carga",
  "velocidade",
  "preferencias",
  "estacao",
  "runflat",
  "marcas",
  "dados",
  "resultados",
] as const;
export type SelectorStep = (typeof STEPS)[number];

export const LOGICAL: Record<SelectorStep, string> = {
  medidas: "initial",
  largura: "width",
  serie: "series",
  jante: "rim",
  carga: "load index",
  velocidade: "speed",
  preferencias: "season",
  estacao: "season",
  runflat: "runflat",
  marcas: "brands",
  dados: "lead data",
  resultados: "results",
};

export const MOBILE_FLOW: SelectorStep[] = [
  "largura",
  "serie",
  "jante",
  "carga",
  "velocidade",
  "estacao",
  "runflat",
  "marcas",
  "dados",
  "resultados",
];
export const DESKTOP_FLOW: SelectorStep[] = ["medidas", "preferencias", "dados", "resultados"];

/** Which desktop screen shows a given step. */
export function desktopScreen(step: SelectorStep): SelectorStep {
  if (["medidas", "largura", "serie", "jante", "carga", "velocidade"].includes(step)) return "medidas";
  if (["preferencias", "estacao", "runflat", "marcas"].includes(step)) return "preferencias";
  return step;
}

export type SelectorPrefs = {
  temporada: Array<"verano" | "invierno" | "allseason">;
  runflat: boolean | null;
  marcas: number[];
};
export type SelectorState = {
  cascade: CascadeState;
  prefs: SelectorPrefs;
  tipoVehiculo: "turismo" | "furgoneta" | "4x4";
};

/**
 * Who is walking the selector: a lead (left contact data before: the lead cookie), a logged-in user, and whether the
 * site asks for contact data at all (the back-office setting, off by default).
 */
export type LeadContext = { isLead: boolean; loggedIn: boolean; needed: boolean };

/** The lead-data step is skipped for leads, logged-in users, or when the data is not needed (spec). */
export function skipLeadStep(ctx: LeadContext): boolean {
  return ctx.isLead || ctx.loggedIn || !ctx.needed;
}

/** Where "show the results" leads from any step: through the lead-data step unless it is skipped. */
export function resultsEntry(ctx: LeadContext): "dados" | "resultados" {
  return skipLeadStep(ctx) ? "resultados" : "dados";
}

export function nextStep(flow: SelectorStep[], current: SelectorStep, ctx: LeadContext): SelectorStep {
  const idx = flow.indexOf(current);
  let next = flow[Math.min(flow.length - 1, idx + 1)] as SelectorStep;
  if (next === "dados" && skipLeadStep(ctx)) next = "resultados";
  return next;
}

export function previousStep(flow: SelectorStep[], current: SelectorStep): SelectorStep | null {
  const idx = flow.indexOf(current);
  if (idx <= 0) return null;
  const prev = flow[idx - 1] as SelectorStep;
  return prev === "dados" ? (flow[idx - 2] ?? null) : prev;
}

/** Stored state is discarded when its version or its keys differ. */
export function readStoredState(raw: string | null): SelectorState | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { version?: number; state?: SelectorState };
    if (parsed.version !== SELECTOR_STATE_VERSION || !parsed.state) return null;
    const keys = Object.keys(parsed.state).sort().join(",");
    if (keys !== "cascade,prefs,tipoVehiculo") return null;
    return parsed.state;
  } catch {
    return null;
  }
}

export function serializeState(state: SelectorState): string {
  return JSON.stringify({ version: SELECTOR_STATE_VERSION, state });
}

export function resultsQuery(state: SelectorState): string | null {
  const c = state.cascade;
  if (!c.ancho.value || !c.serie.value || !c.llanta.value) return null;
  const q = new URLSearchParams({ ancho: c.ancho.value, serie: c.serie.value, llanta: c.llanta.value });
  for (const t of state.prefs.temporada) q.append("temporada", t);
  if (state.prefs.runflat) q.set("runflat", "1");
  for (const m of state.prefs.marcas) q.append("marca", String(m));
  return q.toString();
}

const MEASURE_VALUE = /^[0-9][0-9.,]{0,5}$/;
const SEASONS = new Set(["verano", "invierno", "allseason"]);

/**
 * A results query sent back by the browser (the lead-data form), kept only if it is one `resultsQuery` could have
 * built: width, series and rim, then seasons, run-flat and brand ids. Anything else is dropped; null when the sizes
 * are missing. The answer is safe to put after `/seletor/resultados?`.
 */
export function cleanResultsQuery(raw: string): string | null {
  const input = new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw);
  const ancho = input.get("ancho") ?? "";
  const serie = input.get("serie") ?? "";
  const llanta = input.get("llanta") ?? "";
  if (![ancho, serie, llanta].every((v) => MEASURE_VALUE.test(v))) return null;
  const q = new URLSearchParams({ ancho, serie, llanta });
  for (const t of new Set(input.getAll("temporada"))) if (SEASONS.has(t)) q.append("temporada", t);
  if (input.get("runflat") === "1") q.set("runflat", "1");
  for (const m of new Set(input.getAll("marca"))) if (/^[1-9][0-9]{0,5}$/.test(m)) q.append("marca", m);
  return q.toString();
}
