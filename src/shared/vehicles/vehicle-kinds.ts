/**
 * The kinds of vehicle a workshop works on and a booking or a product is for, English inside (decision 021), and the
 * one place where the spec's own words for them are mapped:
 * - the spec's vehicle types (section 3 "Vehicle": turismo, furgoneta, 4x4, moto, camion, agricola, patinete), stored
 *   on vehicles and on service rows (`services.vehicle_type`), are read into a kind with `vehicleKindOfType` and
 *   written back with `VEHICLE_TYPE_OF_KIND`;
 * - the product `categoria` of the basket API (section 3 "Product": coche or moto) is written by `toDto` with
 *   `PRODUCT_CATEGORY_WIRE` and read with `productCategoryOfWire`.
 */
import { workshopServiceOfLink } from "#src/shared/workshops/services.ts";

/** What a booking is for, and the vehicle kinds among the workshop service kinds. */
export const VEHICLE_KINDS = ["car", "motorbike", "truck", "scooter"] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** The vehicle kinds a product (tyre, battery, pack …) is sold for. */
export const PRODUCT_CATEGORIES = ["car", "motorbike"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The spec's product `categoria` value of each category (the basket API's field). */
export const PRODUCT_CATEGORY_WIRE = { car: "coche", motorbike: "moto" } as const satisfies Record<
  ProductCategory,
  string
>;
export type ProductCategoryWire = (typeof PRODUCT_CATEGORY_WIRE)[ProductCategory];

/** The category a `categoria` value of the API names (undefined: none). */
export function productCategoryOfWire(value: string | undefined): ProductCategory | undefined {
  return PRODUCT_CATEGORIES.find((c) => PRODUCT_CATEGORY_WIRE[c] === value);
}

/** The spec's vehicle type that stands for each kind (a booking's services are those rows' `vehicle_type`). */
export const VEHICLE_TYPE_OF_KIND = {
  car: "turismo",
  motorbike: "moto",
  truck: "camion",
  scooter: "patinete",
} as const satisfies Record<VehicleKind, string>;

/** The kind of a spec vehicle type: motorbikes, trucks and scooters are their own; every other type (or none) a car. */
export function vehicleKindOfType(vehicleType: string | null | undefined): VehicleKind {
  const kind = VEHICLE_KINDS.find((k) => VEHICLE_TYPE_OF_KIND[k] === vehicleType);
  return kind ?? "car";
}

/** The product category of a spec vehicle type: a motorbike's, or a car's for every other. */
export function productCategoryOfType(vehicleType: string | null | undefined): ProductCategory {
  return vehicleType === VEHICLE_TYPE_OF_KIND.motorbike ? "motorbike" : "car";
}

/**
 * The kind a link's `?tipo=` names: an English kind, or a word links carried before the kinds were English (coche,
 * moto, camion, patinete), read with the workshop services' one table of old link words; undefined for anything else.
 */
export function vehicleKindOfLink(word: string | null | undefined): VehicleKind | undefined {
  const service = workshopServiceOfLink(word);
  return VEHICLE_KINDS.find((k) => k === service);
}
