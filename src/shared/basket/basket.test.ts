import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import {
  addProduct,
  applyCoupon,
  assertPermutationFits,
  autoSelectServices,
  type Basket,
  type BasketProduct,
  basketTotals,
  BasketRuleError,
  type BasketService,
  checkPromotion,
  emptyBasket,
  permutationProductId,
  removeProduct,
  serviceAppliesTo,
  toggleService,
} from "./basket.ts";

const tyre = (id: string, over: Partial<BasketProduct> = {}): BasketProduct => ({
  id_navision: id,
  tipo_producto: "neumatico",
  categoria: "car",
  nombre: `Pneu ${id}`,
  cantidad: 2,
  precio: 8999,
  ecotasa: 185,
  descuento: 0,
  promo: null,
  id_site_tipo_vehiculo: "turismo",
  disponibilidad: 1,
  ...over,
});
const battery: BasketProduct = tyre("700001", {
  tipo_producto: "bateria",
  nombre: "Varta 70Ah",
  cantidad: 1,
  precio: 11999,
  ecotasa: 0,
});
const oil: BasketProduct = tyre("OIL-1", {
  tipo_producto: "aceite",
  nombre: "Óleo 5W-30",
  cantidad: 1,
  precio: 4999,
  ecotasa: 0,
});
const motoTyre = tyre("500001", { categoria: "motorbike", id_site_tipo_vehiculo: "moto", precio: 12999 });
const S = (id: string, over: Partial<BasketService> = {}): Omit<BasketService, "cantidad" | "selected"> => ({
  id_navision: id,
  nombre: id,
  categoriaServicio: "montaje",
  base_calculo: "F",
  tipoProductoAsociado: null,
  vehicleType: null,
  precio: 0,
  ...over,
});
const CATALOGUE = new Map([
  ["MONTAJE_TALLER", S("MONTAJE_TALLER", { base_calculo: "U", tipoProductoAsociado: "neumatico", precio: 1200 })],
  ["RECOGIDA_TALLER", S("RECOGIDA_TALLER", { tipoProductoAsociado: "neumatico", vehicleType: "moto" })],
  ["RECOGIDA_TALLER_BATERIA", S("RECOGIDA_TALLER_BATERIA", { tipoProductoAsociado: "bateria" })],
  ["MONTAJE_TALLER_BATERIA", S("MONTAJE_TALLER_BATERIA", { tipoProductoAsociado: "bateria", precio: 1500 })],
  ["RECOGIDA_TALLER_ACEITE", S("RECOGIDA_TALLER_ACEITE", { tipoProductoAsociado: "aceite" })],
  ["TESTSEGURIDAD", S("TESTSEGURIDAD")],
]);
const add = (b: Basket, p: BasketProduct, allowMixedOrders = true) =>
  autoSelectServices(addProduct(b, p, { allowMixedOrders }), CATALOGUE);
const ids = (b: Basket) => b.services.map((s) => `${s.id_navision}×${s.cantidad}`).sort();

/** The Portuguese text of the rule error `fn` throws (rule messages are descriptors). */
function ptError(fn: () => unknown): string | null {
  try {
    fn();
  } catch (e) {
    return resolve("pt", (e as Error).message);
  }
  return null;
}

