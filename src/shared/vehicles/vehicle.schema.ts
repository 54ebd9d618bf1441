/** Private-area vehicles: added from the registry by plate, or by hand when the plate is not found. */
import { z } from "zod";
import { carPlateField, kilometresField } from "../fields.ts";

export const AddVehicleSchema = z.object({
  idUsuario: z.number().int().positive(),
  matriculaNumber: carPlateField,
  vehicleData: z
    .object({
      marca: z.string({ error: "O campo marca é obrigatório" }).trim().min(1, "O campo marca é obrigatório"),
      modelo: z.string({ error: "O campo modelo é obrigatório" }).trim().min(1, "O campo modelo é obrigatório"),
      motor: z.string().trim().max(60).optional(),
      kms: kilometresField.optional(),
      medida: z.string().max(30).optional(),
    })
    .optional(),
});
