import { describe, expect, it } from "vitest";
import { formatNumber, formatOneDecimal } from "./numbers.ts";

describe("pt-PT numbers", () => {
  it("groups thousands from 10 000 with a space and writes decimals with a comma", () => {
    expect(formatNumber(1234)).toBe("1234");
    expect(formatNumber(21500).replace(/\s/g, " ")).toBe("21 500");
    expect(formatNumber(2.5)).toBe("2,5");
  });
  it("ratings keep exactly one decimal", () => {
    expect(formatOneDecimal(4)).toBe("4,0");
    expect(formatOneDecimal(4.56)).toBe("4,6");
  });
});
