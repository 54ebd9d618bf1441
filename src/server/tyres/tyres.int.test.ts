import { shownUnitPrice, usualQuantity } from "#src/shared/pricing/all-in.ts";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { requestedTyres, tyres } from "../db/schema.ts";
import { testApp } from "#src/server/test-support/app.ts";

describe("tyre and plate API", () => {
  const t = testApp("pglite");
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/rodacerta/pt${url}`, payload: payload as object });
  const get = (url: string) => t.app.inject(`/api/rodacerta/pt${url}`);

  it("cascade options come from the catalogue and never lead nowhere", async () => {
    const widths = (await get("/tyres-with-values")).json();
    expect(widths.measure).toBe("ancho");
    expect(widths.options).toContain("205");
    const series = (await get("/tyres-with-values?ancho=205")).json();
    expect(series.measure).toBe("serie");
    for (const serie of series.options) {
      const rims = (await get(`/tyres-with-values?ancho=205&serie=${serie}`)).json();
      expect(rims.options.length).toBeGreaterThan(0);
      const total = (
        await post("/neumaticos/selector/total", {
          filters: { ancho: 205, serie: Number(serie), llanta: Number(rims.options[0]) },
        })
      ).json();
      expect(total.total).toBeGreaterThan(0);
    }
    const loads = (await get("/tyres-with-values?ancho=205&serie=55&llanta=16")).json();
    expect(loads.measure).toBe("carga");
    const speeds = (await get(`/tyres-with-values?ancho=205&serie=55&llanta=16&ic=${loads.options[0]}`)).json();
    expect(speeds.measure).toBe("velocidad");
    expect((await get("/tyres-default-values")).json()).toMatchObject({ ancho: 205, serie: 55, llanta: 16 });
  });

  it("an unknown size gets a clear 404, wrong types a 400", async () => {
    const unknown = await get("/tyres-with-values?ancho=123");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("UNKNOWN_SIZE");
    const res = await post("/neumaticos/selector", { filters: { ancho: 135, serie: 80, llanta: 12 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("135/80 R12");
    const bad = await post("/neumaticos/selector", { filters: { ancho: "largo", serie: 55, llanta: 16 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["filters.ancho"]).toBe("O campo largura tem um formato incorreto");
    const missing = await post("/neumaticos/selector", {});
    expect(missing.statusCode).toBe(400);
  });

  it("searches 205/55 R16 with pages of 10, the recommended six and the sorts", async () => {
    const res = await post("/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.neumaticos).toHaveLength(10);
    expect(body.recomendados).toHaveLength(6);
    expect(body.page).toBe(0);
    expect(body.montaje).toBe(1200);
    expect(body.pages).toBe(Math.ceil(body.total / 10));
    const first = body.neumaticos[0];
    expect(first).toMatchObject({
      ancho: 205,
      serie: 55,
      llanta: 16,
      url: expect.stringMatching(/^\/pneus\/[a-z0-9-]+\/[a-z0-9-]+-205-55-r16-/),
    });
    expect(["A", "B", "C", "D", "E"]).toContain(first.consumo);
    const cheap = (
      await post("/neumaticos/selector", {
        order: "precio",
        direction: "asc",
        filters: { ancho: 205, serie: 55, llanta: 16 },
      })
    ).json();
    // by the price each card shows: after a promotion that applies to the card's quantity (src/shared/pricing)
    const prices = cheap.neumaticos.map(
      (t: { precio: number; stock: number; oferta: { pct: number; minCantidad: number | null } | null }) =>
        shownUnitPrice(t.precio, t.oferta, usualQuantity(t.stock)),
    );
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const past = await post("/neumaticos/selector", {
      pagination: { pageSize: 10, page: body.pages },
      filters: { ancho: 205, serie: 55, llanta: 16 },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe("PAGE_OUT_OF_RANGE");
    const winterPremium = (
      await post("/neumaticos/selector/total", {
        filters: { ancho: 205, serie: 55, llanta: 16, invierno: true, gamas: ["PREMIUM"] },
      })
    ).json();
    expect(winterPremium.total).toBeGreaterThan(0);
    expect(winterPremium.total).toBeLessThan(body.total);
  });

  it("the /ws variant answers the same search", async () => {
    const ws = await post("/neumaticos/selector/ws", {
      filters: { ancho: 205, serie: 55, llanta: 16 },
      useragent: "Mozilla/5.0",
    });
    expect(ws.statusCode).toBe(200);
    expect(ws.json().neumaticos).toHaveLength(10);
    expect((await post("/neumaticos/selector/ws", { filters: { ancho: 999, serie: 55, llanta: 16 } })).statusCode).toBe(
      400,
    );
  });

  it("a repeated search (the same body, remembered once validated) gets the same answer as the first, per site", async () => {
    const raw = (url: string, body: string) =>
      t.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: body });
    const body = '{"filters":{"ancho":225,"serie":45,"llanta":17,"gamas":["PREMIUM"]},"order":"precio"}';
    const parse = vi.spyOn(JSON, "parse");
    const first = await raw("/api/rodacerta/pt/neumaticos/selector", body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await raw("/api/rodacerta/pt/neumaticos/selector", body);
    expect(again.statusCode).toBe(200);
    // The repeat is answered from the remembered query: its body is not parsed again.
    expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(1);
    parse.mockRestore();
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(again.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // The same body on the Spanish site is the Spanish site's search (prices with Spain's IVA), not the one remembered.
    const es = await raw("/api/rodacerta/es/neumaticos/selector", body);
    expect(es.statusCode).toBe(200);
    expect(es.json().neumaticos[0].id).toBe(first.json().neumaticos[0].id);
    expect(es.json().neumaticos[0].precio).not.toBe(first.json().neumaticos[0].precio);
    // The same search written differently is validated as any other; a body that fails still fails every time.
    const spaced = await raw("/api/rodacerta/pt/neumaticos/selector", body.replaceAll(",", ", "));
    expect(spaced.body).toBe(first.body);
    const wrong = '{"filters":{"ancho":225,"serie":45,"llanta":17,"gamas":["NONE"]}}';
    for (let i = 0; i < 2; i++)
      expect((await raw("/api/rodacerta/pt/neumaticos/selector", wrong)).statusCode).toBe(400);
    const nul = '{"filters":{"ancho":225,"serie":45,"llanta":17},"web":"a\\u0000b"}';
    for (let i = 0; i < 2; i++)
      expect((await raw("/api/rodacerta/pt/neumaticos/selector", nul)).json().error).toBe("INVALID_CHARACTERS");
  });

  it("the searches' other addresses read JSON bodies as every API address does", async () => {
    const send = (url: string, payload: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/rodacerta/pt${url}`,
        headers: { "content-type": "application/json; charset=utf-8" },
        payload,
      });
    for (const url of ["/neumaticos/selector", "/neumaticos/selector/total", "/neumaticos/selector/ws"]) {
      for (const bad of ["", "{", '{"__proto__":{"x":1},"filters":{"ancho":205,"serie":55,"llanta":16}}']) {
        const res = await send(url, bad);
        expect(res.statusCode, `${url} ${bad}`).toBe(400);
        expect(res.json().error).toBe("INVALID_JSON");
      }
      const ok = await send(url, '{"filters":{"ancho":205,"serie":55,"llanta":16}}');
      expect(ok.statusCode, url).toBe(200);
    }
  });

  it("a product and its model", async () => {
    const product = await get("/neumaticos/100000");
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ id: "100000", montaje: 1200, descripcion: expect.any(String) });
    expect((await get("/neumaticos/999999999")).statusCode).toBe(404);
    expect((await get("/neumaticos/abc")).statusCode).toBe(400);
    const model = (
      await get(`/tyres-model?marca=${product.json().marcaSlug}&modelo=${product.json().modeloSlug}`)
    ).json();
    expect(model.neumaticos.length).toBeGreaterThan(10);
  });

  it("a product's stock and price follow the database at once, not the catalogue loaded at start", async () => {
    // The catalogue in memory is told by a trigger (NOTIFY, decision 013): moments after the write, not in its tick.
    const soon = { timeout: 5000, interval: 20 };
    const before = (await get("/neumaticos/100001")).json();
    expect(before.stock).toBeGreaterThan(2);
    await t.database.db.update(tyres).set({ stock: 0 }).where(eq(tyres.id, "100001"));
    await vi.waitFor(
      async () =>
        expect((await get("/neumaticos/100001")).json()).toMatchObject({
          id: "100001",
          stock: 0,
          precio: before.precio,
        }),
      soon,
    );
    await t.database.db
      .update(tyres)
      .set({ stock: 2, priceCents: before.precio + 100 })
      .where(eq(tyres.id, "100001"));
    await vi.waitFor(
      async () =>
        expect((await get("/neumaticos/100001")).json()).toMatchObject({
          stock: 2,
          precio: before.precio + 100,
          ecotasa: before.ecotasa,
        }),
      soon,
    );
    // a tyre gone from the database is gone from the shop
    await t.database.db.delete(requestedTyres).where(eq(requestedTyres.productId, "100002"));
    await t.database.db.delete(tyres).where(eq(tyres.id, "100002"));
    await vi.waitFor(async () => expect((await get("/neumaticos/100002")).statusCode).toBe(404), soon);
  });

  it("registers a request for a tyre out of stock", async () => {
    const ok = await post("/neumatico-solicitado", {
      email: "Joana@Example.pt",
      marca: "Michelin",
      modelo: "Primacy 4+",
      productID: "100000",
      cantidad: 4,
    });
    expect(ok.statusCode).toBe(201);
    const bad = await post("/neumatico-solicitado", {
      email: "joana",
      marca: "Michelin",
      modelo: "X",
      productID: "100000",
      cantidad: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["cantidad", "email"]);
  });

  it("finds a vehicle and its sizes by plate", async () => {
    const res = await post("/neumatico-por-matricula", { matricula: "aa 00 aa" });
    expect(res.statusCode).toBe(200);
    expect(res.json().vehiculo).toMatchObject({ cod_matricula: "AA-00-AA", marca: "Volkswagen", modelo: "Golf VIII" });
    expect(res.json().medidas).toContainEqual({ ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" });
    const es = await post("/matricula", { matriculaNumber: "1234 BCD" });
    expect(es.statusCode).toBe(200);
    expect(es.json().marca).toBe("Seat");
  });

  it("a plate search with the vehicle's load index and speed rating returns only tyres that fit it (no 91H for a 91V Golf)", async () => {
    const vehicle = (await post("/neumatico-por-matricula", { matricula: "AA-00-AA" })).json();
    const size = vehicle.medidas.find(
      (m: { ancho: number; serie: number; llanta: number }) => m.ancho === 205 && m.serie === 55 && m.llanta === 16,
    );
    expect(size).toEqual({ ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" });
    const all = (await post("/neumaticos/selector/total", { filters: { ancho: 205, serie: 55, llanta: 16 } })).json()
      .total;
    const seen: Array<{ ic: number; cv: string }> = [];
    let first: {
      total: number;
      pages: number;
      facetas: { ic: Array<{ valor: number; total: number }>; cv: Array<{ valor: string; total: number }> };
    } | null = null;
    for (let page = 0; first === null || page < first.pages; page++) {
      const res = await post("/neumaticos/selector", { pagination: { pageSize: 50, page }, filters: size });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      first ??= body;
      seen.push(...body.neumaticos);
    }
    expect(seen).toHaveLength(first!.total);
    expect(first!.total).toBeLessThan(all);
    expect(seen.filter((t) => t.cv === "H" || t.cv === "T" || t.ic < 91)).toEqual([]);
    // fitting is "at least": faster and stronger tyres are offered too, not only 91V
    expect(seen.some((t) => t.ic === 91 && t.cv === "V")).toBe(true);
    expect(seen.some((t) => t.cv === "W")).toBe(true);
    expect(seen.some((t) => t.ic === 94)).toBe(true);
    // the filter options: speed ratings counted among tyres with load index ≥ 91, so H stays on offer to widen
    const speeds = first!.facetas.cv.map((o) => o.valor);
    expect(speeds).toEqual(expect.arrayContaining(["H", "V", "W"]));
    expect(speeds.indexOf("H")).toBeLessThan(speeds.indexOf("V"));
    expect(first!.facetas.cv.find((o) => o.valor === "V")?.total).toBe(first!.total);
    expect(first!.facetas.ic.find((o) => o.valor === 91)?.total).toBe(first!.total);
    // the same minimums through /total, and a speed rating that does not exist is a 400
    expect((await post("/neumaticos/selector/total", { filters: size })).json().total).toBe(first!.total);
    const bad = await post("/neumaticos/selector", { filters: { ...size, cv: "X" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["filters.cv"]).toBe("O campo código de velocidade tem um formato incorreto");
  });

  it("an unknown plate is 404 and a malformed plate gets the format message", async () => {
    const unknown = await post("/matricula", { matriculaNumber: "ZZ-99-ZZ" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("PLATE_NOT_FOUND");
    const bad = await post("/matricula", { matriculaNumber: "12-34-56" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.matriculaNumber).toMatch(/não tem um formato válido/);
  });

  it("picks brand → model → engine by hand", async () => {
    const marcas = (await get("/matricula/marcas")).json();
    expect(marcas).toContain("Renault");
    const modelos = (await get("/matricula/modelos?marca=Renault")).json();
    expect(modelos).toContain("Clio V");
    const motores = (await get("/matricula/motores?marca=Renault&modelo=Clio%20V")).json();
    expect(motores[0]).toMatchObject({ motor: "1.0 TCe 90" });
    const specs = await post("/matricula/specs", {
      marca: "Renault",
      modelo: "Clio V",
      motor: "1.0 TCe 90",
      matriculaNumber: "ZZ-99-ZZ",
    });
    expect(specs.json()).toMatchObject({ cod_matricula: "ZZ-99-ZZ", medidas: ["185/65 R15 88H", "195/55 R16 87V"] });
    expect((await get("/matricula/modelos?marca=Xpto")).statusCode).toBe(404);
    expect((await post("/matricula/specs", { marca: "Renault", modelo: "Clio V", motor: "V12" })).statusCode).toBe(404);
  });

  it("landing data for types and brands", async () => {
    const premium = (await get("/tyres-landing?tipo=premium")).json();
    expect(premium.brands.every((b: { tier: string }) => b.tier === "PREMIUM")).toBe(true);
    expect(premium.medidas.length).toBeGreaterThan(5);
    const mabor = (await get("/tyres-landing?marca=mabor")).json();
    expect(mabor.models.map((m: { nombre: string }) => m.nombre)).toContain("Sport Jet 3");
    expect((await get("/tyres-landing?marca=xpto")).statusCode).toBe(404);
    expect((await get("/tyres-landing")).statusCode).toBe(400);
  });
});

describe("a remembered search whose tyres change", () => {
  const t = testApp("pglite");
  const raw = (body: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/neumaticos/selector",
      headers: { "content-type": "application/json" },
      payload: body,
    });

  it("follows the catalogue: its page out of range once tyres are gone is the clear 400, not an error", async () => {
    const rows = await t.database.db.select().from(tyres);
    const bySize = new Map<string, number>();
    for (const r of rows)
      bySize.set(`${r.width}/${r.series}/${r.rim}`, (bySize.get(`${r.width}/${r.series}/${r.rim}`) ?? 0) + 1);
    // The size with the fewest tyres, in pages one tyre shorter than its results: its second page holds one tyre.
    const [size] = [...bySize].sort((a, b) => a[1] - b[1])[0]!;
    const [ancho, serie, llanta] = size.split("/").map(Number);
    const all = (
      await raw(JSON.stringify({ filters: { ancho, serie, llanta }, pagination: { pageSize: 50, page: 0 } }))
    ).json();
    expect(all.total).toBeGreaterThan(1);
    expect(all.total).toBeLessThanOrEqual(50);
    const second = JSON.stringify({
      filters: { ancho, serie, llanta },
      pagination: { pageSize: all.total - 1, page: 1 },
    });
    for (let i = 0; i < 2; i++) {
      const res = await raw(second);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().neumaticos).toHaveLength(1);
    }
    const id = all.neumaticos[0].id as string;
    await t.database.db.delete(requestedTyres).where(eq(requestedTyres.productId, id));
    await t.database.db.delete(tyres).where(eq(tyres.id, id));
    await vi.waitFor(
      async () => {
        const res = await raw(second);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
        expect(res.json().error).toBe("PAGE_OUT_OF_RANGE");
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
