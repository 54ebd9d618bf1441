/**
 * A plate the registry does not know: the car picked by hand (brand → model → engine) gets its oils, the selector and
 * the revision lead (spec section 4, "Plate lookup outcomes"); and an order with an oil pack tells the workshop the
 * chosen oil and the over-5 L sump on the appointment's comment (spec section 5, "Flags").
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { appointments, baskets, leads, orders } from "../db/schema.ts";
import { eachDatabase } from "../test-support/db.ts";
import { testApp } from "../test-support/app.ts";

const NOW = new Date("2026-11-24T09:00:00Z");
const GOLF = { marca: "Volkswagen", modelo: "Golf VIII", motor: "2.0 TDI 150" };
const billing = {
  nombre: "Rita",
  apellidos: "Marques",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};

eachDatabase("revision for a car picked by hand, and the revision note on the order", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  const post = (url: string, body: unknown, token?: string) => t.api("POST", url, body, token);
  let seq = 0;

  it("POST /aceite-por-matricula with the car picked by hand: the engine's oils, the plate kept as written", async () => {
    expect((await post("/aceite-por-matricula", { matricula: "ZZ-99-ZZ" })).statusCode).toBe(404);
    const res = await post("/aceite-por-matricula", { matricula: "zz99zz", vehicle: GOLF });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      matricula: "ZZ-99-ZZ",
      status: "OK",
      modelo: "Volkswagen Golf VIII 2.0 TDI 150",
      vehiculoInfo: { capacidad_carter: 5.7 },
    });
    expect(res.json().vehicleOils.map((o: { id_site_revision_aceite: string }) => o.id_site_revision_aceite)).toEqual([
      "OIL-CAS-5W30LL",
      "OIL-MOB-5W30",
    ]);
    // An electric car picked by hand has the same no-revision state as one found by plate.
    const zoe = await post("/aceite-por-matricula", {
      matricula: "ZZ-99-ZZ",
      vehicle: { marca: "Renault", modelo: "Zoe", motor: "R135 52 kWh" },
    });
    expect(zoe.json()).toMatchObject({ status: "ELECTRIC", vehicleOils: [] });
    // With the year the customer gives, a car less than 2 years old has no revision yet, as by plate.
    const young = await post("/aceite-por-matricula", { matricula: "ZZ-99-ZZ", vehicle: { ...GOLF, ano: 2026 } });
    expect(young.json()).toMatchObject({ status: "2YEARS", vehiculoInfo: { ano_matric: 2026 } });
  });

  it("POST /aceite-por-matricula: a car that is not in the list or an empty pick is refused with its field", async () => {
    const unknown = await post("/aceite-por-matricula", {
      matricula: "ZZ-99-ZZ",
      vehicle: { ...GOLF, motor: "9.9 V12" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "VEHICLE_NOT_FOUND" });
    const moto = await post("/aceite-por-matricula", {
      matricula: "ZZ-99-ZZ",
      vehicle: { marca: "Honda", modelo: "PCX 125", motor: "125" },
    });
    expect(moto.statusCode).toBe(404);
    const empty = await post("/aceite-por-matricula", { matricula: "ZZ-99-ZZ", vehicle: { marca: " ", modelo: "" } });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).join(" ")).toMatch(/marca.*modelo.*motor/);
  });

  it("POST /selector-aceite and the lead with the car picked by hand keep the plate and flag the 5,7 L sump", async () => {
    const sel = await post("/selector-aceite", { matricula: "ZZ-99-ZZ", vehicle: GOLF, kms: 95000 });
    expect(sel.statusCode, sel.body).toBe(200);
    expect(sel.json()).toMatchObject({
      matricula: "ZZ-99-ZZ",
      aceiteSeleccionado: "OIL-CAS-5W30LL",
      carter: { excede: true },
    });
    const old = await post("/selector-aceite", { matricula: "ZZ-99-ZZ", vehicle: { ...GOLF, ano: 1998 }, kms: 95000 });
    expect(old.json().intervalo).toMatchObject({ min: 7500, max: 10000 });
    const lead = await post("/registro-lead-matricula-revision", {
      matricula: "ZZ-99-ZZ",
      vehicle: GOLF,
      kms: 95000,
      aceiteId: "OIL-MOB-5W30",
      revisionId: "PACK_PLUS",
    });
    expect(lead.statusCode, lead.body).toBe(201);
    expect(lead.json().nota).toBe(
      "Revisão ZZ-99-ZZ · 95000 km · óleo OIL-MOB-5W30 · PACK_PLUS · CÁRTER 5,7 L > 5 L: +0,7 L de óleo",
    );
    const wrongOil = await post("/registro-lead-matricula-revision", {
      matricula: "ZZ-99-ZZ",
      vehicle: GOLF,
      aceiteId: "OIL-ELF-5W30",
    });
    expect(wrongOil.statusCode).toBe(422);
  });

  /** A customer puts the pack in a basket for the plate, the assistant's lead keeps the oil, a slot, an order. */
  async function orderPack(plate: string, vehicle: typeof GOLF | undefined, aceiteId: string) {
    const r = await post("/users", {
      nombre: "Rita",
      apellidos: "Marques",
      email: `oleo.nota${++seq}.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
    });
    expect(r.statusCode, r.body).toBe(201);
    const token = r.json().token as string;
    const add = await post("/cesta-product/PACK_PLUS", { cantidad: 1, matricula: plate }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    expect((await post("/cesta/update", { cestaState: { cestaID, matricula: plate } }, token)).statusCode).toBe(200);
    const lead = await post("/registro-lead-matricula-revision", {
      matricula: plate,
      ...(vehicle ? { vehicle } : {}),
      kms: 95000,
      aceiteId,
      revisionId: "PACK_PLUS",
      cestaID,
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const [lr] = await t.database.db.select().from(leads).where(eq(leads.id, lead.json().id_site_lead));
    expect(lr?.basketId).toBe(cestaID);
    const near = (await post(`/revisiones/turismo?aceiteId=${aceiteId}`, { postCode: "1100-053" })).json();
    const codTienda = near.oficinas[0].codTienda as string;
    const day = (await post("/consult-dates", { cestaID, codTienda }, token)).json().dias[0];
    const times = (await post("/consult-times", { cestaID, codTienda, date: day.fecha }, token)).json()
      .horas as string[];
    const hold = await post(
      "/reserve-time",
      { cestaID, codTienda, date: day.fecha, time: times[0], email: "rita@example.pt" },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    const res = await post(
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "at_workshop" },
        billing,
        idempotencyKey: `oilnote-${kind}-${seq}-00000000`,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const db = t.database.db;
    const [o] = await db.select().from(orders).where(eq(orders.number, res.json().orderNumber));
    const [a] = await db.select().from(appointments).where(eq(appointments.orderId, o!.id));
    return { appointment: a!, cestaID };
  }

  it("an oil pack for a 5,7 L sump (car picked by hand) puts the oil and the extra litres on the appointment", async () => {
    const { appointment, cestaID } = await orderPack("ZZ-98-ZZ", GOLF, "OIL-CAS-5W30LL");
    expect(appointment.comment).toBe(
      "Revisão ZZ-98-ZZ: óleo Castrol Edge 5W-30 LL (SAE 5W-30, VW 504.00/507.00) · CÁRTER 5,7 L > 5 L: +0,7 L de óleo a cobrar na oficina",
    );
    const [b] = await t.database.db.select().from(baskets).where(eq(baskets.id, cestaID));
    expect((b?.state as { revisao?: { aceite: { id: string } } }).revisao?.aceite.id).toBe("OIL-CAS-5W30LL");
  });

  it("an oil pack for a 4,1 L sump names the oil without the flag", async () => {
    const { appointment } = await orderPack("12-AB-34", undefined, "OIL-ELF-5W30");
    expect(appointment.comment).toMatch(/^Revisão 12-AB-34: óleo .* \(SAE 5W-30, .*\)$/);
    expect(appointment.comment).not.toMatch(/CÁRTER/);
  });
});
