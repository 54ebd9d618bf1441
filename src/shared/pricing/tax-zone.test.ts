import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Basket, type BasketProduct, type BasketService, basketTotals, emptyBasket } from "../basket/basket.ts";
import { basketFigures, CANARY_SHIPPING_CENTS, regionalBasket } from "../basket/regional.ts";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import type { TaxRegion } from "../money.ts";
import {
  defaultRegion,
  regionForWorkshop,
  siteGross,
  zoneGross,
  zonePriceNote,
  zoneProductLine,
  zoneServiceLine,
} from "./tax-zone.ts";

const REGIONS: TaxRegion[] = ["PT", "PT-MA", "PT-AC", "ES", "ES-CN"];

const tyre = (over: Partial<BasketProduct> = {}): BasketProduct => ({
  id_navision: "100001",
  tipo_producto: "neumatico",
  categoria: "car",
  nombre: "Michelin Primacy 4 205/55 R16 91V",
  cantidad: 4,
  precio: 10000,
  ecotasa: 143,
  descuento: 0,
  promo: null,
  id_site_tipo_vehiculo: "turismo",
  disponibilidad: 1,
  ...over,
});
const service = (over: Partial<BasketService> = {}): BasketService => ({
  id_navision: "MONTAJE_TALLER",
  nombre: "Montagem",
  categoriaServicio: "montaje",
  base_calculo: "U",
  tipoProductoAsociado: "neumatico",
  vehicleType: null,
  precio: 1200,
  cantidad: 4,
  selected: true,
  ...over,
});

