import { describe, expect, it } from "vitest";
import { number, weekday } from "./checkout-copy.ts";

describe("the checkout's figures in the page's language", () => {
  it("writes numbers and days in the page's locale", () => {
    expect(number("pt", 12.5)).toBe("12,5");
    expect(number("es", 12345)).toBe("12.345");
    expect(weekday("pt", "2026-11-30")).toBe("segunda, 30/11");
    expect(weekday("es", "2026-11-30")).toBe("lun, 30 nov");
  });
});
