/** POST /neumaticos/selector and /neumaticos/selector/total (spec section 3, "Tyre search query"). */
import { z } from "zod";
import { type FieldLabel, formatMessage } from "../messages.ts";
import { isSpeedRating, LOAD_INDEX_MAX, LOAD_INDEX_MIN, normaliseSpeedRating } from "./load-speed.ts";

export { SORTS, type SortKey, sortToOrder } from "./sort.ts";

const measure = (label: FieldLabel, min: number, max: number) =>
  z.coerce
    .number({ error: formatMessage(label) })
    .int(formatMessage(label))
    .min(min, formatMessage(label))
    .max(max, formatMessage(label));

export const TyreFiltersSchema = z.object({
  ancho: measure("largura", 100, 400),
  serie: measure("perfil", 20, 95),
  llanta: measure("jante", 10, 24),
  /** Minimum load index: tyres whose load index is at least this (a vehicle's "91" takes 91, 94 XL …). */
  ic: measure("índice de carga", LOAD_INDEX_MIN, LOAD_INDEX_MAX).optional(),
  /** Minimum speed rating: tyres rated at least this (a vehicle's "V" takes V, W, Y …; see load-speed.ts). */
  cv: z
    .string()
    .max(4, formatMessage("código de velocidade"))
    .refine(isSpeedRating, formatMessage("código de velocidade"))
    .transform((v) => normaliseSpeedRating(v) as string)
    .optional(),
  runflat: z.boolean().optional(),
  verano: z.boolean().optional(),
  invierno: z.boolean().optional(),
  allseason: z.boolean().optional(),
  idsmarca: z.array(z.number().int().positive()).max(60).optional(),
  gamas: z.array(z.enum(["PREMIUM", "QUALITY", "BUDGET"])).optional(),
  precioMin: z.number().int().min(0).optional(),
  precioMax: z.number().int().min(0).optional(),
  tipoVehiculo: z.enum(["turismo", "furgoneta", "4x4"]).optional(),
});
export type TyreFilters = z.infer<typeof TyreFiltersSchema>;

export const TyreSearchSchema = z.object({
  pagination: z
    .object({ pageSize: z.number().int().min(1).max(50).default(10), page: z.number().int().min(0).default(0) })
    .default({ pageSize: 10, page: 0 }),
  order: z.enum(["orden", "marca", "precio"]).default("orden"),
  direction: z.enum(["asc", "desc"]).default("asc"),
  web: z.string().max(40).optional(),
  userInfo: z.unknown().optional(),
  filters: TyreFiltersSchema,
});
export type TyreSearch = z.infer<typeof TyreSearchSchema>;

export const TyreTotalSchema = z.object({ filters: TyreFiltersSchema });
