/**
 * The car selector cascade (spec section 4): ancho → serie → llanta → carga → velocidad. Each measure's options come
 * from the catalogue given the earlier choices, so no choice leads to zero results; changing one measure resets the
 * following ones and marks the next as loading.
 */
export const MEASURES = ["ancho", "serie", "llanta", "carga", "velocidad"] as const;
export type Measure = (typeof MEASURES)[number];

export type MeasureState = { loading: boolean; value: string | null; default: string | null; options: string[] };
export type CascadeState = Record<Measure, MeasureState>;

export type SizeRow = { ancho: number; serie: number; llanta: number; ic: number; cv: string };

const emptyMeasure = (): MeasureState => ({ loading: false, value: null, default: null, options: [] });

export function initialCascade(): CascadeState {
  return {
    ancho: emptyMeasure(),
    serie: emptyMeasure(),
    llanta: emptyMeasure(),
    carga: emptyMeasure(),
    velocidad: emptyMeasure(),
  };
}

/** Sets one measure; every later measure is cleared and the next one is set to loading. */
export function chooseMeasure(state: CascadeState, measure: Measure, value: string | null): CascadeState {
  const idx = MEASURES.indexOf(measure);
  const next: CascadeState = { ...state, [measure]: { ...state[measure], value } };
  for (let i = idx + 1; i < MEASURES.length; i++) next[MEASURES[i] as Measure] = emptyMeasure();
  const following = MEASURES[idx + 1];
  if (following && value !== null) next[following] = { ...emptyMeasure(), loading: true };
  return next;
}

export function withOptions(
  state: CascadeState,
  measure: Measure,
  options: string[],
  def: string | null = null,
): CascadeState {
  return { ...state, [measure]: { ...state[measure], loading: false, options, default: def } };
}

/** A step loads only when the previous value is chosen (spec section 5, "Selectors and steps"). */
export function canLoad(state: CascadeState, measure: Measure): boolean {
  const idx = MEASURES.indexOf(measure);
  for (let i = 0; i < idx; i++) if (state[MEASURES[i] as Measure].value === null) return false;
  return true;
}

export type Selection = { ancho?: number; serie?: number; llanta?: number; ic?: number; cv?: string };

/** Which measure the options are for, given what is chosen: the first one not yet chosen. */
export function nextMeasure(sel: Selection): Measure | null {
  if (sel.ancho === undefined) return "ancho";
  if (sel.serie === undefined) return "serie";
  if (sel.llanta === undefined) return "llanta";
  if (sel.ic === undefined) return "carga";
  if (sel.cv === undefined) return "velocidad";
  return null;
}

const SPEED_ORDER = "LMNPQRSTUHVWY";

/** Distinct option values for the next measure among rows compatible with the selection, sorted. */
export function optionsFor(rows: readonly SizeRow[], sel: Selection): { measure: Measure | null; options: string[] } {
  const measure = nextMeasure(sel);
  if (!measure) return { measure, options: [] };
  const values = new Set<string>();
  for (const r of rows) {
    if (sel.ancho !== undefined && r.ancho !== sel.ancho) continue;
    if (sel.serie !== undefined && r.serie !== sel.serie) continue;
    if (sel.llanta !== undefined && r.llanta !== sel.llanta) continue;
    if (sel.ic !== undefined && r.ic !== sel.ic) continue;
    values.add(
      measure === "ancho"
        ? String(r.ancho)
        : measure === "serie"
          ? String(r.serie)
          : measure === "llanta"
            ? String(r.llanta)
            : measure === "carga"
              ? String(r.ic)
              : r.cv,
    );
  }
  const options = [...values];
  if (measure === "velocidad") options.sort((a, b) => SPEED_ORDER.indexOf(a) - SPEED_ORDER.indexOf(b));
  else options.sort((a, b) => Number(a) - Number(b));
  return { measure, options };
}

/** The most sold size in Portugal: the defaults offered before anything is chosen. */
export const DEFAULT_SIZE = { ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" } as const;
