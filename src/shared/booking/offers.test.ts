import { describe, expect, it } from "vitest";
import { servicesNotOffered, workshopKindFor } from "./offers.ts";

describe("services a workshop offers", () => {
  it("maps each vehicle type to the kind of workshop that does it", () => {
    expect(workshopKindFor("moto")).toBe("moto");
    expect(workshopKindFor("camion")).toBe("camion");
    expect(workshopKindFor("patinete")).toBe("patinete");
    expect(workshopKindFor("turismo")).toBe("coche");
    expect(workshopKindFor("4x4")).toBe("coche");
    expect(workshopKindFor(null)).toBe("coche");
  });

  it("lists truck and motorbike services at a car-only workshop, nothing at one that does everything", () => {
    const services = [
      { id: "CITA_CAMIAO", vehicleType: "camion" },
      { id: "CITA_MOTA_PNEUS", vehicleType: "moto" },
      { id: "CITA_PNEUS", vehicleType: "turismo" },
    ];
    expect(servicesNotOffered(["coche"], services).map((s) => s.id)).toEqual(["CITA_CAMIAO", "CITA_MOTA_PNEUS"]);
    expect(servicesNotOffered(["coche", "moto", "camion"], services)).toEqual([]);
  });
});
