/**
 * `GET /baterias/search` and `GET /baterias/filter-values` (the "baterias" catalogue key): the filters and order the
 * query's JSON carries, and the answers. The rules themselves are in src/shared/batteries.ts.
 */
import { z } from "zod";
import { A_RANGES, AH_RANGES, TECHNOLOGIES, TERMINALS } from "../battery-ranges.ts";
import { cataloguePageSchema } from "./catalogue.schema.ts";

const ids = <T extends { id: string }>(xs: readonly T[]) => xs.map((x) => x.id) as [T["id"], ...T["id"][]];
const list = <T extends string>(values: [T, ...T[]], label: string) =>
  z
    .array(z.enum(values, { error: `${label}: valor desconhecido (use ${values.join(", ")})` }), {
      error: `${label}: indique uma lista de valores`,
    })
    .max(values.length, { error: `${label}: valores repetidos` })
    .optional();

export const BatteryFiltersSchema = z.strictObject(
  {
    ah: list(ids(AH_RANGES), "Capacidade (Ah)"),
    a: list(ids(A_RANGES), "Arranque (A)"),
    borne: list(ids(TERMINALS), "Borne"),
    tecnologia: list(ids(TECHNOLOGIES), "Tecnologia"),
    startStop: z.boolean({ error: "Start-stop: indique true ou false" }).optional(),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? `Filtro desconhecido: ${iss.keys.join(", ")}` : undefined) },
);

export const BatteryOrderSchema = z.strictObject(
  {
    campo: z.enum(["precio", "ah"], { error: "Ordenação: use o campo precio ou ah" }).default("precio"),
    sentido: z.enum(["asc", "desc"], { error: "Ordenação: use o sentido asc ou desc" }).default("asc"),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? `Ordenação desconhecida: ${iss.keys.join(", ")}` : undefined) },
);

export const BatteryItemSchema = z.object({
  id: z.string(),
  marca: z.string(),
  modelo: z.string(),
  voltaje: z.int(),
  ah: z.int(),
  a: z.int(),
  borne: z.string(),
  tecnologia: z.string(),
  startStop: z.boolean(),
  /** Length × width × height in mm. */
  medidas: z.object({ largo: z.int(), ancho: z.int(), alto: z.int() }),
  garantia: z.int(),
  /** The battery alone, cents, VAT included. */
  precio: z.int(),
  /** Fitting and recycling of the old battery, which the basket adds to every battery (MONTAJE_TALLER_BATERIA). */
  montaje: z.int(),
  /** What the customer pays: battery + fitting. */
  precioTotal: z.int(),
  stock: z.int(),
});
export type BatteryItem = z.infer<typeof BatteryItemSchema>;

export const BatterySearchResponseSchema = cataloguePageSchema(BatteryItemSchema);
export type BatterySearchResponse = z.infer<typeof BatterySearchResponseSchema>;

const FilterValueSchema = z.object({ valor: z.string(), etiqueta: z.string(), total: z.int() });
export const BatteryFilterValuesSchema = z.object({
  ah: z.array(FilterValueSchema),
  a: z.array(FilterValueSchema),
  borne: z.array(FilterValueSchema),
  tecnologia: z.array(FilterValueSchema),
  startStop: z.array(z.object({ valor: z.boolean(), etiqueta: z.string(), total: z.int() })),
});
export type BatteryFilterValues = z.infer<typeof BatteryFilterValuesSchema>;
