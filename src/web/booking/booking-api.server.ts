/**
 * The booking flow's calls to the API, for its loader and action (server only). Every reply is parsed with its
 * schema from src/shared/booking/booking-flow.schema.ts: a reply of another shape is a failed call (a bad gateway),
 * so the step shows its error instead of trusting a cast. Messages of our own are descriptors (`msg()`), written in the
 * page's language by the flow (flow.server.ts) or the page (`text()`); the API's own messages are already in it.
 */
import { data } from "react-router";
import type { z } from "zod";
import {
  AppointmentResponse,
  FreeDaysResponse,
  FreeTimesResponse,
  WorkshopCardResponse,
} from "#src/shared/booking/booking-flow.schema.ts";
import { msg, resolve } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { type ApiFetch, isApiError } from "../api-context.ts";
import type { Appointment, DateStepData, Day } from "./booking-model.ts";
import { DATES_RETRY, realSleep, retry } from "#src/shared/retry.ts";

export type ApiResult<T> =
  { ok: true; body: T } | { ok: false; status: number; message: string; errors: Record<string, string> };

const FAILED = msg("booking.errorGeneric");

/** One API call whose 2xx reply must match `schema`; an unreadable reply counts as a 502 with the generic message. */
export async function json<S extends z.ZodType>(
  api: ApiFetch,
  path: string,
  schema: S,
  init?: Parameters<ApiFetch>[1],
): Promise<ApiResult<z.infer<S>>> {
  const res = await api(path, init);
  const body = res.json();
  if (res.status < 400) {
    const parsed = schema.safeParse(body);
    return parsed.success ? { ok: true, body: parsed.data } : { ok: false, status: 502, message: FAILED, errors: {} };
  }
  return {
    ok: false,
    status: res.status,
    message: isApiError(body) ? body.message : FAILED,
    errors: isApiError(body) ? (body.errors ?? {}) : {},
  };
}

/** The appointment of a signed change link; a bad link is the 404 (or 403) page. */
export async function loadAppointment(api: ApiFetch, q: URLSearchParams, lang: Lang = "pt"): Promise<Appointment> {
  const r = await json(
    api,
    `/cita-previa/${encodeURIComponent(q.get("cita") ?? "")}?token=${encodeURIComponent(q.get("token") ?? "")}`,
    AppointmentResponse,
  );
  if (!r.ok)
    throw data(resolve(lang, r.message), {
      status: r.status === 404 || r.status === 400 ? 404 : r.status === 403 ? 403 : 500,
    });
  return r.body;
}

/**
 * The date step: the free days (25), the chosen day (the first free one until the customer picks another) and its
 * free times. When changing, `ignore` is the appointment being moved (its own time counts as free). `sleep` is the
 * wait between tries of the free days (replaced in tests).
 */
export async function dateStep(
  api: ApiFetch,
  taller: string,
  services: string[],
  fecha: string | null,
  ignore?: string,
  sleep: (ms: number) => Promise<void> = realSleep,
): Promise<DateStepData> {
  const body = { services, ...(ignore ? { idNavisionCitaModificada: ignore } : {}) };
  // Free days that fail to load (5xx, lost connection) are asked again 3 times, 10 s apart (spec section 9); the
  // loading notice stays up meanwhile and the error shows only after the last try.
  const days = await retry(
    () => json(api, `/cita-previa-dates/taller/${taller}`, FreeDaysResponse, { method: "POST", body }),
    { ...DATES_RETRY, retryIf: (r) => !r.ok && r.status >= 500, sleep },
  ).catch((): ApiResult<{ dias: Day[] }> => ({ ok: false, status: 503, message: "", errors: {} }));
  const workshop = await json(api, `/tienda/${taller}`, WorkshopCardResponse);
  const list = days.ok ? days.body.dias : [];
  const chosen =
    fecha && list.some((d) => d.fecha === fecha.replaceAll("-", "/"))
      ? fecha
      : (list[0]?.fecha.replaceAll("/", "-") ?? null);
  let times: string[] = [];
  let timesError: string | null = null;
  if (chosen) {
    const t = await json(api, `/cita-previa-times/taller/${taller}/${chosen}`, FreeTimesResponse, {
      method: "POST",
      body,
    });
    if (t.ok) times = t.body.horas;
    else timesError = t.message;
  }
  return {
    days: list,
    datesError: days.ok ? null : msg("booking.datesError"),
    fecha: chosen,
    dayGone: Boolean(fecha && chosen !== fecha),
    times,
    timesError,
    workshop: workshop.ok ? workshop.body : null,
  };
}
