/** Plate lookups (spec section 7, "Vehicle registry by plate"). */
import { z } from "zod";
import { msg, requiredMessage } from "../messages.ts";
import { isValidCarPlate } from "../plates.ts";

export const PLATE_FORMAT_MESSAGE = msg("validation.plateFormatExamples");

const plate = z
  .string({ error: requiredMessage("matrícula") })
  .trim()
  .min(1, requiredMessage("matrícula"))
  .refine((v) => isValidCarPlate(v), PLATE_FORMAT_MESSAGE);

export const MatriculaSchema = z.object({ matriculaNumber: plate });
export const NeumaticoPorMatriculaSchema = z.object({ matricula: plate });
export const MatriculaSpecsSchema = z.object({
  marca: z.string().trim().min(1, requiredMessage("marca")),
  modelo: z.string().trim().min(1, requiredMessage("modelo")),
  motor: z.string().trim().min(1, requiredMessage("motor")),
  matriculaNumber: plate.optional(),
  idUser: z.number().int().positive().optional(),
});
