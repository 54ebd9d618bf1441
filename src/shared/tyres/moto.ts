/** Motorbike selector (spec section 2 and 5): internal step names, validity rules and size parsing. */

export const MOTO_STEPS = [
  "INITIAL",
  "SELECT_ANCHO",
  "SELECT_ALTO",
  "SELECT_LLANTA",
  "SELECT_MARCA_MODELO",
  "SELECT_CILINDRADA_MODELO",
  "SELECT_MODELO_MODELO",
  "SELECT_FABRICACION_MODELO",
  "SELECT_APLICACION_MODELO",
  "SELECT_MARCAS",
  "SELECT_PREFERENCIAS",
  "INSERT_DATOS_LEAD",
  "SHOW_RESULTADOS",
  "SHOW_CAMARAS",
] as const;
export type MotoStep = (typeof MOTO_STEPS)[number];

export const MOTO_SELECTOR_STATE_VERSION = 4;
export const APPLICATIONS = ["delantera", "trasera", "ambas"] as const;
export type Application = (typeof APPLICATIONS)[number];
export const MOTO_TYPE_LABEL: Record<string, string> = {
  carretera: "Estrada",
  sport: "Desportivo",
  trail: "Trail",
  scooter: "Scooter",
  "off-road": "Todo-o-terreno",
  custom: "Custom",
};

export type MotoMeasures = { ancho?: number; alto?: number; llanta?: number };
export type MotoModelChoice = {
  marca?: string;
  cilindrada?: number;
  modelo?: string;
  fabricacion?: number;
  aplicacion?: Application;
};

/** Search by measures is valid when width and rim are chosen. */
export function measuresValid(m: MotoMeasures): boolean {
  return m.ancho !== undefined && m.llanta !== undefined;
}

/** Search by model is valid when brand, engine size, model and application are chosen. */
export function modelValid(m: MotoModelChoice): boolean {
  return Boolean(m.marca) && m.cilindrada !== undefined && Boolean(m.modelo) && m.aplicacion !== undefined;
}

/** The step the selector is on, from what is chosen. */
export function motoStep(
  mode: "medidas" | "modelo",
  m: MotoMeasures & MotoModelChoice,
  showResults: boolean,
): MotoStep {
  if (mode === "medidas") {
    if (m.ancho === undefined) return "SELECT_ANCHO";
    if (m.alto === undefined && !showResults) return "SELECT_ALTO";
    if (m.llanta === undefined) return "SELECT_LLANTA";
    return "SHOW_RESULTADOS";
  }
  if (!m.marca) return "SELECT_MARCA_MODELO";
  if (m.cilindrada === undefined) return "SELECT_CILINDRADA_MODELO";
  if (!m.modelo) return "SELECT_MODELO_MODELO";
  if (m.fabricacion === undefined) return "SELECT_FABRICACION_MODELO";
  if (!m.aplicacion) return "SELECT_APLICACION_MODELO";
  return "SHOW_RESULTADOS";
}

/** "120/70-17" or "120/70 ZR17" → measures; null when the model's size lacks width or rim (the spec's error flag). */
export function parseMotoSize(size: string): Required<MotoMeasures> | null {
  const m = /^(\d{2,3})\/(\d{2,3})\s*(?:-|Z?R)\s*(\d{2})$/i.exec(size.trim());
  if (!m) return null;
  return { ancho: Number(m[1]), alto: Number(m[2]), llanta: Number(m[3]) };
}
