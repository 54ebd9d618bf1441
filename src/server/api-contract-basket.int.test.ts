/**
 * The typed API contract of the basket, its booking and the order read (docs/decisions/020-api-contract.md, "Basket
 * and orders declared"): every answer of src/server/basket/basket.routes.ts, src/server/checkout/checkout.routes.ts and
 * GET /pedidos/:numero is declared on its route and written by the compiled serializer (src/server/serializer.ts).
 * Here each one is called with real data on /pt and /es and parsed `whole` with its schema from
 * src/shared/basket/basket-api.schema.ts (the schema lists every field the server sent), with the nested objects that
 * can be null seen both ways (a promotion, a coupon, a workshop, a held time, a payment, an invoice), and the fields
 * the server keeps to itself are checked to stay out of the answers.
 */
import { and, eq, gt } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import type { z } from "zod";
import {
  AddProductAnswer,
  BasketAnswer,
  BasketDatesAnswer,
  BasketLeadAnswer,
  BasketTimesAnswer,
  CreateOrderAnswer,
  DeleteBasketAnswer,
  OrderAnswer,
  ReserveTimeAnswer,
  UnavailableProductsAnswer,
} from "#src/shared/basket/basket-api.schema.ts";
import { dueNowCents, PAYMENT_TYPES, SITE_PAYMENT_METHODS } from "#src/shared/basket/checkout.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { leads, tyreBrands, tyreModels, tyres, workshops } from "./db/schema.ts";
import { compileFastSerializer } from "./serializer.ts";
import { apiCaller, testApp } from "./test-support/app.ts";
import { expectAnswer, registeredSession } from "./test-support/contract.ts";
import { TEST_BILLING } from "./test-support/orders.ts";
import { eachDatabase, testEnv } from "./test-support/db.ts";
import { payOrder } from "./test-support/operator.ts";

const NOW = new Date("2026-11-23T09:00:00Z"); // Monday morning in Lisbon: Mabor −12 %, Continental −10 % from 4
const LANGS: Lang[] = ["pt", "es"];
const billing = TEST_BILLING;
/** Everything paid now (whatever the payment types are called), by the method both sites offer (the card). */
const FULL = PAYMENT_TYPES.find((type) => dueNowCents(100_000, type) === 100_000)!;
const CARD = SITE_PAYMENT_METHODS.pt.find((m) => (SITE_PAYMENT_METHODS.es as readonly string[]).includes(m))!;

/** What the basket's answer must not carry (owner, tax region, work minutes, plate, ids and rule data). */
const INTERNAL_BASKET_FIELDS = ["userId", "region", "minutes", "aPagarAgora", "matricula", "cuponesDescartados"];
const INTERNAL_LINE_FIELDS = ["descuento", "promotionId", "id_site_tipo_vehiculo", "tabla"];
const INTERNAL_SERVICE_FIELDS = ["categoriaServicio", "tipoProductoAsociado", "vehicleType", "durationMinutes"];
const INTERNAL_ORDER_FIELDS = ["fecha", "subtotal", "pagadoWeb", "cupones"];

/** The answer has the status and parses with the schema, dropping nothing. Returns the parsed answer. */
const expectWhole = <S extends z.ZodType>(res: LightMyRequestResponse, schema: S, status = 200) =>
  expectAnswer(res, schema, { status, whole: true });

/** A basket answer: whole, and none of the server's own fields at any level. */
function expectBasket(res: LightMyRequestResponse, status = 200) {
  const basket = expectAnswer(res, BasketAnswer, { status, whole: true });
  for (const field of INTERNAL_BASKET_FIELDS) expect(basket).not.toHaveProperty(field);
  for (const line of basket.products) for (const field of INTERNAL_LINE_FIELDS) expect(line).not.toHaveProperty(field);
  for (const line of basket.products) if (line.promo) expect(Object.keys(line.promo)).toEqual(["pct"]);
  for (const s of basket.services) for (const field of INTERNAL_SERVICE_FIELDS) expect(s).not.toHaveProperty(field);
  return basket;
}

it("the basket and order answers compile to fast-json-stringify (not zod's encoder)", () => {
  for (const schema of [
    AddProductAnswer,
    BasketAnswer,
    BasketLeadAnswer,
    DeleteBasketAnswer,
    UnavailableProductsAnswer,
    ReserveTimeAnswer,
    OrderAnswer,
  ])
    expect(compileFastSerializer(schema)).not.toBeNull();
});

