/**
 * The oil-change assistant's loaders and its one action (add the pack): each step reads its choices from the query
 * string, asks the revision API, and either shows the step or redirects to the step the answer calls for. A plate the
 * registry does not know goes through the hand pick (brand → model → engine, the vehicles API's lists); a logged-in
 * customer picks one of the plates saved in the private area, an anonymous one is offered the login, which comes back
 * to the same step.
 */
import { data, redirect } from "react-router";
import { parseKilometres } from "#src/shared/kilometres.ts";
import { langOfPath, ptSegment } from "#src/shared/i18n/paths.ts";
import { chosenOil, lookupOutcome } from "#src/shared/revision/oil-lookup.ts";
import { z } from "zod";
import { VehiclesResponse } from "#src/shared/account/private-area.schema.ts";
import type {
  AceitePorMatriculaAnswer,
  Oil,
  RevisionPack,
  SelectorAceiteAnswer,
} from "#src/shared/revision/revision.schema.ts";
import {
  ASSISTANT_BASE,
  type AssistantChoices,
  type AssistantStep,
  assistantUrl,
  isAssistantStep,
  isPickStep,
  missingAssistantStep,
  missingPick,
  parseCarYear,
  type PickStep,
  pickedVehicle,
  pickUrl,
  readAssistantChoices,
} from "#src/shared/revision/steps.ts";
import { authHeaders } from "../account/session.ts";
import { type ApiFetch, isApiError } from "../api-context.ts";
import { basketId, setBasketCookie } from "../checkout/basket-cookie.ts";
import { type MessageKey, type Translator, translator, translatorFor } from "../i18n.ts";
import { noRevisionCopy } from "./oil-text.ts";

export type NoRevision = { status: string; title: string; text: string; next: string | null; modelo: string };

/** A plate saved in the customer's private area, offered as a one-click choice. */
export type SavedPlate = { plate: string; text: string };
export type PickOption = { value: string; label: string };

export type AssistantData =
  | {
      step: "matricula";
      choices: AssistantChoices;
      plate: string;
      error: string | null;
      state: NoRevision | null;
      /** The registry does not know the plate: the hand pick starts here. */
      pick: string | null;
      /** The login page, coming back to this step (anonymous customers), or null. */
      login: string | null;
      saved: SavedPlate[];
    }
  | {
      step: PickStep;
      choices: AssistantChoices;
      options: PickOption[];
      error: string | null;
      state: NoRevision | null;
      /** The engine step's optional year, as typed, and its error. */
      anoInput: string;
      anoError: string | null;
    }
  | {
      step: "quilometros";
      choices: AssistantChoices;
      vehicle: AceitePorMatriculaAnswer;
      kmsInput: string;
      ultimaInput: string;
      errors: { kms?: string; ultima?: string };
    }
  | { step: "oleo"; choices: AssistantChoices; selector: SelectorAceiteAnswer; selected: string }
  | { step: "servicos"; choices: AssistantChoices; selector: SelectorAceiteAnswer; oil: Oil; packs: RevisionPack[] };

const KM_MESSAGES = {
  required: "oil.kmsRequired",
  format: "oil.kmsFormat",
  positive: "oil.kmsPositive",
  max: "oil.kmsMax",
} as const satisfies Record<string, MessageKey>;

function fail(status: number, body: unknown): never {
  const message = isApiError(body) ? body.message : "Erro";
  throw data(message, { status: status === 404 ? 404 : status >= 500 ? 500 : status });
}

/**
 * The first step with the plate filled in: it shows the no-revision state or the error for that plate. A car picked
 * by hand goes back to its engine step instead (the plate alone would only say "not found" again).
 */
function backToPlate(tr: Translator, matricula: string | null, c?: AssistantChoices): string {
  if (c && pickedVehicle(c)) return tr.path(pickUrl("motor", c));
  return tr.path(`${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(matricula ?? "")}`);
}

async function lookup(api: ApiFetch, matricula: string, c?: AssistantChoices) {
  const vehicle = c ? pickedVehicle(c) : null;
  const res = await api("/aceite-por-matricula", {
    method: "POST",
    body: { matricula, ...(vehicle ? { vehicle } : {}) },
  });
  return { status: res.status, body: res.json() };
}

