/**
 * The oil-change assistant's steps (spec section 2, "Oil service": plate → kilometres → oil → services), one URL each
 * under /mudanca-de-oleo-filtros/assistente, with the choices so far in the query string so reload and back work.
 */
import { parseKilometres } from "../kilometres.ts";
import { parseCarPlate } from "../plates.ts";

export const ASSISTANT_BASE = "/mudanca-de-oleo-filtros/assistente";
export const ASSISTANT_STEPS = ["matricula", "quilometros", "oleo", "servicos"] as const;
export type AssistantStep = (typeof ASSISTANT_STEPS)[number];

export type AssistantChoices = {
  matricula: string | null;
  kms: number | null;
  /** Kilometres at the last oil change, when the customer knows them. */
  ultima: number | null;
  aceite: string | null;
};

export function isAssistantStep(value: string | undefined): value is AssistantStep {
  return ASSISTANT_STEPS.includes(value as AssistantStep);
}

/** Reads the choices from the query string, dropping values that are not valid (a bad plate, "abc" km). */
export function readAssistantChoices(q: URLSearchParams): AssistantChoices {
  const plate = parseCarPlate(q.get("matricula") ?? "");
  const kms = parseKilometres(q.get("kms"));
  const ultima = parseKilometres(q.get("ultima"));
  const aceite = q.get("aceite");
  return {
    matricula: plate ? plate.normalized : null,
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
  if (idx >= 2 && c.kms !== null && c.kms !== undefined) q.set("kms", String(c.kms));
  if (idx >= 2 && c.ultima !== null && c.ultima !== undefined) q.set("ultima", String(c.ultima));
  if (idx >= 3 && c.aceite) q.set("aceite", c.aceite);
  const path = step === "matricula" ? ASSISTANT_BASE : `${ASSISTANT_BASE}/${step}`;
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}
