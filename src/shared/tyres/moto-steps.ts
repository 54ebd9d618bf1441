/**
 * The motorbike selector's addressable steps (spec section 2, "Motorbike selector") and its stored state (version 4,
 * spec section 9). Every step is a URL under /selector-moto; the choices made so far travel in the query string, so a
 * reload, back and forward show the same screen, and the last choices are kept in the browser so a later visit resumes.
 */
import { type Application, APPLICATIONS, type MotoStep } from "./moto.ts";

export const MOTO_BASE = "/selector-moto";

/** Measure search: the shared sizes screen (medidas) or one screen per measure. */
export const MEASURE_STEPS = ["medidas", "ancho", "serie", "llanta", "carga", "velocidad"] as const;
export const PREFERENCE_STEPS = ["preferencias", "marcas", "datos"] as const;
export const MODEL_STEPS = ["marca", "cilindrada", "modelo", "fabricacion", "aplicacion"] as const;
export const MOTO_PATHS = [
  ...MEASURE_STEPS,
  ...PREFERENCE_STEPS,
  ...MODEL_STEPS,
  "resultados",
  "resultados/camaras-mousses",
] as const;
export type MotoPath = (typeof MOTO_PATHS)[number];
/** A step with its own screen under /selector-moto/:step (results and inner tubes have their own route modules). */
export type MotoStepPath =
  (typeof MEASURE_STEPS)[number] | (typeof PREFERENCE_STEPS)[number] | (typeof MODEL_STEPS)[number];
export type MotoMode = "medidas" | "modelo";

export type MotoChoices = {
  medidas: { ancho?: number; alto?: number; llanta?: number; ic?: number; cv?: string };
  modelo: { marca?: string; cilindrada?: number; modelo?: string; fabricacion?: number; aplicacion?: Application };
  prefs: { tipos: string[]; gamas: string[]; marcas: string[] };
};

export const EMPTY_CHOICES: MotoChoices = { medidas: {}, modelo: {}, prefs: { tipos: [], gamas: [], marcas: [] } };

export function isStepPath(s: string): s is MotoStepPath {
  return (
    (MEASURE_STEPS as readonly string[]).includes(s) ||
    (PREFERENCE_STEPS as readonly string[]).includes(s) ||
    (MODEL_STEPS as readonly string[]).includes(s)
  );
}

export function modeOf(step: MotoPath, c: MotoChoices): MotoMode {
  if ((MODEL_STEPS as readonly string[]).includes(step)) return "modelo";
  if (step === "resultados") return c.modelo.marca ? "modelo" : "medidas";
  return "medidas";
}

/** The internal step name (spec section 2) a screen stands for. Load and speed refine the rim's size. */
export function internalStep(step: MotoPath | ""): MotoStep {
  const byPath: Record<MotoPath, MotoStep> = {
    medidas: "SELECT_ANCHO",
    ancho: "SELECT_ANCHO",
    serie: "SELECT_ALTO",
    llanta: "SELECT_LLANTA",
    carga: "SELECT_LLANTA",
    velocidad: "SELECT_LLANTA",
    preferencias: "SELECT_PREFERENCIAS",
    marcas: "SELECT_MARCAS",
    datos: "INSERT_DATOS_LEAD",
    marca: "SELECT_MARCA_MODELO",
    cilindrada: "SELECT_CILINDRADA_MODELO",
    modelo: "SELECT_MODELO_MODELO",
    fabricacion: "SELECT_FABRICACION_MODELO",
    aplicacion: "SELECT_APLICACION_MODELO",
    resultados: "SHOW_RESULTADOS",
    "resultados/camaras-mousses": "SHOW_CAMARAS",
  };
  return step === "" ? "INITIAL" : byPath[step];
}

const posInt = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined);
const text = (v: string | null, max: number) => (v && v.trim() && v.length <= max ? v.trim() : undefined);

