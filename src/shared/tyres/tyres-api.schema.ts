/**
 * GET /tyres-with-values: the options of the next measure of the size cascade (cascade.ts). It feeds the home page
 * and the size search on every change, so the route does not declare it (docs/decisions/020-api-contract.md); the
 * size search types its read with it and src/server/api-contract.int.test.ts parses real answers with it.
 */
import { z } from "zod";
import { MEASURES } from "./cascade.ts";
import {
  BrandLandingResponse,
  TyreBrandsResponse,
  TyreModelResponse,
  TyreProductResponse,
  TyreRequestCreatedResponse,
  TyreSearchResponse,
  TypeLandingResponse,
} from "./catalogue.schema.ts";
import { DEFAULT_SIZE_VEHICLE_TYPES } from "./default-size.ts";

export const TyreOptionsAnswer = z.object({ measure: z.enum(MEASURES).nullable(), options: z.array(z.string()) });

/**
 * POST /neumaticos/selector (and /ws): one page of a size's tyres, declared on the route and serialised by a compiled
 * fast-json-stringify function (src/server/serializer.ts). The page parses the same answer with TyreSearchResponse;
 * `token` is the catalogue version the answer was made from.
 */
export const TyreSearchAnswer = TyreSearchResponse.extend({ token: z.string() });

/*
 * Declared on their routes in session 27 (each `whole`: it lists every field the route sends; the pages parse the
 * same answers with the schemas of catalogue.schema.ts, which these are or extend).
 */

/** GET /tyres-default-values: the size the car selector starts on for a vehicle type, and the season. */
export const TyreDefaultSizeAnswer = z.object({
  tipoVehiculo: z.enum(DEFAULT_SIZE_VEHICLE_TYPES),
  ancho: z.number(),
  serie: z.number(),
  llanta: z.number(),
  ic: z.number(),
  cv: z.string(),
  temporada: z.string(),
});

/** POST /neumaticos/selector/total: how many tyres the filters find. */
export const TyreTotalAnswer = z.object({ total: z.number().int() });

/** GET /marcas: the tyre brands, with their country (named in the path's language). */
export const TyreBrandsAnswer = z.array(TyreBrandsResponse.element.extend({ country: z.string() }));

/** GET /tyres-landing: a type landing (`?tipo=`) or a brand landing (`?marca=`). */
export const TyreLandingAnswer = z.union([TypeLandingResponse, BrandLandingResponse]);
export type TyreLanding = z.output<typeof TyreLandingAnswer>;

/** GET /neumaticos/:id: one tyre's page. */
export const TyreProductAnswer = TyreProductResponse;

/** GET /tyres-model: a tyre model and every size of it. */
export const TyreModelAnswer = TyreModelResponse;

/** POST /neumatico-solicitado and /neumatico-solicitado-moto (201): the request is registered. */
export const TyreRequestAnswer = TyreRequestCreatedResponse;
