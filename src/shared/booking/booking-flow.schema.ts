/**
 * The API's replies the appointment booking flow reads (issue 18: a typed API contract), beside the request schemas
 * of appointment.schema.ts. The flow's server code parses each reply with its schema; a reply of another shape is
 * treated as a failed call (the step's error), never trusted as a cast. The appointment routes' schemas from
 * `FreeTimesResponse` on are whole: booking.routes.ts declares them and its answers hold nothing else
 * (docs/decisions/020-api-contract.md).
 */
import { z } from "zod";
import { APPOINTMENT_STATUSES } from "../operator/appointment-status.ts";

/** A workshop card (POST /taller/localizacion, GET /tienda/:code): the fields the flow shows. */
export const WorkshopCardResponse = z.object({
  codTienda: z.string(),
  alias: z.string(),
  direccion: z.string(),
  cpostal: z.string(),
  poblacion: z.string(),
  telefono: z.string(),
  distancia: z.number().nullable(),
  valoracion: z.number().nullable(),
  opiniones: z.number(),
  abreSabado: z.boolean(),
  abreMediodia: z.boolean(),
  servicios: z.array(z.string()),
  citaWeb: z.boolean(),
  url: z.string(),
  lat: z.number(),
  lon: z.number(),
});

/** POST /taller/localizacion and /taller/moto/localizacion. */
export const NearbyWorkshopsResponse = z.object({ talleres: z.array(WorkshopCardResponse) });

/** GET /marcas-patinete. */
export const ScooterBrandsResponse = z.array(z.string());

/** GET /talleres-servicios[/:code]: the services that can be booked. */
export const BookableServicesResponse = z.array(
  z.object({ id: z.string(), nombre: z.string(), duracion: z.number(), vehiculo: z.string().nullable() }),
);

/** POST /cita-previa-dates/taller/:code: the free days (DD/MM/YYYY, ISO, first free time). */
export const FreeDaysResponse = z.object({
  dias: z.array(z.object({ fecha: z.string(), iso: z.string(), primera: z.string() })),
});

/** POST /cita-previa-times/taller/:code/:day: the free times of a day. */
export const FreeTimesResponse = z.object({ horas: z.array(z.string()) });

/** GET /cita-previa/:id?token=…: an appointment of a signed link, with what the customer may do with it online. */
export const AppointmentResponse = z.object({
  id: z.string(),
  estado: z.enum(APPOINTMENT_STATUSES),
  fecha: z.string(),
  hora: z.string(),
  servicios: z.array(z.string()),
  serviciosNombres: z.array(z.string()),
  matricula: z.string().nullable(),
  comentario: z.string().nullable(),
  pedido: z.number().nullable(),
  contacto: z
    .object({
      nombre: z.string(),
      email: z.string(),
      telefono: z.string(),
      vehiculo: z.string().optional(),
      marcaPatinete: z.string().optional(),
    })
    .nullable(),
  taller: z.object({
    codTienda: z.string(),
    alias: z.string(),
    direccion: z.string(),
    cpostal: z.string(),
    poblacion: z.string(),
    telefono: z.string(),
    url: z.string(),
  }),
  acciones: z.object({
    alterar: z.boolean(),
    cancelar: z.boolean(),
    motivoAlterar: z.string().nullable(),
    motivoCancelar: z.string().nullable(),
    aPartirDe: z.string().nullable(),
  }),
});

/** POST /cita-previa (201): the new appointment and its signed change token. */
export const AppointmentBookedResponse = z.object({ citaPreviaId: z.string(), token: z.string() });

/** PATCH /cita-previa: the moved appointment. */
export const AppointmentChangedResponse = z.object({ citaPreviaId: z.string() });

/** GET /citas-previas/:userId: the customer's appointments, each with the token of its change link. */
export const CustomerAppointmentsResponse = z.array(AppointmentResponse.extend({ token: z.string() }));

/** DELETE /cita-previa/:id (also when it was cancelled already). */
export const AppointmentCancelledResponse = z.object({ cancelada: z.literal(true), message: z.string() });
