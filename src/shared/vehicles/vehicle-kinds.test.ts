import { describe, expect, it } from "vitest";
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_WIRE,
  VEHICLE_KINDS,
  VEHICLE_TYPE_OF_KIND,
  productCategoryOfType,
  productCategoryOfWire,
  vehicleKindOfLink,
  vehicleKindOfType,
} from "./vehicle-kinds.ts";
import { VEHICLE_TYPES } from "./vehicle.schema.ts";

describe("vehicle kinds inside, the spec's words at the edge (decision 021)", () => {
  it("writes the spec's product categoria and reads it back", () => {
    expect(PRODUCT_CATEGORY_WIRE).toEqual({ car: "coche", motorbike: "moto" });
    for (const c of PRODUCT_CATEGORIES) expect(productCategoryOfWire(PRODUCT_CATEGORY_WIRE[c])).toBe(c);
    expect(productCategoryOfWire("car")).toBeUndefined();
    expect(productCategoryOfWire("mota")).toBeUndefined();
    expect(productCategoryOfWire(undefined)).toBeUndefined();
  });

  it("reads every spec vehicle type into a kind and writes each kind as a spec vehicle type", () => {
    expect(VEHICLE_TYPES.map((t) => vehicleKindOfType(t))).toEqual([
      "car", // turismo
      "car", // furgoneta
      "car", // 4x4
      "motorbike",
      "truck",
      "car", // agricola
      "scooter",
    ]);
    expect(vehicleKindOfType(null)).toBe("car");
    for (const k of VEHICLE_KINDS) {
      expect(VEHICLE_TYPES).toContain(VEHICLE_TYPE_OF_KIND[k]);
      expect(vehicleKindOfType(VEHICLE_TYPE_OF_KIND[k])).toBe(k);
    }
  });

  it("sells motorbike products for motorbikes only", () => {
    expect(productCategoryOfType("moto")).toBe("motorbike");
    expect(productCategoryOfType("turismo")).toBe("car");
    expect(productCategoryOfType("furgoneta")).toBe("car");
    expect(productCategoryOfType(null)).toBe("car");
  });

  it("reads a link's ?tipo= in English and, from old links, in the words used before", () => {
    for (const kind of VEHICLE_KINDS) expect(vehicleKindOfLink(kind)).toBe(kind);
    expect(vehicleKindOfLink("moto")).toBe("motorbike");
    expect(vehicleKindOfLink("coche")).toBe("car");
    expect(vehicleKindOfLink("camion")).toBe("truck");
    expect(vehicleKindOfLink("patinete")).toBe("scooter");
    for (const other of ["", null, undefined, "toString", "turismo", "MOTO"])
      expect(vehicleKindOfLink(other)).toBe(undefined);
  });
});
