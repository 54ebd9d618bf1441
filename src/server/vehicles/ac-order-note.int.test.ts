/**
 * The 2014–2017 air-conditioning flag reaches the workshop (spec section 5 "Flags"): an order with an AC pack for a
 * car made in those years gets a note on its appointment, which the workshop's day sheet shows as the comment.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { AC_FLAG_NOTICE } from "#src/shared/services/ac.ts";
import type { ServiceWorkshops } from "#src/shared/services/service-catalogue.schema.ts";
import { appointments, orders, vehicleModels, vehicleRegistry } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const billing = {
  nombre: "Rita",
  apellidos: "Marques",
  calle: "Rua Augusta",
  numero: "12",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};

eachDatabase("the AC flag on the workshop's appointment", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  let seq = 0;

  beforeAll(async () => {
    const db = t.database.db;
    const [m] = await db.select({ id: vehicleModels.id }).from(vehicleModels).where(eq(vehicleModels.marca, "Renault"));
    for (const [plate, year] of [
      ["97-ZY-15", 2015],
      ["97-ZY-12", 2012],
    ] as const)
      await db
        .insert(vehicleRegistry)
        .values({ plate, country: "PT", format: "test", modelId: m!.id, anoFabric: year, anoMatric: year })
        .onConflictDoUpdate({
          target: vehicleRegistry.plate,
          set: { modelId: m!.id, anoFabric: year, anoMatric: year },
        });
  });

  /** Registers a customer, puts the AC pack for the plate in a basket with the plate, holds a slot and orders. */
  async function orderAcPack(plate: string) {
    const pack = (await t.api("POST", "/ar-condicionado/pack", { matricula: plate })).json();
    expect(pack.decisao.kind).toBe("pack");
    const productId = pack.decisao.productId as string;
    const r = await t.api("POST", "/users", {
      nombre: "Rita",
      apellidos: "Marques",
      email: `ac.flag${++seq}.${kind}@example.pt`,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
    });
    expect(r.statusCode, r.body).toBe(201);
    const token = r.json().token as string;
    const add = await t.api("POST", `/cesta-product/${productId}`, { cantidad: 1, matricula: plate }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const upd = await t.api("POST", "/cesta/update", { cestaState: { cestaID, matricula: plate } }, token);
    expect(upd.statusCode, upd.body).toBe(200);
    const shops = (await t.api("GET", `/servicos/${productId}/oficinas?cp=1100-053`)).json() as ServiceWorkshops;
    const codTienda = shops.oficinas[0]!.codTienda;
    const day = (await t.api("POST", "/consult-dates", { cestaID, codTienda }, token)).json().dias[0];
    const times = (await t.api("POST", "/consult-times", { cestaID, codTienda, date: day.fecha }, token)).json()
      .horas as string[];
    const hold = await t.api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda, date: day.fecha, time: times[0], email: "rita@example.pt" },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    const res = await t.api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "at_workshop" },
        billing,
        idempotencyKey: `acflag-${kind}-${seq}-00000000`,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const db = t.database.db;
    const [o] = await db.select().from(orders).where(eq(orders.number, res.json().orderNumber));
    const [a] = await db.select().from(appointments).where(eq(appointments.orderId, o!.id));
    return a!;
  }

  it("a car made in 2015 gets the note on its appointment", async () => {
    const a = await orderAcPack("97-ZY-15");
    expect(a.plate?.replace(/-/g, "")).toBe("97ZY15");
    expect(a.comment).toBe(`Ar condicionado: ${AC_FLAG_NOTICE}`);
  });

  it("a car made in 2012 does not", async () => {
    const a = await orderAcPack("97-ZY-12");
    expect(a.comment ?? null).toBeNull();
  });
});
