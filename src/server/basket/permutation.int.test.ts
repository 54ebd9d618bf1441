/**
 * Spare-tyre permutation (issue 16 item 4, spec section 9): 95140 for a passenger car, 95141 for any other vehicle,
 * added like any product and priced from the services table.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
type Line = { id_navision: string; tipo_producto: string; cantidad: number; importe: number };
type View = { cestaID: string; products: Line[]; totals: { productos: number; total: number } };

eachDatabase("spare-tyre permutation products", (kind) => {
  const t = testApp(kind, { now: () => NOW, paymentRetries: false });
  const { api } = t;
  let carTyre: string;
  let vanTyre: string;
  const tyreOf = async (vehicle: "turismo" | "other") =>
    (
      (await t.database.db.execute(
        vehicle === "turismo"
          ? sql`select id from tyres where vehicle_type = 'turismo' and stock >= 4 order by id limit 1`
          : sql`select id from tyres where vehicle_type <> 'turismo' and stock >= 4 order by id limit 1`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows[0]!.id;

  beforeAll(async () => {
    carTyre = await tyreOf("turismo");
    vanTyre = await tyreOf("other");
  });

  it("95140 joins a basket with car tyres, priced in the totals", async () => {
    const tyres = await api("POST", `/cesta-product/${carTyre}`, { cantidad: 2, sinPromocion: true });
    expect(tyres.statusCode, tyres.body).toBe(201);
    const before = tyres.json() as View;
    const add = await api("POST", "/cesta-product/95140", { cantidad: 1, cestaID: before.cestaID });
    expect(add.statusCode, add.body).toBe(201);
    const after = (await api("GET", `/cesta/${before.cestaID}`)).json() as View;
    const line = after.products.find((p) => p.id_navision === "95140")!;
    expect(line).toMatchObject({ tipo_producto: "permuta", cantidad: 1, importe: 500 });
    expect(after.products.find((p) => p.id_navision === carTyre)?.cantidad).toBe(2);
    expect(after.totals.productos - before.totals.productos).toBe(500);
    expect(after.totals.total - before.totals.total).toBe(500);
  });

  it("the wrong permutation for the vehicle is refused", async () => {
    const car = (await api("POST", `/cesta-product/${carTyre}`, { cantidad: 2, sinPromocion: true })).json() as View;
    const wrong = await api("POST", "/cesta-product/95141", { cantidad: 1, cestaID: car.cestaID });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe("PERMUTATION_WRONG_VEHICLE");
    expect(wrong.json().message).toContain("95140");

    const van = (await api("POST", `/cesta-product/${vanTyre}`, { cantidad: 2, sinPromocion: true })).json() as View;
    expect((await api("POST", "/cesta-product/95140", { cantidad: 1, cestaID: van.cestaID })).json().error).toBe(
      "PERMUTATION_WRONG_VEHICLE",
    );
    const right = await api("POST", "/cesta-product/95141", { cantidad: 1, cestaID: van.cestaID });
    expect(right.statusCode, right.body).toBe(201);
    const view = (await api("GET", `/cesta/${van.cestaID}`)).json() as View;
    expect(view.products.find((p) => p.id_navision === "95141")?.importe).toBe(700);
  });

  it("a permutation without car tyres in the basket is refused", async () => {
    const alone = await api("POST", "/cesta-product/95140", { cantidad: 1 });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().error).toBe("PERMUTATION_NEEDS_TYRES");
  });
});
