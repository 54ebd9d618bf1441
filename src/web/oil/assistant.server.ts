/**
 * The oil-change assistant's loaders and its one action (add the pack): each step reads its choices from the query
 * string, asks the revision API, and either shows the step or redirects to the step the answer calls for. A plate the
 * registry does not know goes through the hand pick (brand → model → engine, assistant-pick.server.ts); a logged-in
 * customer picks one of the plates saved in the private area, an anonymous one is offered the login, which comes back
 * to the same step. The API calls and their typed answers are in assistant-api.server.ts.
 */
import { data, redirect } from "react-router";
import type { AddProductAnswer } from "#src/shared/basket/basket-api.schema.ts";
import { parseKilometres } from "#src/shared/kilometres.ts";
import { langOfPath, ptSegment } from "#src/shared/i18n/paths.ts";
import { chosenOil, lookupOutcome } from "#src/shared/revision/oil-lookup.ts";
import type { RevisionPacksResponse } from "#src/shared/revision/revision.schema.ts";
import {
  ASSISTANT_BASE,
  type AssistantStep,
  assistantUrl,
  isAssistantStep,
  isPickStep,
  missingAssistantStep,
  pickedVehicle,
  pickUrl,
  readAssistantChoices,
} from "#src/shared/revision/steps.ts";
import { authHeaders } from "../account/session.ts";
import { answer, type ApiFetch, apiResult } from "../api-context.ts";
import { basketId, setBasketCookie } from "../checkout/basket-cookie.ts";
import { type MessageKey, translator, translatorFor } from "../i18n.ts";
import { backToPlate, fail, failWith, lookup, noRevision, savedPlates, selector } from "./assistant-api.server.ts";
import { loadPick } from "./assistant-pick.server.ts";
import type { AssistantData } from "./assistant-types.ts";

export type { AssistantData, NoRevision, PickOption, SavedPlate } from "./assistant-types.ts";

const KM_MESSAGES = {
  required: "oilAssistant.kmsRequired",
  format: "oilAssistant.kmsFormat",
  positive: "oilAssistant.kmsPositive",
  max: "oilAssistant.kmsMax",
} as const satisfies Record<string, MessageKey>;

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
      const error = res.ok ? undefined : (res.error?.errors?.matricula ?? res.error?.message);
      return { ...base, error: error ? tr.text(error) : tr.t("oilAssistant.plateNotFound") };
    }
    // Not in the registry (spec "Plate lookup outcomes"): the customer can pick brand, model and engine by hand.
    if (res.status === 404)
      return {
        ...base,
        error: tr.t("oilAssistant.plateNotFound"),
        pick: choices.matricula ? tr.path(pickUrl("marca", choices)) : null,
      };
    if (!res.ok || res.status !== 200) return failWith(res);
    const found = res.body;
    const outcome = lookupOutcome(found.status, found.vehicleOils.length);
    if (outcome.kind === "oils") throw redirect(tr.path(assistantUrl("quilometros", { matricula: found.matricula })));
    if (outcome.kind === "error") return { ...base, error: tr.t("oilAssistant.plateNotFound") };
    return { ...base, plate: found.matricula, state: noRevision(tr, found) };
  }

  if (step === "quilometros") {
    const res = await lookup(api, choices.matricula ?? "", choices);
    if (!res.ok || res.status !== 200 || lookupOutcome(res.body.status, res.body.vehicleOils.length).kind !== "oils")
      throw redirect(backToPlate(tr, choices.matricula, choices));
    const vehicle = res.body;
    const kmsInput = q.get("kms");
    const ultimaInput = q.get("ultima") ?? "";
    if (kmsInput === null) return { step, choices, vehicle, kmsInput: "", ultimaInput, errors: {} };
    const errors: { kms?: string; ultima?: string } = {};
    const kms = parseKilometres(kmsInput);
    if (!kms.ok) errors.kms = tr.t(KM_MESSAGES[kms.reason]);
    const ultima = ultimaInput.trim() === "" ? null : parseKilometres(ultimaInput);
    if (ultima && !ultima.ok)
      errors.ultima = tr.t(ultima.reason === "required" ? "oilAssistant.kmsLastRequired" : KM_MESSAGES[ultima.reason]);
    else if (ultima?.ok && kms.ok && ultima.value > kms.value) errors.ultima = tr.t("oilAssistant.kmsLastAboveCurrent");
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
  return { step, choices, selector: sel, oil, packs: answer<typeof RevisionPacksResponse>(packsRes) };
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
  const added = apiResult<typeof AddProductAnswer>(res);
  if (!added.ok || res.status !== 201) {
    const code = added.ok ? "ERROR" : (added.error?.error ?? "ERROR");
    throw redirect(tr.path(`/carrinho/pedido?erro=${encodeURIComponent(code)}`));
  }
  const id = added.body.cestaID;
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