describe("adding products", () => {
  it("car tyres bring per-unit fitting and the safety test", () => {
    const b = add(emptyBasket(), tyre("100001", { cantidad: 4 }));
    expect(ids(b)).toEqual(["MONTAJE_TALLER×4", "TESTSEGURIDAD×1"]);
    expect(ids(add(b, tyre("100001", { cantidad: 2 })))).toEqual(["MONTAJE_TALLER×6", "TESTSEGURIDAD×1"]);
  });
  it("the safety test follows the invoice flag", () => {
    const b = autoSelectServices({ ...add(emptyBasket(), tyre("100001")), generaFactura: true }, CATALOGUE);
    expect(ids(b)).toEqual(["MONTAJE_TALLER×2"]);
  });
  it("moto tyres get pickup and workshop fitting; another category clears the first", () => {
    const car = add(emptyBasket(), tyre("100001"));
    const moto = add(car, motoTyre);
    expect(moto.products.map((p) => p.id_navision)).toEqual(["500001"]);
    expect(ids(moto)).toEqual(["MONTAJE_TALLER×2", "RECOGIDA_TALLER×1", "TESTSEGURIDAD×1"]);
  });
  it("battery and oil are exclusive of other types, both ways", () => {
    const b = add(add(emptyBasket(), tyre("100001")), battery);
    expect(b.products.map((p) => p.tipo_producto)).toEqual(["bateria"]);
    expect(ids(b)).toEqual(["MONTAJE_TALLER_BATERIA×1", "RECOGIDA_TALLER_BATERIA×1"]);
    expect(add(b, oil).products.map((p) => p.tipo_producto)).toEqual(["aceite"]);
    expect(add(b, tyre("100002")).products.map((p) => p.tipo_producto)).toEqual(["neumatico"]);
  });
  it("mixed orders off: no-puedes-anadir-{type}", () => {
    const b = add(emptyBasket(), tyre("100001"), false);
    expect(() => add(b, tyre("600001", { tipo_producto: "camara" }), false)).toThrow("no-puedes-anadir-camara");
    expect(add(b, tyre("600001", { tipo_producto: "camara" }), true).products).toHaveLength(2);
  });
  it("a revision replaces a revision", () => {
    const r1 = tyre("PACK_BASIC", { tipo_producto: "revision", cantidad: 1, ecotasa: 0 });
    const r2 = tyre("PACK_PLUS", { tipo_producto: "revision", cantidad: 1, ecotasa: 0 });
    expect(add(add(emptyBasket(), r1), r2).products.map((p) => p.id_navision)).toEqual(["PACK_PLUS"]);
  });
  it("a workshop job is sold once per visit (shock absorbers: one per axle, so two)", () => {
    const ac = tyre("AC_R134A", { tipo_producto: "ac", cantidad: 3, ecotasa: 0 });
    expect(add(emptyBasket(), ac).products[0]?.cantidad).toBe(1);
    expect(add(add(emptyBasket(), { ...ac, cantidad: 1 }), { ...ac, cantidad: 1 }).products[0]?.cantidad).toBe(1);
    const shocks = tyre("AMORTECEDORES_EIXO", { tipo_producto: "amortiguador", cantidad: 1, ecotasa: 0 });
    expect(add(add(add(emptyBasket(), shocks), shocks), shocks).products[0]?.cantidad).toBe(2);
    expect(add(emptyBasket(), tyre("100001", { cantidad: 4 })).products[0]?.cantidad).toBe(4);
  });
  it("spare-tyre permutation products", () => {
    expect(permutationProductId("turismo")).toBe("95140");
    expect(permutationProductId("4x4")).toBe("95141");
  });
  it("a permutation must match the vehicle of the car tyres in the basket", () => {
    const car = [tyre("100001")];
    const van = [tyre("100002", { id_site_tipo_vehiculo: "furgoneta" })];
    expect(() => assertPermutationFits(car, "95140")).not.toThrow();
    expect(() => assertPermutationFits(van, "95141")).not.toThrow();
    expect(() => assertPermutationFits(car, "95141")).toThrow(
      expect.objectContaining({ code: "PERMUTATION_WRONG_VEHICLE", message: expect.stringContaining("95140") }),
    );
    expect(() => assertPermutationFits(van, "95140")).toThrow(
      expect.objectContaining({ code: "PERMUTATION_WRONG_VEHICLE", message: expect.stringContaining("95141") }),
    );
    // no car tyres (none, or only moto tyres): nothing to permute with
    expect(() => assertPermutationFits([], "95140")).toThrow(
      expect.objectContaining({ code: "PERMUTATION_NEEDS_TYRES" }),
    );
    expect(() =>
      assertPermutationFits([tyre("200001", { categoria: "motorbike", id_site_tipo_vehiculo: "moto" })], "95141"),
    ).toThrow(expect.objectContaining({ code: "PERMUTATION_NEEDS_TYRES" }));
  });
});

