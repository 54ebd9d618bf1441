/**
 * Which workshops can do a service (issue 12: "a workshop that does not offer a service is not offered for it").
 * A service needs the workshop's service kind for its vehicle (car services at a car workshop, motorbike services at a
 * moto workshop …) and, for some jobs, one piece of equipment (an AC station for the gas, an ozone generator).
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { ServiceCategory } from "./service-catalogue.schema.ts";
import { workshopKindFor } from "#src/shared/booking/offers.ts";
import type { WorkshopService } from "#src/shared/workshops/services.ts";
import { vehicleKindOfType } from "#src/shared/vehicles/vehicle-kinds.ts";

/** The spec's agricultural vehicle type: no service category of the catalogue. */
/** The vehicle types whose services the catalogue lists (cars, vans and 4x4 under cars; motorbikes; trucks). */
const CATALOGUE_VEHICLE_TYPES = new Set(["turismo", "furgoneta", "4x4", "moto", "camion"]);

/** Workshop equipment that services depend on (names as the workshops list them). */
export const EQUIPMENT_AC_R134A = "Estação de ar condicionado R134a";
export const EQUIPMENT_AC_R1234YF = "Estação de ar condicionado R1234yf";
export const EQUIPMENT_OZONE = "Gerador de ozono";

export type ServiceRequirement = {
  /** The workshop service kind the job needs. */
  serviceKind: WorkshopService;
  /** At least one of these (empty: no equipment needed). */
  equipmentAnyOf: readonly string[];
};

export type WorkshopCapabilities = {
  services: readonly string[];
  equipment: readonly string[];
};

/** The vehicle a service row is for (services.vehicle_type) → the catalogue category; null for other vehicles. */
export function categoryForVehicle(vehicleType: string | null): ServiceCategory | null {
  if (vehicleType !== null && !CATALOGUE_VEHICLE_TYPES.has(vehicleType)) return null;
  const kind = vehicleKindOfType(vehicleType);
  return kind === "scooter" ? null : kind;
}

/** The workshop service kind a service needs, from its vehicle (the booking rule: scooters at a scooter workshop). */
export function serviceKindForVehicle(vehicleType: string | null): WorkshopService {
  return workshopKindFor(vehicleType);
}

/** A service row's requirement. */
export function requirementOf(service: {
  vehicleType: string | null;
  requiredEquipment: readonly string[];
}): ServiceRequirement {
  return { serviceKind: serviceKindForVehicle(service.vehicleType), equipmentAnyOf: service.requiredEquipment };
}

/** What a workshop lacks for one requirement: its service kind, the equipment, or nothing (null). */
export function missingFor(w: WorkshopCapabilities, req: ServiceRequirement): "service" | "equipment" | null {
  if (!w.services.includes(req.serviceKind)) return "service";
  if (req.equipmentAnyOf.length > 0 && !req.equipmentAnyOf.some((e) => w.equipment.includes(e))) return "equipment";
  return null;
}

/** The workshop can do every job (a basket's products, or one service). */
export function workshopCanDo(w: WorkshopCapabilities, reqs: readonly ServiceRequirement[]): boolean {
  return reqs.every((r) => missingFor(w, r) === null);
}

/** What the customer is told when the chosen workshop cannot do something in the basket (a descriptor). */
export const NOT_AVAILABLE_HERE = msg("validation.productNotAvailableHere");
