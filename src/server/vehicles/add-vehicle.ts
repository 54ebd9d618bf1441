/**
 * Saving a vehicle in the customer's private area: the registry fills in what it knows about the plate, the customer's
 * own data (make, model, engine, size, km) wins; a plate the registry does not know needs make and model, and a plate
 * already on the account is a conflict. Unexpected failures answer with the spec's SEARCH_FAILED / SAVE_FAILED.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { FastifyBaseLogger } from "fastify";
import { normalizeMotoPlate, parseCarPlate } from "#src/shared/plates.ts";
import { VEHICLE_ERROR_CODES, VEHICLE_MESSAGES } from "#src/shared/vehicles/vehicle-messages.ts";
import type { AddVehiclePayload } from "#src/shared/vehicles/vehicle.schema.ts";
import { failAs } from "../account/failures.ts";
import { type Db, isUniqueViolation } from "../db/client.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import { findVehicleByPlate } from "./registry.queries.ts";
import { insertUserVehicle } from "./user-vehicles.queries.ts";

export async function addVehicle(db: Db, log: FastifyBaseLogger, userId: number, payload: AddVehiclePayload) {
  const manual = payload.vehicleData;
  // The schema checked the plate by the vehicle's type; a motorbike plate that is no car plate is kept as typed.
  const plate = parseCarPlate(payload.matriculaNumber)?.normalized ?? normalizeMotoPlate(payload.matriculaNumber);
  const fromRegistry = await findVehicleByPlate(db, plate).catch(
    failAs(log, VEHICLE_ERROR_CODES.SEARCH_FAILED, VEHICLE_MESSAGES.SEARCH_FAILED),
  );
  if (!fromRegistry && (!manual.marca || !manual.modelo))
    throw new NotFoundError("PLATE_NOT_FOUND", msg("api.vehiclePlateNotFoundGiveModel"));
  const values = {
    userId,
    plate,
    marca: manual.marca ?? fromRegistry!.marca,
    modelo: manual.modelo ?? fromRegistry!.modelo,
    motor: manual.motor ?? fromRegistry?.motor ?? null,
    tipo: fromRegistry?.tipo ?? manual.tipo ?? "turismo",
    kms: manual.kms,
    anoMatric: fromRegistry?.ano_matric ?? null,
    tyreSize: manual.medida ?? fromRegistry?.medidas[0] ?? null,
  };
  return insertUserVehicle(db, values).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new ConflictError("VEHICLE_EXISTS", msg("api.vehicleExists", { plate }));
    // Bad input the database refused is a 400 (errors.ts); anything else keeps the spec's error code.
    return failAs(log, VEHICLE_ERROR_CODES.SAVE_FAILED, VEHICLE_MESSAGES.SAVE_FAILED)(error);
  });
}
