/** Batteries and maintenance packs as the product pages list them. */
import { asc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { batteries, servicePacks } from "../db/schema.ts";

/** Every battery, smallest capacity first and then cheapest. */
export async function listBatteries(db: Db) {
  return db.select().from(batteries).orderBy(asc(batteries.ah), asc(batteries.priceCents));
}

/** Maintenance packs, cheapest first. */
export async function listServicePacks(db: Db) {
  return db.select().from(servicePacks).orderBy(asc(servicePacks.priceCents));
}
