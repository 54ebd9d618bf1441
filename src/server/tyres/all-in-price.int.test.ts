/**
 * One price everywhere (issue 17 item 3): results, product page and basket show the figures of the one pricing
 * function (src/shared/pricing), the promotion and its saving included; a sold-out promotion leaves the pages at once.
 */
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { quoteTyres, shownUnitPrice, usualQuantity } from "#src/shared/pricing/all-in.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const billing = {
  nombre: "Rita",
  apellidos: "Marques",
  nif: "123456789",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};
type Offer = { id: number; pct: number; minCantidad: number | null; titulo: string } | null;
type Tyre = {
  id: string;
  brandId: number;
  precio: number;
  ecotasa: number;
  ancho: number;
  serie: number;
  llanta: number;
  oferta: Offer;
  montaje: number;
};
type Line = {
  id_navision: string;
  importe: number;
  importeSinPromo: number;
  precioFinal: number;
  ahorro: number;
  promoPorAlcanzar: { pct: number; minCantidad: number } | null;
};

eachDatabase("one all-in price on results, product page and basket", (kind) => {
  const t = testApp(kind, { now: () => NOW, paymentRetries: false });
  const { api } = t;
  const tyreOf = async (brand: string, seasons: string[]) =>
    (
      (await t.database.db.execute(
        sql`select t.id from tyres t join tyre_models m on m.id = t.model_id join tyre_brands b on b.id = m.brand_id where b.slug = ${brand} and m.season in (${sql.join(
          seasons.map((s) => sql`${s}`),
          sql`, `,
        )}) and t.stock >= 8 and t.vehicle_type = 'turismo' order by t.id limit 1`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows[0]!.id;
  const product = async (id: string) => {
    const res = await api("GET", `/neumaticos/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Tyre;
  };
  const inResults = async (t: Tyre) => {
    for (let page = 0; page < 20; page++) {
      const res = await api("POST", "/neumaticos/selector", {
        filters: { ancho: t.ancho, serie: t.serie, llanta: t.llanta, idsmarca: [t.brandId] },
        pagination: { pageSize: 50, page },
      });
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().neumaticos as Tyre[]).find((x) => x.id === t.id);
      if (found) return { ...found, montaje: res.json().montaje as number };
      if (page + 1 >= res.json().pages) break;
    }
    throw new Error(`tyre ${t.id} not among the results`);
  };
  const basket = async (id: string, cantidad: number, token?: string) => {
    const res = await api("POST", `/cesta-product/${id}`, { cantidad }, token);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    return {
      cestaID: b.cestaID as string,
      line: (b.products as Line[]).find((p) => p.id_navision === id)!,
      total: b.totals.total as number,
    };
  };

  it("a Michelin winter tyre: the −15 % shows on results and product page with the same all-in total as the basket", async () => {
    const id = await tyreOf("michelin", ["invierno"]);
    const p = await product(id);
    expect(p.oferta?.pct).toBe(15);
    const r = await inResults(p);
    expect(r.oferta).toEqual(p.oferta);
    const quote = quoteTyres({
      precio: p.precio,
      ecotasa: p.ecotasa,
      montaje: p.montaje,
      cantidad: 4,
      promo: p.oferta,
    });
    expect(
      quoteTyres({ precio: r.precio, ecotasa: r.ecotasa, montaje: r.montaje, cantidad: 4, promo: r.oferta }),
    ).toEqual(quote);
    const b = await basket(id, 4);
    expect(b.line.importe).toBe(quote.pneus);
    expect(b.total).toBe(quote.total);
    expect(b.line.ahorro).toBe(quote.poupanca);
    expect(b.line.ahorro).toBeGreaterThan(0);
    expect(b.line.precioFinal).toBe(quote.unitarioFinal);
  });

  it("a summer Michelin has no offer anywhere, and its price is the same on every page", async () => {
    const p = await product(await tyreOf("michelin", ["verano"]));
    expect(p.oferta).toBeNull();
    expect((await inResults(p)).oferta).toBeNull();
    const quote = quoteTyres({ precio: p.precio, ecotasa: p.ecotasa, montaje: p.montaje, cantidad: 4, promo: null });
    const b = await basket(p.id, 4);
    expect(b.total).toBe(quote.total);
    expect(b.line.ahorro).toBe(0);
  });

  it("the Continental offer 'na compra de 4' is announced for 2 tyres but only priced in with 4", async () => {
    const p = await product(await tyreOf("continental", ["verano", "invierno", "allseason"]));
    expect(p.oferta).toMatchObject({ pct: 10, minCantidad: 4 });
    const two = await basket(p.id, 2);
    expect(two.total).toBe(
      quoteTyres({ precio: p.precio, ecotasa: p.ecotasa, montaje: p.montaje, cantidad: 2, promo: p.oferta }).total,
    );
    expect(two.line.ahorro).toBe(0);
    expect(two.line.promoPorAlcanzar).toEqual({ pct: 10, minCantidad: 4 });
    const four = await basket(p.id, 4);
    expect(four.line.promoPorAlcanzar).toBeNull();
    expect(four.total).toBe(
      quoteTyres({ precio: p.precio, ecotasa: p.ecotasa, montaje: p.montaje, cantidad: 4, promo: p.oferta }).total,
    );
  });

  it("results sorted by price follow the price each card shows (after its promotion)", async () => {
    const res = await api("POST", "/neumaticos/selector", {
      filters: { ancho: 205, serie: 55, llanta: 16, invierno: true, gamas: ["PREMIUM"] },
      order: "precio",
      direction: "asc",
      pagination: { pageSize: 50, page: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().neumaticos as Array<Tyre & { stock: number }>;
    const shown = list.map((t) => shownUnitPrice(t.precio, t.oferta, usualQuantity(t.stock)));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(list.some((t) => t.oferta)).toBe(true);
  });

  it("when an order takes a promotion's last units, results and product page stop showing it", async () => {
    const id = await tyreOf("michelin", ["allseason"]);
    const before = await product(id);
    expect(before.oferta).not.toBeNull();
    await t.database.db.execute(
      sql`update promotions set units_total = units_sold + 4 where id = ${before.oferta!.id}`,
    );
    const reg = await api("POST", "/users", {
      nombre: "Rita",
      apellidos: "Marques",
      email: `ultima.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = reg.json().token as string;
    const { cestaID } = await basket(id, 4, token);
    const ws = (await t.database.db.execute(
      sql`select code from workshops where town = 'Lisboa' and web_bookings and services::text like '%"car"%' order by id limit 1`,
    )) as unknown as { rows: Array<{ code: string }> };
    const codTienda = ws.rows[0]!.code;
    const day = (await api("POST", "/consult-dates", { cestaID, codTienda }, token)).json().dias[0];
    const time = (await api("POST", "/consult-times", { cestaID, codTienda, date: day.fecha }, token)).json().horas[0];
    expect(
      (
        await api(
          "POST",
          "/reserve-time",
          { cestaID, codTienda, date: day.fecha, time, email: "rita@example.pt" },
          token,
        )
      ).statusCode,
    ).toBe(201);
    const order = await api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: "at_workshop" }, billing, idempotencyKey: `ultima-${kind}-0000000` },
      token,
    );
    expect(order.statusCode, order.body).toBe(201);
    await vi.waitFor(async () => expect((await product(id)).oferta).toBeNull(), { timeout: 10_000, interval: 200 });
    expect((await inResults(before)).oferta).toBeNull();
  });
});
