/** Promotions as the offers pages read them. */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { PromotionCategory } from "#src/shared/promotions/categories.ts";
import type { Db } from "../db/client.ts";
import { promotions } from "../db/schema.ts";

export type PromotionRow = typeof promotions.$inferSelect;

/** Promotions running at `now`, optionally of one vehicle category, in id order. */
export async function listRunningPromotions(db: Db, now: Date, categoria?: PromotionCategory): Promise<PromotionRow[]> {
  const where = [lte(promotions.startsAt, now), gte(promotions.endsAt, now)];
  if (categoria) where.push(eq(promotions.categoria, categoria));
  return db
    .select()
    .from(promotions)
    .where(and(...where))
    .orderBy(asc(promotions.id));
}

export async function findPromotion(db: Db, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}
