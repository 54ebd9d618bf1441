import { describe, expect, it } from "vitest";
import { aggregateRating, formatRating, modelReviews } from "./reviews.ts";
import type { Tier } from "./types.ts";

describe("rating aggregation", () => {
  it("averages to one decimal and counts", () => {
    expect(aggregateRating([5, 4, 4])).toEqual({ media: 4.3, total: 3 });
    expect(aggregateRating([3, 4])).toEqual({ media: 3.5, total: 2 });
    expect(aggregateRating([5])).toEqual({ media: 5, total: 1 });
    expect(aggregateRating([])).toBeNull();
  });

  it("formats the average the pt-PT way", () => {
    expect(formatRating(4.3)).toBe("4,3");
    expect(formatRating(5)).toBe("5,0");
  });
});

describe("seeded reviews per model", () => {
  const model = (categoria: Tier, modeloSlug: string) => ({
    marcaSlug: "marca",
    modeloSlug,
    categoria,
    temporada: "verano" as const,
  });

  it("are deterministic, 3–5 stars, with pt-PT comments", () => {
    const a = modelReviews(model("QUALITY", "eco-1"));
    expect(modelReviews(model("QUALITY", "eco-1"))).toEqual(a);
    expect(a.length).toBeGreaterThanOrEqual(8);
    for (const r of a) {
      expect([3, 4, 5]).toContain(r.estrellas);
      expect(r.comentario.length).toBeGreaterThan(10);
    }
  });

  it("on the Spanish site: the same stars, each comment and reviewer in Spanish", () => {
    const pt = modelReviews(model("PREMIUM", "primacy-4"));
    const es = modelReviews(model("PREMIUM", "primacy-4"), "es");
    expect(es.map((r) => r.estrellas)).toEqual(pt.map((r) => r.estrellas));
    const ptComments = new Set(pt.map((r) => r.comentario));
    for (const r of es) expect(ptComments.has(r.comentario)).toBe(false);
    expect(es.map((r) => r.comentario).join(" ")).not.toMatch(/ção|ões|pneu|oficina|ótimo/);
    expect(es.map((r) => r.autor)).not.toContain("João M.");
  });

  it("premium brands rate higher than economy ones on average", () => {
    const avg = (tier: Tier) => {
      const stars: number[] = [];
      for (let i = 0; i < 40; i++) for (const r of modelReviews(model(tier, `m-${i}`))) stars.push(r.estrellas);
      return aggregateRating(stars)?.media ?? 0;
    };
    expect(avg("PREMIUM")).toBeGreaterThan(avg("QUALITY"));
    expect(avg("QUALITY")).toBeGreaterThan(avg("BUDGET"));
    expect(avg("PREMIUM")).toBeGreaterThan(4.3);
    expect(avg("BUDGET")).toBeLessThan(4);
  });
});
