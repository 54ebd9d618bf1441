/**
 * Professional access's calls to the API from loaders and actions (server only): every answer parsed with its
 * shared schema; failures come back as the API's message and field errors (or a catalogue descriptor), never as an
 * empty stand-in. The pages show them with `text()`.
 */
import { z } from "zod";
import { msg } from "#src/shared/i18n/i18n.ts";
import { ApplicationView, ProfessionalStatusAnswer } from "#src/shared/professional/application.schema.ts";
import { FleetAnswer, FleetBookingAnswer } from "#src/shared/professional/fleet.schema.ts";
import { type ApiFetch, fieldErrors, isApiError } from "../api-context.ts";

export type Failure = { status: number; message: string; errors: Record<string, string> };
export type Result<T> = { ok: true; data: T } | ({ ok: false } & Failure);

const GENERIC = msg("account.proGeneric");

async function call<S extends z.ZodType>(
  api: ApiFetch,
  path: string,
  schema: S,
  init: Parameters<ApiFetch>[1],
  okStatus = 200,
): Promise<Result<z.infer<S>>> {
  const res = await api(path, init).catch(() => null);
  if (!res) return { ok: false, status: 503, message: GENERIC, errors: {} };
  const body = res.json();
  if (res.status === okStatus) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, status: 500, message: GENERIC, errors: {} };
  }
  if (res.status === 429) return { ok: false, status: 429, message: msg("account.proTooMany"), errors: {} };
  return {
    ok: false,
    status: res.status,
    message: res.status < 500 && isApiError(body) ? body.message : GENERIC,
    errors: isApiError(body) ? fieldErrors(body) : {},
  };
}

export const professionalStatus = (api: ApiFetch, headers: Record<string, string>) =>
  call(api, "/profissional/estado", ProfessionalStatusAnswer, { headers });

export const applyForProfessional = (api: ApiFetch, headers: Record<string, string>, body: unknown) =>
  call(api, "/profissional/candidatura", ApplicationView, { method: "POST", headers, body }, 201);

export const fleet = (api: ApiFetch, headers: Record<string, string>) =>
  call(api, "/profissional/frota", FleetAnswer, { headers });

const DaysAnswer = z.object({ dias: z.array(z.object({ fecha: z.string(), huecos: z.number() })) });
const TimesAnswer = z.object({ horas: z.array(z.string()) });

/** The workshop's days with a free time for the services (the booking flow's own endpoint and rules). */
export const freeDays = (api: ApiFetch, headers: Record<string, string>, code: string, services: string[]) =>
  call(api, `/cita-previa-dates/taller/${encodeURIComponent(code)}`, DaysAnswer, {
    method: "POST",
    headers,
    body: { services },
  });

export const freeTimes = (
  api: ApiFetch,
  headers: Record<string, string>,
  code: string,
  dayMonthYear: string,
  services: string[],
) =>
  call(api, `/cita-previa-times/taller/${encodeURIComponent(code)}/${dayMonthYear.replaceAll("/", "-")}`, TimesAnswer, {
    method: "POST",
    headers,
    body: { services },
  });

export const bookFleet = (api: ApiFetch, headers: Record<string, string>, body: unknown) =>
  call(api, "/profissional/frota/marcacoes", FleetBookingAnswer, { method: "POST", headers, body }, 201);

/** Whether the signed-in customer is an approved business (the checkout's payment on account). */
export async function isBusiness(api: ApiFetch, headers: Record<string, string>): Promise<boolean> {
  if (!headers.authorization) return false;
  const r = await professionalStatus(api, headers);
  return r.ok && r.data.conta !== null;
}
