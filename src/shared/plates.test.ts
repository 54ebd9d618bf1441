import { describe, expect, it } from "vitest";
import { UserDataSchema } from "./booking/appointment.schema.ts";
import { displayPlate, isValidCarPlate, isValidMotoPlate, normalizeMotoPlate } from "./plates.ts";
import { AddVehicleSchema, MOTO_PLATE_MESSAGE } from "./vehicles/vehicle.schema.ts";

describe("motorbike plates (letters, digits and hyphens)", () => {
  it.each([
    "AB-12-C",
    "ab-12-c",
    "AB12C",
    "12-AB-34",
    "AA-00-AA",
    "C-1234-BCD",
    "C1234BCD",
    "1-LSB-12-34",
    "ab-12-cd",
    "1234BCD",
    "12ab34",
  ])("accepts %s", (plate) => {
    expect(isValidMotoPlate(plate)).toBe(true);
  });

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

  it("AB-12-C is a motorbike plate but not a car plate: car plates stay strict", () => {
    expect(isValidMotoPlate("AB-12-C")).toBe(true);
    expect(isValidCarPlate("AB-12-C")).toBe(false);
    for (const plate of ["AB-12-C", "A-12-BC", "ABC-123", "12-AB-3"]) expect(isValidCarPlate(plate)).toBe(false);
    for (const plate of ["AB-12-CD", "12-AB-34", "12-34-AB", "AB-12-34", "1234BCD", "M-1234-AB"])
      expect(isValidCarPlate(plate)).toBe(true);
  });

  it("an appointment for a motorbike takes AB-12-C; one for a car refuses it", () => {
    const data = { nombre: "Rui Costa", email: "rui@example.pt", telefono: "912345678", matricula: "AB-12-C" };
    expect(UserDataSchema.safeParse({ ...data, vehiculo: "motorbike" }).success).toBe(true);
    const car = UserDataSchema.safeParse({ ...data, vehiculo: "car" });
    expect(car.error?.issues.map((i) => i.path.join("."))).toEqual(["matricula"]);
  });

  it("a vehicle of type moto may be saved with AB-12-C", () => {
    const moto = {
      idUsuario: 1,
      matriculaNumber: "AB-12-C",
      vehicleData: { tipo: "moto", marca: "Yamaha", modelo: "MT-07", kms: 300 },
    };
    expect(AddVehicleSchema.safeParse(moto).success).toBe(true);
  });

  it("writes a plate one way wherever it is shown, whatever the customer typed", () => {
    for (const typed of ["1234-BCD", "1234 bcd", "1234bcd", "1234BCD"]) expect(displayPlate(typed)).toBe("1234BCD");
    expect(displayPlate("ab12cd")).toBe("AB-12-CD");
    expect(displayPlate("m 1234 ab")).toBe("M-1234-AB");
    expect(displayPlate(" ab-12-c ")).toBe("AB-12-C");
  });
});
