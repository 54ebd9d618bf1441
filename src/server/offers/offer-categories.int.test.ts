/**
 * Promotion categories are stored in English (car, motorbike, truck; decision 021) and named by their Portuguese URL
 * word at the edges: the offers API's `categoria` query and answer, and the offers pages' links on both sites.
 * The page checks need a web build (BUILD_DIR=build-x); the API checks run without one.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localPath } from "#src/shared/i18n/paths.ts";
import { promotions } from "../db/schema.ts";
import { expectPage, startPageApp, webBuilt } from "../test-support/pages.ts";

type Offer = { id_site_promocion: number; categoria: string };

describe("promotion categories at the edges", () => {
  const site = startPageApp();
  const offers = async (query: string) => {
    const res = await site.app.inject({ url: `/api/rodacerta/pt/promociones${query}` });
    return { status: res.statusCode, body: res.json() as Offer[] };
  };
  let motoId = 0;

  beforeAll(async () => {
    const [row] = await site.database.db.select().from(promotions).where(eq(promotions.slug, "pirelli-mota"));
    expect(row?.categoria).toBe("motorbike");
    motoId = row!.id;
  });

  it("the API takes and answers the URL word, and filters by the stored category", async () => {
    const moto = await offers("?categoria=mota");
    expect(moto.status).toBe(200);
    expect(moto.body.map((o) => o.id_site_promocion)).toContain(motoId);
    expect(new Set(moto.body.map((o) => o.categoria))).toEqual(new Set(["mota"]));
    const cars = await offers("?categoria=carro");
    expect(cars.body.length).toBeGreaterThan(0);
    expect(new Set(cars.body.map((o) => o.categoria))).toEqual(new Set(["carro"]));
    expect(cars.body.map((o) => o.id_site_promocion)).not.toContain(motoId);
    const all = await offers("");
    expect(new Set(all.body.map((o) => o.categoria))).toEqual(new Set(["carro", "mota", "camiao"]));
    // The stored English value is not a query word.
    expect((await offers("?categoria=motorbike")).status).toBe(400);
  });

  describe.skipIf(!webBuilt("offer-categories"))("pages", () => {
    it("the Portuguese and Spanish offers pages link each promotion under its category's word", async () => {
      const pt = await site.get("/promocoes/mota");
      expectPage("pt", pt, [`href="/promocoes/mota/${motoId}"`], { within: "html" });
      const es = await site.get(localPath("es", "/promocoes/mota"));
      expectPage("es", es, [`href="${localPath("es", `/promocoes/mota/${motoId}`)}"`], { within: "html" });
      expectPage("pt", await site.get(`/promocoes/mota/${motoId}`), []);
      expect((await site.get("/promocoes/carro")).body).not.toContain(`/promocoes/mota/${motoId}"`);
      expectPage("pt", await site.get("/"), [`href="/promocoes/mota/${motoId}"`], { within: "html" });
    });
  });
});
