/**
 * How many orders used a coupon, for its usage limit (`coupons.max_uses`). An order uses a coupon when it has the
 * coupon's line (product type "coupon"); an expired or cancelled order gives its use back. The basket checks the
 * count when the coupon is applied; order creation locks the coupon row and counts again inside its transaction, so
 * two orders racing for the last use are serialised and only one gets it.
 */
import { and, countDistinct, eq, inArray, notInArray } from "drizzle-orm";
import { RELEASED_ORDER_STATUSES } from "#src/shared/orders/order-status.ts";
import type { Db } from "../db/client.ts";
import { coupons, orderLines, orders } from "../db/schema.ts";

/** Uses per coupon code (codes without any use are absent). */
export async function couponUses(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: orderLines.productId, uses: countDistinct(orderLines.orderId) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.productType, "coupon"),
        inArray(orderLines.productId, codes),
        notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
      ),
    )
    .groupBy(orderLines.productId);
  return new Map(rows.map((r) => [r.code, Number(r.uses)]));
}

export async function couponUseCount(db: Db, code: string): Promise<number> {
  return (await couponUses(db, [code])).get(code) ?? 0;
}

/** The coupon's row, locked until the caller's transaction ends (every writer of its uses takes this lock). */
export async function lockCoupon(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).for("update");
  return row ?? null;
}
