/** Data for each /selector-moto/:step screen: the options of its choice, read from the API. */
import type { ApiFetch } from "#src/web/api-context.ts";
import type { MotoChoices, MotoStepPath } from "#src/shared/tyres/moto-steps.ts";
import { allMotoTyres, type Facets, fetchOptions, type Fetched, refine } from "./api.server.ts";
import { type MotoError, motoError } from "./messages.ts";

type Measure = "ancho" | "alto" | "llanta" | "ic" | "cv";
export type OptionList = { options: string[]; error: MotoError | null };
const EMPTY: OptionList = { options: [], error: null };

function list(r: Fetched<string[]>, fallback: Parameters<typeof motoError>[1]): OptionList {
  return r.ok ? { options: r.data, error: null } : { options: [], error: motoError(r, fallback) };
}

function sizeOptions(api: ApiFetch, m: MotoChoices["medidas"], medida: Measure): Promise<OptionList> {
  const q = new URLSearchParams({ medida });
  const order: Measure[] = ["ancho", "alto", "llanta", "ic"];
  for (const k of order.slice(0, order.indexOf(medida) === -1 ? 4 : order.indexOf(medida))) {
    const v = m[k as keyof typeof m];
    if (v !== undefined) q.set(k, String(v));
  }
  return fetchOptions(api, `/tyres-with-values-moto?${q}`).then((r) => list(r, "sizes"));
}

function modelOptions(
  api: ApiFetch,
  mm: MotoChoices["modelo"],
  upTo: "marca" | "cilindrada" | "modelo" | "fabricacion",
) {
  const q = new URLSearchParams();
  if (upTo !== "marca" && mm.marca) q.set("marca", mm.marca);
  if ((upTo === "modelo" || upTo === "fabricacion") && mm.cilindrada !== undefined)
    q.set("cilindrada", String(mm.cilindrada));
  if (upTo === "fabricacion" && mm.modelo) q.set("modelo", mm.modelo);
  const fallback = ({ marca: "brands", cilindrada: "engines", modelo: "models", fabricacion: "years" } as const)[upTo];
  return fetchOptions(api, `/modelos/moto/values?${q}`).then((r) => list(r, fallback));
}

export type StepData =
  | { kind: "measure"; field: Measure; list: OptionList }
  | {
      kind: "sizes";
      anchos: OptionList;
      altos: OptionList;
      llantas: OptionList;
      cargas: OptionList;
      velocidades: OptionList;
    }
  | { kind: "facets"; facets: Facets; error: MotoError | null }
  | { kind: "model"; field: "marca" | "cilindrada" | "modelo" | "fabricacion"; list: OptionList }
  | { kind: "plain" };

export async function loadStep(step: MotoStepPath, c: MotoChoices, api: ApiFetch): Promise<StepData> {
  const m = c.medidas;
  switch (step) {
    case "ancho":
      return { kind: "measure", field: "ancho", list: await sizeOptions(api, m, "ancho") };
    case "serie":
      return { kind: "measure", field: "alto", list: await sizeOptions(api, m, "alto") };
    case "llanta":
      return { kind: "measure", field: "llanta", list: await sizeOptions(api, m, "llanta") };
    case "carga":
      return { kind: "measure", field: "ic", list: await sizeOptions(api, m, "ic") };
    case "velocidad":
      return { kind: "measure", field: "cv", list: await sizeOptions(api, m, "cv") };
    case "medidas": {
      const anchos = await sizeOptions(api, m, "ancho");
      const altos = m.ancho !== undefined ? await sizeOptions(api, m, "alto") : EMPTY;
      const llantas = m.ancho !== undefined ? await sizeOptions(api, m, "llanta") : EMPTY;
      const sized = m.ancho !== undefined && m.llanta !== undefined;
      const cargas = sized ? await sizeOptions(api, m, "ic") : EMPTY;
      const velocidades = sized ? await sizeOptions(api, m, "cv") : EMPTY;
      return { kind: "sizes", anchos, altos, llantas, cargas, velocidades };
    }
    case "preferencias":
    case "marcas": {
      if (m.ancho === undefined || m.llanta === undefined) return { kind: "plain" };
      const r = await allMotoTyres(api, { medidas: { ...m, ancho: m.ancho, llanta: m.llanta } });
      if (!r.ok) return { kind: "facets", facets: { marcas: [], gamas: [], tipos: [] }, error: motoError(r, "tyres") };
      // the brands offered are those of the chosen types and ranges
      const chosen =
        step === "marcas"
          ? { sort: "recomendado" as const, marcas: [], gamas: c.prefs.gamas, tipos: c.prefs.tipos }
          : { sort: "recomendado" as const, marcas: [], gamas: [], tipos: [] };
      return { kind: "facets", facets: refine([r.data], chosen).facets, error: null };
    }
    case "marca":
    case "cilindrada":
    case "modelo":
    case "fabricacion":
      return { kind: "model", field: step, list: await modelOptions(api, c.modelo, step) };
    default:
      return { kind: "plain" };
  }
}
