/**
 * The motorbike selector's stored state (version 4, spec section 9): the last screen and choices, discarded when the
 * version or the keys differ (spec section 4), used to resume a search and to show a step's earlier choice on the way
 * back.
 */
import { z } from "zod";
import { APPLICATIONS, MOTO_SELECTOR_STATE_VERSION } from "./moto.ts";
import { type MotoChoices, modeOf, MOTO_PATHS, type MotoPath } from "./moto-steps.ts";

export const MOTO_STORAGE_KEY = "rodacerta.selector-moto";

export type MotoSelectorState = { step: MotoPath; choices: MotoChoices };

const StoredSchema = z
  .object({
    version: z.literal(MOTO_SELECTOR_STATE_VERSION),
    state: z
      .object({
        step: z.enum(MOTO_PATHS),
        choices: z
          .object({
            medidas: z
              .object({
                ancho: z.number().int().optional(),
                alto: z.number().int().optional(),
                llanta: z.number().int().optional(),
                ic: z.number().int().optional(),
                cv: z.string().max(2).optional(),
              })
              .strict(),
            modelo: z
              .object({
                marca: z.string().max(40).optional(),
                cilindrada: z.number().int().optional(),
                modelo: z.string().max(60).optional(),
                fabricacion: z.number().int().optional(),
                aplicacion: z.enum(APPLICATIONS).optional(),
              })
              .strict(),
            prefs: z
              .object({
                tipos: z.array(z.string().max(20)),
                gamas: z.array(z.string().max(20)),
                marcas: z.array(z.string().max(60)),
              })
              .strict(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

/** The stored state, or null when there is none or its version or its keys differ (spec section 4). */
export function readStoredMotoState(raw: string | null): MotoSelectorState | null {
  if (!raw) return null;
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data.state as MotoSelectorState) : null;
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
