/**
 * Promotion limits (spec section 4, promotion restrictions; issue 17 item 2), checked when a product enters the
 * basket and again when the order is placed, with the one shared rule (`checkPromotion`): units left, one paid tyre
 * order per promotion period (unpaid, cancelled and expired orders don't count) and the per-customer unit limit.
 */
import { and, eq, gte } from "drizzle-orm";
import { checkPromotion } from "#src/shared/basket/basket.ts";
import type { Db } from "../db/client.ts";
import { orderLines, orders, promotions } from "../db/schema.ts";

export type PromotedLine = { promotionId: number | null; cantidad: number };

/** Throws the rule's BasketRuleError (PROMO_SOLD_OUT, PROMO_USER_LIMIT, PROMO_ONE_ORDER) when a limit is broken. */
export async function assertPromotionLimits(
  db: Db,
  lines: readonly PromotedLine[],
  userId: number | null,
): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.promotionId).filter((x): x is number => x !== null))];
  for (const id of ids) {
    const [promo] = await db.select().from(promotions).where(eq(promotions.id, id));
    if (!promo) continue;
    const paid =
      userId === null
        ? []
        : await db
            .select({ orderId: orderLines.orderId, q: orderLines.quantity })
            .from(orderLines)
            .innerJoin(orders, eq(orders.id, orderLines.orderId))
            .where(
              and(
                eq(orderLines.promotionId, id),
                eq(orders.userId, userId),
                eq(orders.status, "confirmed"),
                gte(orders.createdAt, promo.startsAt),
              ),
            );
    checkPromotion({
      tyresInPromo: lines.filter((l) => l.promotionId === id).reduce((s, l) => s + l.cantidad, 0),
      hasServicePack: false, // a pack is taken out of the basket when a promoted tyre enters it (basket.service.ts)
      unitsLeft: promo.unitsTotal === null ? null : promo.unitsTotal - promo.unitsSold,
      userUnitsBought: paid.reduce((s, l) => s + l.q, 0),
      perUserLimit: promo.perUserLimit,
      userOrdersInPeriod: new Set(paid.map((l) => l.orderId)).size,
    });
  }
}
