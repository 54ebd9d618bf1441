import { describe, expect, it } from "vitest";
import { displayPhone } from "./phones.ts";

describe("displayPhone", () => {
  it("writes a stored number in the international format, grouped as each country groups it", () => {
    expect(displayPhone("+34612345678")).toBe("+34 612 34 56 78");
    expect(displayPhone("+351912345678")).toBe("+351 912 345 678");
    expect(displayPhone("+351213456789")).toBe("+351 21 345 6789");
  });

  it("leaves what it cannot read as stored", () => {
    expect(displayPhone("")).toBe("");
    expect(displayPhone(null)).toBe("");
    expect(displayPhone("12")).toBe("12");
  });
});
