/**
 * What the back office's catalogue and offers read and write: tyres' price and stock, promotions, the maintenance
 * notice. Triggers (migration 0011) announce every change here to all processes (decision 013).
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { maintenanceWindows, promotions, tyreBrands, tyreModels, tyres } from "../db/schema.ts";

// ───────────── tyres ─────────────

const productColumns = {
  id: tyres.id,
  marca: tyreBrands.name,
  marcaSlug: tyreBrands.slug,
  modelo: tyreModels.name,
  modeloSlug: tyreModels.slug,
  width: tyres.width,
  series: tyres.series,
  rim: tyres.rim,
  loadIndex: tyres.loadIndex,
  speedCode: tyres.speedCode,
  vehicleType: tyres.vehicleType,
  priceCents: tyres.priceCents,
  ecotaxCents: tyres.ecotaxCents,
  stock: tyres.stock,
};

export type ProductRow = {
  id: string;
  marca: string;
  marcaSlug: string;
  modelo: string;
  modeloSlug: string;
  width: number;
  series: number;
  rim: number;
  loadIndex: number;
  speedCode: string;
  vehicleType: string;
  priceCents: number;
  ecotaxCents: number;
  stock: number;
};

export type ProductFilter = { size: { width: number; series: number; rim: number } | null; text: string };

function productWhere(f: ProductFilter): SQL | undefined {
  // A size ("2055516") may also be a reference: either matches.
  if (f.size)
    return or(
      and(eq(tyres.width, f.size.width), eq(tyres.series, f.size.series), eq(tyres.rim, f.size.rim)),
      eq(tyres.id, f.text.trim()),
    );
  const words = f.text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  // Each word must match the id, the brand or the model ("michelin primacy").
  return and(
    ...words.map((w) => {
      const like = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(ilike(tyres.id, like), ilike(tyreBrands.name, like), ilike(tyreModels.name, like));
    }),
  );
}

export async function searchProducts(db: Db, f: ProductFilter, limit: number, offset: number) {
  const where = productWhere(f);
  const rows = await db
    .select(productColumns)
    .from(tyres)
    .innerJoin(tyreModels, eq(tyreModels.id, tyres.modelId))
    .innerJoin(tyreBrands, eq(tyreBrands.id, tyreModels.brandId))
    .where(where)
    .orderBy(asc(tyreBrands.name), asc(tyreModels.name), asc(tyres.rim), asc(tyres.width), asc(tyres.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tyres)
    .innerJoin(tyreModels, eq(tyreModels.id, tyres.modelId))
    .innerJoin(tyreBrands, eq(tyreBrands.id, tyreModels.brandId))
    .where(where);
  return { rows: rows as ProductRow[], total: Number(count?.n ?? 0) };
}

/** Locks a tyre's row for a change (an order taking stock meanwhile waits, and vice versa). */
export async function lockProduct(db: Db, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(tyres)
    .innerJoin(tyreModels, eq(tyreModels.id, tyres.modelId))
    .innerJoin(tyreBrands, eq(tyreBrands.id, tyreModels.brandId))
    .where(eq(tyres.id, id))
    .for("update", { of: tyres });
  return (row as ProductRow | undefined) ?? null;
}

export async function setProductPriceStock(
  db: Db,
  id: string,
  values: { priceCents?: number; stock?: number },
): Promise<void> {
  await db.update(tyres).set(values).where(eq(tyres.id, id));
}

// ───────────── promotions ─────────────

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, "id" | "unitsSold">;

export async function listAllPromotions(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(desc(promotions.endsAt), asc(promotions.id));
}

export async function lockPromotion(db: Db, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for("update");
  return row ?? null;
}

/** Slugs already taken that start with `base` (to pick a free one). */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: promotions.slug })
    .from(promotions)
    .where(sql`${promotions.slug} like ${`${base}%`}`);
  return new Set(rows.map((r) => r.slug));
}

export async function insertPromotion(db: Db, values: PromotionValues): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function updatePromotionRow(db: Db, id: number, values: Partial<PromotionValues>): Promise<PromotionRow> {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  if (!row) throw new Error("update failed");
  return row;
}

export async function listBrands(db: Db) {
  return db.select({ slug: tyreBrands.slug, nome: tyreBrands.name }).from(tyreBrands).orderBy(asc(tyreBrands.name));
}

export async function brandExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: tyreBrands.id }).from(tyreBrands).where(eq(tyreBrands.slug, slug));
  return row !== undefined;
}

// ───────────── maintenance notice ─────────────

export type MaintenanceRow = typeof maintenanceWindows.$inferSelect;

/** The notice the back office manages: the latest maintenance window (older ones stay as history). */
export async function latestMaintenance(db: Db, lock = false): Promise<MaintenanceRow | null> {
  const q = db.select().from(maintenanceWindows).orderBy(desc(maintenanceWindows.id)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function saveMaintenance(
  db: Db,
  id: number | null,
  values: Omit<typeof maintenanceWindows.$inferInsert, "id">,
): Promise<MaintenanceRow> {
  const [row] =
    id === null
      ? await db.insert(maintenanceWindows).values(values).returning()
      : await db.update(maintenanceWindows).set(values).where(eq(maintenanceWindows.id, id)).returning();
  if (!row) throw new Error("maintenance save failed");
  return row;
}
