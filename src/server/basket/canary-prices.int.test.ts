/**
 * Canary Islands on screen (issue 13 item 3): once a Canary workshop is chosen, every price of the basket answer (unit
 * prices, eco-tax, services, optional services, lines, totals) carries IGIC and the transport charge, and the order
 * and the invoice repeat the same figures. Before a workshop is chosen, mainland prices.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { zoneGross } from "#src/shared/pricing/tax-zone.ts";
import { invoiceDocument } from "../account/invoice-document.ts";
import { batteries, invoices, services, tyres, workshops } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const billing = {
  nombre: "Carmen",
  apellidos: "Pérez Santana",
  nif: "12345678Z",
  calle: "Calle Triana",
  numero: "20",
  poblacion: "Las Palmas de Gran Canaria",
  codigo_postal: "35002",
  provincia: "Las Palmas",
};

type Line = {
  id_navision: string;
  cantidad: number;
  precio: number;
  ecotasa: number;
  precioFinal: number;
  importe: number;
  promo: { pct: number } | null;
};
type Service = { id_navision: string; cantidad: number; precio: number; importe: number; selected: boolean };
type View = {
  cestaID: string;
  products: Line[];
  services: Service[];
  serviciosOpcionales: Array<{ id_navision: string; precio: number }>;
  totals: {
    productos: number;
    servicios: number;
    descuento: number;
    envio: number;
    total: number;
    impuesto: number;
    impuestoLabel: string;
    impuestoPct: number;
  };
  avisos: string[];
  notaPrecos: string | null;
};

/** What the customer reads must add up: unit × quantity = line, lines + services − discount + transport = total. */
function expectConsistent(b: View) {
  for (const p of b.products) {
    if (!p.promo) expect(p.precio * p.cantidad + p.ecotasa * p.cantidad, p.id_navision).toBe(p.importe);
    else expect(Math.abs((p.precioFinal + p.ecotasa) * p.cantidad - p.importe)).toBeLessThanOrEqual(p.cantidad / 2);
  }
  for (const s of b.services) expect(s.precio * s.cantidad, s.id_navision).toBe(s.importe);
  const lines = b.products.reduce((sum, p) => sum + p.importe, 0);
  const svc = b.services.filter((s) => s.selected).reduce((sum, s) => sum + s.importe, 0);
  expect(b.totals.productos).toBe(lines);
  expect(b.totals.servicios).toBe(svc);
  expect(b.totals.total).toBe(lines + svc - b.totals.descuento + b.totals.envio);
}

