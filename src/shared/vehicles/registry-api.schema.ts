/**
 * What the vehicle registry answers (response schemas beside registry.schema.ts), declared on its routes
 * (src/server/vehicles/registry.routes.ts): the vehicle of a plate or of a car picked by hand, and the hand-pick lists.
 * The oil assistant's brand → model → engine steps type their reads with them (src/web/oil/assistant-pick.server.ts);
 * the plate and results pages parse the part they read (src/shared/tyres/catalogue.schema.ts). Each schema lists every
 * field the server sends (the contract tests parse real answers `whole`).
 */
import { z } from "zod";
import type { CarSize } from "../tyres/size.ts";

/** A tyre size of a vehicle, read from its registry text ("205/55 R16 91V"). */
export const CarSizeAnswer = z.object({
  ancho: z.number(),
  serie: z.number(),
  llanta: z.number(),
  ic: z.number().optional(),
  cv: z.string().optional(),
}) satisfies z.ZodType<CarSize>;

/**
 * A vehicle of the registry (spec section 3, "Vehicle"): POST /matricula, POST /matricula/specs, GET
 * /matricula/modelo/:modelo/motor/:motor and `vehiculo` of POST /neumatico-por-matricula. `cod_matricula` is null and
 * the years 0 for a car picked by hand. The model's oil list stays on the server (the oil assistant reads it there).
 */
export const RegistryVehicleAnswer = z.object({
  cod_matricula: z.string().nullable(),
  marca: z.string(),
  modelo: z.string(),
  motor: z.string(),
  codigo_motor: z.string(),
  /** Horsepower. */
  potencia: z.number(),
  combustible: z.string(),
  /** The vehicle type (spec section 3: turismo, furgoneta, 4x4, moto, camion, agricola, patinete). */
  tipo: z.string(),
  ano_fabric: z.number(),
  ano_matric: z.number(),
  /** Sump capacity in litres. */
  capacidad_carter: z.number(),
  /** The vehicle's tyre sizes as the registry writes them, and read. */
  medidas: z.array(z.string()),
  medidasParsed: z.array(CarSizeAnswer),
});
export type RegistryVehicle = z.infer<typeof RegistryVehicleAnswer>;

/** POST /neumatico-por-matricula: the plate's vehicle and its tyre sizes. */
export const PlateTyresAnswer = z.object({ vehiculo: RegistryVehicleAnswer, medidas: z.array(CarSizeAnswer) });

/** GET /matricula/marcas: car brands, alphabetical. */
export const CarMakesAnswer = z.array(z.string());

/** GET /matricula/modelos?marca=: the models of a brand. */
export const CarModelsAnswer = z.array(z.string());

/** GET /matricula/motores?marca=&modelo=: the engines of a brand's model. */
export const CarModelEnginesAnswer = z.array(
  z.object({ motor: z.string(), combustible: z.string(), potencia: z.number() }),
);

/** POST /matricula/motores {modelo, marca?}: the engines of a model, with their brand, fuel and horsepower. */
export const CarEnginesAnswer = z.array(
  z.object({ marca: z.string(), motor: z.string(), combustible: z.string(), potencia: z.number() }),
);
