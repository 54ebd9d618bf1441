/** What the tyre routes read from the database besides the catalogue in memory. */
import type { Db } from "../db/client.ts";
import { motoTyres, requestedTyres } from "../db/schema.ts";

/** Every motorbike tyre's size, load index and speed rating (for the most common moto size). */
export async function listMotoTyreSizes(db: Db) {
  return db
    .select({
      ancho: motoTyres.width,
      serie: motoTyres.height,
      llanta: motoTyres.rim,
      ic: motoTyres.loadIndex,
      cv: motoTyres.speedCode,
    })
    .from(motoTyres);
}

/** "Avisar-me quando houver": a customer wants to hear when a tyre is back. */
export async function createTyreRequest(db: Db, request: typeof requestedTyres.$inferInsert): Promise<void> {
  await db.insert(requestedTyres).values(request);
}
