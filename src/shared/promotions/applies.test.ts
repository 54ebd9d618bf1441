import { describe, expect, it } from "vitest";
import { promotionAppliesToQuantity, promotionCovers, promotionFor, type PromotionScope } from "./applies.ts";

const michelinWinter: PromotionScope = {
  brandSlug: "michelin",
  categoria: "car",
  productType: "neumatico",
  seasons: ["invierno", "allseason"],
  minQuantity: null,
  unitsTotal: 400,
  unitsSold: 0,
};
const continental4: PromotionScope = {
  brandSlug: "continental",
  categoria: "car",
  productType: "neumatico",
  seasons: null,
  minQuantity: 4,
  unitsTotal: null,
  unitsSold: 0,
};
const tyre = (brandSlug: string, season: string) => ({
  brandSlug,
  categoria: "car" as const,
  productType: "neumatico",
  season,
});

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

describe("which promotion a product gets", () => {
  const at = (iso: string) => new Date(iso);
  const promo = (
    id: number,
    scope: Partial<PromotionScope>,
    from = "2026-11-01T00:00:00Z",
    to = "2026-12-31T23:59:59Z",
  ) => ({
    ...michelinWinter,
    ...scope,
    id,
    discountPct: 10 + id,
    titulo: `Promoção ${id}`,
    startsAt: at(from),
    endsAt: at(to),
  });

  it("is the first running one (by id) that covers it, and none outside its dates", () => {
    const list = [promo(7, { seasons: null }), promo(3, {}), promo(1, { brandSlug: "continental" })];
    expect(promotionFor(list, tyre("michelin", "invierno"), at("2026-11-23T12:00:00Z"))?.id).toBe(3);
    expect(promotionFor(list, tyre("michelin", "verano"), at("2026-11-23T12:00:00Z"))?.id).toBe(7);
    expect(promotionFor(list, tyre("michelin", "verano"), at("2027-01-02T00:00:00Z"))).toBeNull();
    expect(promotionFor(list, tyre("pirelli", "verano"), at("2026-11-23T12:00:00Z"))).toBeNull();
  });
});
