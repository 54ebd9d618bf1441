/**
 * The motorbike selector's stored state (version 4, spec section 9): the last screen and choices, discarded when the
 * version or the keys differ (spec section 4), used to resume a search and to show a step's earlier choice on the way
 * back.
 */
import { APPLICATIONS, MOTO_SELECTOR_STATE_VERSION } from "./moto.ts";
import { type MotoChoices, modeOf, MOTO_PATHS, type MotoPath } from "./moto-steps.ts";

export const MOTO_STORAGE_KEY = "rodacerta.selector-moto";

export type MotoSelectorState = { step: MotoPath; choices: MotoChoices };

// Checked by hand rather than with zod: this runs in the browser, and zod would add ~20 KB to the page (issue 15).
type Check = (v: unknown) => boolean;
const optInt: Check = (v) => v === undefined || Number.isInteger(v);
const optText =
  (max: number): Check =>
  (v) =>
    v === undefined || (typeof v === "string" && v.length <= max);
const texts =
  (max: number): Check =>
  (v) =>
    Array.isArray(v) && v.every((x) => typeof x === "string" && x.length <= max);
const oneOf =
  (values: readonly unknown[], optional = false): Check =>
  (v) =>
    (optional && v === undefined) || values.includes(v);
/** An object with no keys but these, each passing its check. */
const exactly =
  (spec: Record<string, Check>): Check =>
  (v) =>
    typeof v === "object" &&
    v !== null &&
    !Array.isArray(v) &&
    Object.keys(v).every((k) => k in spec) &&
    Object.entries(spec).every(([k, ok]) => ok((v as Record<string, unknown>)[k]));

const isStored = exactly({
  version: oneOf([MOTO_SELECTOR_STATE_VERSION]),
  state: exactly({
    step: oneOf(MOTO_PATHS),
    choices: exactly({
      medidas: exactly({ ancho: optInt, alto: optInt, llanta: optInt, ic: optInt, cv: optText(2) }),
      modelo: exactly({
        marca: optText(40),
        cilindrada: optInt,
        modelo: optText(60),
        fabricacion: optInt,
        aplicacion: oneOf(APPLICATIONS, true),
      }),
      prefs: exactly({ tipos: texts(20), gamas: texts(20), marcas: texts(60) }),
    }),
  }),
});

/** The stored state, or null when there is none or its version or its keys differ (spec section 4). */
export function readStoredMotoState(raw: string | null): MotoSelectorState | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStored(parsed) ? (parsed as { state: MotoSelectorState }).state : null;
  } catch {
    return null;
  }
}

export function serializeMotoState(state: MotoSelectorState): string {
  return JSON.stringify({ version: MOTO_SELECTOR_STATE_VERSION, state });
}

/** What a resumed search shows on the start page, e.g. "120/70-17" or "Yamaha MT-07". */
export function describeChoices(state: MotoSelectorState): string | null {
  const c = state.choices;
  if (modeOf(state.step, c) === "modelo") {
    const m = c.modelo;
    if (!m.marca) return null;
    return [m.marca, m.modelo ?? (m.cilindrada !== undefined ? `${m.cilindrada} cc` : null)].filter(Boolean).join(" ");
  }
  const m = c.medidas;
  if (m.ancho === undefined) return null;
  return `${m.ancho}/${m.alto ?? "…"}${m.llanta !== undefined ? `-${m.llanta}` : ""}`;
}

/**
 * The choices a screen shows: the URL's, completed from the stored ones when those agree with everything the URL
 * says. Going back to a step thus shows what was chosen there (that choice lives in the next step's URL).
 */
export function withStoredChoices(url: MotoChoices, stored: MotoChoices | null): MotoChoices {
  if (!stored) return url;
  const agrees = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    Object.entries(a).every(([k, v]) => b[k] === v);
  const sameList = (a: string[], b: string[]) => a.length === 0 || a.join("\u0000") === b.join("\u0000");
  const ok =
    agrees(url.medidas, stored.medidas) &&
    agrees(url.modelo, stored.modelo) &&
    sameList(url.prefs.tipos, stored.prefs.tipos) &&
    sameList(url.prefs.gamas, stored.prefs.gamas) &&
    sameList(url.prefs.marcas, stored.prefs.marcas);
  return ok ? stored : url;
}
