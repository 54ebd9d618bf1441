/**
 * Unpaid orders expire on a timer started by the app with its injected clock, not inside a customer's request: once
 * the clock passes PENDING_MINUTES, the order's stock and its held bay come back with no request made. `tick` runs a
 * pass on demand. On PGlite and on the PostgreSQL server.
 */
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { appointments, appointmentSlots, orders, tyres, workshops } from "../db/schema.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";
import { PENDING_MINUTES, startOrderExpiry } from "./expiry.ts";

const env = testEnv();
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

eachDatabase("order expiry on a timer", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let tyreId: string;
  let lisbon: string;
  let ip = 0;
  let seq = 0;
  // The app's clock: the test moves it; the timer reads it. Orders are stamped by the database's clock, so it starts
  // at the real time.
  let clock = new Date();
  const api = (method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url: `/api/rodacerta/pt${url}`,
      payload: payload as object,
      remoteAddress: `10.33.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** A pending card order of 2 tyres with its held bay. */
  async function pendingOrder() {
    const reg = await api("POST", "/users", {
      nombre: "Rita",
      apellidos: "Marques",
      email: `expiry${++seq}.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: false,
    });
    const token = reg.json().token as string;
    const cestaID = (await api("POST", `/cesta-product/${tyreId}`, { cantidad: 2 }, token)).json().cestaID as string;
    const dias = (await api("POST", "/consult-dates", { cestaID, codTienda: lisbon }, token)).json().dias;
    const day = dias[(seq * 2) % dias.length].fecha;
    const horas = (await api("POST", "/consult-times", { cestaID, codTienda: lisbon, date: day }, token)).json()
      .horas as string[];
    const hold = await api("POST", "/reserve-time", { cestaID, codTienda: lisbon, date: day, time: horas[0] }, token);
    expect(hold.statusCode, hold.body).toBe(201);
    const res = await api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "full", paymentMethod: "card" },
        billing,
        idempotencyKey: `expiry-${kind}-${seq}-00001`,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [o] = await database.db.select().from(orders).where(eq(orders.number, res.json().orderNumber));
    expect(o!.status).toBe("pending");
    return o!;
  }
  const stock = async () =>
    (await database.db.select({ stock: tyres.stock }).from(tyres).where(eq(tyres.id, tyreId)))[0]!.stock;
  const released = async (o: typeof orders.$inferSelect) => {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, o.id));
    const [appt] = await database.db.select().from(appointments).where(eq(appointments.id, o.appointmentId!));
    const slots = await database.db
      .select()
      .from(appointmentSlots)
      .where(eq(appointmentSlots.appointmentId, o.appointmentId!));
    return { status: order!.status, appointment: appt!.status, slots: slots.length };
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // The timer runs every 25 ms with the app's clock.
    app = await buildApp({
      database,
      env,
      logger: false,
      webBuildDir: null,
      now: () => clock,
      paymentRetries: false,
      orderExpiryEveryMs: 25,
    });
    const [t] = await database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id)
      .limit(1);
    tyreId = t!.id;
    await database.db.update(tyres).set({ stock: 100, deliveryDays: 1 }).where(eq(tyres.id, tyreId));
    const ws = await database.db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!.code;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("releases an unpaid order's stock and bay once the app's clock passes its time, with no request", async () => {
    const before = await stock();
    const o = await pendingOrder();
    expect(await stock()).toBe(before - 2);
    // Within its time the timer leaves it alone.
    await new Promise((r) => setTimeout(r, 150));
    expect(await released(o)).toEqual({ status: "pending", appointment: "held", slots: expect.any(Number) });
    expect((await released(o)).slots).toBeGreaterThan(0);
    // The clock moves past PENDING_MINUTES; no request is made, only the database is read while waiting.
    clock = new Date(clock.getTime() + (PENDING_MINUTES + 1) * 60_000);
    const deadline = Date.now() + 30_000; // generous: a loaded machine runs the 25 ms timer late
    while ((await released(o)).status === "pending" && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(await released(o)).toEqual({ status: "expired", appointment: "cancelled", slots: 0 });
    expect(await stock()).toBe(before);
  });

  it("expires what is due in one explicit pass (tick), and nothing twice", async () => {
    clock = new Date();
    const o = await pendingOrder();
    const before = await stock();
    // A second expirer (another process) with an hour between passes: only its explicit tick runs.
    const expiry = startOrderExpiry(database.db, () => new Date(clock.getTime() + (PENDING_MINUTES + 1) * 60_000), {
      everyMs: 3_600_000,
    });
    try {
      const expired = await expiry.tick();
      // The app's own timer may have been quicker with nothing (its clock is not moved): this pass did the work.
      expect(expired).toBe(1);
      expect(await released(o)).toEqual({ status: "expired", appointment: "cancelled", slots: 0 });
      expect(await stock()).toBe(before + 2);
      expect(await expiry.tick()).toBe(0);
      expect(await stock()).toBe(before + 2);
    } finally {
      await expiry.stop();
    }
  });
});
