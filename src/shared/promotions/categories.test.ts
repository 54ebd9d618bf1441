import { describe, expect, it } from "vitest";
import {
  PROMOTION_CATEGORIES,
  PROMOTION_CATEGORY_SLUG,
  PROMOTION_CATEGORY_SLUGS,
  promotionCategoryOfSlug,
} from "./categories.ts";

describe("promotion categories: English inside, Portuguese words at the edges", () => {
  it("maps each URL word to its category and back", () => {
    expect(PROMOTION_CATEGORY_SLUGS).toEqual(["carro", "mota", "camiao"]);
    expect(promotionCategoryOfSlug("carro")).toBe("car");
    expect(promotionCategoryOfSlug("mota")).toBe("motorbike");
    expect(promotionCategoryOfSlug("camiao")).toBe("truck");
    for (const c of PROMOTION_CATEGORIES) expect(promotionCategoryOfSlug(PROMOTION_CATEGORY_SLUG[c])).toBe(c);
  });

  it("knows no other word, nor the stored English values as URL words", () => {
    for (const word of ["car", "motorbike", "truck", "coche", "moto", "camion", "", undefined])
      expect(promotionCategoryOfSlug(word)).toBeUndefined();
  });
});
