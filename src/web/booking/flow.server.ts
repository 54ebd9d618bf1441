/**
 * The booking flow's loader and action logic (server only), on an ApiFetch so it can be tested without a server: the
 * step and vehicle kind from the URL, each step's data, and the book / change / cancel forms. The page's language is
 * the URL's (/marcacao-previa or /cita-previa): redirects go to that site's paths and messages are written in it.
 */
import { data, redirect } from "react-router";
import {
  AppointmentBookedResponse,
  AppointmentCancelledResponse,
  AppointmentChangedResponse,
  BookableServicesResponse,
  NearbyWorkshopsResponse,
  ScooterBrandsResponse,
  WorkshopCardResponse,
} from "#src/shared/booking/booking-flow.schema.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";
import { VEHICLE_TYPE_OF_KIND, vehicleKindOfLink } from "#src/shared/vehicles/vehicle-kinds.ts";
import { type Translator, translator } from "#src/web/i18n.ts";
import { authHeaders } from "../account/session.ts";
import { type ApiFetch, fieldErrors } from "../api-context.ts";
import { dateStep, json, loadAppointment } from "./booking-api.server.ts";
import { chosenServices } from "./services-query.ts";
import { appointmentQuery, carry, KINDS, prefix, stepOf, stepsFor } from "./booking-model.ts";

const CHANGE_STEPS = ["alteracao", "cancelar", "data-e-hora", "os-seus-dados"];

/** The step and vehicle kind of the flow's URL (`splat` is the path after /marcacao-previa/). */
export function kindOf(splat: string, q: URLSearchParams) {
  const { step, kind } = stepOf(splat);
  const named = vehicleKindOfLink(q.get("tipo"));
  return { step, kind: kind ?? KINDS.find((k) => k === named) ?? "car" };
}

/** The change flow's pages (a signed appointment link in the URL). */
async function changeView(api: ApiFetch, step: string, q: URLSearchParams, tr: Translator) {
  const appointment = await loadAppointment(api, q, tr.lang);
  const back = tr.path(`/marcacao-previa/alteracao${appointmentQuery(q)}`);
  if (step === "alteracao") return { name: "alteracao" as const, appointment };
  if (step === "cancelar") return { name: "cancelar" as const, appointment };
  if (!appointment.acciones.alterar) throw redirect(back);
  if (step === "os-seus-dados") {
    if (!q.get("fecha") || !q.get("hora"))
      throw redirect(tr.path(`/marcacao-previa/data-e-hora${carry(q, { hora: undefined })}`));
    return { name: "rever" as const, appointment };
  }
  const date = await dateStep(
    api,
    q.get("taller") ?? appointment.taller.codTienda,
    appointment.servicios,
    q.get("fecha"),
    appointment.id,
  );
  return { name: "data-e-hora" as const, date: dateText(date, tr), appointment };
}

/** The date step's messages (our descriptors or the API's text) in the page's language. */
function dateText<D extends { datesError: string | null; timesError: string | null }>(d: D, tr: Translator): D {
  return {
    ...d,
    datesError: d.datesError === null ? null : tr.text(d.datesError),
    timesError: d.timesError === null ? null : tr.text(d.timesError),
  };
}

/** The data of the flow's step at `url` (the page's address, without React Router's .data suffix). */
export async function loadBooking(api: ApiFetch, url: URL, splat: string) {
  const q = url.searchParams;
  const tr = translator(langOfPath(url.pathname));
  const { step, kind } = kindOf(splat, q);
  // The comment step of old change links: the comment is now optional, on the review screen.
  if (step === "comentario") throw redirect(tr.path(`/marcacao-previa/data-e-hora${carry(q)}`));
  const modify = q.has("cita") && CHANGE_STEPS.includes(step);
  const services = chosenServices(q);
  const base = { step, kind, modify, query: url.search, steps: stepsFor(kind, modify) };
  if (modify) return { ...base, view: await changeView(api, step, q, tr) };

  switch (step) {
    case "inicio":
      return { ...base, view: { name: "inicio" as const } };
    case "marca": {
      const r = await json(api, "/marcas-patinete", ScooterBrandsResponse);
      return { ...base, view: { name: "marca" as const, brands: r.ok ? r.body : [] } };
    }
    case "selecao-oficina": {
      const cp = q.get("cp");
      if (!cp) return { ...base, view: { name: "selecao-oficina" as const, workshops: null, error: null } };
      const r = await json(
        api,
        kind === "motorbike" ? "/taller/moto/localizacion" : "/taller/localizacion",
        NearbyWorkshopsResponse,
        {
          method: "POST",
          body: {
            postCode: cp,
            ...(kind === "scooter" ? { service: "scooter" } : {}),
            // Services already chosen (a preset or a service page's link): only workshops that can do them.
            ...(services.length > 0 ? { servicios: services } : {}),
          },
        },
      );
      return {
        ...base,
        view: {
          name: "selecao-oficina" as const,
          workshops: r.ok ? r.body.talleres.slice(0, 12) : [],
          error: r.ok ? null : tr.text(r.errors.postCode ?? r.message),
        },
      };
    }
    case "servicos": {
      const taller = q.get("taller");
      const all = await json(
        api,
        taller ? `/talleres-servicios/${taller}` : "/talleres-servicios",
        BookableServicesResponse,
      );
      if (!all.ok) throw data(tr.text(all.message), { status: all.status === 404 ? 404 : 500 });
      const vehicle = VEHICLE_TYPE_OF_KIND[kind];
      const workshop = taller ? await json(api, `/tienda/${taller}`, WorkshopCardResponse) : null;
      return {
        ...base,
        view: {
          name: "servicos" as const,
          services: all.body.filter((s) => s.vehiculo === null || s.vehiculo === vehicle),
          selected: services,
          workshop: workshop?.ok ? workshop.body : null,
        },
      };
    }
    case "data-e-hora": {
      const taller = q.get("taller");
      if (!taller) throw redirect(tr.path(`${prefix(kind)}/selecao-oficina${carry(q)}`));
      return {
        ...base,
        view: {
          name: "data-e-hora" as const,
          date: dateText(await dateStep(api, taller, services, q.get("fecha")), tr),
          appointment: null,
        },
      };
    }
    case "os-seus-dados": {
      if (!q.get("fecha") || !q.get("hora"))
        throw redirect(tr.path(`${prefix(kind)}/data-e-hora${carry(q, { hora: undefined })}`));
      const taller = q.get("taller");
      const workshop = taller ? await json(api, `/tienda/${taller}`, WorkshopCardResponse) : null;
      return { ...base, view: { name: "os-seus-dados" as const, workshop: workshop?.ok ? workshop.body : null } };
    }
    case "confirmacao": {
      const appointment = await loadAppointment(api, q, tr.lang);
      return {
        ...base,
        view: {
          name: "confirmacao" as const,
          appointment,
          // The calendar file in the page's language (its title and description are written by the API).
          icsHref: `/api/rodacerta/${tr.lang}/cita-previa/${appointment.id}/calendario.ics?token=${encodeURIComponent(q.get("token") ?? "")}`,
        },
      };
    }
    default:
      throw data(tr.t("booking.notFound"), { status: 404 });
  }
}