describe("removing products", () => {
  it("a spare-tyre permutation leaves the basket with the car tyres it goes with", () => {
    const permuta = tyre("95140", { tipo_producto: "permuta", cantidad: 1, ecotasa: 0 });
    const b = add(add(add(emptyBasket(), tyre("100001", { cantidad: 2 })), tyre("100002", { cantidad: 2 })), permuta);
    const oneLeft = removeProduct(b, "100001");
    expect(oneLeft.products.map((p) => p.id_navision)).toEqual(["100002", "95140"]);
    expect(removeProduct(oneLeft, "100002").products).toEqual([]);
    // the permutation itself can be taken out on its own
    expect(removeProduct(b, "95140").products.map((p) => p.id_navision)).toEqual(["100001", "100002"]);
  });
  it("reduces per-unit services by the quantity and drops the empty ones", () => {
    let b = add(add(emptyBasket(), tyre("100001", { cantidad: 2 })), tyre("100002", { cantidad: 2 }));
    b = toggleService(b, S("SEGURO_PNEU", { base_calculo: "U", tipoProductoAsociado: "neumatico", precio: 600 }), true);
    expect(ids(b)).toContain("SEGURO_PNEU×4");
    b = removeProduct(b, "100001");
    expect(ids(b)).toEqual(["MONTAJE_TALLER×2", "SEGURO_PNEU×2", "TESTSEGURIDAD×1"]);
    b = removeProduct(b, "100002", 2);
    expect(b.products).toEqual([]);
    expect(b.services).toEqual([]);
  });
  it("fixed services for an absent vehicle type are removed", () => {
    let b = add(emptyBasket(), tyre("100001", { id_site_tipo_vehiculo: "4x4" }));
    b = toggleService(
      b,
      S("ALINEACION", {
        categoriaServicio: "alineacion",
        tipoProductoAsociado: "neumatico",
        vehicleType: "4x4",
        precio: 3500,
      }),
      true,
    );
    b = add(b, tyre("100002"));
    b = removeProduct(b, "100001");
    expect(ids(b)).not.toContain("ALINEACION×1");
  });
});

describe("pricing and coupons", () => {
  it("price × quantity − discount − promo + ecotax, rounded", () => {
    const b = add(
      emptyBasket(),
      tyre("100001", { cantidad: 4, precio: 10000, descuento: 10, promo: { pct: 5, id_site_promocion_cesta: 1 } }),
    );
    const t = basketTotals(b);
    // 4 × 100 = 400 − 10 % = 360 − 5 % = 342 + 4 × 1,85 = 349,40; fitting 4 × 12 = 48
    expect(t.products).toBe(34940);
    expect(t.services).toBe(4800);
    expect(t.total).toBe(39740);
  });
  const valid = {
    validFrom: new Date("2026-01-01"),
    validTo: new Date("2027-01-01"),
    singleUse: false,
    alreadyUsed: false,
  };
  const now = new Date("2026-11-22");
  it("fixed_amount and percentage, restricted by product type", () => {
    const b = add(emptyBasket(), tyre("100001", { cantidad: 4, precio: 10000, ecotasa: 0 }));
    const abs = applyCoupon(
      b,
      "X",
      { code: "X", tipo: "fixed_amount", importe: 1500, tipo_producto: null, descripcion: "", ...valid },
      now,
    );
    expect(basketTotals(abs).discount).toBe(1500);
    const pct = applyCoupon(
      b,
      "P",
      { code: "P", tipo: "percentage", importe: 10, tipo_producto: "neumatico", descripcion: "", ...valid },
      now,
    );
    expect(basketTotals(pct).discount).toBe(4000);
    expect(
      ptError(() =>
        applyCoupon(
          b,
          "O",
          { code: "O", tipo: "fixed_amount", importe: 500, tipo_producto: "aceite", descripcion: "", ...valid },
          now,
        ),
      ),
    ).toMatch("não se aplica");
  });
  it("the coupon messages", () => {
    const b = add(emptyBasket(), tyre("100001"));
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as BasketRuleError).code;
      }
      return null;
    };
    expect(code(() => applyCoupon(b, " ", null, now))).toBe("COUPON_EMPTY");
    expect(code(() => applyCoupon(b, "NADA", null, now))).toBe("COUPON_NOT_FOUND");
    expect(
      code(() =>
        applyCoupon(
          b,
          "V",
          {
            code: "V",
            tipo: "fixed_amount",
            importe: 1,
            tipo_producto: null,
            descripcion: "",
            ...valid,
            validTo: new Date("2025-01-01"),
          },
          now,
        ),
      ),
    ).toBe("COUPON_EXPIRED");
    expect(
      code(() =>
        applyCoupon(
          b,
          "U",
          {
            code: "U",
            tipo: "fixed_amount",
            importe: 1,
            tipo_producto: null,
            descripcion: "",
            ...valid,
            singleUse: true,
            alreadyUsed: true,
          },
          now,
        ),
      ),
    ).toBe("COUPON_USED");
  });
  it("promotion limits", () => {
    const ok = {
      tyresInPromo: 4,
      hasServicePack: false,
      unitsLeft: 10,
      userUnitsBought: 0,
      perUserLimit: 4,
      userOrdersInPeriod: 0,
    };
    expect(() => checkPromotion(ok)).not.toThrow();
    expect(ptError(() => checkPromotion({ ...ok, hasServicePack: true }))).toMatch(/packs/);
    expect(ptError(() => checkPromotion({ ...ok, unitsLeft: 2 }))).toMatch(/Esgotaram/);
    expect(ptError(() => checkPromotion({ ...ok, userUnitsBought: 2 }))).toMatch(/limite/);
    expect(ptError(() => checkPromotion({ ...ok, userOrdersInPeriod: 1 }))).toMatch(/uma encomenda/);
  });
});

