/** The booking flow's calls to the API, for its loader and action (server only). */
import { data } from "react-router";
import { type ApiFetch, isApiError } from "../api-context.ts";
import type { Appointment, DateStepData, Day } from "./booking-model.ts";
import { DATES_RETRY, realSleep, retry } from "#src/shared/retry.ts";

export type ApiResult<T> =
  { ok: true; body: T } | { ok: false; status: number; message: string; errors: Record<string, string> };

export async function json<T>(api: ApiFetch, path: string, init?: Parameters<ApiFetch>[1]): Promise<ApiResult<T>> {
  const res = await api(path, init);
  const body = res.json();
  if (res.status < 400) return { ok: true, body: body as T };
  return {
    ok: false,
    status: res.status,
    message: isApiError(body) ? body.message : "Houve um erro. Tente outra vez.",
    errors: isApiError(body) ? (body.errors ?? {}) : {},
  };
}

/** The appointment of a signed change link; a bad link is the 404 (or 403) page. */
export async function loadAppointment(api: ApiFetch, q: URLSearchParams): Promise<Appointment> {
  const r = await json<Appointment>(
    api,
    `/cita-previa/${encodeURIComponent(q.get("cita") ?? "")}?token=${encodeURIComponent(q.get("token") ?? "")}`,
  );
  if (!r.ok)
    throw data(r.message, { status: r.status === 404 || r.status === 400 ? 404 : r.status === 403 ? 403 : 500 });
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
    () => json<{ dias: Day[] }>(api, `/cita-previa-dates/taller/${taller}`, { method: "POST", body }),
    { ...DATES_RETRY, retryIf: (r) => !r.ok && r.status >= 500, sleep },
  ).catch((): ApiResult<{ dias: Day[] }> => ({ ok: false, status: 503, message: "", errors: {} }));
  const workshop = await json<DateStepData["workshop"]>(api, `/tienda/${taller}`);
  const list = days.ok ? days.body.dias : [];
  const chosen =
    fecha && list.some((d) => d.fecha === fecha.replaceAll("-", "/"))
      ? fecha
      : (list[0]?.fecha.replaceAll("/", "-") ?? null);
  let times: string[] = [];
  let timesError: string | null = null;
  if (chosen) {
    const t = await json<{ horas: string[] }>(api, `/cita-previa-times/taller/${taller}/${chosen}`, {
      method: "POST",
      body,
    });
    if (t.ok) times = t.body.horas;
    else timesError = t.message;
  }
  return {
    days: list,
    datesError: days.ok ? null : "Houve um problema ao carregar as datas. Tente novamente.",
    fecha: chosen,
    dayGone: Boolean(fecha && chosen !== fecha),
    times,
    timesError,
    workshop: workshop.ok ? workshop.body : null,
  };
}
