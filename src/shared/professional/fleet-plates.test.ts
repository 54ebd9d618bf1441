import { describe, expect, it } from "vitest";
import { compactPlate } from "#src/shared/plates.ts";
import { plateNames, shownPlate } from "./fleet-plates.ts";

describe("fleet history plates", () => {
  it("shows a fleet vehicle's plate as the customer saved it", () => {
    const names = plateNames([{ matricula: "AA-00-BB" }, { matricula: "1234 bcd" }, { matricula: "1234·BCF" }]);
    expect(shownPlate("AA00BB", names)).toBe("AA-00-BB");
    expect(shownPlate("1234BCD", names)).toBe("1234 bcd");
    expect(shownPlate("1234BCF", names)).toBe("1234·BCF");
  });

  it("keys the fleet's plates exactly as the server keys the history (compactPlate), whatever the spelling", () => {
    // A character compactPlate keeps ("/"): the history's key keeps it too, so the saved spelling is still found.
    for (const saved of ["aa-00 bb", "AA.00.BB", "aa/00/bb", "Ab_12_Cd"])
      expect(shownPlate(compactPlate(saved), plateNames([{ matricula: saved }])), saved).toBe(saved);
  });

  it("shows the history's own plate for a vehicle no longer in the fleet", () => {
    expect(shownPlate("ZZ99ZZ", plateNames([{ matricula: "AA-00-BB" }]))).toBe("ZZ99ZZ");
  });
});
