/** What the tyre routes read from the database besides the catalogue in memory. */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { motoTyres, requestedTyres, tyreModels, tyres } from "../db/schema.ts";

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

/** One tyre's live stock, price and eco-tax (they change long before the catalogue reloads) and its model's text. */
export async function findLiveTyre(db: Db, id: string) {
  const [live] = await db
    .select({
      stock: tyres.stock,
      precio: tyres.priceCents,
      ecotasa: tyres.ecotaxCents,
      description: tyreModels.description,
    })
    .from(tyres)
    .innerJoin(tyreModels, eq(tyres.modelId, tyreModels.id))
    .where(eq(tyres.id, id))
    .limit(1);
  return live ?? null;
}

export async function findModelDescription(db: Db, modelSlug: string): Promise<string | null> {
  const [model] = await db
    .select({ description: tyreModels.description })
    .from(tyreModels)
    .where(eq(tyreModels.slug, modelSlug))
    .limit(1);
  return model?.description ?? null;
}

/** "Avisar-me quando houver": a customer wants to hear when a tyre is back. */
export async function createTyreRequest(db: Db, request: typeof requestedTyres.$inferInsert): Promise<void> {
  await db.insert(requestedTyres).values(request);
}
