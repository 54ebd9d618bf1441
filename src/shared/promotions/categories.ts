/**
 * A promotion's vehicle category, English inside (decision 021). The Portuguese words stay at the edges the spec and
 * the public API fix: the pages' URL segments (/promocoes/carro, /mota, /camiao and their Spanish twins from the route
 * map) and the `categoria` query value of GET /promociones.
 */
export const PROMOTION_CATEGORIES = ["car", "motorbike", "truck"] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** The category's Portuguese URL segment and API query value. */
export const PROMOTION_CATEGORY_SLUG = {
  car: "carro",
  motorbike: "mota",
  truck: "camiao",
} as const satisfies Record<PromotionCategory, string>;
export type PromotionCategorySlug = (typeof PROMOTION_CATEGORY_SLUG)[PromotionCategory];
export const PROMOTION_CATEGORY_SLUGS = Object.values(PROMOTION_CATEGORY_SLUG) as [
  PromotionCategorySlug,
  ...PromotionCategorySlug[],
];

/** The category a Portuguese segment or query value names (undefined: none). */
export function promotionCategoryOfSlug(slug: string | undefined): PromotionCategory | undefined {
  return PROMOTION_CATEGORIES.find((c) => PROMOTION_CATEGORY_SLUG[c] === slug);
}
