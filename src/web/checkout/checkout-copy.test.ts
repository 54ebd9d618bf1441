import { describe, expect, it } from "vitest";
import { formatEur } from "#src/shared/money.ts";
import { lisbonDateTime, money, number, weekday } from "./checkout-copy.ts";

const NBSP = "\u00a0";

describe("the checkout's figures in the page's language", () => {
  it("writes money as the shop's pt-PT style and as es-ES", () => {
    for (const cents of [0, 199, 123456, 1234567, -2500]) expect(money("pt", cents)).toBe(formatEur(cents));
    expect(money("es", 199)).toBe(`1,99${NBSP}€`);
    expect(money("es", 123456)).toBe(`1234,56${NBSP}€`);
    expect(money("es", 1234567)).toBe(`12.345,67${NBSP}€`);
  });

  it("writes numbers, days and deadlines in the page's locale", () => {
    expect(number("pt", 12.5)).toBe("12,5");
    expect(number("es", 12345)).toBe("12.345");
    expect(weekday("pt", "2026-11-30")).toBe("segunda, 30/11");
    expect(weekday("es", "2026-11-30")).toBe("lun, 30 nov");
    expect(lisbonDateTime("es", "2026-11-30T18:30:00Z")).toBe("30/11/2026, 18:30");
  });
});
