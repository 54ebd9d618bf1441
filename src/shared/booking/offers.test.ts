import { describe, expect, it } from "vitest";
import { workshopKindFor } from "./offers.ts";

describe("services a workshop offers", () => {
  it("maps each vehicle type to the kind of workshop that does it", () => {
    expect(workshopKindFor("moto")).toBe("motorbike");
    expect(workshopKindFor("camion")).toBe("truck");
    expect(workshopKindFor("patinete")).toBe("scooter");
    expect(workshopKindFor("turismo")).toBe("car");
    expect(workshopKindFor("4x4")).toBe("car");
    expect(workshopKindFor(null)).toBe("car");
  });
});
