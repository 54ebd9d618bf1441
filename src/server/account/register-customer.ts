/**
 * Registering a customer: the account, its first address, a session and the anonymous basket it brings, in one
 * transaction; an e-mail already taken is a conflict. Blacklists and basket adoption are shared with the login.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { and, eq, sql } from "drizzle-orm";
import type { RegisterPayload } from "#src/shared/account/account.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { provinceForPostcode } from "#src/shared/postcodes.ts";
import { type Db, isUniqueViolation } from "../db/client.ts";
import { addresses, baskets, blacklist, users } from "../db/schema.ts";
import { ConflictError } from "../errors.ts";
import { createSession } from "./sessions.ts";

export async function isBlacklisted(db: Db, kind: "email" | "phone", value: string) {
  const [row] = await db
    .select()
    .from(blacklist)
    .where(and(eq(blacklist.kind, kind), eq(blacklist.value, value)));
  return Boolean(row);
}

/** An anonymous basket follows the user who logs in or registers with its id. */
export async function adoptBasket(db: Db, basketId: string | undefined, userId: number) {
  if (!basketId) return null;
  const [b] = await db
    .update(baskets)
    .set({ userId })
    .where(and(eq(baskets.id, basketId), sql`${baskets.userId} is null`))
    .returning({ id: baskets.id });
  return b?.id ?? null;
}

/** `telefono` already in E.164 when it parsed; `passwordHash` already hashed; `lang`: the site registered on. */
export async function registerCustomer(
  db: Db,
  b: RegisterPayload & { passwordHash: string },
  now: Date,
  lang: Lang = "pt",
) {
  const passwordHash = b.passwordHash;
  return db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [u] = await tx
        .insert(users)
        .values({
          email: b.email,
          passwordHash,
          nombre: b.nombre,
          apellidos: b.apellidos,
          telefono: b.telefono,
          codigoPostal: b.codigo_postal,
          provincia: provinceForPostcode(b.codigo_postal),
          permisoComercial: b.permiso_comercial,
          promoEmail: b.permiso_comercial,
          promoSms: b.promo_sms,
          genero: b.genero ?? null,
          generoDescripcion: b.genero === "other" ? b.genero_descripccion || null : null,
          lang,
        })
        .returning({ id: users.id });
      if (!u) throw new Error("insert failed");
      await tx.insert(addresses).values({
        userId: u.id,
        codigoPostal: b.codigo_postal,
        provincia: provinceForPostcode(b.codigo_postal),
        telefono: b.telefono,
      });
      const token = await createSession(tx, u.id, now);
      const cesta = await adoptBasket(tx, b.cestaID, u.id);
      return { id: u.id, token, cesta };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError("EMAIL_EXISTS", msg("api.accountEmailExists"));
      throw error;
    });
}
