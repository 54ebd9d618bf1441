/**
 * The oil-change assistant's hand pick (server only): a plate the registry does not know goes through brand → model →
 * engine, each list from the vehicles API; the engine chosen, the plate lookup runs again with the picked car.
 */
import { redirect } from "react-router";
import { lookupOutcome } from "#src/shared/revision/oil-lookup.ts";
import {
  type AssistantChoices,
  assistantUrl,
  missingPick,
  parseCarYear,
  type PickStep,
  pickUrl,
} from "#src/shared/revision/steps.ts";
import type { CarEnginesAnswer, CarMakesAnswer, CarModelsAnswer } from "#src/shared/vehicles/registry-api.schema.ts";
import { fuelName } from "#src/shared/vehicles/fuel-and-oil-names.ts";
import { answer, type ApiFetch } from "../api-context.ts";
import type { MessageKey, Translator } from "../i18n.ts";
import { fail, failWith, lookup, noRevision } from "./assistant-api.server.ts";
import type { AssistantData, PickOption } from "./assistant-types.ts";

const PICK_MESSAGES: Record<PickStep, { required: MessageKey; unknown: MessageKey }> = {
  marca: { required: "oilAssistant.pickBrandRequired", unknown: "oilAssistant.pickBrandUnknown" },
  modelo: { required: "oilAssistant.pickModelRequired", unknown: "oilAssistant.pickModelUnknown" },
  motor: { required: "oilAssistant.pickEngineRequired", unknown: "oilAssistant.pickEngineUnknown" },
};

/** The options of a hand-pick step from the vehicles API, or the step to go back to when the earlier pick is gone. */
async function pickOptions(api: ApiFetch, tr: Translator, step: PickStep, c: AssistantChoices): Promise<PickOption[]> {
  if (step === "marca") {
    const res = await api("/matricula/marcas");
    if (res.status !== 200) fail(res.status, res.json());
    return answer<typeof CarMakesAnswer>(res).map((m) => ({ value: m, label: m }));
  }
  if (step === "modelo") {
    const res = await api(`/matricula/modelos?marca=${encodeURIComponent(c.marca ?? "")}`);
    if (res.status === 404 || res.status === 400) throw redirect(tr.path(pickUrl("marca", c)));
    if (res.status !== 200) fail(res.status, res.json());
    return answer<typeof CarModelsAnswer>(res).map((m) => ({ value: m, label: m }));
  }
  const res = await api("/matricula/motores", { method: "POST", body: { modelo: c.modelo, marca: c.marca } });
  if (res.status === 404 || res.status === 400) throw redirect(tr.path(pickUrl("modelo", c)));
  if (res.status !== 200) fail(res.status, res.json());
  return answer<typeof CarEnginesAnswer>(res).map((e) => ({
    value: e.motor,
    label: `${e.motor} · ${fuelName(tr.lang, e.combustible)} · ${e.potencia} cv`,
  }));
}

/** A hand-pick step: shows its list; the answer (its own query parameter) is checked, then the next step. */
export async function loadPick(
  api: ApiFetch,
  tr: Translator,
  step: PickStep,
  q: URLSearchParams,
  c: AssistantChoices,
): Promise<AssistantData> {
  const needs = missingPick(step, c);
  if (needs === "matricula") throw redirect(tr.path(assistantUrl("matricula", {})));
  if (needs) throw redirect(tr.path(pickUrl(needs, c)));
  const options = await pickOptions(api, tr, step, c);
  // A radio list sent with nothing chosen has no value at all: the hidden "passo" says it was sent.
  const answered = q.get(step) ?? (q.get("passo") === step ? "" : null);
  const anoInput = step === "motor" ? (q.get("ano") ?? "").trim().slice(0, 10) : "";
  const base = { step, choices: c, options, error: null, state: null, anoInput, anoError: null };
  if (answered === null) return base;
  const chosen = options.find((o) => o.value === answered.trim());
  const error = chosen ? null : tr.t(PICK_MESSAGES[step][answered.trim() === "" ? "required" : "unknown"]);
  const thisYear = new Date().getUTCFullYear();
  const ano = parseCarYear(anoInput);
  const anoError =
    anoInput === ""
      ? null
      : ano === null
        ? tr.t("oilAssistant.pickYearFormat")
        : ano > thisYear
          ? tr.t("oilAssistant.pickYearFuture", { year: String(thisYear) })
          : null;
  if (!chosen || anoError) return { ...base, error, anoError };
  if (step === "marca") throw redirect(tr.path(pickUrl("modelo", { ...c, marca: chosen.value })));
  if (step === "modelo") throw redirect(tr.path(pickUrl("motor", { ...c, modelo: chosen.value })));
  const picked = { ...c, motor: chosen.value, ano };
  const res = await lookup(api, c.matricula ?? "", picked);
  if (res.status === 404) return { ...base, error: tr.t(PICK_MESSAGES.motor.unknown) };
  if (!res.ok || res.status !== 200) return failWith(res);
  const vehicle = res.body;
  const outcome = lookupOutcome(vehicle.status, vehicle.vehicleOils.length);
  if (outcome.kind === "oils") throw redirect(tr.path(assistantUrl("quilometros", picked)));
  if (outcome.kind === "error") return { ...base, error: tr.t("oilAssistant.plateNotFound") };
  return { ...base, state: noRevision(tr, vehicle) };
}
