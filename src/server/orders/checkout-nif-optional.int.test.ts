/** A private customer may leave the NIF out below 1 000 €: the invoice then goes to "consumidor final" (999999990). */
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { invoices, orders, tyres, workshops } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { invoiceDocument } from "../account/invoice-document.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const env = testEnv();
const billing = {
  nombre: "Rita",
  apellidos: "Marques",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};

eachDatabase("checkout without NIF", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let ip = 0;
  let tyreId: string;
  let lisbon: string;
  let seq = 0;
  const api = (method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url: `/api/rodacerta/pt${url}`,
      payload: payload as object,
      remoteAddress: `10.8.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  async function customerWithBasket(qty: number, timeIndex: number) {
    const r = await api("POST", "/users", {
      nombre: "Rita",
      apellidos: "Marques",
      email: `semnif${++seq}.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
    });
    expect(r.statusCode, r.body).toBe(201);
    const token = r.json().token as string;
    const add = await api("POST", `/cesta-product/${tyreId}`, { cantidad: qty }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const day = (await api("POST", "/consult-dates", { cestaID, codTienda: lisbon }, token)).json().dias[0];
    const times = (await api("POST", "/consult-times", { cestaID, codTienda: lisbon, date: day.fecha }, token)).json()
      .horas as string[];
    const hold = await api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda: lisbon, date: day.fecha, time: times[timeIndex], email: "rita@example.pt" },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    return { token, cestaID, total: add.json().totals.total as number };
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({
      database,
      env,
      logger: false,
      webBuildDir: null,
      now: () => NOW,
      mailer: createMailer(env),
    });
    const all = await database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (all.find((x) => x.stock >= 8 && x.deliveryDays <= 2) ?? all[0])!.id;
    await database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const ws = await database.db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!.code;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("accepts an order without NIF below 1 000 € and invoices it to the final consumer (999999990)", async () => {
    const { token, cestaID, total } = await customerWithBasket(2, 0);
    expect(total).toBeLessThan(100_000);
    const res = await api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: "at_workshop" }, billing, idempotencyKey: `semnif-${kind}-0000000001` },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [o] = await database.db.select().from(orders).where(eq(orders.number, res.json().orderNumber));
    const [inv] = await database.db.select().from(invoices).where(eq(invoices.orderId, o!.id));
    const doc = await invoiceDocument(database.db, env, inv!);
    expect(doc.finalConsumer).toBe(true);
    expect(doc.buyer.find((b) => b.label === "NIF")?.value).toBe("Consumidor final");
    expect(doc.qrPayload).toContain("*B:999999990*");
  });

  it("asks for the NIF when the customer wants an invoice with NIF, and from 1 000 €", async () => {
    const small = await customerWithBasket(2, 1);
    const withNif = await api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID: small.cestaID, paymentType: "at_workshop" },
        billing: { ...billing, faturaNif: true },
        idempotencyKey: `semnif-${kind}-0000000002`,
      },
      small.token,
    );
    expect(withNif.statusCode, withNif.body).toBe(400);
    expect(withNif.json().errors["billing.nif"]).toMatch(/NIF é obrigatório/);
    const big = await customerWithBasket(8, 2);
    expect(big.total).toBeGreaterThanOrEqual(100_000);
    const res = await api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID: big.cestaID, paymentType: "at_workshop" },
        billing,
        idempotencyKey: `semnif-${kind}-0000000003`,
      },
      big.token,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors["billing.nif"]).toMatch(/NIF é obrigatório/);
  });
});
