import { describe, expect, it } from "vitest";
import { formatLisbonDateTime } from "./dates.ts";

describe("a deadline shown in Lisbon time", () => {
  it("follows Lisbon's winter and summer time", () => {
    expect(formatLisbonDateTime("2026-11-23T18:30:00Z")).toBe("23/11/2026, 18:30");
    expect(formatLisbonDateTime(new Date("2026-07-01T08:05:00Z"))).toBe("01/07/2026, 09:05");
    expect(formatLisbonDateTime("2026-11-30T18:30:00Z", "es")).toBe("30/11/2026, 18:30");
  });
});
