/**
 * Moto revision API contract (spec section 7, "Moto"): POST /moto/revision/datos, GET /moto/revision/{id} (the
 * brand/model data screen) and POST /moto/revision/lead. Used by src/server/moto-revision and src/web/moto-revision.
 */
import { z } from "zod";
import { msg, requiredMessage } from "../messages.ts";
import { isValidMotoPlate } from "../plates.ts";
import { isValidCilindrada, MAX_CILINDRADA, MIN_CILINDRADA } from "./band.ts";

export const CILINDRADA_MESSAGE = msg("validation.displacementRange", {
  min: String(MIN_CILINDRADA),
  max: String(MAX_CILINDRADA),
});

export const cilindradaField = z
  .union([z.string(), z.number()], { error: requiredMessage("cilindrada") })
  .transform((v, ctx) => {
    const text = String(v).trim();
    if (text === "") {
      ctx.addIssue({ code: "custom", message: requiredMessage("cilindrada") });
      return z.NEVER;
    }
    const n = /^\d{1,5}$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
    if (!isValidCilindrada(n)) {
      ctx.addIssue({ code: "custom", message: CILINDRADA_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

/** One message per problem: empty, or not a moto plate (letters, digits and hyphens; spec section 5). */
export const motoRevisionPlateField = z
  .string({ error: requiredMessage("matrícula") })
  .trim()
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: requiredMessage("matrícula") });
    else if (!isValidMotoPlate(v)) ctx.addIssue({ code: "custom", message: msg("validation.plateMotoFormatExample") });
  })
  .transform((v) => v.toUpperCase());

export const MotoRevisionDataSchema = z.object({
  matricula: motoRevisionPlateField,
  cilindrada: cilindradaField,
});
export type MotoRevisionData = z.infer<typeof MotoRevisionDataSchema>;

const leadId = z.coerce
  .number({ error: msg("validation.revisionRequestInvalid") })
  .int(msg("validation.revisionRequestInvalid"))
  .positive(msg("validation.revisionRequestInvalid"))
  .max(2_147_483_647, msg("validation.revisionRequestInvalid"));

export const MotoRevisionLeadSchema = z.object({
  id_registro_lead_revision_moto: leadId,
  /** The brand as the brand list names it (GET /moto/marca/{cilindrada}). */
  id_site_marca_moto: z
    .string({ error: msg("validation.brandChoose") })
    .trim()
    .min(1, msg("validation.brandChoose"))
    .max(40, msg("validation.brandUnknown")),
  /** A moto_models id (GET /moto/revision/{id}?marca=). */
  id_moto: z.coerce
    .number({ error: msg("validation.modelChoose") })
    .int(msg("validation.modelChoose"))
    .positive(msg("validation.modelChoose"))
    .max(2_147_483_647, msg("validation.modelUnknown")),
});
export type MotoRevisionLead = z.infer<typeof MotoRevisionLeadSchema>;

export const MotoRevisionIdParamsSchema = z.object({ id: leadId });
export const MotoRevisionStateQuerySchema = z.object({ marca: z.string().trim().max(40).optional() });

/** The revision product for the band. */
export const MotoRevisionProductSchema = z.object({
  idNavision: z.string(),
  tipo_producto: z.literal("revision_moto"),
  nombre: z.string(),
  /** VAT included, cents. */
  precio: z.number().int().nonnegative(),
  /** Minutes at the workshop. */
  duracion: z.number().int().nonnegative(),
  incluye: z.array(z.string()),
  banda: z.enum(["ate125", "ate500", "mais500", "eletrica"]),
});
export type MotoRevisionProduct = z.infer<typeof MotoRevisionProductSchema>;

/** POST /moto/revision/datos: the spec's "Moto revision" (idNavision, idLead, precio, matricula, cilindrada). */
export const MotoRevisionDataResponseSchema = z.object({
  id_registro_lead_revision_moto: z.number().int().positive(),
  idLead: z.number().int().positive(),
  idNavision: z.string(),
  precio: z.number().int().nonnegative(),
  matricula: z.string(),
  cilindrada: z.number().int().nonnegative(),
  producto: MotoRevisionProductSchema,
});
export type MotoRevisionDataResponse = z.infer<typeof MotoRevisionDataResponseSchema>;

const MotoSchema = z.object({ id: z.number().int(), marca: z.string(), modelo: z.string(), cilindrada: z.number() });

/** GET /moto/revision/{id}[?marca=]: the request, the brands for its band and, with a brand, that brand's models. */
export const MotoRevisionStateSchema = z.object({
  id_registro_lead_revision_moto: z.number().int().positive(),
  matricula: z.string(),
  cilindrada: z.number().int().nonnegative(),
  producto: MotoRevisionProductSchema,
  marcas: z.array(z.string()),
  marca: z.string().nullable(),
  modelos: z.array(MotoSchema.extend({ desde: z.number().int(), hasta: z.number().int() })),
  /** The motorbike chosen with POST /moto/revision/lead; null until then. */
  moto: MotoSchema.nullable(),
});
export type MotoRevisionState = z.infer<typeof MotoRevisionStateSchema>;

/** POST /moto/revision/lead: the completed request and the product to add to the basket. */
export const MotoRevisionLeadResponseSchema = z.object({
  id_registro_lead_revision_moto: z.number().int().positive(),
  matricula: z.string(),
  cilindrada: z.number().int().nonnegative(),
  moto: MotoSchema,
  producto: MotoRevisionProductSchema,
});
export type MotoRevisionLeadResponse = z.infer<typeof MotoRevisionLeadResponseSchema>;
