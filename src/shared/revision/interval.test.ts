import { describe, expect, it } from "vitest";
import { advisedInterval, oilChangeAdvice } from "./interval.ts";

describe("oil-change interval (spec section 9)", () => {
  it("is 15 000–20 000 km, 7 500–10 000 km for cars from before 2000", () => {
    expect(advisedInterval(2015)).toEqual({ min: 15_000, max: 20_000, older: false });
    expect(advisedInterval(2000)).toEqual({ min: 15_000, max: 20_000, older: false });
    expect(advisedInterval(1999)).toEqual({ min: 7_500, max: 10_000, older: true });
    expect(advisedInterval(0)).toEqual({ min: 15_000, max: 20_000, older: false });
  });
  it("with the last change known: not yet, due, overdue at the interval's edges", () => {
    expect(oilChangeAdvice({ kms: 100_000, lastChangeKms: 85_001, year: 2015 }).status).toBe("not-yet");
    expect(oilChangeAdvice({ kms: 100_000, lastChangeKms: 85_000, year: 2015 }).status).toBe("due");
    expect(oilChangeAdvice({ kms: 100_000, lastChangeKms: 80_000, year: 2015 }).status).toBe("due");
    expect(oilChangeAdvice({ kms: 100_000, lastChangeKms: 79_999, year: 2015 }).status).toBe("overdue");
    const older = oilChangeAdvice({ kms: 200_000, lastChangeKms: 191_000, year: 1998 });
    expect(older.status).toBe("due");
    expect(older.sinceLast).toBe(9_000);
    expect(older.message).toContain("anteriores a 2000");
    expect(older.message).toMatch(/a cada 7500 km a 10\s000 km/);
  });
  it("says how many kilometres are left when not yet due", () => {
    const a = oilChangeAdvice({ kms: 50_000, lastChangeKms: 40_000, year: 2018 });
    expect(a.message).toMatch(/faltam cerca de 5000 km/);
  });
  it("without the last change: a car under the minimum is not due; otherwise the interval is advised", () => {
    expect(oilChangeAdvice({ kms: 9_000, year: 2018 }).status).toBe("not-yet");
    const u = oilChangeAdvice({ kms: 60_000, year: 2018 });
    expect(u.status).toBe("unknown");
    expect(u.message).toMatch(/a cada 15\s000 km a 20\s000 km/);
    expect(oilChangeAdvice({ kms: 8_000, year: 1995 }).status).toBe("unknown");
  });
  it("ignores a last change above the current kilometres", () => {
    expect(oilChangeAdvice({ kms: 10_000, lastChangeKms: 20_000, year: 2018 }).sinceLast).toBeNull();
  });
});
