/**
 * Changing the caller's personal data, address and identity document from the private area, in one transaction.
 * The gender description follows the gender (a ValidationError otherwise); a document that belongs to someone else is
 * refused, and a NIF once given is only changed by phone.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { nextGenderDescription, type UpdateUserSchema } from "#src/shared/account/account.schema.ts";
import { checkPhone, type PhoneCountry } from "#src/shared/phones.ts";
import { provinceForPostcode } from "#src/shared/postcodes.ts";
import type { Db } from "../db/client.ts";
import { addresses, users } from "../db/schema.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import { findDocumentHolder, findDocumentOf, saveDocument } from "./account.queries.ts";

export type ProfileChange = z.infer<typeof UpdateUserSchema>;

export async function updateProfile(
  db: Db,
  user: Pick<typeof users.$inferSelect, "id" | "genero">,
  b: ProfileChange,
  /** The site's country: a national phone number is read as one of it first (PT on /pt, ES on /es). */
  phoneCountry: PhoneCountry = "PT",
): Promise<void> {
  const description = nextGenderDescription(b, user.genero);
  if (!description.ok) throw new ValidationError({ genero_descripccion: description.message });
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const phone = b.telefono ? checkPhone(b.telefono, phoneCountry) : null;
    const personal = {
      ...(b.nombre ? { nombre: b.nombre } : {}),
      ...(b.apellidos ? { apellidos: b.apellidos } : {}),
      ...(phone?.ok ? { telefono: phone.e164 } : {}),
      ...(b.fecha_nacimiento ? { fechaNacimiento: b.fecha_nacimiento } : {}),
      ...(b.genero ? { genero: b.genero } : {}),
      ...(description.value !== undefined ? { generoDescripcion: description.value } : {}),
      ...(b.promo_email !== undefined ? { promoEmail: b.promo_email } : {}),
      ...(b.promo_sms !== undefined ? { promoSms: b.promo_sms } : {}),
      // The general marketing permission follows the channels when both are set from the private area.
      ...(b.promo_email !== undefined && b.promo_sms !== undefined
        ? { permisoComercial: b.promo_email || b.promo_sms }
        : {}),
    };
    if (Object.keys(personal).length > 0) await tx.update(users).set(personal).where(eq(users.id, user.id));
    if (b.address && Object.values(b.address).some((v) => v !== undefined)) {
      const a = b.address;
      const values = {
        calle: a.calle,
        bloque: a.bloque,
        numero: a.numero,
        poblacion: a.poblacion,
        ...(a.codigo_postal ? { codigoPostal: a.codigo_postal, provincia: provinceForPostcode(a.codigo_postal) } : {}),
      };
      await tx
        .insert(addresses)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: addresses.userId, set: values });
    }
    if (b.documento) {
      const d = b.documento;
      const current = await findDocumentOf(tx, user.id);
      if (current && current.tipo === "NIF" && current.numero !== d.numero_documento.replace(/\s/g, ""))
        throw new ConflictError("NIF_CHANGE_BY_PHONE", msg("api.accountNifByPhone"));
      const numero = d.numero_documento.replace(/\s/g, "").toUpperCase();
      const taken = await findDocumentHolder(tx, d.tipo_documento, d.pais_documento, numero);
      if (taken && taken.userId !== user.id) throw new ConflictError("DOCUMENT_TAKEN", msg("api.accountDocumentTaken"));
      await saveDocument(tx, user.id, { tipo: d.tipo_documento, pais: d.pais_documento, numero });
    }
  });
}
