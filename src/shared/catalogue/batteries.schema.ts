/**
 * `GET /baterias/search` and `GET /baterias/filter-values` (the "baterias" catalogue key): the filters and order the
 * query's JSON carries, and the answers. The rules themselves are in src/shared/batteries.ts.
 */
import { z } from "zod";
import { A_RANGES, AH_RANGES, TECHNOLOGIES, TERMINALS } from "../battery-ranges.ts";
import { type MessageKey, msg } from "../messages.ts";
import { cataloguePageSchema } from "./catalogue.schema.ts";

/** Keys the request sent, echoed in a message (never read as one of our descriptors). */
const echo = (keys: readonly PropertyKey[]) =>
  keys
    .map(String)
    .join(", ")
    .replace(/^i18n:/, "i18n :");
const ids = <T extends { id: string }>(xs: readonly T[]) => xs.map((x) => x.id) as [T["id"], ...T["id"][]];
const list = <T extends string>(values: [T, ...T[]], labelKey: MessageKey) => {
  const label = msg(labelKey);
  return z
    .array(z.enum(values, { error: msg("validation.batteryUnknownValue", { label, values: values.join(", ") }) }), {
      error: msg("validation.batteryListRequired", { label }),
    })
    .max(values.length, { error: msg("validation.batteryRepeatedValues", { label }) })
    .optional();
};

export const BatteryFiltersSchema = z.strictObject(
  {
    ah: list(ids(AH_RANGES), "validation.labelBatteryCapacity"),
    a: list(ids(A_RANGES), "validation.labelBatteryStart"),
    borne: list(ids(TERMINALS), "validation.labelBatteryTerminal"),
    tecnologia: list(ids(TECHNOLOGIES), "validation.labelBatteryTechnology"),
    startStop: z.boolean({ error: msg("validation.batteryStartStop") }).optional(),
  },
  {
    error: (iss) =>
      iss.code === "unrecognized_keys" ? msg("validation.batteryUnknownFilter", { keys: echo(iss.keys) }) : undefined,
  },
);

export const BatteryOrderSchema = z.strictObject(
  {
    campo: z.enum(["precio", "ah"], { error: msg("validation.batteryOrderField") }).default("precio"),
    sentido: z.enum(["asc", "desc"], { error: msg("validation.batteryOrderDirection") }).default("asc"),
  },
  {
    error: (iss) =>
      iss.code === "unrecognized_keys" ? msg("validation.batteryUnknownOrder", { keys: echo(iss.keys) }) : undefined,
  },
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
