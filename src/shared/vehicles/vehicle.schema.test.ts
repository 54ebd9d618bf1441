import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { AddVehicleSchema, CAR_PLATE_MESSAGE } from "./vehicle.schema.ts";

const errors = (v: object) =>
  Object.fromEntries(
    (AddVehicleSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join("."), resolve("pt", i.message)]),
  );

describe("a private-area vehicle needs its kilometres (spec section 5)", () => {
  it("accepts a plate the registry knows with its kilometres, and one by hand with brand and model", () => {
    expect(
      AddVehicleSchema.parse({ idUsuario: 1, matriculaNumber: "AA-00-AA", vehicleData: { kms: "120 000" } }).vehicleData
        .kms,
    ).toBe(120_000);
    expect(
      AddVehicleSchema.safeParse({
        idUsuario: 1,
        matriculaNumber: "ZZ-98-ZZ",
        vehicleData: { marca: "Fiat", modelo: "Panda", kms: 85_000 },
      }).success,
    ).toBe(true);
  });

  it("kilometres are required, numeric and greater than 0", () => {
    expect(errors({ idUsuario: 1, matriculaNumber: "AA-00-AA" })).toEqual({
      vehicleData: "O campo quilómetros é obrigatório",
    });
    expect(errors({ idUsuario: 1, matriculaNumber: "AA-00-AA", vehicleData: {} })).toEqual({
      "vehicleData.kms": "O campo quilómetros é obrigatório",
    });
    expect(errors({ idUsuario: 1, matriculaNumber: "AA-00-AA", vehicleData: { kms: "" } })).toEqual({
      "vehicleData.kms": "O campo quilómetros é obrigatório",
    });
    expect(errors({ idUsuario: 1, matriculaNumber: "AA-00-AA", vehicleData: { kms: 0 } })).toEqual({
      "vehicleData.kms": "Os quilómetros têm de ser superiores a 0",
    });
    expect(
      errors({ idUsuario: 1, matriculaNumber: "AA-00-AA", vehicleData: { kms: -5 } })["vehicleData.kms"],
    ).toBeDefined();
    expect(
      errors({ idUsuario: 1, matriculaNumber: "AA-00-AA", vehicleData: { kms: "muitos" } })["vehicleData.kms"],
    ).toBe("O campo quilómetros tem um formato incorreto");
  });

  it("the plate must match the format, and brand and model are not empty when given", () => {
    expect(errors({ idUsuario: 1, matriculaNumber: "1234", vehicleData: { kms: 10 } })).toEqual({
      matriculaNumber: resolve("pt", CAR_PLATE_MESSAGE),
    });
    expect(errors({ idUsuario: 1, matriculaNumber: "", vehicleData: { kms: 10 } })).toEqual({
      matriculaNumber: "O campo matrícula é obrigatório",
    });
    expect(
      errors({ idUsuario: 1, matriculaNumber: "ZZ-98-ZZ", vehicleData: { marca: " ", modelo: "Panda", kms: 10 } }),
    ).toEqual({ "vehicleData.marca": "O campo marca é obrigatório" });
  });
});
