/**
 * The private area's API answers as the pages read them (spec sections 3 and 7): the web parses each answer with
 * these instead of trusting a cast, so an answer of another shape is a load failure with its own message. The lists
 * are the response schemas their routes declare (account-api.schema.ts, vehicles/user-vehicles-api.schema.ts).
 */
import { z } from "zod";
import { SavedVehiclesAnswer } from "#src/shared/vehicles/user-vehicles-api.schema.ts";
import { CustomerAppointmentsResponse } from "#src/shared/booking/booking-flow.schema.ts";
import { CustomerInvoicesAnswer, CustomerOrdersAnswer, HistoryAnswer } from "./account-api.schema.ts";
import { GENDERS } from "./gender.ts";

const text = z.string().nullable();

/** GET /users/fetchInfo (and the answer of PATCH /users/{id}). */
export const UserInfoResponse = z.object({
  user: z.object({
    id_site_usuario: z.number().int().positive(),
    nombre: z.string(),
    apellidos: z.string(),
    email: z.string(),
    fecha_nacimiento: text,
    genero: z.enum(GENDERS).nullable(),
    genero_descripccion: text.optional(),
    numero_documento: text,
    tipo_documento: text,
    pais_documento: text,
    id_usuario_nav: text.optional(),
    promo_email: z.boolean().optional(),
    promo_sms: z.boolean().optional(),
  }),
  address: z.object({
    calle: text,
    numero: text,
    poblacion: text,
    telefono: text,
    codigo_postal: text,
    provincia: text,
  }),
  percentCompleted: z.number(),
  /** GET /users/fetchInfo only: an approved business account. */
  profissional: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof UserInfoResponse>;

/** GET /vehicles/{userId}: the schema its route declares. */
export const VehiclesResponse = SavedVehiclesAnswer;
export type SavedVehicle = z.infer<typeof VehiclesResponse>[number];

/** GET /users/{id}/history: the schema its route declares. */
export const HistoryResponse = HistoryAnswer;
export type HistoryEntry = z.infer<typeof HistoryResponse>["historial"][number];

/** GET /citas-previas/{userId}: the schema its route declares. */
export const AppointmentsResponse = CustomerAppointmentsResponse;
export type CustomerAppointment = z.infer<typeof AppointmentsResponse>[number];

/** GET /users/{id}/pedidos: the schema its route declares. */
export const OrdersResponse = CustomerOrdersAnswer;
export type CustomerOrder = z.infer<typeof OrdersResponse>[number];

/** GET /users/{id}/facturas: the schema its route declares (each invoice with its credit notes). */
export const InvoicesResponse = CustomerInvoicesAnswer;
export type CustomerInvoice = z.infer<typeof InvoicesResponse>[number];
