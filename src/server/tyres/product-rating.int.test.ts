import { describe, expect, it } from "vitest";
import { testApp } from "#src/server/test-support/app.ts";

describe("customer ratings in the tyre API", () => {
  const t = testApp("pglite");
  const api = (url: string, payload?: object) =>
    t.app.inject({ method: payload ? "POST" : "GET", url: `/api/rodacerta/pt${url}`, payload });

  it("the product detail carries the model's average, count and a few reviews", async () => {
    const p = (await api("/neumaticos/100000")).json();
    expect(p.valoracionMedia).toBeGreaterThanOrEqual(3);
    expect(p.valoracionMedia).toBeLessThanOrEqual(5);
    expect(Math.round(p.valoracionMedia * 10) / 10).toBe(p.valoracionMedia);
    expect(p.valoracionTotal).toBeGreaterThan(0);
    expect(p.resenas.length).toBeGreaterThan(0);
    expect(p.resenas[0]).toMatchObject({
      estrellas: expect.any(Number),
      autor: expect.any(String),
      comentario: expect.any(String),
    });
    // the same model in another size has the same rating (ratings are per model)
    const model = (await api(`/tyres-model?marca=${p.marcaSlug}&modelo=${p.modeloSlug}`)).json();
    for (const t of model.neumaticos)
      expect([t.valoracionMedia, t.valoracionTotal]).toEqual([p.valoracionMedia, p.valoracionTotal]);
  });

  it("search results carry the rating for the cards", async () => {
    const r = (await api("/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } })).json();
    expect(r.neumaticos.length).toBeGreaterThan(0);
    for (const t of r.neumaticos) expect(t.valoracionTotal).toBeGreaterThan(0);
  });
});
