/**
 * The registry's manual selection by POST, the vehicle of a model and engine, and adding a vehicle from the registry
 * web service (spec section 7, "Vehicle registry by plate").
 */
import { z } from "zod";
import { type FieldLabel, msg, requiredMessage, tooLongMessage } from "../messages.ts";
import { AddVehicleSchema } from "./vehicle.schema.ts";

const text = (label: FieldLabel) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(60, tooLongMessage(label));

/** POST /matricula/modelos {marca}. */
export const ModelosBodySchema = z.object({ marca: text("marca") });

/** POST /matricula/motores {modelo} (spec), with the brand when the caller knows it (a model name can repeat). */
export const MotoresBodySchema = z.object({ modelo: text("modelo"), marca: text("marca").optional() });

/** GET /matricula/modelo/{modelo}/motor/{motor}[?marca=]. */
export const ModeloMotorParamsSchema = z.object({ modelo: text("modelo"), motor: text("motor") });
export const ModeloMotorQuerySchema = z.object({ marca: text("marca").optional() });

export const IMAGE_URL_MESSAGE = msg("validation.imageUrl");
export const MAX_VEHICLE_IMAGES = 10;

/** Photos of the vehicle from the registry web service: https addresses only, at most 10. */
export const VehicleImagesSchema = z
  .array(
    z
      .string({ error: IMAGE_URL_MESSAGE })
      .trim()
      .max(500, IMAGE_URL_MESSAGE)
      .pipe(z.url({ protocol: /^https$/, error: IMAGE_URL_MESSAGE })),
    { error: msg("validation.imagesList") },
  )
  .max(MAX_VEHICLE_IMAGES, msg("validation.imagesMax", { max: String(MAX_VEHICLE_IMAGES) }))
  .optional()
  .default([]);

/** POST /matricula/add-vehicle-ws: add-vehicle-db's payload plus the optional images. */
export const AddVehicleWsSchema = z.object({ images: VehicleImagesSchema }).and(AddVehicleSchema);
export type AddVehicleWsPayload = z.infer<typeof AddVehicleWsSchema>;