eachDatabase("API contract: the basket, its booking and the order read, declared and whole", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  const env = testEnv();
  const call = apiCaller(() => t.app, 69);

  let seq = 0;
  async function register(lang: Lang) {
    const email = `cesta.${lang}.${kind}.${++seq}@example.pt`;
    const session = await registeredSession(t, lang, email);
    return session.token;
  }

  /** A car tyre of the brand, given stock enough for every test. */
  async function tyreOf(brandSlug: string) {
    const [row] = await t.database.db
      .select({ id: tyres.id })
      .from(tyres)
      .innerJoin(tyreModels, eq(tyreModels.id, tyres.modelId))
      .innerJoin(tyreBrands, eq(tyreBrands.id, tyreModels.brandId))
      .where(and(eq(tyreBrands.slug, brandSlug), gt(tyres.priceCents, 0)))
      .orderBy(tyres.id)
      .limit(1);
    await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, row!.id));
    return row!.id;
  }

  it("every basket, booking and order route declares its 2xx answer (OpenAPI)", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const declared = (method: string, path: string) =>
      Object.keys(doc.paths[`/api/{brand}/{lang}${path}`]?.[method]?.responses ?? {}).filter((s) => s.startsWith("2"));
    expect(declared("post", "/cesta-product/{id}")).toEqual(["201"]);
    for (const [method, path] of [
      ["get", "/cesta/{id}"],
      ["post", "/cesta/update"],
      ["post", "/cesta/{id}/cupon"],
      ["delete", "/cesta/{id}/cupon/{codigo}"],
      ["delete", "/delete-cesta/{id}"],
      ["get", "/leads/{cestaID}"],
      ["post", "/unavailable-products"],
      ["post", "/consult-dates"],
      ["post", "/consult-times"],
      ["get", "/pedidos/{numero}"],
    ] as const)
      expect(declared(method, path), `${method} ${path}`).toEqual(["200"]);
    expect(declared("post", "/reserve-time")).toEqual(["201"]);
  });

  it("add, read, coupon, workshop, lead, held time, payment choice, order and its detail: whole on /pt and /es", async () => {
    const mabor = await tyreOf("mabor"); // −12 % from the first unit
    const continental = await tyreOf("continental"); // −10 % from 4 units: with 2, a promotion still to reach
    const lisbon = (await t.database.db.select().from(workshops)).find(
      (w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"),
    )!.code;
    for (const lang of LANGS) {
      const token = await register(lang);
      const added = expectBasket(await call(lang, "POST", `/cesta-product/${mabor}`, { cantidad: 2 }, token), 201);
      const cestaID = added.cestaID;
      expect(added.products[0]).toMatchObject({ id_navision: mabor, cantidad: 2, promo: { pct: 12 } });
      expect(added.selectedTaller).toBeNull();
      const two = expectBasket(
        await call(lang, "POST", `/cesta-product/${continental}`, { cantidad: 2, cestaID }, token),
        201,
      );
      expect(two.products.find((p) => p.id_navision === continental)).toMatchObject({
        promo: null,
        promoPorAlcanzar: { pct: 10, minCantidad: 4 },
      });
      expect(two.services.length).toBeGreaterThan(0);

      const read = expectBasket(await call(lang, "GET", `/cesta/${cestaID}`, undefined, token));
      expect(read.products.map((p) => p.id_navision)).toEqual([mabor, continental]);

      const unavailable = expectWhole(
        await call(lang, "POST", "/unavailable-products", { unavailableProducts: [mabor, "999999"] }),
        UnavailableProductsAnswer,
      );
      expect(unavailable.unavailableProducts).toEqual(["999999"]);

      const withCoupon = expectBasket(
        await call(lang, "POST", `/cesta/${cestaID}/cupon`, { codigo: "INVERNO15" }, token),
      );
      expect(withCoupon.cupones.map((c) => c.code)).toEqual(["INVERNO15"]);
      expect(withCoupon.totals.descuento).toBe(1500);
      const withoutCoupon = expectBasket(
        await call(lang, "DELETE", `/cesta/${cestaID}/cupon/INVERNO15`, undefined, token),
      );
      expect(withoutCoupon.cupones).toEqual([]);

      const atWorkshop = expectBasket(
        await call(
          lang,
          "POST",
          "/cesta/update",
          { cestaState: { cestaID, selectedTaller: { codTienda: lisbon } } },
          token,
        ),
      );
      expect(atWorkshop.selectedTaller?.codTienda).toBe(lisbon);

      // The contact left with the basket (the revision assistant stores one): a missing phone stays null, not "".
      await t.database.db.insert(leads).values({
        email: `lead.${lang}@example.pt`,
        telefono: null,
        codigoPostal: "1100-053",
        origen: "revision",
        basketId: cestaID,
      });
      const lead = expectWhole(await call(lang, "GET", `/leads/${cestaID}`, undefined, token), BasketLeadAnswer);
      expect(lead).toMatchObject({ email: `lead.${lang}@example.pt`, telefono: null, origen: "revision" });

      const dates = expectWhole(
        await call(lang, "POST", "/consult-dates", { cestaID, codTienda: lisbon, numDays: 25 }, token),
        BasketDatesAnswer,
      );
      const day = dates.dias[0]!;
      const times = expectWhole(
        await call(lang, "POST", "/consult-times", { cestaID, codTienda: lisbon, date: day.fecha }, token),
        BasketTimesAnswer,
      );
      const hold = expectWhole(
        await call(
          lang,
          "POST",
          "/reserve-time",
          { cestaID, codTienda: lisbon, date: day.fecha, time: times.horas[0], email: "rita@example.pt" },
          token,
        ),
        ReserveTimeAnswer,
        201,
      );
      expect(hold.minutos).toBe(15);
      expect(new Date(hold.expira!).getTime()).toBe(NOW.getTime() + 15 * 60_000);

      const held = expectBasket(await call(lang, "GET", `/cesta/${cestaID}`, undefined, token));
      expect(held.selectedDate).toEqual({ date: day.fecha, time: times.horas[0], expira: hold.expira });
      const chosen = expectBasket(
        await call(
          lang,
          "POST",
          "/cesta/update",
          { cestaState: { cestaID, paymentType: FULL, paymentMethod: CARD } },
          token,
        ),
      );
      expect(chosen).toMatchObject({ paymentType: FULL, paymentMethod: CARD });

      const created = await call(
        lang,
        "POST",
        "/pedidos",
        {
          cestaState: { cestaID, paymentType: FULL, paymentMethod: CARD },
          billing,
          idempotencyKey: `contract-basket-${kind}-${lang}-0001`,
        },
        token,
      );
      const order = expectAnswer(created, CreateOrderAnswer, { status: 201, whole: true });

      const pending = expectWhole(
        await call(lang, "GET", `/pedidos/${order.orderNumber}`, undefined, token),
        OrderAnswer,
      );
      for (const field of INTERNAL_ORDER_FIELDS) expect(pending).not.toHaveProperty(field);
      expect(pending).toMatchObject({ numero: order.orderNumber, estado: "pending", factura: null, ultimoPago: null });
      expect(pending.pasarela?.url).toBeTruthy();
      expect(pending.cita?.taller).not.toHaveProperty("codTienda");
      expect(pending.lineas.length).toBeGreaterThan(0);

      const paid = await payOrder(t, env, order.orderNumber, order.aPagarAgora, `contract-basket-${kind}-${lang}`, NOW);
      expect(paid.statusCode, paid.body).toBe(200);
      const confirmed = expectWhole(
        await call(lang, "GET", `/pedidos/${order.orderNumber}`, undefined, token),
        OrderAnswer,
      );
      expect(confirmed).toMatchObject({ estado: "confirmed", pasarela: null, pagado: order.aPagarAgora });
      expect(confirmed.factura).toMatch(/\S/);
      expect(confirmed.ultimoPago).toMatchObject({ aprobado: true, codigo: "0000" });

      // A basket emptied before ordering: deleted, and gone (without the promotion: one paid order per period has it).
      const other = expectBasket(
        await call(lang, "POST", `/cesta-product/${mabor}`, { cantidad: 1, sinPromocion: true }, token),
        201,
      );
      expect(other.products[0]).toMatchObject({ promo: null, sinPromocion: true });
      const deleted = expectWhole(
        await call(lang, "DELETE", `/delete-cesta/${other.cestaID}`, undefined, token),
        DeleteBasketAnswer,
      );
      expect(deleted).toEqual({ deleted: true });
      expect((await call(lang, "GET", `/cesta/${other.cestaID}`, undefined, token)).statusCode).toBe(404);
    }
  });
});
