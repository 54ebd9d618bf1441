/** POST /ar-condicionado/pack: the air-conditioning pack for a plate (rules in ./ac.ts). */
import { z } from "zod";
import { PLATE_FORMAT_MESSAGE } from "../vehicles/plate.schema.ts";
import { requiredMessage } from "../messages.ts";
import { isValidCarPlate } from "../plates.ts";

export const AcPackRequestSchema = z.object({
  matricula: z
    .string({ error: requiredMessage("matrícula") })
    .trim()
    .min(1, requiredMessage("matrícula"))
    .max(15, PLATE_FORMAT_MESSAGE)
    .refine((v) => isValidCarPlate(v), PLATE_FORMAT_MESSAGE),
});
export type AcPackRequest = z.infer<typeof AcPackRequestSchema>;

export const AcPackResponseSchema = z.object({
  /** The plate as people write it ("AA-00-AA"). */
  matricula: z.string(),
  /** The car the registry knows for the plate; null when the plate is not in the registry. */
  vehiculo: z
    .object({
      marca: z.string(),
      modelo: z.string(),
      motor: z.string().nullable(),
      ano_fabric: z.number().int(),
      ano_matric: z.number().int(),
    })
    .nullable(),
  decisao: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("pack"),
      gas: z.enum(["R134A", "R1234YF"]),
      productId: z.enum(["AC_R134A", "AC_R1234YF"]),
      tipo: z.enum(["ac", "ac2"]),
      year: z.number().int(),
      fromRegistration: z.boolean(),
      flagged: z.boolean(),
    }),
    z.object({ kind: z.literal("appointment"), serviceId: z.literal("CITA_AC"), comment: z.string() }),
  ]),
  /** The notice for a flagged (2014–2017) vehicle, else null. */
  aviso: z.string().nullable(),
});
export type AcPackResponse = z.infer<typeof AcPackResponseSchema>;
