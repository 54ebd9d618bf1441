/** Data access for the moto revision: its products (services rows of type revision_moto), leads and motorbike models. */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { leads, motoModels, services } from "../db/schema.ts";

export const MOTO_REVISION_ORIGIN = "revision_moto";

export async function findRevisionProduct(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.tipoProducto, "revision_moto")));
  return row ?? null;
}

export async function insertMotoRevisionLead(db: Db, lead: Omit<typeof leads.$inferInsert, "origen">): Promise<number> {
  const [row] = await db
    .insert(leads)
    .values({ ...lead, origen: MOTO_REVISION_ORIGIN })
    .returning({ id: leads.id });
  if (!row) throw new Error("lead not stored");
  return row.id;
}

/**
 * The customer's request for the same motorbike that is still open (no model chosen yet, not handled): sending the
 * same plate and engine size again, say after logging in, continues it instead of filing a second one.
 */
export async function findOpenMotoRevisionLead(db: Db, email: string, statusNote: string): Promise<number | null> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.origen, MOTO_REVISION_ORIGIN),
        eq(leads.email, email),
        eq(leads.statusNote, statusNote),
        eq(leads.status, "new"),
      ),
    )
    .orderBy(desc(leads.id))
    .limit(1);
  return row?.id ?? null;
}

/** A moto revision lead by id (leads of other origins are not found). */
export async function findMotoRevisionLead(db: Db, id: number) {
  const [row] = await db
    .select({ id: leads.id, email: leads.email, statusNote: leads.statusNote })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.origen, MOTO_REVISION_ORIGIN)));
  return row ?? null;
}

export async function setMotoRevisionLeadNote(db: Db, id: number, note: string): Promise<void> {
  await db.update(leads).set({ statusNote: note }).where(eq(leads.id, id));
}

/** Every motorbike model (a small table), by brand and model. */
export async function listMotoModels(db: Db) {
  return db.select().from(motoModels).orderBy(asc(motoModels.marca), asc(motoModels.modelo));
}

export async function findMotoModelById(db: Db, id: number) {
  const [row] = await db.select().from(motoModels).where(eq(motoModels.id, id));
  return row ?? null;
}
