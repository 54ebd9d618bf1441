/**
 * Private-area vehicles: added from the registry by plate, or by hand when the plate is not found (spec section 5:
 * plate, brand and model required; kilometres required, numeric and greater than 0; a motorbike's plate only letters,
 * digits and hyphens).
 */
import { z } from "zod";
import { kilometresField, required } from "../fields.ts";
import { msg, requiredMessage } from "../messages.ts";
import { isValidCarPlate, isValidMotoPlate } from "../plates.ts";

export const VEHICLE_TYPES = ["turismo", "furgoneta", "4x4", "moto", "camion", "agricola", "patinete"] as const;

export const CAR_PLATE_MESSAGE = msg("validation.plateCarFormat");
export const MOTO_PLATE_MESSAGE = msg("validation.plateMotoFormat");

/** Which plate rule a vehicle type follows. */
export function isValidVehiclePlate(plate: string, tipo: (typeof VEHICLE_TYPES)[number] | undefined): boolean {
  return tipo === "moto" ? isValidMotoPlate(plate) : isValidCarPlate(plate);
}

/** The plate check of one rule (car or moto) on the raw payload; true when the other rule applies or nothing to judge. */
function plateOk(v: unknown, moto: boolean): boolean {
  if (typeof v !== "object" || v === null) return true;
  const { matriculaNumber: plate, vehicleData } = v as { matriculaNumber?: unknown; vehicleData?: unknown };
  if (typeof plate !== "string" || plate.trim() === "") return true;
  const isMoto =
    typeof vehicleData === "object" && vehicleData !== null && (vehicleData as { tipo?: unknown }).tipo === "moto";
  if (isMoto !== moto) return true;
  return isValidVehiclePlate(plate.trim(), isMoto ? "moto" : undefined);
}

export const AddVehicleSchema = z
  .object({
    idUsuario: z.number().int().positive(),
    matriculaNumber: required("matrícula").pipe(z.string().max(15, msg("validation.plateTooLong"))),
    /** Brand and model are needed only when the registry does not know the plate (the server says so: PLATE_NOT_FOUND). */
    vehicleData: z.object(
      {
        tipo: z.enum(VEHICLE_TYPES, { error: msg("validation.vehicleTypeInvalid") }).optional(),
        marca: z
          .string({ error: requiredMessage("marca") })
          .trim()
          .min(1, requiredMessage("marca"))
          .max(60)
          .optional(),
        modelo: z
          .string({ error: requiredMessage("modelo") })
          .trim()
          .min(1, requiredMessage("modelo"))
          .max(60)
          .optional(),
        motor: z.string().trim().max(60).optional(),
        kms: kilometresField,
        medida: z.string().max(30).optional(),
      },
      { error: requiredMessage("quilómetros") },
    ),
  })
  // Run on the raw input even when other fields failed: judge the plate only when it is text.
  .refine((v: unknown) => plateOk(v, false), {
    path: ["matriculaNumber"],
    message: CAR_PLATE_MESSAGE,
    when: () => true,
  })
  .refine((v: unknown) => plateOk(v, true), {
    path: ["matriculaNumber"],
    message: MOTO_PLATE_MESSAGE,
    when: () => true,
  });
export type AddVehiclePayload = z.infer<typeof AddVehicleSchema>;
