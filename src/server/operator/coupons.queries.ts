/** What the back office's coupons page reads and writes: the coupons table, and each coupon's uses. */
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { coupons } from "../db/schema.ts";

export { couponUseCount, couponUses, lockCoupon } from "../coupons/coupon-uses.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = typeof coupons.$inferInsert;

export async function listAllCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.validTo), asc(coupons.code));
}

export async function insertCoupon(db: Db, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function updateCouponRow(db: Db, code: string, values: Partial<CouponValues>): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.code, code)).returning();
  if (!row) throw new Error("update failed");
  return row;
}
