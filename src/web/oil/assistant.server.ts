/**
 * The oil-change assistant's loaders and its one action (add the pack): each step reads its choices from the query
 * string, asks the revision API, and either shows the step or redirects to the step the answer calls for.
 */
import { data, redirect } from "react-router";
import { parseKilometres } from "#src/shared/kilometres.ts";
import { chosenOil, lookupOutcome, PLATE_NOT_FOUND_MESSAGE } from "#src/shared/revision/oil-lookup.ts";
import type {
  AceitePorMatriculaAnswer,
  Oil,
  RevisionPack,
  SelectorAceiteAnswer,
} from "#src/shared/revision/revision.schema.ts";
import {
  type AssistantChoices,
  type AssistantStep,
  assistantUrl,
  isAssistantStep,
  missingAssistantStep,
  readAssistantChoices,
} from "#src/shared/revision/steps.ts";
import { authHeaders } from "../account/session.ts";
import { type ApiFetch, isApiError } from "../api-context.ts";
import { basketId, setBasketCookie } from "../checkout/basket-cookie.ts";

export type NoRevision = { status: string; title: string; text: string; next: string | null; modelo: string };

export type AssistantData =
  | { step: "matricula"; choices: AssistantChoices; plate: string; error: string | null; state: NoRevision | null }
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
  required: "O campo quilómetros é obrigatório",
  format: "Escreva os quilómetros só com algarismos (ex.: 85 000)",
  positive: "Os quilómetros têm de ser superiores a 0",
  max: "Os quilómetros não podem passar de 9 999 999",
} as const;

function fail(status: number, body: unknown): never {
  const message = isApiError(body) ? body.message : "Erro";
  throw data(message, { status: status === 404 ? 404 : status >= 500 ? 500 : status });
}

/** The first step with the plate filled in: it shows the no-revision state or the error for that plate. */
function backToPlate(matricula: string | null): string {
  return `${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(matricula ?? "")}`;
}

async function lookup(api: ApiFetch, matricula: string) {
  const res = await api("/aceite-por-matricula", { method: "POST", body: { matricula } });
  return { status: res.status, body: res.json() };
}

async function selector(api: ApiFetch, c: AssistantChoices): Promise<SelectorAceiteAnswer> {
  const res = await api("/selector-aceite", {
    method: "POST",
    body: { matricula: c.matricula, kms: c.kms, ...(c.ultima !== null ? { ultima: c.ultima } : {}) },
  });
  if (res.status !== 200) {
    // The plate stopped answering OK (or the link was edited): the first step explains why.
    if (res.status < 500) throw redirect(backToPlate(c.matricula));
    fail(res.status, res.json());
  }
  const answer = res.json() as SelectorAceiteAnswer;
  if (answer.status !== "OK" || answer.listaAceites.length === 0) throw redirect(backToPlate(c.matricula));
  return answer;
}