function noRevision(tr: Translator, answer: AceitePorMatriculaAnswer): NoRevision | null {
  const outcome = lookupOutcome(answer.status, answer.vehicleOils.length);
  if (outcome.kind !== "no-revision") return null;
  return {
    status: outcome.status,
    ...noRevisionCopy(tr, outcome.status, outcome),
    next: outcome.next === null ? null : tr.path(outcome.next),
    modelo: answer.modelo,
  };
}

/** Only the customer's id is needed from GET /users/fetchInfo. */
const WhoAmI = z.object({ user: z.object({ id_site_usuario: z.number().int().positive() }) });

/** The plates saved in the private area of a logged-in customer; none when anonymous or when the lists fail. */
async function savedPlates(api: ApiFetch, headers: Record<string, string>): Promise<SavedPlate[] | null> {
  if (!headers.authorization) return null;
  const me = await api("/users/fetchInfo", { headers }).catch(() => null);
  const info = me?.status === 200 ? WhoAmI.safeParse(me.json()) : null;
  if (!info?.success) return me?.status === 401 ? null : [];
  const res = await api(`/vehicles/${info.data.user.id_site_usuario}`, { headers }).catch(() => null);
  const list = res?.status === 200 ? VehiclesResponse.safeParse(res.json()) : null;
  if (!list?.success) return [];
  return list.data.map((v) => ({ plate: v.plate, text: [v.marca, v.modelo, v.motor].filter(Boolean).join(" ") }));
}

const PICK_MESSAGES: Record<PickStep, { required: MessageKey; unknown: MessageKey }> = {
  marca: { required: "oil.pickBrandRequired", unknown: "oil.pickBrandUnknown" },
  modelo: { required: "oil.pickModelRequired", unknown: "oil.pickModelUnknown" },
  motor: { required: "oil.pickEngineRequired", unknown: "oil.pickEngineUnknown" },
};

/** The options of a hand-pick step from the vehicles API, or the step to go back to when the earlier pick is gone. */
async function pickOptions(api: ApiFetch, tr: Translator, step: PickStep, c: AssistantChoices): Promise<PickOption[]> {
  if (step === "marca") {
    const res = await api("/matricula/marcas");
    if (res.status !== 200) fail(res.status, res.json());
    return (res.json() as string[]).map((m) => ({ value: m, label: m }));
  }
  if (step === "modelo") {
    const res = await api(`/matricula/modelos?marca=${encodeURIComponent(c.marca ?? "")}`);
    if (res.status === 404 || res.status === 400) throw redirect(tr.path(pickUrl("marca", c)));
    if (res.status !== 200) fail(res.status, res.json());
    return (res.json() as string[]).map((m) => ({ value: m, label: m }));
  }
  const res = await api("/matricula/motores", { method: "POST", body: { modelo: c.modelo, marca: c.marca } });
  if (res.status === 404 || res.status === 400) throw redirect(tr.path(pickUrl("modelo", c)));
  if (res.status !== 200) fail(res.status, res.json());
  return (res.json() as Array<{ motor: string; combustible: string; potencia: number }>).map((e) => ({
    value: e.motor,
    label: `${e.motor} · ${e.combustible} · ${e.potencia} cv`,
  }));
}

/** A hand-pick step: shows its list; the answer (its own query parameter) is checked, then the next step. */
async function loadPick(
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
  const answer = q.get(step) ?? (q.get("passo") === step ? "" : null);
  const anoInput = step === "motor" ? (q.get("ano") ?? "").trim().slice(0, 10) : "";
  const base = { step, choices: c, options, error: null, state: null, anoInput, anoError: null };
  if (answer === null) return base;
  const chosen = options.find((o) => o.value === answer.trim());
  const error = chosen ? null : tr.t(PICK_MESSAGES[step][answer.trim() === "" ? "required" : "unknown"]);
  const thisYear = new Date().getUTCFullYear();
  const ano = parseCarYear(anoInput);
  const anoError =
    anoInput === ""
      ? null
      : ano === null
        ? tr.t("oil.pickYearFormat")
        : ano > thisYear
          ? tr.t("oil.pickYearFuture", { year: String(thisYear) })
          : null;
  if (!chosen || anoError) return { ...base, error, anoError };
  if (step === "marca") throw redirect(tr.path(pickUrl("modelo", { ...c, marca: chosen.value })));
  if (step === "modelo") throw redirect(tr.path(pickUrl("motor", { ...c, modelo: chosen.value })));
  const picked = { ...c, motor: chosen.value, ano };
  const res = await lookup(api, c.matricula ?? "", picked);
  if (res.status === 404) return { ...base, error: tr.t(PICK_MESSAGES.motor.unknown) };
  if (res.status !== 200) fail(res.status, res.body);
  const vehicle = res.body as AceitePorMatriculaAnswer;
  const outcome = lookupOutcome(vehicle.status, vehicle.vehicleOils.length);
  if (outcome.kind === "oils") throw redirect(tr.path(assistantUrl("quilometros", picked)));
  if (outcome.kind === "error") return { ...base, error: tr.t("oil.plateNotFound") };
  return { ...base, state: noRevision(tr, vehicle) };
}

