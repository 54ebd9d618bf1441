/**
 * What the private area's vehicle endpoints answer (response schemas beside vehicle.schema.ts's request schemas),
 * declared on their routes (docs/decisions/020-api-contract.md). The answer is what the private area and the oil
 * assistant read, and its kind: the account id, the registration year and the creation time stay on the server.
 */
import { z } from "zod";

/** A vehicle saved in the private area. */
export const SavedVehicleAnswer = z.object({
  id: z.number().int(),
  /** Normalised plate (car plates with hyphens, motorbike plates as typed, upper case). */
  plate: z.string(),
  marca: z.string(),
  modelo: z.string(),
  motor: z.string().nullable(),
  /** The vehicle's kind as stored (a car unless the registry or the customer said motorbike). */
  tipo: z.string(),
  kms: z.number().int().nullable(),
  /** The tyre size the customer gave, else the registry's first one for the model. */
  tyreSize: z.string().nullable(),
});

/** GET /vehicles/{userId}: the caller's vehicles, oldest first. */
export const SavedVehiclesAnswer = z.array(SavedVehicleAnswer);

/** DELETE /vehicles/{userId}/{plate}. */
export const VehicleDeletedAnswer = z.object({ deleted: z.literal(true) });
