/**
 * What the account API answers (response schemas beside the request schemas of account.schema.ts). The server declares
 * them on its routes where they are listed in docs/decisions/020-api-contract.md; pages type their reads with them
 * (`answer<typeof UserInfoAnswer>(res)`, src/web/api-context.ts) and src/server/api-contract.int.test.ts parses real
 * answers with them.
 */
import { z } from "zod";
import { STAFF_ROLES } from "#src/shared/operator/access.ts";

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
