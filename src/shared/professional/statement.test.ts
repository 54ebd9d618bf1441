import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dueDate, monthlyStatement } from "./statement.ts";

const order = (number: string, iso: string, totalCents: number, status = "confirmed") => ({
  number,
  createdAt: new Date(iso),
  totalCents,
  status,
});

describe("the monthly invoice on account", () => {
  it("gathers confirmed orders per Lisbon month, newest month first, due the agreed days after the month ends", () => {
    const months = monthlyStatement(
      [
        order("RC1", "2026-10-05T10:00:00Z", 10_000),
        order("RC2", "2026-10-31T23:30:00Z", 5_000), // winter time (UTC+0): still 31 October in Lisbon
        order("RC3", "2026-11-02T09:00:00Z", 2_500),
        order("RC4", "2026-11-03T09:00:00Z", 99_999, "cancelled"),
        order("RC5", "2026-07-31T23:30:00Z", 1_000), // summer time (UTC+1): 1 August in Lisbon
      ],
      30,
    );
    expect(months).toEqual([
      { mes: "2026-11", encomendas: ["RC3"], totalCents: 2_500, vencimento: "2026-12-30" },
      { mes: "2026-10", encomendas: ["RC1", "RC2"], totalCents: 15_000, vencimento: "2026-11-30" },
      { mes: "2026-08", encomendas: ["RC5"], totalCents: 1_000, vencimento: "2026-09-30" },
    ]);
  });

  it("owes what credit notes have not given back", () => {
    const months = monthlyStatement([{ ...order("RC1", "2026-11-05T10:00:00Z", 10_000), creditedCents: 2_500 }], 30);
    expect(months[0]!.totalCents).toBe(7_500);
    const all = monthlyStatement([{ ...order("RC2", "2026-11-05T10:00:00Z", 10_000), creditedCents: 10_000 }], 30);
    expect(all[0]!.totalCents).toBe(0);
  });

  it("counts from the month's last day, across years and leap Februaries", () => {
    expect(dueDate("2026-12", 30)).toBe("2027-01-30");
    expect(dueDate("2028-02", 0)).toBe("2028-02-29");
    expect(dueDate("2027-02", 1)).toBe("2027-03-01");
  });

  it("invoices every confirmed euro exactly once, whatever the orders", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.date({ min: new Date("2025-01-01"), max: new Date("2027-12-31"), noInvalidDate: true }),
            cents: fc.integer({ min: 0, max: 1_000_000 }),
            confirmed: fc.boolean(),
          }),
          { maxLength: 40 },
        ),
        (rows) => {
          const orders = rows.map((r, i) =>
            order(`RC${i}`, r.at.toISOString(), r.cents, r.confirmed ? "confirmed" : "expired"),
          );
          const months = monthlyStatement(orders, 15);
          const billed = months.flatMap((m) => m.encomendas);
          expect(new Set(billed).size).toBe(billed.length);
          expect(billed.length).toBe(rows.filter((r) => r.confirmed).length);
          expect(months.reduce((s, m) => s + m.totalCents, 0)).toBe(
            rows.filter((r) => r.confirmed).reduce((s, r) => s + r.cents, 0),
          );
        },
      ),
    );
  });
});