eachDatabase("Canary Islands prices in the basket, the order and the invoice", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  const { api } = t;
  let tyre: typeof tyres.$inferSelect;
  let battery: typeof batteries.$inferSelect;
  let canary: string;
  let servicePrice: Map<string, number>;

  beforeAll(async () => {
    const db = t.database.db;
    const all = await db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyre = all.find((x) => x.stock >= 8 && x.deliveryDays <= 2 && x.ecotaxCents > 0) ?? all[0]!;
    await db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyre.id));
    battery = (await db.select().from(batteries).orderBy(batteries.id)).find((b) => b.stock > 2)!;
    const ws = await db.select().from(workshops);
    canary = ws.find((w) => w.province === "Las Palmas" && w.webBookings && w.services.includes("car"))!.code;
    servicePrice = new Map((await db.select().from(services)).map((s) => [s.id, s.priceCents]));
  });

  async function register() {
    const r = await api("POST", "/users", {
      nombre: "Carmen",
      apellidos: "Pérez",
      email: `canarias.${kind}@example.es`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: true,
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().token as string;
  }

  it("tyres and an optional service: mainland prices first, then IGIC and transport on every figure, order and invoice alike", async () => {
    const token = await register();
    const add = await api("POST", `/cesta-product/${tyre.id}`, { cantidad: 4 }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const withAlignment = await api(
      "POST",
      "/cesta/update",
      { cestaState: { cestaID, services: [{ id_navision: "ALINEACION", selected: true }] } },
      token,
    );
    expect(withAlignment.statusCode, withAlignment.body).toBe(200);
    const mainland = withAlignment.json() as View;
    // No workshop yet: mainland prices, IVA 23 %, no note.
    expect(mainland.products[0]!.precio).toBe(tyre.priceCents);
    expect(mainland.products[0]!.ecotasa).toBe(tyre.ecotaxCents);
    expect(mainland.services.find((s) => s.id_navision === "ALINEACION")!.precio).toBe(servicePrice.get("ALINEACION"));
    expect(mainland.totals).toMatchObject({ impuestoLabel: "IVA", impuestoPct: 23, envio: 0 });
    expect(mainland.notaPrecos).toBeNull();
    expectConsistent(mainland);

    const chosen = await api(
      "POST",
      "/cesta/update",
      { cestaState: { cestaID, selectedTaller: { codTienda: canary } } },
      token,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const b = chosen.json() as View;
    const line = b.products[0]!;
    // The unit price and eco-tax shown are the Canary ones, not the mainland ones the line used to be re-taxed from.
    expect(line.precio).toBe(zoneGross(tyre.priceCents, "ES-CN"));
    expect(line.ecotasa).toBe(zoneGross(tyre.ecotaxCents, "ES-CN"));
    for (const s of b.services)
      expect(s.precio, s.id_navision).toBe(zoneGross(servicePrice.get(s.id_navision)!, "ES-CN"));
    for (const s of b.serviciosOpcionales)
      expect(s.precio, s.id_navision).toBe(zoneGross(servicePrice.get(s.id_navision)!, "ES-CN"));
    expect(b.services.find((s) => s.id_navision === "MONTAJE_TALLER")).toMatchObject({
      precio: 1044,
      cantidad: 4,
      importe: 4176,
    });
    expect(b.services.find((s) => s.id_navision === "ALINEACION")).toMatchObject({ precio: 3045, importe: 3045 });
    expect(b.totals).toMatchObject({ impuestoLabel: "IGIC", impuestoPct: 7, envio: 1995 });
    expect(b.notaPrecos).toBe(
      "Preços com IGIC de 7 % (Canárias) e transporte incluídos, porque a oficina escolhida fica nas Canárias.",
    );
    expect(b.avisos).toEqual(
      expect.arrayContaining([
        "O valor foi alterado para corresponder às taxas de imposto em vigor na oficina escolhida.",
        "Foi acrescentado o custo de transporte e despesas aduaneiras para as Canárias.",
      ]),
    );
    expectConsistent(b);
    // GET answers the same figures as the update did.
    const again = (await api("GET", `/cesta/${cestaID}`, undefined, token)).json() as View;
    expect(again.totals).toEqual(b.totals);
    expect(again.products).toEqual(b.products);

    // Order: a slot at the Canary workshop, pay at the workshop (confirmed at once, invoice issued).
    const dates = await api("POST", "/consult-dates", { cestaID, codTienda: canary }, token);
    expect(dates.statusCode, dates.body).toBe(200);
    const day = dates.json().dias[0];
    const times = (await api("POST", "/consult-times", { cestaID, codTienda: canary, date: day.fecha }, token)).json()
      .horas as string[];
    const hold = await api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda: canary, date: day.fecha, time: times[0], email: `canarias.${kind}@example.es` },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    const placed = await api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: "at_workshop" }, billing, idempotencyKey: `canary-${kind}-000000001` },
      token,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await api("GET", `/pedidos/${placed.json().orderNumber}`, undefined, token)).json() as {
      total: number;
      envio: number;
      impuesto: number;
      impuestoLabel: string;
      factura: string;
      lineas: Array<{ nombre: string; cantidad: number; precio: number; total: number }>;
    };
    expect(order).toMatchObject({
      total: b.totals.total,
      envio: 1995,
      impuesto: b.totals.impuesto,
      impuestoLabel: "IGIC",
    });
    expect(order.lineas[0]).toMatchObject({ cantidad: 4, total: line.importe });
    if (!line.promo) expect(order.lineas[0]!.precio).toBe(line.precio + line.ecotasa);
    expect(order.lineas.reduce((s, l) => s + l.total, 0)).toBe(order.total);

    // Invoice: the same total, the eco-tax as charged in the line, no rounding line to bridge a gap.
    const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.number, order.factura));
    const doc = await invoiceDocument(t.database.db, testEnv(), inv!);
    expect(doc.taxLabel).toBe("IGIC");
    expect(doc.figures.totalCents).toBe(b.totals.total);
    expect(doc.figures.taxCents).toBe(b.totals.impuesto);
    expect(doc.figures.lines.filter((l) => l.kind === "rounding")).toEqual([]);
    const eco = doc.figures.lines.find((l) => l.kind === "ecotax");
    expect(eco?.grossCents).toBe(line.ecotasa * 4);
    const tyreLine = doc.figures.lines[doc.figures.lines.indexOf(eco!) - 1]!;
    expect(tyreLine.kind).toBe("item");
    expect(tyreLine.grossCents + eco!.grossCents).toBe(line.importe);
  });

  it("a battery with its fitting: IGIC on the unit price and the services, and the figures add up", async () => {
    const add = await api("POST", `/cesta-product/${battery.id}`, { cantidad: 1 });
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const b = (
      await api("POST", "/cesta/update", { cestaState: { cestaID, selectedTaller: { codTienda: canary } } })
    ).json() as View;
    expect(b.products[0]).toMatchObject({ precio: zoneGross(battery.priceCents, "ES-CN"), cantidad: 1 });
    expect(b.services.find((s) => s.id_navision === "MONTAJE_TALLER_BATERIA")).toMatchObject({
      precio: zoneGross(servicePrice.get("MONTAJE_TALLER_BATERIA")!, "ES-CN"),
    });
    expect(b.totals.envio).toBe(1995);
    expectConsistent(b);
    // Back to no workshop: mainland prices again.
    const back = (await api("POST", "/cesta/update", { cestaState: { cestaID, selectedTaller: null } })).json() as View;
    expect(back.products[0]!.precio).toBe(battery.priceCents);
    expect(back.totals).toMatchObject({ envio: 0, impuestoLabel: "IVA" });
    expect(back.notaPrecos).toBeNull();
    expectConsistent(back);
  });
});