async function selector(api: ApiFetch, tr: Translator, c: AssistantChoices): Promise<SelectorAceiteAnswer> {
  const vehicle = pickedVehicle(c);
  const res = await api("/selector-aceite", {
    method: "POST",
    body: {
      matricula: c.matricula,
      ...(vehicle ? { vehicle } : {}),
      kms: c.kms,
      ...(c.ultima !== null ? { ultima: c.ultima } : {}),
    },
  });
  if (res.status !== 200) {
    // The plate stopped answering OK (or the link was edited): the first step explains why.
    if (res.status < 500) throw redirect(backToPlate(tr, c.matricula, c));
    fail(res.status, res.json());
  }
  const answer = res.json() as SelectorAceiteAnswer;
  if (answer.status !== "OK" || answer.listaAceites.length === 0) throw redirect(backToPlate(tr, c.matricula, c));
  return answer;
}

export async function loadAssistant(
  api: ApiFetch,
  stepParam: string | undefined,
  url: URL,
  headers: Record<string, string> = {},
): Promise<AssistantData> {
  // The page's language is the path's; the step's name is compared in Portuguese (`servicios` → `servicos`).
  const tr = translator(langOfPath(url.pathname));
  const param = ptSegment(stepParam);
  // The first step has the bare address.
  if (param === "matricula") throw redirect(tr.path(`${assistantUrl("matricula", {})}${url.search}`));
  const q = url.searchParams;
  const choices = readAssistantChoices(q);
  if (isPickStep(param)) return loadPick(api, tr, param, q, choices);
  const step: AssistantStep | null = param === undefined ? "matricula" : isAssistantStep(param) ? param : null;
  if (!step) throw data(tr.t("oil.notFound"), { status: 404 });
  const needs = step === "matricula" ? null : missingAssistantStep(step, choices);
  if (needs) throw redirect(tr.path(assistantUrl(needs, choices)));

  if (step === "matricula") {
    const plate = q.get("matricula");
    const saved = await savedPlates(api, headers);
    // The login comes back here with the plate as typed (written the shop's way when it is a valid plate).
    const here = choices.matricula
      ? `${ASSISTANT_BASE}?matricula=${encodeURIComponent(choices.matricula)}`
      : `${ASSISTANT_BASE}${url.search}`;
    const base = {
      step,
      choices,
      plate: plate ?? "",
      error: null,
      state: null,
      pick: null,
      login: saved === null ? `${tr.path("/login")}?next=${encodeURIComponent(tr.path(here))}` : null,
      saved: saved ?? [],
    };
    if (plate === null) return base;
    const res = await lookup(api, plate);
    if (res.status === 400) {
      const body = res.body as { errors?: Record<string, string>; message?: string };
      const error = body.errors?.matricula ?? body.message;
      return { ...base, error: error ? tr.text(error) : tr.t("oil.plateNotFound") };
    }
    // Not in the registry (spec "Plate lookup outcomes"): the customer can pick brand, model and engine by hand.
    if (res.status === 404)
      return {
        ...base,
        error: tr.t("oil.plateNotFound"),
        pick: choices.matricula ? tr.path(pickUrl("marca", choices)) : null,
      };
    if (res.status !== 200) fail(res.status, res.body);
    const answer = res.body as AceitePorMatriculaAnswer;
    const outcome = lookupOutcome(answer.status, answer.vehicleOils.length);
    if (outcome.kind === "oils") throw redirect(tr.path(assistantUrl("quilometros", { matricula: answer.matricula })));
    if (outcome.kind === "error") return { ...base, error: tr.t("oil.plateNotFound") };
    return { ...base, plate: answer.matricula, state: noRevision(tr, answer) };
  }

  if (step === "quilometros") {
    const res = await lookup(api, choices.matricula ?? "", choices);
    const vehicle = res.body as AceitePorMatriculaAnswer;
    if (res.status !== 200 || lookupOutcome(vehicle.status, vehicle.vehicleOils.length).kind !== "oils")
      throw redirect(backToPlate(tr, choices.matricula, choices));
    const kmsInput = q.get("kms");
    const ultimaInput = q.get("ultima") ?? "";
    if (kmsInput === null) return { step, choices, vehicle, kmsInput: "", ultimaInput, errors: {} };
    const errors: { kms?: string; ultima?: string } = {};
    const kms = parseKilometres(kmsInput);
    if (!kms.ok) errors.kms = tr.t(KM_MESSAGES[kms.reason]);
    const ultima = ultimaInput.trim() === "" ? null : parseKilometres(ultimaInput);
    if (ultima && !ultima.ok)
      errors.ultima = tr.t(ultima.reason === "required" ? "oil.kmsLastRequired" : KM_MESSAGES[ultima.reason]);
    else if (ultima?.ok && kms.ok && ultima.value > kms.value) errors.ultima = tr.t("oil.kmsLastAboveCurrent");
    if (errors.kms || errors.ultima) return { step, choices, vehicle, kmsInput, ultimaInput, errors };
    throw redirect(
      tr.path(
        assistantUrl("oleo", {
          ...choices,
          kms: kms.ok ? kms.value : null,
          ultima: ultima?.ok ? ultima.value : null,
        }),
      ),
    );
  }

  const sel = await selector(api, tr, choices);
  if (step === "oleo") {
    const selected = chosenOil(sel.listaAceites, choices.aceite)?.id_site_revision_aceite ?? "";
    return { step, choices, selector: sel, selected };
  }
  const oil = sel.listaAceites.find((o) => o.id_site_revision_aceite === choices.aceite);
  if (!oil) throw redirect(tr.path(assistantUrl("oleo", { ...choices, aceite: null })));
  const packsRes = await api("/packs-mantenimiento");
  if (packsRes.status !== 200) fail(packsRes.status, packsRes.json());
  return { step, choices, selector: sel, oil, packs: packsRes.json() as RevisionPack[] };
}

