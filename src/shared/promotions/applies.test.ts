import { describe, expect, it } from "vitest";
import { promotionAppliesToQuantity, promotionCovers, type PromotionScope } from "./applies.ts";

const michelinWinter: PromotionScope = { brandSlug: "michelin", categoria: "carro", productType: "neumatico", seasons: ["invierno", "allseason"], minQuantity: null, unitsTotal: 400, unitsSold: 0 };
const continental4: PromotionScope = { brandSlug: "continental", categoria: "carro", productType: "neumatico", seasons: null, minQuantity: 4, unitsTotal: null, unitsSold: 0 };
const tyre = (brandSlug: string, season: string) => ({ brandSlug, categoria: "carro" as const, productType: "neumatico", season });

describe("what a promotion covers", () => {
  it("covers only the seasons it advertises: a Michelin winter offer does not reach a summer Pilot Sport 5", () => {
    expect(promotionCovers(michelinWinter, tyre("michelin", "invierno"))).toBe(true);
    expect(promotionCovers(michelinWinter, tyre("michelin", "allseason"))).toBe(true);
    expect(promotionCovers(michelinWinter, tyre("michelin", "verano"))).toBe(false);
    expect(promotionCovers(michelinWinter, tyre("bridgestone", "invierno"))).toBe(false);
  });

  it("stops covering once its units are sold out", () => {
    expect(promotionCovers({ ...michelinWinter, unitsSold: 400 }, tyre("michelin", "invierno"))).toBe(false);
  });

  it("an offer 'na compra de 4' needs 4 units of the tyre in the basket", () => {
    expect(promotionCovers(continental4, tyre("continental", "verano"))).toBe(true);
    expect(promotionAppliesToQuantity(continental4.minQuantity, 2)).toBe(false);
    expect(promotionAppliesToQuantity(continental4.minQuantity, 4)).toBe(true);
    expect(promotionAppliesToQuantity(null, 1)).toBe(true);
  });
});
