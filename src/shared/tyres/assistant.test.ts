import { describe, expect, it } from "vitest";
import { adviseSwap } from "./assistant.ts";

describe("tyre-swap assistant", () => {
  it("urges a change below the legal tread and on damage", () => {
    expect(
      adviseSwap({ treadMm: 1.4, ageYears: 2, coldWinters: false, kmPerYear: 10000, damage: false }),
    ).toMatchObject({ change: true, urgent: true });
    expect(adviseSwap({ treadMm: 5, ageYears: 1, coldWinters: false, kmPerYear: 10000, damage: true })).toMatchObject({
      change: true,
      urgent: true,
    });
  });
  it("advises a change at 2 mm or after 6 years", () => {
    expect(adviseSwap({ treadMm: 2, ageYears: 2, coldWinters: false, kmPerYear: 10000, damage: false }).change).toBe(
      true,
    );
    expect(adviseSwap({ treadMm: 6, ageYears: 7, coldWinters: false, kmPerYear: 10000, damage: false }).change).toBe(
      true,
    );
    expect(adviseSwap({ treadMm: 6, ageYears: 2, coldWinters: false, kmPerYear: 10000, damage: false }).change).toBe(
      false,
    );
  });
  it("suggests the season and range by use", () => {
    expect(adviseSwap({ treadMm: 6, ageYears: 2, coldWinters: true, kmPerYear: 30000, damage: false })).toMatchObject({
      season: "invierno",
      tier: "PREMIUM",
    });
    expect(adviseSwap({ treadMm: 6, ageYears: 2, coldWinters: true, kmPerYear: 9000, damage: false })).toMatchObject({
      season: "allseason",
      tier: "QUALITY",
    });
    expect(adviseSwap({ treadMm: 6, ageYears: 2, coldWinters: false, kmPerYear: 4000, damage: false })).toMatchObject({
      season: "verano",
      tier: "BUDGET",
    });
  });
});