export async function loadAssistant(api: ApiFetch, stepParam: string | undefined, url: URL): Promise<AssistantData> {
  // The first step has the bare address.
  if (stepParam === "matricula") throw redirect(`${assistantUrl("matricula", {})}${url.search}`);
  const step: AssistantStep | null =
    stepParam === undefined ? "matricula" : isAssistantStep(stepParam) ? stepParam : null;
  if (!step) throw data("Página não encontrada", { status: 404 });
  const q = url.searchParams;
  const choices = readAssistantChoices(q);
  const needs = step === "matricula" ? null : missingAssistantStep(step, choices);
  if (needs) throw redirect(assistantUrl(needs, choices));

  if (step === "matricula") {
    const plate = q.get("matricula");
    if (plate === null) return { step, choices, plate: "", error: null, state: null };
    const res = await lookup(api, plate);
    if (res.status === 400) {
      const body = res.body as { errors?: Record<string, string>; message?: string };
      return {
        step,
        choices,
        plate,
        error: body.errors?.matricula ?? body.message ?? PLATE_NOT_FOUND_MESSAGE,
        state: null,
      };
    }
    if (res.status === 404) return { step, choices, plate, error: PLATE_NOT_FOUND_MESSAGE, state: null };
    if (res.status !== 200) fail(res.status, res.body);
    const answer = res.body as AceitePorMatriculaAnswer;
    const outcome = lookupOutcome(answer.status, answer.vehicleOils.length);
    if (outcome.kind === "oils") throw redirect(assistantUrl("quilometros", { matricula: answer.matricula }));
    if (outcome.kind === "error") return { step, choices, plate, error: outcome.message, state: null };
    return {
      step,
      choices,
      plate: answer.matricula,
      error: null,
      state: {
        status: outcome.status,
        title: outcome.title,
        text: outcome.text,
        next: outcome.next,
        modelo: answer.modelo,
      },
    };
  }

  if (step === "quilometros") {
    const res = await lookup(api, choices.matricula ?? "");
    const vehicle = res.body as AceitePorMatriculaAnswer;
    if (res.status !== 200 || lookupOutcome(vehicle.status, vehicle.vehicleOils.length).kind !== "oils")
      throw redirect(backToPlate(choices.matricula));
    const kmsInput = q.get("kms");
    const ultimaInput = q.get("ultima") ?? "";
    if (kmsInput === null) return { step, choices, vehicle, kmsInput: "", ultimaInput, errors: {} };
    const errors: { kms?: string; ultima?: string } = {};
    const kms = parseKilometres(kmsInput);
    if (!kms.ok) errors.kms = KM_MESSAGES[kms.reason];
    const ultima = ultimaInput.trim() === "" ? null : parseKilometres(ultimaInput);
    if (ultima && !ultima.ok) errors.ultima = KM_MESSAGES[ultima.reason].replace("O campo quilómetros", "Este campo");
    else if (ultima?.ok && kms.ok && ultima.value > kms.value)
      errors.ultima = "Os quilómetros da última mudança não podem ser mais do que os atuais";
    if (errors.kms || errors.ultima) return { step, choices, vehicle, kmsInput, ultimaInput, errors };
    throw redirect(
      assistantUrl("oleo", {
        matricula: choices.matricula,
        kms: kms.ok ? kms.value : null,
        ultima: ultima?.ok ? ultima.value : null,
      }),
    );
  }

  const sel = await selector(api, choices);
  if (step === "oleo") {
    const selected = chosenOil(sel.listaAceites, choices.aceite)?.id_site_revision_aceite ?? "";
    return { step, choices, selector: sel, selected };
  }
  const oil = sel.listaAceites.find((o) => o.id_site_revision_aceite === choices.aceite);
  if (!oil) throw redirect(assistantUrl("oleo", { ...choices, aceite: null }));
  const packsRes = await api("/packs-mantenimiento");
  if (packsRes.status !== 200) fail(packsRes.status, packsRes.json());
  return { step, choices, selector: sel, oil, packs: packsRes.json() as RevisionPack[] };
}

/**
 * "Escolher este pack": the pack goes into the basket (replacing any revision there), the basket takes the car's
 * plate, and the revision lead tells the shop the plate, kilometres, oil and the over-5 L sump flag.
 */
export async function addPack(api: ApiFetch, request: Request, url: URL): Promise<never> {
  const form = await request.formData();
  const pack = String(form.get("pack") ?? "");
  const choices = readAssistantChoices(url.searchParams);
  if (!/^PACK_[A-Z_]+$/.test(pack) || !choices.matricula || choices.kms === null || !choices.aceite)
    throw redirect(assistantUrl(missingAssistantStep("servicos", choices) ?? "servicos", choices));
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
    throw redirect(`/carrinho/pedido?erro=${encodeURIComponent(code)}`);
  }
  const id = (body as { cestaID: string }).cestaID;
  await api("/registro-lead-matricula-revision", {
    method: "POST",
    body: {
      matricula: choices.matricula,
      kms: choices.kms,
      aceiteId: choices.aceite,
      revisionId: pack,
      cestaID: id,
      user_agent: (request.headers.get("user-agent") ?? "").slice(0, 400),
    },
  });
  throw redirect(`/carrinho/pedido?adicionado=${encodeURIComponent(pack)}`, {
    headers: { "Set-Cookie": setBasketCookie(id, request) },
  });
}