/**
 * "Escolher este pack": the pack goes into the basket (replacing any revision there), the basket takes the car's
 * plate, and the revision lead tells the shop the plate, kilometres, oil and the over-5 L sump flag.
 */
export async function addPack(api: ApiFetch, request: Request, url: URL): Promise<never> {
  const tr = translatorFor(request);
  const form = await request.formData();
  const pack = String(form.get("pack") ?? "");
  const choices = readAssistantChoices(url.searchParams);
  if (!/^PACK_[A-Z_]+$/.test(pack) || !choices.matricula || choices.kms === null || !choices.aceite)
    throw redirect(tr.path(assistantUrl(missingAssistantStep("servicos", choices) ?? "servicos", choices)));
  const headers = authHeaders(request);
  const plateOf = (cestaID: string) =>
    api("/cesta/update", { method: "POST", body: { cestaState: { cestaID, matricula: choices.matricula } }, headers });
  let cestaID = basketId(request);
  // Another car's basket starts over (spec: changing to a vehicle with another plate resets the basket).
  if (cestaID && (await plateOf(cestaID)).status !== 200) cestaID = null;
  // A refusal (another kind of product in the basket, a closed basket) is shown on the basket, never a silent new one.
  const res = await api(`/cesta-product/${pack}`, {
    method: "POST",
    body: { cantidad: 1, matricula: choices.matricula, ...(cestaID ? { cestaID } : {}) },
    headers,
  });
  const body = res.json();
  if (res.status !== 201) {
    const code = isApiError(body) ? body.error : "ERROR";
    throw redirect(tr.path(`/carrinho/pedido?erro=${encodeURIComponent(code)}`));
  }
  const id = (body as { cestaID: string }).cestaID;
  await api("/registro-lead-matricula-revision", {
    method: "POST",
    body: {
      matricula: choices.matricula,
      kms: choices.kms,
      aceiteId: choices.aceite,
      revisionId: pack,
      ...(pickedVehicle(choices) ? { vehicle: pickedVehicle(choices) } : {}),
      cestaID: id,
      user_agent: (request.headers.get("user-agent") ?? "").slice(0, 400),
    },
  });
  throw redirect(tr.path(`/carrinho/pedido?adicionado=${encodeURIComponent(pack)}`), {
    headers: { "Set-Cookie": setBasketCookie(id, request) },
  });
}
