import { describe, expect, it } from "vitest";
import { isValidMotoPlate, normalizeMotoPlate } from "./plates.ts";
import { AddVehicleSchema, MOTO_PLATE_MESSAGE } from "./vehicles/vehicle.schema.ts";

describe("motorbike plates (letters, digits and hyphens)", () => {
  it.each(["12-AB-34", "AA-00-AA", "C-1234-BCD", "C1234BCD", "1-LSB-12-34", "ab-12-cd", "1234BCD", "12ab34"])(
    "accepts %s",
    (plate) => {
      expect(isValidMotoPlate(plate)).toBe(true);
    },
  );

  it.each([
    ["12 AB 34", "spaces"],
    ["AB_12", "underscore"],
    ["12.AB.34", "dots"],
    ["12/AB/34", "slash"],
    ["MÓT-123", "accented letter"],
    ["ABCD", "no digit"],
    ["A1", "too short"],
    ["AB-12-CD-34-EF", "too long"],
    ["-AB-12", "leading hyphen"],
    ["AB-12-", "trailing hyphen"],
    ["AB--12", "two hyphens together"],
    ["", "empty"],
  ])("refuses %s (%s)", (plate) => {
    expect(isValidMotoPlate(plate)).toBe(false);
  });

  it("normalises to upper case", () => {
    expect(normalizeMotoPlate(" c-1234-bcd ")).toBe("C-1234-BCD");
  });

  it("a vehicle of type moto takes a moto plate that is no car plate; a car does not", () => {
    const moto = {
      idUsuario: 1,
      matriculaNumber: "C-1234-BCD",
      vehicleData: { tipo: "moto", marca: "Honda", modelo: "PCX", kms: 1200 },
    };
    expect(AddVehicleSchema.safeParse(moto).success).toBe(true);
    expect(AddVehicleSchema.safeParse({ ...moto, vehicleData: { ...moto.vehicleData, tipo: "turismo" } }).success).toBe(
      false,
    );
    const bad = AddVehicleSchema.safeParse({ ...moto, matriculaNumber: "C 1234 BCD!" });
    expect(bad.error?.issues.find((i) => i.path.join(".") === "matriculaNumber")?.message).toBe(MOTO_PLATE_MESSAGE);
  });
});
