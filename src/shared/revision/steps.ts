/**
 * The oil-change assistant's steps (spec section 2, "Oil service": plate → kilometres → oil → services), one URL each
 * under /mudanca-de-oleo-filtros/assistente, with the choices so far in the query string so reload and back work.
 * A plate the registry does not know goes through the hand pick (spec section 4, "Plate lookup outcomes"): brand →
 * model → engine, each its own step, and the picked car rides along with the plate to the later steps.
 */
import { parseKilometres } from "../kilometres.ts";
import { parseCarPlate } from "../plates.ts";

export const ASSISTANT_BASE = "/mudanca-de-oleo-filtros/assistente";
export const ASSISTANT_STEPS = ["matricula", "quilometros", "oleo", "servicos"] as const;
export type AssistantStep = (typeof ASSISTANT_STEPS)[number];

/** The hand pick of a car whose plate is not in the registry: brand → model → engine. */
export const PICK_STEPS = ["marca", "modelo", "motor"] as const;
export type PickStep = (typeof PICK_STEPS)[number];

export type AssistantChoices = {
  matricula: string | null;
  /** The car picked by hand (all three or none are used by the later steps). */
  marca?: string | null;
  modelo?: string | null;
  motor?: string | null;
  /** The picked car's year, when the customer gives it. */
  ano?: number | null;
  kms: number | null;
  /** Kilometres at the last oil change, when the customer knows them. */
  ultima: number | null;
  aceite: string | null;
};

export function isAssistantStep(value: string | undefined): value is AssistantStep {
  return ASSISTANT_STEPS.includes(value as AssistantStep);
}

export function isPickStep(value: string | undefined): value is PickStep {
  return PICK_STEPS.includes(value as PickStep);
}

/** A brand, model or engine name as the registry writes them: letters, digits, spaces and a few signs, at most 60. */
function registryName(value: string | null): string | null {
  const v = (value ?? "").trim().replace(/\s+/g, " ");
  return v.length > 0 && v.length <= 60 && /^[\p{L}\p{N} .,+/()'-]+$/u.test(v) ? v : null;
}

/** A car's year as typed: four digits from 1900 to 2100 (the step checks it against the current year). */
export function parseCarYear(value: string | null): number | null {
  const v = (value ?? "").trim();
  if (!/^\d{4}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1900 && n <= 2100 ? n : null;
}

/** The car picked by hand, when brand, model and engine are all chosen (with its year when given). */
export function pickedVehicle(
  c: AssistantChoices,
): { marca: string; modelo: string; motor: string; ano?: number } | null {
  if (!c.marca || !c.modelo || !c.motor) return null;
  return { marca: c.marca, modelo: c.modelo, motor: c.motor, ...(c.ano ? { ano: c.ano } : {}) };
}

/** Reads the choices from the query string, dropping values that are not valid (a bad plate, "abc" km). */
export function readAssistantChoices(q: URLSearchParams): AssistantChoices {
  const plate = parseCarPlate(q.get("matricula") ?? "");
  const kms = parseKilometres(q.get("kms"));
  const ultima = parseKilometres(q.get("ultima"));
  const aceite = q.get("aceite");
  return {
    matricula: plate ? plate.normalized : null,
    marca: registryName(q.get("marca")),
    modelo: registryName(q.get("modelo")),
    motor: registryName(q.get("motor")),
    ano: parseCarYear(q.get("ano")),
    kms: kms.ok ? kms.value : null,
    ultima: ultima.ok && kms.ok && ultima.value <= kms.value ? ultima.value : null,
    aceite: aceite && /^[A-Z0-9-]{2,40}$/.test(aceite) ? aceite : null,
  };
}

/** The first step whose choice is missing before `step` can be shown, or null when it can. */
export function missingAssistantStep(step: AssistantStep, c: AssistantChoices): AssistantStep | null {
  const needs = ASSISTANT_STEPS.indexOf(step);
  if (needs >= 1 && !c.matricula) return "matricula";
  if (needs >= 2 && c.kms === null) return "quilometros";
  if (needs >= 3 && !c.aceite) return "oleo";
  return null;
}

/** The URL of a step with the choices it carries (only those before it, so going back drops later ones). */
export function assistantUrl(step: AssistantStep, c: Partial<AssistantChoices>): string {
  const q = new URLSearchParams();
  const idx = ASSISTANT_STEPS.indexOf(step);
  if (idx >= 1 && c.matricula) q.set("matricula", c.matricula);
  const picked = idx >= 1 ? pickedVehicle({ matricula: null, kms: null, ultima: null, aceite: null, ...c }) : null;
  if (picked) {
    q.set("marca", picked.marca);
    q.set("modelo", picked.modelo);
    q.set("motor", picked.motor);
    if (picked.ano) q.set("ano", String(picked.ano));
  }
  if (idx >= 2 && c.kms !== null && c.kms !== undefined) q.set("kms", String(c.kms));
  if (idx >= 2 && c.ultima !== null && c.ultima !== undefined) q.set("ultima", String(c.ultima));
  if (idx >= 3 && c.aceite) q.set("aceite", c.aceite);
  const path = step === "matricula" ? ASSISTANT_BASE : `${ASSISTANT_BASE}/${step}`;
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The URL of a hand-pick step: the plate and the picks before it. */
export function pickUrl(step: PickStep, c: Partial<AssistantChoices>): string {
  const q = new URLSearchParams();
  const idx = PICK_STEPS.indexOf(step);
  if (c.matricula) q.set("matricula", c.matricula);
  if (idx >= 1 && c.marca) q.set("marca", c.marca);
  if (idx >= 2 && c.modelo) q.set("modelo", c.modelo);
  const qs = q.toString();
  return `${ASSISTANT_BASE}/${step}${qs ? `?${qs}` : ""}`;
}

/** The first pick a hand-pick step needs before it can be shown, or null when it can. */
export function missingPick(step: PickStep, c: AssistantChoices): "matricula" | PickStep | null {
  const idx = PICK_STEPS.indexOf(step);
  if (!c.matricula) return "matricula";
  if (idx >= 1 && !c.marca) return "marca";
  if (idx >= 2 && !c.modelo) return "modelo";
  return null;
}
