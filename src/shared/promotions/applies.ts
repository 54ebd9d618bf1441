import type { PromotionCategory } from "./categories.ts";

/**
 * Which products a promotion covers, decided in one place: the brand, the kind of product, the seasons it names
 * ("inverno e all season") and, for offers "na compra de 4", the units of that product in the basket.
 */
export type PromotionScope = {
  brandSlug: string | null;
  categoria: string;
  productType: string;
  seasons: readonly string[] | null;
  minQuantity: number | null;
  unitsTotal: number | null;
  unitsSold: number;
};

export type PromotedProduct = {
  brandSlug: string;
  categoria: PromotionCategory;
  productType: string;
  season: string | null;
};

/** Whether the promotion covers this product at all (before counting units in the basket). */
export function promotionCovers(p: PromotionScope, product: PromotedProduct): boolean {
  if (p.productType !== product.productType || p.categoria !== product.categoria) return false;
  if (p.brandSlug !== null && p.brandSlug !== product.brandSlug) return false;
  if (p.seasons !== null && (product.season === null || !p.seasons.includes(product.season))) return false;
  return p.unitsTotal === null || p.unitsSold < p.unitsTotal;
}

/** Whether the promotion applies to a basket line of `quantity` units of a covered product. */
export function promotionAppliesToQuantity(minQuantity: number | null | undefined, quantity: number): boolean {
  return quantity >= (minQuantity ?? 1);
}

export type ActivePromotion = PromotionScope & {
  id: number;
  discountPct: number;
  titulo: string;
  startsAt: Date;
  endsAt: Date;
};

/** Whether a promotion runs at `now` (both ends included). */
export function isRunning(p: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return p.startsAt.getTime() <= now.getTime() && now.getTime() <= p.endsAt.getTime();
}

/**
 * The promotion a product gets at `now`: the first (by id) running promotion that covers it. The basket, the results
 * and the product page all choose with this, so they never disagree on which offer a tyre has.
 */
export function promotionFor<P extends ActivePromotion>(
  promotions: readonly P[],
  product: PromotedProduct,
  now: Date,
): P | null {
  let best: P | null = null;
  for (const p of promotions) {
    if (!isRunning(p, now) || !promotionCovers(p, product)) continue;
    if (best === null || p.id < best.id) best = p;
  }
  return best;
}
