import { describe, expect, it } from "vitest";
import { basketTotals, emptyBasket, type BasketProduct } from "../basket/basket.ts";
import { productLineCents, quoteTyres, shownUnitPrice, usualQuantity } from "./all-in.ts";

const tyre = (over: Partial<BasketProduct> = {}): BasketProduct => ({
  id_navision: "100001",
  tipo_producto: "neumatico",
  categoria: "car",
  nombre: "Michelin Alpin 6 205/55 R16 91H",
  cantidad: 4,
  precio: 13799,
  ecotasa: 143,
  descuento: 0,
  promo: null,
  id_site_tipo_vehiculo: "turismo",
  disponibilidad: 1,
  ...over,
});

describe("the all-in tyre price", () => {
  it("adds eco-tax and fitting per tyre to the tyre price", () => {
    const q = quoteTyres({ precio: 13799, ecotasa: 143, montaje: 1200, cantidad: 4, promo: null });
    expect(q.pneus).toBe(4 * (13799 + 143));
    expect(q.montagem).toBe(4 * 1200);
    expect(q.total).toBe(4 * (13799 + 143 + 1200));
    expect(q.totalPorPneu).toBe(13799 + 143 + 1200);
    expect(q.poupanca).toBe(0);
    expect(q.promoAplicada).toBe(false);
  });

  it("applies the promotion to the tyres (not to the eco-tax nor the fitting) and shows the saving", () => {
    const q = quoteTyres({ precio: 13799, ecotasa: 143, montaje: 1200, cantidad: 4, promo: { pct: 15 } });
    // 4 × 137,99 € = 551,96 € less 15 % = 469,166 → 469,17 €, plus 4 × 1,43 € eco-tax
    expect(q.pneus).toBe(46917 + 572);
    expect(q.unitarioFinal).toBe(11729);
    expect(q.poupanca).toBe(55196 - 46917);
    expect(q.total).toBe(46917 + 572 + 4800);
  });

  it("an offer 'na compra de 4' does not apply to 2 tyres", () => {
    const two = quoteTyres({
      precio: 10000,
      ecotasa: 143,
      montaje: 1200,
      cantidad: 2,
      promo: { pct: 10, minCantidad: 4 },
    });
    const four = quoteTyres({
      precio: 10000,
      ecotasa: 143,
      montaje: 1200,
      cantidad: 4,
      promo: { pct: 10, minCantidad: 4 },
    });
    expect(two.promoAplicada).toBe(false);
    expect(two.poupanca).toBe(0);
    expect(four.promoAplicada).toBe(true);
    expect(four.poupanca).toBe(4000);
  });

  it("gives the basket the very same figures as the product page (tyres + fitting service)", () => {
    for (const [precio, pct, cantidad] of [
      [13799, 15, 4],
      [8999, 10, 2],
      [12345, null, 3],
      [9999, 5, 1],
    ] as const) {
      const promo = pct === null ? null : { pct, id_site_promocion_cesta: 1 };
      const basket = {
        ...emptyBasket(),
        products: [tyre({ precio, cantidad, promo })],
        services: [
          {
            id_navision: "MONTAJE_TALLER",
            nombre: "Montagem",
            categoriaServicio: "montaje",
            base_calculo: "U" as const,
            tipoProductoAsociado: "neumatico" as const,
            vehicleType: null,
            precio: 1200,
            cantidad,
            selected: true,
          },
        ],
      };
      const quote = quoteTyres({ precio, ecotasa: 143, montaje: 1200, cantidad, promo });
      const totals = basketTotals(basket);
      expect(totals.total).toBe(quote.total);
      expect(totals.lines[0]?.total).toBe(
        productLineCents({ precio, cantidad, ecotasa: 143, promo, ecotaxRequired: true }),
      );
    }
  });
});

describe("the price results are sorted by", () => {
  it("is the price the card shows: after a promotion that applies to the card's quantity", () => {
    expect(shownUnitPrice(10000, { pct: 10 }, 1)).toBe(9000);
    expect(shownUnitPrice(10000, { pct: 10, minCantidad: 4 }, 2)).toBe(10000);
    expect(shownUnitPrice(10000, { pct: 10, minCantidad: 4 }, 4)).toBe(9000);
    expect(shownUnitPrice(10000, null, 4)).toBe(10000);
    expect([usualQuantity(9), usualQuantity(3), usualQuantity(1)]).toEqual([4, 2, 1]);
  });
});
