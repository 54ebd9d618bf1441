/**
 * The motorbike tyre API's payloads: request schemas (validated by the server) and response schemas (parsed by the
 * selector's pages instead of trusting a cast).
 */
import { z } from "zod";
import { formatMessage, msg } from "../messages.ts";
import { userAgentField } from "../user-agent.ts";
import { APPLICATIONS } from "./moto.ts";

export const MotoSearchSchema = z.object({
  medidas: z.object({
    ancho: z.coerce
      .number({ error: msg("validation.widthChoose") })
      .int()
      .min(60, msg("validation.widthInvalid"))
      .max(360, msg("validation.widthInvalid")),
    alto: z.coerce.number().int().min(30).max(120).optional(),
    llanta: z.coerce
      .number({ error: msg("validation.rimChoose") })
      .int()
      .min(8, msg("validation.rimInvalid"))
      .max(24, msg("validation.rimInvalid")),
    /** Load index and speed code, optional refinements of the size. */
    ic: z.coerce.number().int().min(20).max(120).optional(),
    cv: z
      .string()
      .regex(/^[A-Z]{1,2}$/, msg("validation.speedCodeInvalid"))
      .optional(),
  }),
  posicion: z.enum(["delantera", "trasera"]).optional(),
  filtros: z
    .object({
      marcas: z.array(z.number().int()).optional(),
      tipos: z.array(z.string().max(20)).optional(),
      gamas: z.array(z.enum(["PREMIUM", "QUALITY", "BUDGET"])).optional(),
    })
    .default({}),
  pagination: z
    .object({ pageSize: z.number().int().min(1).max(50).default(10), page: z.number().int().min(0).default(0) })
    .default({ pageSize: 10, page: 0 }),
});
export type MotoSearch = z.infer<typeof MotoSearchSchema>;

export const MotoModelQuerySchema = z.object({
  marca: z.string().max(40),
  cilindrada: z.coerce.number().int().min(0).max(10_000, msg("validation.displacementInvalid")),
  modelo: z.string().max(60),
  fabricacion: z.coerce.number().int().min(1900).max(2100).optional(),
  aplicacion: z.enum(APPLICATIONS, { error: msg("validation.motoApplicationChoose") }),
});

export const RegisterBrandSchema = z.object({
  marca: z.string().trim().min(2, msg("validation.motoBrandRequired")).max(60),
  ancho: z.coerce.number().int().optional(),
  alto: z.coerce.number().int().optional(),
  llanta: z.coerce.number().int().optional(),
  email: z.email(formatMessage("e-mail")),
  phone: z.string().max(20).optional(),
  zipcode: z.string().max(10).optional(),
  origen: z.string().max(40).optional(),
  device: z.string().max(20).optional(),
  /** The browser's user agent, stored with the lead (attribution), cut to 400 characters. */
  useragent: userAgentField,
});

/** GET /tyres-with-values-moto and GET /modelos/moto/values: the options of the next choice. */
export const MotoOptionsResponse = z.object({ measure: z.string().nullable(), options: z.array(z.string()) });

const SizeResponse = z.object({ ancho: z.number(), alto: z.number(), llanta: z.number() });
/** GET /tyres-default-values-moto: the size the motorbike selector starts on. */
export const MotoDefaultSizeResponse = SizeResponse;
/** GET /modelos/moto/default: the model the by-model cascade starts on. */
export const MotoDefaultModelResponse = z.object({ marca: z.string(), cilindrada: z.number(), modelo: z.string() });
/** GET /moto/marca/:cilindrada: the brands with a model of that displacement. */
export const MotoBrandsResponse = z.array(z.string());
/** GET /moto/modelo/:marca/:cilindrada: a brand's models of that displacement, their years and original sizes. */
export const MotoModelsResponse = z.array(
  z.object({ modelo: z.string(), desde: z.number(), hasta: z.number(), delantera: z.string(), trasera: z.string() }),
);
/** POST /modelos/moto/getMedidasTyre: a model's sizes per position; `error` when one cannot be searched. */
export const MotoModelSizesResponse = z.object({
  delantera: SizeResponse.nullable().optional(),
  trasera: SizeResponse.nullable().optional(),
  error: z.boolean(),
});
export type MotoSize = z.infer<typeof SizeResponse>;

export const MotoTyreResponse = z.object({
  id: z.string(),
  marca: z.string(),
  modelo: z.string(),
  gama: z.enum(["PREMIUM", "QUALITY", "BUDGET"]),
  tipo: z.string(),
  posicion: z.string(),
  ancho: z.number(),
  alto: z.number(),
  llanta: z.number(),
  ic: z.number(),
  cv: z.string(),
  tubeless: z.boolean(),
  precio: z.number(),
  stock: z.number(),
  oferta: z
    .object({
      id: z.number(),
      pct: z.number(),
      minCantidad: z.number().nullable(),
      titulo: z.string(),
      /** The title on the Spanish site (see TyreOfferResponse). */
      tituloEs: z.string().optional(),
    })
    .nullable()
    .optional(),
});
export type MotoTyre = z.infer<typeof MotoTyreResponse>;

/** POST /neumaticos-moto/selector. */
export const MotoResultsResponse = z.object({
  total: z.number(),
  pages: z.number(),
  tipos: z.array(z.string()),
  montaje: z.number(),
  neumaticos: z.array(MotoTyreResponse),
});
export type MotoResults = z.infer<typeof MotoResultsResponse>;

/** POST /camaras-moto/selector. */
export const InnerTubesResponse = z.object({
  camaras: z.array(
    z.object({
      id: z.string(),
      tipo: z.string(),
      marca: z.string(),
      medidas: z.string(),
      valvula: z.string(),
      precio: z.number(),
      stock: z.number(),
    }),
  ),
});
export type InnerTube = z.infer<typeof InnerTubesResponse>["camaras"][number];

/** POST /neumaticos-moto/register-marca. */
export const RegisterBrandResponse = z.object({ message: z.string() });
