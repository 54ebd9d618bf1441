/**
 * What the account API answers (response schemas beside the request schemas of account.schema.ts). The server declares
 * them on its routes where they are listed in docs/decisions/020-api-contract.md; pages type their reads with them
 * (`answer<typeof UserInfoAnswer>(res)`, src/web/api-context.ts) and src/server/api-contract.int.test.ts parses real
 * answers with them.
 */
import { z } from "zod";
import { STAFF_ROLES } from "#src/shared/operator/access.ts";
import { ORDER_STATUSES } from "#src/shared/orders/order-status.ts";
import { WorkshopCardSchema } from "#src/shared/workshops/workshops-api.schema.ts";
import { DOCUMENT_TYPES } from "#src/shared/account/account.schema.ts";

/** The customer's profile as GET /users/fetchInfo, POST /users and POST /users/auth give it. */
const UserInfoSchema = z.object({
  user: z.object({
    id_site_usuario: z.number().int().positive(),
    nombre: z.string(),
    apellidos: z.string(),
    email: z.string(),
    numero_documento: z.string().nullable(),
    pais_documento: z.string().nullable(),
    tipo_documento: z.string().nullable(),
    fecha_nacimiento: z.string().nullable(),
    genero: z.string().nullable(),
    genero_descripccion: z.string().nullable(),
    id_usuario_nav: z.string().nullable(),
    promo_sms: z.boolean(),
    promo_email: z.boolean(),
    permiso_comercial: z.boolean(),
  }),
  address: z.object({
    calle: z.string().nullable(),
    bloque: z.string().nullable(),
    numero: z.string().nullable(),
    poblacion: z.string().nullable(),
    provincia: z.string().nullable(),
    codigo_postal: z.string().nullable(),
    telefono: z.string().nullable(),
  }),
  percentCompleted: z.number(),
});

/**
 * GET /users/fetchInfo; `profissional`: the account is an approved business (the private area then also links to
 * "A minha frota").
 */
export const UserInfoAnswer = UserInfoSchema.extend({ loggedIn: z.literal(true), profissional: z.boolean() });

/** POST /users (201) and POST /users/auth (200): the profile, the session token and the basket the account adopted. */
export const SessionAnswer = UserInfoSchema.extend({ token: z.string().min(1), cesta: z.string().nullable() });

/** POST /users/auth (429): too many failed logins for this e-mail or address; `Retry-After` says for how long. */
export const TooManyAttemptsAnswer = z.object({ error: z.literal("TOO_MANY_ATTEMPTS"), message: z.string() });

/** GET /users/me/impersonacao: who is inside this customer session when a staff member opened it (else null). */
export const ImpersonationAnswer = z.object({
  impersonacao: z
    .object({
      cliente: z.object({ id: z.number(), nome: z.string() }),
      funcionario: z.object({ nome: z.string(), perfil: z.enum(STAFF_ROLES), perfilTexto: z.string() }),
    })
    .nullable(),
});

/** POST /users/logout: the session (if any) is ended; the answer is the same without one. */
export const LogoutAnswer = z.object({ ok: z.literal(true) });

/** PATCH /users/{id}: the profile as it now is. */
export const UpdateUserAnswer = UserInfoSchema.extend({ updateSuccess: z.literal(true) });

/** DELETE /users/{id}: the account is gone; `message` is the notice in the path's language. */
export const DeleteAccountAnswer = z.object({ deleted: z.literal(true), message: z.string() });

/** POST /users/add-client/ws (201): the identity document registered for the payment, normalised. */
export const AddClientAnswer = z.object({
  registered: z.literal(true),
  numero_documento: z.string(),
  tipo_documento: z.enum(DOCUMENT_TYPES),
  /** The document's country, as AddClientSchema accepts it. */
  pais_documento: z.enum(["PT", "ES", "AD"]),
});

/**
 * GET /users/{id}/history: appointments and orders, newest first. `descripcion` is written in the path's language;
 * `estado` is the appointment's or the order's status (two vocabularies, so a string here).
 */
export const HistoryAnswer = z.object({
  historial: z.array(
    z.object({
      tipo: z.enum(["appointment", "order"]),
      fecha: z.string(),
      descripcion: z.string(),
      estado: z.string(),
    }),
  ),
});

/** GET /users/{id}/pedidos: the customer's last 50 orders, newest first (`total` in cents). */
export const CustomerOrdersAnswer = z.array(
  z.object({ numero: z.string(), fecha: z.string(), total: z.number().int(), estado: z.enum(ORDER_STATUSES) }),
);

/** GET /users/{id}/pedidos-products/{n}: one own order's lines (prices in cents). */
export const OrderLinesAnswer = z.array(
  z.object({ nombre: z.string(), cantidad: z.number().int(), precio: z.number().int(), total: z.number().int() }),
);

/** GET /users/{id}/facturas: each invoice with the credit notes that correct it (issued in the back office). */
export const CustomerInvoicesAnswer = z.array(
  z.object({
    numero: z.string(),
    fecha: z.string(),
    total: z.number().int(),
    notasCredito: z.array(
      z.object({ numero: z.string(), fecha: z.string(), total: z.number().int(), motivo: z.string() }),
    ),
  }),
);

/** GET /users/{id}/talleres: the favourite workshop (or null) and the workshops the customer has used. */
export const CustomerWorkshopsAnswer = z.object({
  favorito: WorkshopCardSchema.nullable(),
  talleres: z.array(WorkshopCardSchema),
});

/** POST /users/forgot-password and PUT /users/reset-password/{token}: the notice, in the path's language. */
export const PasswordNoticeAnswer = z.object({ message: z.string() });

/** GET /users/reset-password/{token}: the link is still valid (an expired one is a 410 RESET_EXPIRED). */
export const ResetLinkAnswer = z.object({ valid: z.literal(true) });

/**
 * POST /users/auth/staff-token: the customer session a staff member opened (back office, "Entrar na conta do
 * cliente"): its token and end (ISO), the customer and the member inside it.
 */
export const StaffImpersonationSessionAnswer = z.object({
  token: z.string().min(1),
  expiraEm: z.string(),
  cliente: z.object({ id: z.number().int(), nome: z.string() }),
  funcionario: z.object({ id: z.number().int(), nome: z.string(), perfil: z.enum(STAFF_ROLES) }),
});

/** POST /operador/impersonation-token (older path): the single-use token and its lifetime in seconds. */
export const ImpersonationTokenAnswer = z.object({ token: z.string().min(1), expiraEm: z.number() });

/** POST /users/auth/token (older path): the customer's profile and session, marked with the operator's account id. */
export const OperatorImpersonationSessionAnswer = UserInfoSchema.extend({
  token: z.string().min(1),
  impersonatedBy: z.number().int(),
});
