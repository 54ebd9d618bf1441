/**
 * Promotion limits are checked when a product enters the basket (issue 17 item 2), with a way on: the same product
 * without the promotion. Only paid orders count toward "one order per promotion period".
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { registrationPayload } from "../test-support/registration.ts";

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
type Line = {
  id_navision: string;
  cantidad: number;
  promo: { pct: number } | null;
  sinPromocion?: boolean;
  importe: number;
  importeSinPromo: number;
};

eachDatabase("promotion limits when the product enters the basket", (kind) => {
  const t = testApp(kind, { now: () => NOW, paymentRetries: false });
  const { api } = t;
  let winter: string;
  let lisbon: string;
  const lineOf = (body: { products: Line[] }, id: string) => body.products.find((p) => p.id_navision === id)!;
  let seq = 0;
  const register = async () => {
    const r = await api("POST", "/users", registrationPayload(`limite${++seq}.${kind}@example.pt`));
    expect(r.statusCode, r.body).toBe(201);
    return r.json().token as string;
  };
  /** A basket with `cantidad` of the tyre and a held slot at the Lisbon workshop: ready for POST /pedidos. */
  const heldBasket = async (token: string, id: string, cantidad: number) => {
    const add = await api("POST", `/cesta-product/${id}`, { cantidad }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const day = (await api("POST", "/consult-dates", { cestaID, codTienda: lisbon }, token)).json().dias[0];
    const time = (await api("POST", "/consult-times", { cestaID, codTienda: lisbon, date: day.fecha }, token)).json()
      .horas[0];
    expect(
      (
        await api(
          "POST",
          "/reserve-time",
          { cestaID, codTienda: lisbon, date: day.fecha, time, email: "rita@example.pt" },
          token,
        )
      ).statusCode,
    ).toBe(201);
    return cestaID;
  };
  const paidOrder = async (token: string, id: string, cantidad: number) => {
    const cestaID = await heldBasket(token, id, cantidad);
    const order = await api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: "at_workshop" }, billing, idempotencyKey: `limite-${kind}-${seq}-000000` },
      token,
    );
    expect(order.statusCode, order.body).toBe(201);
  };

  beforeAll(async () => {
    const rows = (await t.database.db.execute(
      sql`select t.id from tyres t join tyre_models m on m.id = t.model_id join tyre_brands b on b.id = m.brand_id where b.slug = 'michelin' and m.season = 'invierno' and t.stock >= 8 and t.vehicle_type = 'turismo' order by t.id limit 1`,
    )) as unknown as { rows: Array<{ id: string }> };
    winter = rows.rows[0]!.id;
    const ws = (await t.database.db.execute(
      sql`select code from workshops where town = 'Lisboa' and web_bookings and services::text like '%"car"%' order by id limit 1`,
    )) as unknown as { rows: Array<{ code: string }> };
    lisbon = ws.rows[0]!.code;
  });

  it("more units than the per-customer limit are refused at once, and can be taken without the promotion", async () => {
    const over = await api("POST", `/cesta-product/${winter}`, { cantidad: 6 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe("PROMO_USER_LIMIT");
    expect(over.json().message).toContain("4 unidades");
    const without = await api("POST", `/cesta-product/${winter}`, { cantidad: 6, sinPromocion: true });
    expect(without.statusCode, without.body).toBe(201);
    const line = lineOf(without.json(), winter);
    expect(line.promo).toBeNull();
    expect(line.sinPromocion).toBe(true);
    expect(line.importe).toBe(line.importeSinPromo);
    // the choice is kept when the basket is read again
    const again = await api("GET", `/cesta/${without.json().cestaID}`);
    expect(lineOf(again.json(), winter).sinPromocion).toBe(true);
  });

  it("raising the quantity past the limit is refused too", async () => {
    const add = await api("POST", `/cesta-product/${winter}`, { cantidad: 4 });
    expect(add.statusCode).toBe(201);
    const cestaID = add.json().cestaID as string;
    const up = await api("POST", "/cesta/update", {
      cestaState: { cestaID, products: [{ id_navision: winter, cantidad: 6 }] },
    });
    expect(up.statusCode).toBe(422);
    expect(up.json().error).toBe("PROMO_USER_LIMIT");
    const off = await api("POST", "/cesta/update", { cestaState: { cestaID, sinPromocion: [winter] } });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (
        await api("POST", "/cesta/update", {
          cestaState: { cestaID, products: [{ id_navision: winter, cantidad: 6 }] },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("a customer who already paid an order in the promotion is told when adding, not at the last step", async () => {
    const token = await register();
    await paidOrder(token, winter, 2);
    const second = await api("POST", `/cesta-product/${winter}`, { cantidad: 2 }, token);
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toBe("PROMO_ONE_ORDER");
    const without = await api("POST", `/cesta-product/${winter}`, { cantidad: 2, sinPromocion: true }, token);
    expect(without.statusCode).toBe(201);
    expect(lineOf(without.json(), winter).promo).toBeNull();
  });

  it("an unpaid order does not count: the promotion is still offered", async () => {
    const token = await register();
    const cestaID = await heldBasket(token, winter, 2);
    const pending = await api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "full", paymentMethod: "card" },
        billing,
        idempotencyKey: `pendente-${kind}-000000`,
      },
      token,
    );
    expect(pending.statusCode, pending.body).toBe(201);
    const next = await api("POST", `/cesta-product/${winter}`, { cantidad: 2 }, token);
    expect(next.statusCode, next.body).toBe(201);
    expect(lineOf(next.json(), winter).promo?.pct).toBe(15);
  });
});
