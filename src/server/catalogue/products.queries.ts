/** Batteries and maintenance packs as the product pages list them. */
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { batteries, servicePacks, services } from "../db/schema.ts";

/** Every battery, smallest capacity first and then cheapest. */
export async function listBatteries(db: Db) {
  return db.select().from(batteries).orderBy(asc(batteries.ah), asc(batteries.priceCents));
}

/**
 * What the basket adds to every battery, in cents: the services it selects by itself for a battery (fitting and
 * recycling of the old one, MONTAJE_TALLER_BATERIA, and the pickup at the workshop, RECOGIDA_TALLER_BATERIA; see
 * src/shared/basket/basket.ts), so the list can show the price the customer will pay.
 */
export async function batteryServicesCents(db: Db): Promise<number> {
  const rows = await db
    .select({ price: services.priceCents })
    .from(services)
    .where(inArray(services.id, ["MONTAJE_TALLER_BATERIA", "RECOGIDA_TALLER_BATERIA"]));
  return rows.reduce((sum, r) => sum + r.price, 0);
}

/** Maintenance packs, cheapest first. */
export async function listServicePacks(db: Db) {
  return db.select().from(servicePacks).orderBy(asc(servicePacks.priceCents));
}
