/**
 * Fixtures for the booking flow's loader and action tests (flow*.server.test.ts): a workshop card and an appointment
 * as the API answers them, each parsed with its response schema from src/shared so a fixture that drifts from the
 * contract fails, and the flow's addresses on both sites. The API itself is #src/web/test-support/scripted-api.ts.
 */
import "#src/shared/i18n/catalogue/register-all.ts";
import { AppointmentResponse, WorkshopCardResponse } from "#src/shared/booking/booking-flow.schema.ts";
import type { ApiFetch } from "#src/web/api-context.ts";
import { LISBON_WORKSHOP } from "#src/web/test-support/fixtures.ts";
import { loadBooking } from "./flow.server.ts";

export { redirectsTo, scriptedApi, thrown } from "#src/web/test-support/scripted-api.ts";

export const WORKSHOP = WorkshopCardResponse.parse({
  ...LISBON_WORKSHOP,
  distancia: null,
  valoracion: 4.6,
  opiniones: 120,
  abreSabado: true,
  abreMediodia: false,
  servicios: ["car"],
  citaWeb: true,
  url: "/oficinas-mecanicas/lisboa/lisboa-centro",
  lat: 38.71,
  lon: -9.14,
});

/** An appointment on 02/12/2026 at 09:00 at WORKSHOP; `alterar` says whether it may still be changed. */
export const appointment = (alterar = true) =>
  AppointmentResponse.parse({
    id: "C-1",
    estado: "booked",
    fecha: "02/12/2026",
    hora: "09:00",
    servicios: ["CITA_OLEO"],
    serviciosNombres: ["Mudança de óleo"],
    matricula: null,
    comentario: null,
    pedido: null,
    contacto: { nombre: "Ana", email: "ana@example.pt", telefono: "912345678" },
    taller: WORKSHOP,
    acciones: { alterar, cancelar: true, motivoAlterar: null, motivoCancelar: null, aPartirDe: null },
  });

/** A page of the flow on the Portuguese site (/marcacao-previa…) and on the Spanish one (/cita-previa…). */
export const pt = (path: string) => new URL(`http://x/marcacao-previa${path}`);
export const es = (path: string) => new URL(`http://x/cita-previa${path}`);
const splat = (url: URL) => url.pathname.split("/").slice(2).join("/");
/** The loader as the route calls it, with the step taken from the address. */
export const load = (api: ApiFetch, url: URL) => loadBooking(api, url, splat(url));
