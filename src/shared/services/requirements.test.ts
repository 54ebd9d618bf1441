import { describe, expect, it } from "vitest";
import {
  categoryForVehicle,
  EQUIPMENT_AC_R134A,
  EQUIPMENT_AC_R1234YF,
  EQUIPMENT_OZONE,
  missingFor,
  requirementOf,
  serviceKindForVehicle,
  workshopCanDo,
} from "./requirements.ts";

const carWithYf = { services: ["car", "motorbike"], equipment: [EQUIPMENT_AC_R1234YF, "Equilibradora de rodas"] };
const carOnly = { services: ["car"], equipment: [EQUIPMENT_AC_R134A] };
const motoOnly = { services: ["motorbike"], equipment: [EQUIPMENT_OZONE] };

const ac2 = requirementOf({ vehicleType: "turismo", requiredEquipment: [EQUIPMENT_AC_R1234YF] });
const anyAc = requirementOf({ vehicleType: "turismo", requiredEquipment: [EQUIPMENT_AC_R134A, EQUIPMENT_AC_R1234YF] });
const ozone = requirementOf({ vehicleType: "turismo", requiredEquipment: [EQUIPMENT_OZONE] });
const brakes = requirementOf({ vehicleType: "turismo", requiredEquipment: [] });
const motoBrakes = requirementOf({ vehicleType: "moto", requiredEquipment: [] });

describe("service requirements", () => {
  it("maps a service's vehicle to its category and to the workshop service kind", () => {
    expect(categoryForVehicle("turismo")).toBe("car");
    expect(categoryForVehicle(null)).toBe("car");
    expect(categoryForVehicle("4x4")).toBe("car");
    expect(categoryForVehicle("moto")).toBe("motorbike");
    expect(categoryForVehicle("camion")).toBe("truck");
    expect(categoryForVehicle("patinete")).toBeNull();
    expect(categoryForVehicle("agricola")).toBeNull();
    // A vehicle type the catalogue does not know lists its service nowhere (not under cars).
    expect(categoryForVehicle("hovercraft")).toBeNull();
    expect(serviceKindForVehicle("patinete")).toBe("scooter");
    expect(serviceKindForVehicle("camion")).toBe("truck");
    expect(serviceKindForVehicle("turismo")).toBe("car");
    expect(ac2).toEqual({ serviceKind: "car", equipmentAnyOf: [EQUIPMENT_AC_R1234YF] });
  });

  it("needs the equipment: the R1234yf recharge only where there is an R1234yf station", () => {
    expect(workshopCanDo(carWithYf, [ac2])).toBe(true);
    expect(workshopCanDo(carOnly, [ac2])).toBe(false);
    expect(missingFor(carOnly, ac2)).toBe("equipment");
    expect(missingFor(carWithYf, ac2)).toBeNull();
  });

  it("accepts any one of several pieces of equipment", () => {
    expect(workshopCanDo(carOnly, [anyAc])).toBe(true);
    expect(workshopCanDo(carWithYf, [anyAc])).toBe(true);
    expect(workshopCanDo({ services: ["car"], equipment: [] }, [anyAc])).toBe(false);
  });

  it("needs the workshop's service kind, whatever its equipment", () => {
    expect(missingFor(motoOnly, ozone)).toBe("service");
    expect(workshopCanDo(motoOnly, [motoBrakes])).toBe(true);
    expect(workshopCanDo(carOnly, [motoBrakes])).toBe(false);
    expect(workshopCanDo(carOnly, [brakes])).toBe(true);
  });

  it("a basket's jobs must all be possible; no jobs, any workshop", () => {
    expect(workshopCanDo(carWithYf, [ac2, brakes])).toBe(true);
    expect(workshopCanDo(carWithYf, [ac2, ozone])).toBe(false);
    expect(workshopCanDo({ services: [], equipment: [] }, [])).toBe(true);
  });
});