describe("prices in a workshop's tax zone", () => {
  it("re-taxes a mainland gross amount from its net price", () => {
    expect(zoneGross(12300, "PT")).toBe(12300);
    expect(zoneGross(12300, "ES-CN")).toBe(10700);
    expect(zoneGross(12300, "PT-MA")).toBe(12200);
    expect(zoneGross(12300, "PT-AC")).toBe(11600);
    expect(zoneGross(12300, "ES")).toBe(12100);
    // 100,00 € with IVA 23 % is 81,30 € net; with IGIC 7 % that is 86,99 €.
    expect(zoneGross(10000, "ES-CN")).toBe(8699);
  });

  it("prices a Canary tyre line from re-taxed unit amounts: unit × quantity + eco-tax × quantity is the line", () => {
    const line = zoneProductLine({ ...tyre(), ecotaxRequired: true }, "ES-CN");
    expect(line.precio).toBe(8699);
    expect(line.ecotasa).toBe(124);
    expect(line.importe).toBe(4 * 8699 + 4 * 124);
    expect(line.precioFinal).toBe(8699);
    expect(line.ahorro).toBe(0);
    expect(zoneServiceLine({ precio: 1200, cantidad: 4 }, "ES-CN")).toEqual({ precio: 1044, importe: 4 * 1044 });
  });

  it("a Canary basket: lines, services, transport and total agree to the cent", () => {
    const basket: Basket = { ...emptyBasket(), products: [tyre()], services: [service()] };
    const f = basketFigures(basket, "ES-CN");
    expect(f.products[0]).toMatchObject({ precio: 8699, ecotasa: 124, importe: 35292 });
    expect(f.services[0]).toMatchObject({ precio: 1044, importe: 4176 });
    expect(f.totals).toMatchObject({
      productos: 35292,
      servicios: 4176,
      descuento: 0,
      envio: CANARY_SHIPPING_CENTS,
      total: 35292 + 4176 + 1995,
      impuestoLabel: "IGIC",
      impuestoPct: 7,
    });
    expect(resolve("pt", f.nota!)).toBe(
      "Preços com IGIC de 7 % (Canárias) e transporte incluídos, porque a oficina escolhida fica nas Canárias.",
    );
    expect(resolve("es", f.nota!)).toBe(
      "Precios con IGIC del 7 % (Canarias) y transporte incluidos, porque el taller elegido está en Canarias.",
    );
    expect(f.avisos.map((a) => resolve("pt", a))).toEqual([
      "O valor foi alterado para corresponder às taxas de imposto em vigor na oficina escolhida.",
      "Foi acrescentado o custo de transporte e despesas aduaneiras para as Canárias.",
    ]);
    expect(f.avisos.map((a) => resolve("es", a))).toEqual([
      "El importe se ha ajustado a los impuestos vigentes en el taller elegido.",
      "Se han añadido los gastos de transporte y aduana de los envíos a Canarias.",
    ]);
  });

  it("leaves a mainland basket exactly as the basket's rules price it, with no note", () => {
    const basket: Basket = {
      ...emptyBasket(),
      products: [tyre({ promo: { pct: 15, id_site_promocion_cesta: 1 }, cantidad: 3 })],
      services: [service({ cantidad: 3 })],
    };
    const f = basketFigures(basket, "PT");
    const t = basketTotals(basket);
    expect(f.totals.total).toBe(t.total);
    expect(f.totals.productos).toBe(t.products);
    expect(f.products[0]!.importe).toBe(t.lines[0]!.total);
    expect(f.nota).toBeNull();
    expect(f.avisos).toEqual([]);
    expect(resolve("pt", zonePriceNote("PT-MA", false)!)).toBe(
      "Preços com IVA de 22 % (Madeira), a taxa em vigor na oficina escolhida.",
    );
    expect(resolve("es", zonePriceNote("ES", false)!)).toBe(
      "Precios con IVA del 21 % (España), el tipo vigente en el taller elegido.",
    );
    expect(resolve("pt", zonePriceNote("ES", false)!)).toBe(
      "Preços com IVA de 21 % (Espanha), a taxa em vigor na oficina escolhida.",
    );
  });

  it("keeps a fixed-amount coupon's amount off the total (not re-taxed) and a percentage coupon a percentage", () => {
    const basket: Basket = {
      ...emptyBasket(),
      products: [tyre()],
      cupones: [
        { code: "MENOS10", tipo: "fixed_amount", importe: 1230, tipo_producto: null, descripcion: "10 €" },
        { code: "CINCO", tipo: "percentage", importe: 5, tipo_producto: null, descripcion: "5 %" },
      ],
    };
    const zoned = regionalBasket(basket, "ES-CN");
    expect(zoned.cupones.map((c) => c.importe)).toEqual([1230, 5]);
    const f = basketFigures(basket, "ES-CN");
    expect(f.totals.descuento).toBe(1230 + Math.round((35292 * 5) / 100));
    expect(f.totals.total).toBe(f.totals.productos + f.totals.servicios - f.totals.descuento + f.totals.envio);
  });

  const productArb = fc.record({
    tipo: fc.constantFrom("neumatico", "bateria", "revision") as fc.Arbitrary<BasketProduct["tipo_producto"]>,
    precio: fc.integer({ min: 0, max: 60_000 }),
    ecotasa: fc.integer({ min: 0, max: 500 }),
    cantidad: fc.integer({ min: 1, max: 8 }),
    promo: fc.option(fc.record({ pct: fc.integer({ min: 1, max: 60 }), min: fc.constantFrom(undefined, 2, 4) })),
  });
  const serviceArb = fc.record({
    precio: fc.integer({ min: 0, max: 20_000 }),
    cantidad: fc.integer({ min: 1, max: 8 }),
    selected: fc.boolean(),
  });
  const couponArb = fc.option(
    fc.oneof(
      fc.record({ tipo: fc.constant("fixed_amount" as const), importe: fc.integer({ min: 0, max: 5_000 }) }),
      fc.record({ tipo: fc.constant("percentage" as const), importe: fc.integer({ min: 1, max: 50 }) }),
    ),
  );
  const basketArb = fc
    .tuple(fc.array(productArb, { minLength: 1, maxLength: 5 }), fc.array(serviceArb, { maxLength: 4 }), couponArb)
    .map(([ps, ss, c]): Basket => ({
      ...emptyBasket(),
      products: ps.map((p, i) =>
        tyre({
          id_navision: `P${i}`,
          tipo_producto: p.tipo,
          precio: p.precio,
          ecotasa: p.tipo === "neumatico" ? p.ecotasa : 0,
          cantidad: p.cantidad,
          // The basket keeps a promotion only on a line that reaches its minimum (viewBasket does the same).
          promo:
            p.promo && p.cantidad >= (p.promo.min ?? 1)
              ? {
                  pct: p.promo.pct,
                  id_site_promocion_cesta: i + 1,
                  ...(p.promo.min ? { minCantidad: p.promo.min } : {}),
                }
              : null,
        }),
      ),
      services: ss.map((s, i) => service({ id_navision: `S${i}`, ...s })),
      cupones: c ? [{ code: "C", tipo: c.tipo, importe: c.importe, tipo_producto: null, descripcion: "" }] : [],
    }));

  it("for any basket and zone, the units and lines the customer sees add up to the total charged", () => {
    fc.assert(
      fc.property(basketArb, fc.constantFrom(...REGIONS), (basket, region) => {
        const f = basketFigures(basket, region);
        basket.products.forEach((p, i) => {
          const line = f.products[i]!;
          expect(line.id_navision).toBe(p.id_navision);
          if (!p.promo) {
            // No promotion: the displayed unit price and eco-tax multiply out to the line exactly.
            expect(line.precio * p.cantidad + line.ecotasa * p.cantidad).toBe(line.importe);
            expect(line.precioFinal).toBe(line.precio);
          } else {
            // With one, the unit after the promotion is the line ÷ quantity, rounded (decision 010): within half a cent a unit.
            expect(Math.abs((line.precioFinal + line.ecotasa) * p.cantidad - line.importe)).toBeLessThanOrEqual(
              p.cantidad / 2,
            );
          }
          expect(line.ahorro).toBe(line.importeSinPromo - line.importe);
          expect(line.ahorro).toBeGreaterThanOrEqual(0);
        });
        basket.services.forEach((s, i) => {
          expect(f.services[i]!.precio * s.cantidad).toBe(f.services[i]!.importe);
        });
        const lines = f.products.reduce((sum, l) => sum + l.importe, 0);
        const services = basket.services.reduce((sum, s, i) => sum + (s.selected ? f.services[i]!.importe : 0), 0);
        expect(f.totals.productos).toBe(lines);
        expect(f.totals.servicios).toBe(services);
        expect(f.totals.total).toBe(lines + services - f.totals.descuento + f.totals.envio);
        expect(f.totals.envio).toBe(region === "ES-CN" && lines + services - f.totals.descuento > 0 ? 1995 : 0);
        expect(f.totals.impuesto).toBeGreaterThanOrEqual(0);
        expect(f.totals.impuesto).toBeLessThanOrEqual(f.totals.total);
        expect(f.nota === null).toBe(region === "PT");
      }),
      { numRuns: 300 },
    );
  });
});