/** The choices carried by a step's query string; unknown or malformed values are ignored. */
export function readChoices(q: URLSearchParams): MotoChoices {
  const app = q.get("aplicacion");
  const cv = q.get("cv");
  return {
    medidas: strip({
      ancho: posInt(q.get("ancho")),
      alto: posInt(q.get("alto")),
      llanta: posInt(q.get("llanta")),
      ic: posInt(q.get("ic")),
      cv: cv && /^[A-Z]{1,2}$/i.test(cv) ? cv.toUpperCase() : undefined,
    }),
    modelo: strip({
      marca: text(q.get("marca"), 40),
      cilindrada: posInt(q.get("cilindrada")),
      modelo: text(q.get("modelo"), 60),
      fabricacion: posInt(q.get("fabricacion")),
      aplicacion: (APPLICATIONS as readonly string[]).includes(app ?? "") ? (app as Application) : undefined,
    }),
    prefs: {
      tipos: q.getAll("tipo").filter(Boolean),
      gamas: q.getAll("gama").filter(Boolean),
      marcas: q.getAll("marca_pneu").filter(Boolean),
    },
  };
}

function strip<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Query parameters in cascade order, with the step that sets each one. */
const MEASURE_PARAMS: Array<[string, MotoStepPath]> = [
  ["ancho", "ancho"],
  ["alto", "serie"],
  ["llanta", "llanta"],
  ["ic", "carga"],
  ["cv", "velocidad"],
  ["tipo", "preferencias"],
  ["gama", "preferencias"],
  ["marca_pneu", "marcas"],
];
const MODEL_PARAMS: Array<[string, MotoStepPath]> = [
  ["marca", "marca"],
  ["cilindrada", "cilindrada"],
  ["modelo", "modelo"],
  ["fabricacion", "fabricacion"],
  ["aplicacion", "aplicacion"],
];
const MEASURE_ORDER: MotoStepPath[] = ["ancho", "serie", "llanta", "carga", "velocidad", "preferencias", "marcas"];

function entries(c: MotoChoices, mode: MotoMode): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (mode === "modelo") {
    for (const [k] of MODEL_PARAMS) {
      const v = c.modelo[k as keyof MotoChoices["modelo"]];
      if (v !== undefined) out.push([k, String(v)]);
    }
  } else {
    for (const [k] of MEASURE_PARAMS.slice(0, 5)) {
      const v = c.medidas[k as keyof MotoChoices["medidas"]];
      if (v !== undefined) out.push([k, String(v)]);
    }
  }
  for (const t of c.prefs.tipos) out.push(["tipo", t]);
  for (const g of c.prefs.gamas) out.push(["gama", g]);
  for (const m of c.prefs.marcas) out.push(["marca_pneu", m]);
  return out;
}

/** Every choice of the mode, as a query string (for links that keep later choices, e.g. "Voltar"). */
export function choicesQuery(c: MotoChoices, mode: MotoMode): string {
  return new URLSearchParams(entries(c, mode)).toString();
}

/**
 * The choices a step's form carries as hidden fields: those made before the step. Choosing again at a step drops the
 * later choices (the spec's cascade: changing one measure resets the following ones).
 */
export function carriedBefore(step: MotoStepPath, c: MotoChoices): Array<[string, string]> {
  if ((MODEL_STEPS as readonly string[]).includes(step)) {
    const idx = (MODEL_STEPS as readonly string[]).indexOf(step);
    const keep = new Set(MODEL_PARAMS.slice(0, idx).map(([k]) => k));
    return entries(c, "modelo").filter(([k]) => keep.has(k));
  }
  if (step === "medidas") return [];
  const at = step === "datos" ? MEASURE_ORDER.length : MEASURE_ORDER.indexOf(step);
  const keep = new Set(MEASURE_PARAMS.filter(([, s]) => MEASURE_ORDER.indexOf(s) < at).map(([k]) => k));
  return entries(c, "medidas").filter(([k]) => keep.has(k));
}

/**
 * The first step whose choice a screen needs but the query lacks, or null when the screen can be shown. Measures need
 * width and rim before load, speed, preferences and results; a model needs brand, engine size and model before the
 * application, and the application before results (spec section 4, "Selectors and steps").
 */
