/**
 * What the registry's hand-pick lists answer (response schemas beside registry.schema.ts): the oil assistant's brand
 * → model → engine steps type their reads with them (src/web/oil/assistant-pick.server.ts) and
 * src/server/api-contract.int.test.ts parses real answers with them.
 */
import { z } from "zod";

/** GET /matricula/marcas: car brands, alphabetical. */
export const CarMakesAnswer = z.array(z.string());

/** GET /matricula/modelos?marca=: the models of a brand. */
export const CarModelsAnswer = z.array(z.string());

/** POST /matricula/motores {modelo, marca?}: the engines of a model, with their brand, fuel and horsepower. */
export const CarEnginesAnswer = z.array(
  z.object({ marca: z.string(), motor: z.string(), combustible: z.string(), potencia: z.number() }),
);