describe("the site's own tax region before a workshop is chosen", () => {
  it("is mainland Portugal on the Portuguese site and mainland Spain on the Spanish one", () => {
    expect(defaultRegion("pt")).toBe("PT");
    expect(defaultRegion("es")).toBe("ES");
    expect(siteGross(12300, "pt")).toBe(12300);
    expect(siteGross(12300, "es")).toBe(12100);
    expect(regionForWorkshop({ country: "ES", province: "Madrid" })).toBe("ES");
    expect(regionForWorkshop({ country: "ES", province: "Santa Cruz de Tenerife" })).toBe("ES-CN");
  });

  it("re-taxing never inverts an order, so a list sorted by the Portuguese price stays sorted", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        for (const region of REGIONS) expect(zoneGross(lo, region)).toBeLessThanOrEqual(zoneGross(hi, region));
      }),
    );
  });

  it("a Spanish-site basket: no workshop or a mainland Spanish one has no note and no notice; others say why", () => {
    const basket: Basket = {
      ...emptyBasket(),
      products: [tyre({ cantidad: 4 })],
      services: [service({ cantidad: 4 })],
    };
    const noWorkshop = basketFigures(basket, defaultRegion("es"), defaultRegion("es"));
    expect(noWorkshop.totals).toMatchObject({ impuestoLabel: "IVA", impuestoPct: 21, envio: 0 });
    expect(noWorkshop.totals.total).toBe(basketTotals(regionalBasket(basket, "ES")).total);
    expect(noWorkshop.nota).toBeNull();
    expect(noWorkshop.avisos).toEqual([]);
    const canary = basketFigures(basket, "ES-CN", "ES");
    expect(resolve("es", canary.nota!)).toBe(
      "Precios con IGIC del 7 % (Canarias) y transporte incluidos, porque el taller elegido está en Canarias.",
    );
    expect(canary.avisos.map((a) => resolve("es", a))).toEqual([
      "El importe se ha ajustado a los impuestos vigentes en el taller elegido.",
      "Se han añadido los gastos de transporte y aduana de los envíos a Canarias.",
    ]);
    const lisbon = basketFigures(basket, "PT", "ES");
    expect(lisbon.totals.impuestoPct).toBe(23);
    expect(resolve("es", lisbon.nota!)).toBe(
      "Precios con IVA del 23 % (Portugal continental), el tipo vigente en el taller elegido.",
    );
    expect(lisbon.avisos.map((a) => resolve("es", a))).toEqual([
      "El importe se ha ajustado a los impuestos vigentes en el taller elegido.",
    ]);
    // The Portuguese site is unchanged: a mainland basket has no note, a Madrid one says Spain's IVA.
    expect(basketFigures(basket, "PT").nota).toBeNull();
    expect(resolve("pt", basketFigures(basket, "ES").nota!)).toBe(
      "Preços com IVA de 21 % (Espanha), a taxa em vigor na oficina escolhida.",
    );
  });
});
