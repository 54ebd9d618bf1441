/**
 * The back office's coupons (issue 14, item 5): admins list, create, change and end coupons, each change audited;
 * everyone else is refused. A coupon's maximum of uses holds in the basket and at order creation, also when two
 * orders race for the last use.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COUPON_MESSAGES } from "#src/shared/basket/basket.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { auditLog, coupons, orders, tyres } from "../db/schema.ts";
import { expireOrder } from "../checkout/expiry.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { accessMatrix, BILLING, type Endpoint, operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z"); // a Monday morning in Lisbon

const coupon = (over: Record<string, unknown> = {}) => ({
  codigo: "natal-2026",
  tipo: "fixed_amount",
  importe: 1000,
  descricao: "10 € de desconto no Natal",
  tipoProduto: "neumatico",
  inicio: "01/11/2026",
  fim: "31/12/2026",
  umaVezPorCliente: false,
  usosMaximos: null,
  ...over,
});

eachDatabase("operator coupons API", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "cup", clock);
  const tokens = team.tokens;
  let tyreId = "";
  /** Car tyres the racing orders buy, one each: no shared stock row serialises their orders. */
  let otherTyres: string[] = [];
  let seq = 0;

  const audits = (entityId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.id);

  async function customer(): Promise<string> {
    const r = await t.api("POST", "/users", {
      nombre: "Rui",
      apellidos: "Sousa",
      email: `rui${++seq}.cup.${kind}@example.pt`,
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

  /** Two tyres fitted at the Lisbon workshop, a slot held (each basket its own day and time): ready to order. */
  async function readyBasket(token: string, slot: number, product = tyreId): Promise<string> {
    const add = await t.api("POST", `/cesta-product/${product}`, { cantidad: 2 }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const codTienda = team.lisbon.code;
    const dias = (await t.api("POST", "/consult-dates", { cestaID, codTienda }, token)).json().dias;
    const date = dias[slot % dias.length].fecha as string;
    const times = (await t.api("POST", "/consult-times", { cestaID, codTienda, date }, token)).json().horas as string[];
    const hold = await t.api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda, date, time: times[Math.floor(slot / dias.length)], email: "rui@example.pt" },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    return cestaID;
  }
  const applyCoupon = (cestaID: string, codigo: string, token: string) =>
    t.api("POST", `/cesta/${cestaID}/cupon`, { codigo }, token);
  const order = (cestaID: string, token: string) =>
    t.api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: "full" }, billing: BILLING, idempotencyKey: `key-cup-${kind}-${++seq}` },
      token,
    );
  const listed = async (codigo: string) =>
    (await t.api("GET", "/operador/cupoes", undefined, tokens.admin))
      .json()
      .cupoes.find((c: { codigo: string }) => c.codigo === codigo);

  beforeAll(async () => {
    const sizes = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    const quick = sizes.filter((x) => x.deliveryDays <= 2);
    tyreId = (quick[0] ?? sizes[0])!.id;
    otherTyres = quick.slice(1, 5).map((x) => x.id);
    expect(otherTyres).toHaveLength(4);
    for (const id of [tyreId, ...otherTyres])
      await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, id));
  });

  describe("every coupon endpoint refuses whoever may not use it", () => {
    const endpoints: Endpoint[] = [
      { method: "GET", url: () => "/operador/cupoes" },
      { method: "POST", url: () => "/operador/cupoes", body: () => coupon({ codigo: "PROIBIDO" }) },
      { method: "PATCH", url: () => "/operador/cupoes/INVERNO15", body: () => ({ terminarAgora: true }) },
    ];
    accessMatrix({
      t,
      team,
      clock,
      endpoints: () => endpoints,
      // Only admins: workshop staff and customer service are the wrong role.
      forbidden: [{ who: ["lisbonStaff", "portoStaff", "service"], endpoints: () => endpoints }],
    });

    it("and nothing changed", async () => {
      const [winter] = await t.database.db.select().from(coupons).where(eq(coupons.code, "INVERNO15"));
      expect(winter!.validTo.toISOString()).toBe("2027-02-28T23:59:59.000Z");
      expect(await t.database.db.select().from(coupons).where(eq(coupons.code, "PROIBIDO"))).toEqual([]);
      expect(await audits("INVERNO15")).toEqual([]);
    });
  });

  it("lists the coupons with their state and uses", async () => {
    const res = await t.api("GET", "/operador/cupoes", undefined, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const byCode = new Map(res.json().cupoes.map((c: { codigo: string }) => [c.codigo, c]));
    expect(byCode.get("INVERNO15")).toMatchObject({
      tipo: "fixed_amount",
      importe: 1500,
      estado: "active",
      usos: 0,
      usosMaximos: null,
      umaVezPorCliente: false,
    });
    expect(byCode.get("VERAO2025")).toMatchObject({ estado: "ended" });
  });

  it("creates a coupon in capitals, audited; a taken code is refused at the code field", async () => {
    const res = await t.api("POST", "/operador/cupoes", coupon({ usosMaximos: 50 }), tokens.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      codigo: "NATAL-2026",
      importe: 1000,
      inicio: "01/11/2026 00:00",
      fim: "31/12/2026 23:59",
      usosMaximos: 50,
      usos: 0,
      estado: "active",
    });
    const [row] = await audits("NATAL-2026");
    expect(row).toMatchObject({ action: "coupon.create", staffId: team.ids.admin, after: { usosMaximos: 50 } });
    const again = await t.api("POST", "/operador/cupoes", coupon({ codigo: "Natal-2026" }), tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ codigo: "Já existe um cupão com este código" });
    expect(await audits("NATAL-2026")).toHaveLength(1);
  });

  it("refuses wrong fields in pt-PT at each field", async () => {
    const bad = await t.api(
      "POST",
      "/operador/cupoes",
      coupon({ codigo: "não vale", importe: 0, fim: "01/10/2026", usosMaximos: 0 }),
      tokens.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      codigo:
        "O código tem de ter de 3 a 30 caracteres: letras sem acentos, algarismos, hífenes (-) ou traços baixos (_)",
      importe: "O valor do desconto tem de ser superior a 0",
      fim: "O fim tem de ser depois do início",
      usosMaximos: "O número máximo de utilizações tem de ser pelo menos 1",
    });
    const percent = await t.api(
      "POST",
      "/operador/cupoes",
      coupon({ codigo: "METADE", tipo: "percentage", importe: 101, inicio: "1/13/2026" }),
      tokens.admin,
    );
    expect(percent.statusCode).toBe(400);
    expect(percent.json().errors).toMatchObject({
      importe: "A percentagem pode ser no máximo 100 %",
      inicio: "Use o formato DD/MM/AAAA HH:MM",
    });
    // A change to a percentage keeps the stored amount: 1000 % is refused too.
    const toPercent = await t.api("PATCH", "/operador/cupoes/NATAL-2026", { tipo: "percentage" }, tokens.admin);
    expect(toPercent.statusCode).toBe(422);
    expect(toPercent.json().errors).toEqual({ importe: "A percentagem pode ser no máximo 100 %" });
    const unknown = await t.api("PATCH", "/operador/cupoes/NADA", { descricao: "x" }, tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, "METADE"))).toEqual([]);
  });

  it("changes a coupon and ends it now: audited, and an ended coupon no longer applies", async () => {
    const res = await t.api(
      "PATCH",
      "/operador/cupoes/natal-2026",
      { importe: 15, tipo: "percentage", umaVezPorCliente: true, usosMaximos: null, tipoProduto: null },
      tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      importe: 15,
      tipo: "percentage",
      umaVezPorCliente: true,
      usosMaximos: null,
    });
    const token = await customer();
    const cestaID = (await t.api("POST", `/cesta-product/${tyreId}`, { cantidad: 1 }, token)).json().cestaID;
    expect((await applyCoupon(cestaID, "NATAL-2026", token)).statusCode).toBe(200);

    const end = await t.api("PATCH", "/operador/cupoes/NATAL-2026", { terminarAgora: true }, tokens.admin);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().estado).toBe("ended");
    const log = await audits("NATAL-2026");
    expect(log.map((a) => a.action)).toEqual(["coupon.create", "coupon.update", "coupon.end"]);
    expect(log[1]).toMatchObject({ before: { importe: 1000 }, after: { importe: 15 } });
    // The basket drops it at once, and it cannot be applied again.
    const basket = (await t.api("GET", `/cesta/${cestaID}`, undefined, token)).json();
    expect(basket.cupones).toEqual([]);
    const late = await applyCoupon(cestaID, "NATAL-2026", token);
    expect(late.json().message).toBe(resolve("pt", COUPON_MESSAGES.EXPIRED));
    const twice = await t.api("PATCH", "/operador/cupoes/NATAL-2026", { terminarAgora: true }, tokens.admin);
    expect(twice.json().error).toBe("COUPON_ALREADY_ENDED");
  });

  it("a coupon with one use: one order takes it, the next customer is told at the coupon field", async () => {
    const created = await t.api("POST", "/operador/cupoes", coupon({ codigo: "UNICO", usosMaximos: 1 }), tokens.admin);
    expect(created.statusCode, created.body).toBe(201);
    const first = await customer();
    const second = await customer();
    const firstBasket = await readyBasket(first, 0);
    const secondBasket = await readyBasket(second, 1);
    expect((await applyCoupon(firstBasket, "unico", first)).statusCode).toBe(200);
    // Applied but not ordered yet: the use is not taken, the second customer may apply it too.
    expect((await applyCoupon(secondBasket, "UNICO", second)).statusCode).toBe(200);
    const ordered = await order(firstBasket, first);
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(await listed("UNICO")).toMatchObject({ usos: 1, usosMaximos: 1, estado: "used_up" });

    const third = await customer();
    const thirdBasket = (await t.api("POST", `/cesta-product/${tyreId}`, { cantidad: 1 }, third)).json().cestaID;
    const refused = await applyCoupon(thirdBasket, "UNICO", third);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: "COUPON_EXHAUSTED",
      message: resolve("pt", COUPON_MESSAGES.EXHAUSTED),
    });
    // The second basket still holds it: its order is refused and nothing is created.
    const late = await order(secondBasket, second);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      error: "COUPON_EXHAUSTED",
      message: resolve("pt", COUPON_MESSAGES.EXHAUSTED_AT_ORDER),
    });

    // A maximum below the uses so far is refused; an expired order gives its use back.
    const lower = await t.api("PATCH", "/operador/cupoes/UNICO", { usosMaximos: 1, descricao: "Só um" }, tokens.admin);
    expect(lower.statusCode).toBe(200);
    const [mine] = await t.database.db.select().from(orders).where(eq(orders.number, ordered.json().orderNumber));
    await t.database.db.transaction((tx) => expireOrder(tx as never, mine!.id, clock.now()));
    expect(await listed("UNICO")).toMatchObject({ usos: 0, estado: "active" });
    const retry = await order(secondBasket, second);
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it("two orders racing for the last use: exactly one gets it", async () => {
    const created = await t.api("POST", "/operador/cupoes", coupon({ codigo: "ULTIMO", usosMaximos: 2 }), tokens.admin);
    expect(created.statusCode, created.body).toBe(201);
    // One use already taken.
    const early = await customer();
    const earlyBasket = await readyBasket(early, 2);
    expect((await applyCoupon(earlyBasket, "ULTIMO", early)).statusCode).toBe(200);
    expect((await order(earlyBasket, early)).statusCode).toBe(201);

    const racers = [];
    for (let i = 0; i < 4; i++) {
      const token = await customer();
      const cestaID = await readyBasket(token, 3 + i, otherTyres[i]);
      expect((await applyCoupon(cestaID, "ULTIMO", token)).statusCode).toBe(200);
      racers.push({ token, cestaID });
    }
    const results = await Promise.all(racers.map((r) => order(r.cestaID, r.token)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join("\n")).toEqual([201, 422, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(r.json().error).toBe("COUPON_EXHAUSTED");
    expect(await listed("ULTIMO")).toMatchObject({ usos: 2, estado: "used_up" });
    // A maximum below the uses so far is refused at its field.
    const below = await t.api("PATCH", "/operador/cupoes/ULTIMO", { usosMaximos: 1 }, tokens.admin);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({
      usosMaximos: "Este cupão já foi usado 2 vezes: o máximo não pode ser inferior",
    });
  });
});
