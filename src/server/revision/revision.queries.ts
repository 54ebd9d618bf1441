/** Data access for the oil-change assistant: engines and their oils, packs, revision leads. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { RevisionFacts } from "#src/shared/revision/order-note.ts";
import type { Db } from "../db/client.ts";
import { baskets, leads, oils, servicePacks } from "../db/schema.ts";
import { findVehicleByPlate, findVehicleModel, toVehicle } from "../vehicles/registry.queries.ts";

export type RegistryVehicle = NonNullable<Awaited<ReturnType<typeof findVehicleByPlate>>>;

export { findVehicleByPlate };

export async function findVehicleByModel(db: Db, marca: string, modelo: string, motor: string) {
  const m = await findVehicleModel(db, marca, modelo, motor);
  return m ? toVehicle(m) : null;
}

export async function findOils(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(oils)
    .where(inArray(oils.id, [...ids]));
}

export async function listPacks(db: Db) {
  return db.select().from(servicePacks).orderBy(asc(servicePacks.priceCents));
}

export async function insertRevisionLead(db: Db, lead: typeof leads.$inferInsert): Promise<number> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  if (!row) throw new Error("lead not stored");
  return row.id;
}

/** Keeps the revision's facts on the open basket's state (key `revisao`), where the order reads them. */
export async function saveRevisionFacts(db: Db, basketId: string, facts: RevisionFacts): Promise<void> {
  await db
    .update(baskets)
    .set({ state: sql`${baskets.state} || ${JSON.stringify({ revisao: facts })}::jsonb` })
    .where(and(eq(baskets.id, basketId), eq(baskets.status, "open")));
}
