import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taxPartOfGross } from "../money.ts";
import {
  ECOTAX_DESCRIPTION,
  formatUnitPrice,
  type InvoiceFigures,
  invoiceFigures,
  lineValueCents,
  ROUNDING_DESCRIPTION,
} from "./invoice-lines.ts";

/** What an accountant checks on every invoice. */
function expectAddsUp(f: InvoiceFigures, totalCents: number) {
  for (const l of f.lines) {
    expect(lineValueCents(l), l.description).toBe(l.netCents);
    expect(l.netCents + l.taxCents).toBe(l.grossCents);
  }
  for (const r of f.rates) {
    const lines = f.lines.filter((l) => l.taxPct === r.taxPct);
    expect(lines.reduce((s, l) => s + l.netCents, 0)).toBe(r.netCents);
    expect(lines.reduce((s, l) => s + l.taxCents, 0)).toBe(r.taxCents);
    expect(r.netCents + r.taxCents).toBe(r.grossCents);
  }
  expect(f.netCents + f.taxCents).toBe(totalCents);
  expect(f.totalCents).toBe(totalCents);
  expect(f.lines.reduce((s, l) => s + l.grossCents, 0)).toBe(totalCents);
}

describe("invoice lines that add up", () => {
  it("prints 4 × 96,865 € = 387,46 € for the line stored as 119,14 € × 4 = 476,57 €", () => {
    const f = invoiceFigures({
      lines: [{ nombre: "Michelin Pilot Sport 5 225/45 R17", cantidad: 4, precio: 11914, total: 47657 }],
      taxPct: 23,
      totalCents: 47657,
    });
    expect(f.lines).toHaveLength(1);
    const [l] = f.lines;
    expect(l!.unitNet).toBe(968650);
    expect(formatUnitPrice(l!.unitNet)).toBe("96,865\u00a0€");
    expect(l!.netCents).toBe(38746);
    expect(l!.unitGross).toBe(1191425); // 119,1425 € with tax: exact too
    expect(l!.unitGrossExact).toBe(true);
    expect(f.rates).toEqual([{ taxPct: 23, netCents: 38746, taxCents: 8911, grossCents: 47657 }]);
    expect(f.taxCents).toBe(taxPartOfGross(47657, 23));
    expectAddsUp(f, 47657);
  });

  it("puts the eco-tax on its own line after the tyre, at the same rate", () => {
    const f = invoiceFigures({
      lines: [{ nombre: "Pneu 225/45 R17", cantidad: 4, precio: 11914, total: 47657, ecotaxCents: 740 }],
      taxPct: 23,
      totalCents: 47657,
    });
    expect(f.lines.map((l) => [l.kind, l.description, l.quantity, l.unitNet, l.netCents])).toEqual([
      ["item", "Pneu 225/45 R17", 4, 953600, 38144],
      ["ecotax", ECOTAX_DESCRIPTION, 4, 15050, 602],
    ]);
    expect(formatUnitPrice(15050)).toBe("1,505\u00a0€");
    expectAddsUp(f, 47657);
  });

  it("rounds a unit price no 4-decimal figure can give to the cent and shows the cent left over", () => {
    const f = invoiceFigures({
      lines: [{ nombre: "Pneu", cantidad: 3, precio: 3334, total: 10001 }],
      taxPct: 23,
      totalCents: 10001,
    });
    expect(f.lines.map((l) => [l.kind, l.quantity, l.unitNet, l.netCents, l.taxCents])).toEqual([
      ["item", 3, 271000, 8130, 1870],
      ["rounding", 1, 100, 1, 0],
    ]);
    expect(f.lines[1]!.description).toBe(ROUNDING_DESCRIPTION);
    expectAddsUp(f, 10001);
  });

  it("IGIC 7 % (Canary Islands): tyres and shipping, base shared by largest remainder", () => {
    const f = invoiceFigures({
      lines: [
        { nombre: "Pneu 205/55 R16", cantidad: 2, precio: 10000, total: 20000 },
        { nombre: "Transporte e despesas aduaneiras", cantidad: 1, precio: 1995, total: 1995 },
      ],
      taxPct: 7,
      totalCents: 21995,
      taxCents: 1439,
    });
    expect(f.lines.map((l) => [l.unitNet, l.netCents, l.taxPct])).toEqual([
      [934600, 18692, 7],
      [186400, 1864, 7],
    ]);
    expect(f.rates).toEqual([{ taxPct: 7, netCents: 20556, taxCents: 1439, grossCents: 21995 }]);
    expectAddsUp(f, 21995);
  });

  it("a discount line and a regional rounding gap still add up to the stored total", () => {
    const f = invoiceFigures({
      lines: [
        { nombre: "Pneu", cantidad: 4, precio: 9713, total: 38851 },
        { nombre: "Montagem", cantidad: 4, precio: 1030, total: 4122 },
        { nombre: "Desconto", cantidad: 1, precio: -1000, total: -1000 },
      ],
      taxPct: 22,
      totalCents: 41974,
    });
    const rounding = f.lines.find((l) => l.kind === "rounding");
    expect(rounding?.grossCents).toBe(1);
    expectAddsUp(f, 41974);
  });

  it("always adds up, whatever the lines, quantities and rate", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cantidad: fc.integer({ min: 1, max: 12 }),
            total: fc.integer({ min: 0, max: 500_000 }),
            eco: fc.integer({ min: 0, max: 2_000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.constantFrom(23, 22, 16, 21, 7),
        fc.integer({ min: -3, max: 3 }),
        (raw, taxPct, gap) => {
          const lines = raw.map((r, i) => ({
            nombre: `L${i}`,
            cantidad: r.cantidad,
            precio: 0,
            total: r.total,
            ecotaxCents: Math.min(r.eco, r.total),
          }));
          const totalCents = Math.max(0, lines.reduce((s, l) => s + l.total, 0) + gap);
          const f = invoiceFigures({ lines, taxPct, totalCents, taxCents: taxPartOfGross(totalCents, taxPct) });
          expectAddsUp(f, totalCents);
          expect(f.taxCents).toBe(taxPartOfGross(totalCents, taxPct));
          for (const l of f.lines)
            if (l.kind !== "rounding")
              expect(Math.abs(l.netCents * (100 + taxPct) - l.grossCents * 100)).toBeLessThanOrEqual(
                (100 + taxPct) * (l.quantity + 1),
              );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("formats unit prices with 2 to 4 decimals and grouped thousands", () => {
    expect(formatUnitPrice(953600)).toBe("95,36\u00a0€");
    expect(formatUnitPrice(12345678)).toBe("1\u00a0234,5678\u00a0€");
    expect(formatUnitPrice(-100000)).toBe("-10,00\u00a0€");
    expect(formatUnitPrice(0)).toBe("0,00\u00a0€");
  });
});
