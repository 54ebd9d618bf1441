import { describe, expect, it } from "vitest";
import { activeAppointments, sheetDay, shiftDay } from "./day-sheet-days.ts";

describe("shiftDay", () => {
  it("moves across month and year ends", () => {
    expect(shiftDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2027-01-01", -1)).toBe("2026-12-31");
  });

  it("knows leap years", () => {
    expect(shiftDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(shiftDay("2027-02-28", 1)).toBe("2027-03-01");
  });

  it("is not moved by daylight saving changes", () => {
    expect(shiftDay("2026-03-29", 1)).toBe("2026-03-30");
    expect(shiftDay("2026-10-25", -1)).toBe("2026-10-24");
    expect(shiftDay("2026-10-24", 0)).toBe("2026-10-24");
  });
});

describe("sheetDay", () => {
  it("takes the day asked for when it is yyyy-mm-dd", () => {
    expect(sheetDay("2026-12-02", "2026-11-24")).toBe("2026-12-02");
  });

  it("falls back to today on anything else", () => {
    expect(sheetDay("", "2026-11-24")).toBe("2026-11-24");
    expect(sheetDay("02/12/2026", "2026-11-24")).toBe("2026-11-24");
    expect(sheetDay("2026-12-2", "2026-11-24")).toBe("2026-11-24");
  });
});

describe("activeAppointments", () => {
  it("counts every bay's appointments but the cancelled ones", () => {
    const boxes = [
      { marcacoes: [{ estado: "booked" }, { estado: "cancelled" }, { estado: "no_show" }] },
      { marcacoes: [] },
      { marcacoes: [{ estado: "done" }, { estado: "cancelled" }] },
    ];
    expect(activeAppointments(boxes)).toBe(3);
    expect(activeAppointments([])).toBe(0);
  });
});
