import { and, asc, between, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApp } from "#src/server/test-support/app.ts";
import { batteries, services } from "../db/schema.ts";
import { eachDatabase } from "../test-support/db.ts";

const q = (filters: unknown, pagination?: unknown, order?: unknown) => {
  const p = new URLSearchParams({ filters: JSON.stringify(filters) });
  if (pagination !== undefined) p.set("pagination", JSON.stringify(pagination));
  if (order !== undefined) p.set("order", JSON.stringify(order));
  return p.toString();
};

type Item = {
  id: string;
  ah: number;
  a: number;
  startStop: boolean;
  precio: number;
  montaje: number;
  precioTotal: number;
};

eachDatabase("generic catalogue: GET /{catalogKey}/search and /filter-values, GET /distrito/{x}", (kind) => {
  const t = testApp(kind);

  describe("baterias", () => {
    it("answers anonymous visitors: page 1 of 9, cheapest first, the totals counted in SQL", async () => {
      const res = await t.api("GET", "/baterias/search");
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: Item[]; pagination: Record<string, number> };
      const [{ n } = { n: 0 }] = await t.database.db.select({ n: count() }).from(batteries);
      expect(n).toBeGreaterThan(9);
      expect(body.pagination).toEqual({ page: 1, pageSize: 9, pages: Math.ceil(n / 9), total: n });
      expect(body.items).toHaveLength(9);
      const cheapest = await t.database.db
        .select({ price: batteries.priceCents })
        .from(batteries)
        .orderBy(asc(batteries.priceCents))
        .limit(9);
      expect(body.items.map((b) => b.precio)).toEqual(cheapest.map((r) => r.price));
    });

    it("prices each battery all-in with the fitting the basket adds (MONTAJE_TALLER_BATERIA)", async () => {
      const [fit] = await t.database.db
        .select({ p: services.priceCents })
        .from(services)
        .where(eq(services.id, "MONTAJE_TALLER_BATERIA"));
      const body = (await t.api("GET", "/baterias/search")).json() as { items: Item[] };
      expect(fit?.p).toBeGreaterThan(0);
      for (const b of body.items) {
        expect(b.montaje).toBe(fit?.p);
        expect(b.precioTotal).toBe(b.precio + b.montaje);
      }
    });

    it("filters by Ah range and start-stop and pages through every match once (pages from 1)", async () => {
      const [{ n } = { n: 0 }] = await t.database.db
        .select({ n: count() })
        .from(batteries)
        .where(and(between(batteries.ah, 46, 75), eq(batteries.startStop, true)));
      expect(n).toBeGreaterThan(9);
      const seen: Item[] = [];
      const pages = Math.ceil(n / 9);
      for (let page = 1; page <= pages; page++) {
        const body = (
          await t.api(
            "GET",
            `/baterias/search?${q({ ah: ["46-60", "61-75"], startStop: true }, { page, pageSize: 9 })}`,
          )
        ).json() as { items: Item[]; pagination: Record<string, number> };
        expect(body.pagination).toEqual({ page, pageSize: 9, pages, total: n });
        seen.push(...body.items);
      }
      expect(seen).toHaveLength(n);
      expect(new Set(seen.map((b) => b.id)).size).toBe(n);
      for (const b of seen) {
        expect(b.startStop).toBe(true);
        expect(b.ah).toBeGreaterThanOrEqual(46);
        expect(b.ah).toBeLessThanOrEqual(75);
      }
      const past = (
        await t.api("GET", `/baterias/search?${q({ ah: ["46-60", "61-75"], startStop: true }, { page: pages + 1 })}`)
      ).json();
      expect(past).toEqual({ items: [], pagination: { page: pages + 1, pageSize: 9, pages, total: n } });
    });

    it("filters by A range, terminal and technology; orders by Ah or price either way", async () => {
      const rows = await t.database.db
        .select()
        .from(batteries)
        .where(and(inArray(batteries.technology, ["AGM", "gel"]), eq(batteries.terminal, "esquerda")));
      const res = await t.api(
        "GET",
        `/baterias/search?${q({ tecnologia: ["AGM", "gel"], borne: ["esquerda"] }, { page: 1, pageSize: 36 }, { campo: "ah", sentido: "desc" })}`,
      );
      const body = res.json() as { items: Item[] };
      expect(body.items.map((b) => b.id).sort()).toEqual(rows.map((r) => r.id).sort());
      const ahs = body.items.map((b) => b.ah);
      expect(ahs).toEqual([...ahs].sort((x, y) => y - x));
      const strong = (
        await t.api(
          "GET",
          `/baterias/search?${q({ a: ["601-mais"] }, { pageSize: 36 }, { campo: "precio", sentido: "desc" })}`,
        )
      ).json() as { items: Item[] };
      expect(strong.items.length).toBeGreaterThan(0);
      for (const b of strong.items) expect(b.a).toBeGreaterThanOrEqual(601);
      const prices = strong.items.map((b) => b.precio);
      expect(prices).toEqual([...prices].sort((x, y) => y - x));
    });

    it("filter values count the batteries of each value", async () => {
      const body = (await t.api("GET", "/baterias/filter-values")).json();
      const [{ n } = { n: 0 }] = await t.database.db
        .select({ n: count() })
        .from(batteries)
        .where(eq(batteries.technology, "EFB"));
      expect(body.tecnologia).toContainEqual({ valor: "EFB", etiqueta: "EFB", total: n });
      expect(body.ah.map((x: { valor: string }) => x.valor)).toEqual(["ate-45", "46-60", "61-75", "76-mais"]);
      const [{ m } = { m: 0 }] = await t.database.db.select({ m: count() }).from(batteries);
      expect(body.startStop.reduce((s: number, x: { total: number }) => s + x.total, 0)).toBe(m);
    });

    it("bad JSON, unknown filters or values, page 0 and oversized pages answer 400 in pt-PT", async () => {
      const cases: Array<[string, string, RegExp]> = [
        ["filters={ah:", "filters", /Filtros: o valor não é JSON válido/],
        [q({ ah: ["1-2"] }), "filters", /Capacidade \(Ah\): valor desconhecido/],
        [q({ cor: "azul" }), "filters", /Filtro desconhecido: cor/],
        [q({ startStop: "sim" }), "filters", /Start-stop: indique true ou false/],
        [q({}, { page: 0 }), "pagination", /As páginas começam no 1/],
        [q({}, { page: 1, pageSize: 1000 }), "pagination", /não pode passar de 36/],
        [q({}, undefined, { campo: "marca" }), "order", /use o campo precio ou ah/],
      ];
      for (const [query, field, message] of cases) {
        const res = await t.api("GET", `/baterias/search?${query}`);
        expect(res.statusCode, query).toBe(400);
        const body = res.json();
        expect(body.error).toBe("INVALID_CATALOGUE_QUERY");
        expect(body.message).toMatch(/^Não foi possível procurar baterias: /);
        expect(body.errors[field]).toMatch(message);
      }
    });
  });

  it("an unknown catalogue key answers 404 'Não há …'", async () => {
    for (const path of ["/pianos/search", "/pianos/filter-values", "/constructor/search", "/__proto__/search"]) {
      const res = await t.api("GET", path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message, path).toMatch(/^Não há .*este catálogo não existe\.$/);
    }
    expect((await t.api("GET", "/pianos/search")).json()).toMatchObject({
      error: "CATALOGUE_NOT_FOUND",
      message: "Não há pianos: este catálogo não existe.",
    });
  });

  it("GET /distrito/{x}: by postcode, CP4 or name; 404 in pt-PT otherwise", async () => {
    expect((await t.api("GET", "/distrito/4000-322")).json()).toEqual({
      distrito: "Porto",
      slug: "porto",
      codigoPostal: "4000",
    });
    expect((await t.api("GET", "/distrito/8000")).json()).toMatchObject({ distrito: "Faro" });
    expect((await t.api("GET", "/distrito/viana-do-castelo")).json()).toMatchObject({
      distrito: "Viana do Castelo",
      codigoPostal: null,
    });
    expect((await t.api("GET", `/distrito/${encodeURIComponent("Santarém")}`)).json()).toMatchObject({
      slug: "santarem",
    });
    for (const x of ["madrid", "0999", "28001"]) {
      const res = await t.api("GET", `/distrito/${x}`);
      expect(res.statusCode, x).toBe(404);
      expect(res.json()).toMatchObject({
        error: "DISTRICT_NOT_FOUND",
        message: expect.stringMatching(/^Não encontrámos/),
      });
    }
  });
});
