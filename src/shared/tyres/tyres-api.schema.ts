/**
 * GET /tyres-with-values: the options of the next measure of the size cascade (cascade.ts). It feeds the home page
 * and the size search on every change, so the route does not declare it (docs/decisions/020-api-contract.md); the
 * size search types its read with it and src/server/api-contract.int.test.ts parses real answers with it.
 */
import { z } from "zod";
import { MEASURES } from "./cascade.ts";
import { TyreSearchResponse } from "./catalogue.schema.ts";

export const TyreOptionsAnswer = z.object({ measure: z.enum(MEASURES).nullable(), options: z.array(z.string()) });

/**
 * POST /neumaticos/selector (and /ws): one page of a size's tyres, declared on the route and serialised by a compiled
 * fast-json-stringify function (src/server/serializer.ts). The page parses the same answer with TyreSearchResponse;
 * `token` is the catalogue version the answer was made from.
 */
export const TyreSearchAnswer = TyreSearchResponse.extend({ token: z.string() });
