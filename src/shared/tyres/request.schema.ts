/** POST /neumatico-solicitado and /neumatico-solicitado-moto: ask to be told when a tyre is back in stock. */
import { z } from "zod";
import { emailField } from "../fields.ts";
import { msg } from "../messages.ts";

export const TyreRequestSchema = z.object({
  email: emailField,
  marca: z.string().max(60),
  modelo: z.string().max(80),
  modelID: z.union([z.string(), z.number()]).optional(),
  productID: z.string().regex(/^\d{4,10}$/, msg("validation.productInvalid")),
  tyreSpecs: z.string().max(60).optional(),
  device: z.string().max(20).optional(),
  precio: z.number().optional(),
  idioma: z.string().max(5).default("pt"),
  cantidad: z.coerce
    .number({ error: msg("validation.quantityRequired") })
    .int(msg("validation.quantityRequired"))
    .min(1, msg("validation.quantityMinIs1"))
    .max(8, msg("validation.quantityMaxIs8")),
});
export type TyreRequest = z.infer<typeof TyreRequestSchema>;
