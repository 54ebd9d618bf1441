/** Plate lookups (spec section 7, "Vehicle registry by plate"). */
import { z } from "zod";
import { isValidCarPlate } from "../plates.ts";

export const PLATE_FORMAT_MESSAGE = "A matrícula não tem um formato válido (ex.: AA-00-AA, 00-AA-00 ou 00-00-AA)";

const plate = z
  .string({ error: "O campo matrícula é obrigatório" })
  .trim()
  .min(1, "O campo matrícula é obrigatório")
  .refine((v) => isValidCarPlate(v), PLATE_FORMAT_MESSAGE);

export const MatriculaSchema = z.object({ matriculaNumber: plate });
export const NeumaticoPorMatriculaSchema = z.object({ matricula: plate });
export const MatriculaSpecsSchema = z.object({
  marca: z.string().trim().min(1, "O campo marca é obrigatório"),
  modelo: z.string().trim().min(1, "O campo modelo é obrigatório"),
  motor: z.string().trim().min(1, "O campo motor é obrigatório"),
  matriculaNumber: plate.optional(),
  idUser: z.number().int().positive().optional(),
});