export function missingStep(step: MotoPath, c: MotoChoices): MotoStepPath | null {
  const m = c.medidas;
  const needsSize = (): MotoStepPath | null =>
    m.ancho === undefined ? "ancho" : m.llanta === undefined ? "llanta" : null;
  switch (step) {
    case "medidas":
    case "ancho":
    case "marca":
      return null;
    case "serie":
    case "llanta":
      return m.ancho === undefined ? "ancho" : null;
    case "carga":
    case "velocidad":
    case "preferencias":
    case "marcas":
    case "datos":
      return needsSize();
    case "resultados/camaras-mousses":
      return m.llanta === undefined ? (m.ancho === undefined ? "ancho" : "llanta") : null;
    default:
      break;
  }
  const mm = c.modelo;
  const model = (upTo: number): MotoStepPath | null => {
    if (!mm.marca) return "marca";
    if (upTo > 1 && mm.cilindrada === undefined) return "cilindrada";
    if (upTo > 2 && !mm.modelo) return "modelo";
    if (upTo > 4 && !mm.aplicacion) return "aplicacion";
    return null;
  };
  if (step === "cilindrada") return model(1);
  if (step === "modelo") return model(2);
  if (step === "fabricacion" || step === "aplicacion") return model(3);
  // resultados
  return modeOf(step, c) === "modelo" ? model(5) : needsSize();
}

/** Where "Continuar" goes from a step. The lead-data step is skipped: the results need no personal data. */
export function nextStep(step: MotoStepPath): MotoPath {
  const flow: Partial<Record<MotoStepPath, MotoPath>> = {
    medidas: "preferencias",
    ancho: "serie",
    serie: "llanta",
    llanta: "carga",
    carga: "velocidad",
    velocidad: "preferencias",
    preferencias: "marcas",
    marcas: "resultados",
    datos: "resultados",
    marca: "cilindrada",
    cilindrada: "modelo",
    modelo: "fabricacion",
    fabricacion: "aplicacion",
    aplicacion: "resultados",
  };
  return flow[step] ?? "resultados";
}

/**
 * Where "Voltar" goes. On a desktop the sizes share one screen (medidas), on a phone each measure has its own; null
 * means the start page.
 */
export function previousStep(step: MotoPath, c: MotoChoices, desktop: boolean): MotoPath | null {
  const back: Partial<Record<MotoPath, MotoPath | null>> = {
    medidas: null,
    ancho: null,
    serie: "ancho",
    llanta: "serie",
    carga: "llanta",
    velocidad: "carga",
    preferencias: desktop ? "medidas" : "velocidad",
    marcas: "preferencias",
    datos: "marcas",
    marca: null,
    cilindrada: "marca",
    modelo: "cilindrada",
    fabricacion: "modelo",
    aplicacion: "fabricacion",
    resultados: modeOf("resultados", c) === "modelo" ? "aplicacion" : "marcas",
    "resultados/camaras-mousses": "resultados",
  };
  return back[step] ?? null;
}

export function stepUrl(step: MotoPath | "", c: MotoChoices): string {
  if (step === "") return MOTO_BASE;
  const mode = step === "resultados/camaras-mousses" ? "medidas" : modeOf(step, c);
  const q = choicesQuery(c, mode);
  return `${MOTO_BASE}/${step}${q ? `?${q}` : ""}`;
}

/**
 * The screen an old single-page link (/selector-moto?modo=modelo&marca=…) stands for: the results when the search is
 * complete, else the first step still to choose. Null when the link carries nothing to resume.
 */
export function legacyStepUrl(q: URLSearchParams): string | null {
  const modo = q.get("modo");
  if (modo !== "medidas" && modo !== "modelo") return null;
  const c = readChoices(q);
  const keep = new URLSearchParams(q);
  keep.delete("modo");
  const rest = keep.toString();
  const m = c.modelo;
  const target: MotoPath =
    modo === "modelo"
      ? !m.marca
        ? "marca"
        : m.cilindrada === undefined
          ? "cilindrada"
          : !m.modelo
            ? "modelo"
            : m.aplicacion
              ? "resultados"
              : m.fabricacion === undefined
                ? "fabricacion"
                : "aplicacion"
      : c.medidas.ancho === undefined
        ? "ancho"
        : c.medidas.llanta === undefined
          ? "llanta"
          : "resultados";
  return `${MOTO_BASE}/${target}${rest ? `?${rest}` : ""}`;
}