function resolveAll(tr: Translator, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, tr.text(v)]));
}

export type ActionResult = { errors: Record<string, string>; message: string | null };

/** The flow's forms: cancel, modify (change flow) or book; success redirects, a refusal comes back with its message. */
export async function bookingAction(api: ApiFetch, request: Request, splat: string): Promise<ActionResult> {
  const form = await request.formData();
  const url = new URL(request.url.replace(/\.data(\?|$)/, "$1"));
  const q = url.searchParams;
  const tr = translator(langOfPath(url.pathname));
  const intent = String(form.get("intent") ?? "");
  const { kind } = kindOf(splat, q);
  const [d, m, y] = (q.get("fecha") ?? "").split("-");

  if (intent === "cancel") {
    const r = await json(
      api,
      `/cita-previa/${encodeURIComponent(q.get("cita") ?? "")}?token=${encodeURIComponent(q.get("token") ?? "")}`,
      AppointmentCancelledResponse,
      { method: "DELETE", headers: authHeaders(request) },
    );
    if (!r.ok)
      return {
        errors: {},
        message: r.message ? tr.text(r.message) : tr.t("booking.cancelFailed"),
      };
    throw redirect(tr.path(`/marcacao-previa/cancelar${appointmentQuery(q)}&cancelada=1`));
  }

  if (intent === "modify") {
    const comment = form.get("comentario");
    const r = await json(api, "/cita-previa", AppointmentChangedResponse, {
      method: "PATCH",
      headers: authHeaders(request),
      body: {
        oldCitaId: q.get("cita"),
        token: q.get("token"),
        selectedDate: { date: `${d}/${m}/${y}`, time: q.get("hora") },
        ...(q.get("taller") ? { selectedTaller: { codTienda: q.get("taller") } } : {}),
        userData: typeof comment === "string" ? { comentario: comment } : {},
      },
    });
    if (!r.ok) return { errors: resolveAll(tr, r.errors), message: tr.text(r.message) };
    throw redirect(tr.path(`/marcacao-previa/confirmacao${appointmentQuery(q)}&alterada=1`));
  }

  // intent === "book"
  const services = chosenServices(q);
  const payload = {
    userData: {
      nombre: String(form.get("nombre") ?? ""),
      apellidos: String(form.get("apellidos") ?? ""),
      email: String(form.get("email") ?? ""),
      telefono: String(form.get("telefono") ?? ""),
      matricula: String(form.get("matricula") ?? ""),
      comentario: String(form.get("comentario") ?? ""),
      vehiculo: kind,
      renting: form.get("renting") === "on",
    },
    selectedDate: q.get("fecha") && q.get("hora") ? { date: `${d}/${m}/${y}`, time: q.get("hora") } : undefined,
    selectedService: services,
    selectedTaller: { codTienda: q.get("taller") ?? "" },
    ...(kind === "scooter" ? { marcaPatinete: q.get("marca") ?? "" } : {}),
    dataRegistroLeadMatricula: { userAgent: request.headers.get("user-agent")?.slice(0, 400) ?? "" },
  };
  const r = await json(api, "/cita-previa", AppointmentBookedResponse, {
    method: "POST",
    body: payload,
    headers: authHeaders(request),
  });
  if (!r.ok) return { errors: resolveAll(tr, fieldErrors(r, ["userData"])), message: tr.text(r.message) };
  throw redirect(
    tr.path(`/marcacao-previa/confirmacao?cita=${r.body.citaPreviaId}&token=${encodeURIComponent(r.body.token)}`),
  );
}
