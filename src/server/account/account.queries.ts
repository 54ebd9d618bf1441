/** The caller's profile as the account pages read it (user, address and completeness). */
import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "#src/shared/account/account-messages.ts";
import { clientNumber, percentCompleted } from "#src/shared/account/account.schema.ts";
import type { Db } from "../db/client.ts";
import { addresses, documents, users } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";

export async function userInfo(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new NotFoundError("USER_NOT_FOUND", ACCOUNT_MESSAGES.LOAD_FAILED);
  const [a] = await db.select().from(addresses).where(eq(addresses.userId, userId));
  const [d] = await db.select().from(documents).where(eq(documents.userId, userId));
  const user = {
    id_site_usuario: u.id,
    nombre: u.nombre,
    apellidos: u.apellidos,
    email: u.email,
    numero_documento: d?.numero ?? null,
    pais_documento: d?.pais ?? null,
    tipo_documento: d?.tipo ?? null,
    fecha_nacimiento: u.fechaNacimiento,
    genero: u.genero,
    genero_descripccion: u.generoDescripcion,
    id_usuario_nav: clientNumber(u.id, Boolean(d)),
    promo_sms: u.promoSms,
    promo_email: u.promoEmail,
    permiso_comercial: u.permisoComercial,
  };
  const address = {
    calle: a?.calle ?? null,
    bloque: a?.bloque ?? null,
    numero: a?.numero ?? null,
    poblacion: a?.poblacion ?? null,
    provincia: a?.provincia ?? u.provincia,
    codigo_postal: a?.codigoPostal ?? u.codigoPostal,
    telefono: u.telefono ?? a?.telefono ?? null,
  };
  return { user, address, percentCompleted: percentCompleted({ ...user, ...address }) };
}
