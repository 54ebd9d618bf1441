/**
 * The oil-change assistant's calls to the revision and account APIs, typed by their response schemas (server only):
 * the plate lookup, the oil selector, the plates saved in the private area, and how a failed call or a plate that
 * stopped answering sends the customer back.
 */
import { data, redirect } from "react-router";
import type { UserInfoAnswer } from "#src/shared/account/account-api.schema.ts";
import type { VehiclesResponse } from "#src/shared/account/private-area.schema.ts";
import { lookupOutcome } from "#src/shared/revision/oil-lookup.ts";
import type {
  AceitePorMatriculaAnswer,
  AceitePorMatriculaResponse,
  SelectorAceiteAnswer,
  SelectorAceiteResponse,
} from "#src/shared/revision/revision.schema.ts";
import { type AssistantChoices, assistantUrl, pickedVehicle, pickUrl } from "#src/shared/revision/steps.ts";
import { answer, type ApiError, type ApiFetch, type ApiResult, apiResult, isApiError } from "../api-context.ts";
import type { Translator } from "../i18n.ts";
import type { NoRevision, SavedPlate } from "./assistant-types.ts";
import { noRevisionCopy } from "./oil-text.ts";

/** A failed call: the 404 page, the 500 page, or the API's status with its message. */
export function fail(status: number, body: unknown): never {
  const message = isApiError(body) ? body.message : "Erro";
  throw data(message, { status: status === 404 ? 404 : status >= 500 ? 500 : status });
}

/** `fail` for a typed result that did not succeed. */
export function failWith(res: { status: number } & ({ ok: true } | { ok: false; error: ApiError | null })): never {
  return fail(res.status, res.ok ? null : res.error);
}

/**
 * The first step with the plate filled in: it shows the no-revision state or the error for that plate. A car picked
 * by hand goes back to its engine step instead (the plate alone would only say "not found" again).
 */
export function backToPlate(tr: Translator, matricula: string | null, c?: AssistantChoices): string {
  if (c && pickedVehicle(c)) return tr.path(pickUrl("motor", c));
  return tr.path(`${assistantUrl("matricula", {})}?matricula=${encodeURIComponent(matricula ?? "")}`);
}

/** POST /aceite-por-matricula for the plate (or the car picked by hand). */
export async function lookup(
  api: ApiFetch,
  matricula: string,
  c?: AssistantChoices,
): Promise<ApiResult<typeof AceitePorMatriculaResponse>> {
  const vehicle = c ? pickedVehicle(c) : null;
  const res = await api("/aceite-por-matricula", {
    method: "POST",
    body: { matricula, ...(vehicle ? { vehicle } : {}) },
  });
  return apiResult<typeof AceitePorMatriculaResponse>(res);
}

export function noRevision(tr: Translator, answer: AceitePorMatriculaAnswer): NoRevision | null {
  const outcome = lookupOutcome(answer.status, answer.vehicleOils.length);
  if (outcome.kind !== "no-revision") return null;
  return {
    status: outcome.status,
    ...noRevisionCopy(tr, outcome.status, outcome),
    next: outcome.next === null ? null : tr.path(outcome.next),
    modelo: answer.modelo,
  };
}

/** The plates saved in the private area of a logged-in customer; none when anonymous or when the lists fail. */
export async function savedPlates(api: ApiFetch, headers: Record<string, string>): Promise<SavedPlate[] | null> {
  if (!headers.authorization) return null;
  const me = await api("/users/fetchInfo", { headers }).catch(() => null);
  if (me?.status !== 200) return me?.status === 401 ? null : [];
  const info = answer<typeof UserInfoAnswer>(me);
  const res = await api(`/vehicles/${info.user.id_site_usuario}`, { headers }).catch(() => null);
  if (res?.status !== 200) return [];
  return answer<typeof VehiclesResponse>(res).map((v) => ({
    plate: v.plate,
    text: [v.marca, v.modelo, v.motor].filter(Boolean).join(" "),
  }));
}

/** POST /selector-aceite for the chosen car and kilometres; a plate that stopped answering OK goes back to step 1. */
export async function selector(api: ApiFetch, tr: Translator, c: AssistantChoices): Promise<SelectorAceiteAnswer> {
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
  const found = answer<typeof SelectorAceiteResponse>(res);
  if (found.status !== "OK" || found.listaAceites.length === 0) throw redirect(backToPlate(tr, c.matricula, c));
  return found;
}