describe("properties", () => {
  const productArb = fc.record({
    id: fc.constantFrom("100001", "100002", "100003", "700001", "OIL-1", "500001"),
    cantidad: fc.integer({ min: 1, max: 8 }),
    precio: fc.integer({ min: 1, max: 50000 }),
    descuento: fc.integer({ min: 0, max: 100 }),
    promo: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  });
  const toProduct = (r: {
    id: string;
    cantidad: number;
    precio: number;
    descuento: number;
    promo: number | null;
  }): BasketProduct =>
    tyre(r.id, {
      cantidad: r.cantidad,
      precio: r.precio,
      descuento: r.descuento,
      promo: r.promo === null ? null : { pct: r.promo, id_site_promocion_cesta: 1 },
      tipo_producto: r.id === "700001" ? "bateria" : r.id === "OIL-1" ? "aceite" : "neumatico",
      categoria: r.id === "500001" ? "motorbike" : "car",
      id_site_tipo_vehiculo: r.id === "500001" ? "moto" : "turismo",
    });

  it("totals never go negative, even with big coupons", () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 }), (items, coupon) => {
        let b = emptyBasket();
        for (const i of items) b = add(b, toProduct(i));
        b = {
          ...b,
          cupones: [{ code: "C", tipo: "fixed_amount", importe: coupon, tipo_producto: null, descripcion: "" }],
        };
        const t = basketTotals(b);
        return t.total >= 0 && t.discount >= 0 && t.products >= 0;
      }),
    );
  });

  it("rounding is stable: the same basket always totals the same integer cents", () => {
    fc.assert(
      fc.property(fc.array(productArb, { minLength: 1, maxLength: 6 }), (items) => {
        let b = emptyBasket();
        for (const i of items) b = add(b, toProduct(i));
        const a = basketTotals(b);
        const c = basketTotals(JSON.parse(JSON.stringify(b)) as Basket);
        return a.total === c.total && Number.isInteger(a.total) && a.lines.every((l) => Number.isInteger(l.total));
      }),
    );
  });

  it("adding then removing a product restores the basket", () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 4 }), productArb, (items, extra) => {
        let b = emptyBasket();
        for (const i of items) b = add(b, toProduct(i));
        const p = toProduct(extra);
        // only when the new product joins without clearing others (same category, same kind of product)
        const sameFamily = b.products.every(
          (x) =>
            x.categoria === p.categoria &&
            (["bateria", "aceite"].includes(p.tipo_producto)
              ? x.tipo_producto === p.tipo_producto
              : !["bateria", "aceite"].includes(x.tipo_producto)),
        );
        fc.pre(sameFamily);
        const after = autoSelectServices(removeProduct(add(b, p), p.id_navision, p.cantidad), CATALOGUE);
        return (
          JSON.stringify(basketTotals(after)) === JSON.stringify(basketTotals(b)) &&
          JSON.stringify(after.products) === JSON.stringify(b.products)
        );
      }),
    );
  });
});

describe("service applicability", () => {
  it("matches the associated product type and vehicle type (turismo covers every car, moto only motorbikes)", () => {
    const svc = (tipoProductoAsociado: "neumatico" | null, vehicleType: string | null) => ({
      tipoProductoAsociado,
      vehicleType,
    });
    const car = { tipo_producto: "neumatico" as const, id_site_tipo_vehiculo: "4x4" as const };
    const bike = { tipo_producto: "neumatico" as const, id_site_tipo_vehiculo: "moto" as const };
    expect(serviceAppliesTo(svc(null, null), bike)).toBe(true);
    expect(serviceAppliesTo(svc("neumatico", "turismo"), car)).toBe(true);
    expect(serviceAppliesTo(svc("neumatico", "turismo"), bike)).toBe(false);
    expect(serviceAppliesTo(svc("neumatico", "4x4"), car)).toBe(true);
    expect(serviceAppliesTo(svc("neumatico", "furgoneta"), car)).toBe(false);
    expect(serviceAppliesTo(svc("neumatico", "moto"), bike)).toBe(true);
    expect(serviceAppliesTo({ tipoProductoAsociado: "bateria", vehicleType: null }, car)).toBe(false);
  });
});
