import { describe, expect, it } from "vitest";
import { applyRefusal, canDecide, fleetLineProblems, groupByPlate } from "./rules.ts";

describe("professional application rules", () => {
  it("a customer applies unless already a business or waiting for a decision", () => {
    expect(applyRefusal({ business: false, pendingApplication: false })).toBeNull();
    expect(applyRefusal({ business: true, pendingApplication: false })).toBe("ALREADY_BUSINESS");
    expect(applyRefusal({ business: false, pendingApplication: true })).toBe("APPLICATION_PENDING");
  });

  it("only a pending application is decided", () => {
    expect(canDecide("pending")).toBe(true);
    expect(canDecide("approved")).toBe(false);
    expect(canDecide("refused")).toBe(false);
  });
});

describe("fleet booking lines", () => {
  const own = new Set([1, 2, 3]);
  it("accepts the customer's own vehicles, once each, with a time", () => {
    expect(
      fleetLineProblems(
        [
          { vehicleId: 1, time: "09:00" },
          { vehicleId: 2, time: "09:00" },
        ],
        own,
      ),
    ).toEqual([]);
  });
  it("refuses a vehicle of another customer, a repeated vehicle and a missing time", () => {
    expect(
      fleetLineProblems(
        [
          { vehicleId: 9, time: "09:00" },
          { vehicleId: 1, time: "09:00" },
          { vehicleId: 1, time: "10:00" },
          { vehicleId: 2, time: "" },
        ],
        own,
      ),
    ).toEqual([
      { vehicleId: 9, message: "Este veículo não pertence à sua frota" },
      { vehicleId: 1, message: "Este veículo foi escolhido mais de uma vez" },
      { vehicleId: 2, message: "Escolha a hora para este veículo" },
    ]);
  });
});

describe("fleet history by plate", () => {
  it("groups per plate, plates sorted, rows without plate last, newest first", () => {
    const rows = [
      { plate: "BB00BB", at: "2026-01-01T10:00:00Z" },
      { plate: null, at: "2026-03-01T10:00:00Z" },
      { plate: "AA00AA", at: "2026-01-01T10:00:00Z" },
      { plate: "AA00AA", at: "2026-02-01T10:00:00Z" },
    ];
    const groups = groupByPlate(rows);
    expect(groups.map(([p]) => p)).toEqual(["AA00AA", "BB00BB", ""]);
    expect(groups[0]![1].map((r) => r.at)).toEqual(["2026-02-01T10:00:00Z", "2026-01-01T10:00:00Z"]);
  });
});
