import { describe, expect, it } from "vitest";
import { workshopKindFor } from "./offers.ts";

describe("services a workshop offers", () => {
  it("maps each vehicle type to the kind of workshop that does it", () => {
    expect(workshopKindFor("moto")).toBe("moto");
    expect(workshopKindFor("camion")).toBe("camion");
    expect(workshopKindFor("patinete")).toBe("patinete");
    expect(workshopKindFor("turismo")).toBe("coche");
    expect(workshopKindFor("4x4")).toBe("coche");
    expect(workshopKindFor(null)).toBe("coche");
  });
});
