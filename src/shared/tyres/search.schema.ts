/** POST /neumaticos/selector and /neumaticos/selector/total (spec section 3, "Tyre search query"). */
import { z } from "zod";

export const SORTS = ["recomendado", "marca-az", "marca-za", "precio-desc", "precio-asc"] as const;
export type SortKey = (typeof SORTS)[number];

const measure = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `O campo ${label} tem um formato incorreto` })
    .int(`O campo ${label} tem um formato incorreto`)
    .min(min, `O campo ${label} tem um formato incorreto`)
    .max(max, `O campo ${label} tem um formato incorreto`);

export const TyreFiltersSchema = z.object({
  ancho: measure("largura", 100, 400),
  serie: measure("perfil", 20, 95),
  llanta: measure("jante", 10, 24),
  ic: measure("índice de carga", 50, 130).optional(),
  cv: z
    .string()
    .regex(/^[A-Z]$/i, "O campo código de velocidade tem um formato incorreto")
    .transform((v) => v.toUpperCase())
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
  pagination: z.object({ pageSize: z.number().int().min(1).max(50).default(10), page: z.number().int().min(0).default(0) }).default({ pageSize: 10, page: 0 }),
  order: z.enum(["orden", "marca", "precio"]).default("orden"),
  direction: z.enum(["asc", "desc"]).default("asc"),
  web: z.string().max(40).optional(),
  userInfo: z.unknown().optional(),
  filters: TyreFiltersSchema,
});
export type TyreSearch = z.infer<typeof TyreSearchSchema>;

export const TyreTotalSchema = z.object({ filters: TyreFiltersSchema });

export function sortToOrder(sort: SortKey): { order: TyreSearch["order"]; direction: TyreSearch["direction"] } {
  switch (sort) {
    case "recomendado":
      return { order: "orden", direction: "asc" };
    case "marca-az":
      return { order: "marca", direction: "asc" };
    case "marca-za":
      return { order: "marca", direction: "desc" };
    case "precio-desc":
      return { order: "precio", direction: "desc" };
    case "precio-asc":
      return { order: "precio", direction: "asc" };
  }
}
