/**
 * Which workshops can do a service: a service for a kind of vehicle (motorbike, truck, scooter) needs a workshop
 * that works on that kind; car services (turismo, 4x4, or no kind) need a car workshop.
 */
import { type VehicleKind, vehicleKindOfType } from "#src/shared/vehicles/vehicle-kinds.ts";

/** The workshop service kind a service row's spec vehicle type needs. */
export function workshopKindFor(vehicleType: string | null): VehicleKind {
  return vehicleKindOfType(vehicleType);
}

/** The longest a basket or booking may hold a bay: a working day's worth, so a hold cannot empty a calendar. */
export const MAX_HOLD_MINUTES = 240;
/** Live basket holds one client (address) may have at once. */
export const MAX_LIVE_HOLDS_PER_CLIENT = 4;
