/**
 * The generic catalogue (spec section 7): `GET /{catalogKey}/search` (filters, pagination and order as JSON query
 * parameters) and `GET /{catalogKey}/filter-values`, for the keys in catalogue-keys.ts; and `GET /distrito/{x}`.
 *
 * Authentication: the spec marks the catalogue calls "(auth)", but the catalogue pages (/carro/baterias) are public
 * and must list products for anonymous visitors and search engines, so a session is optional here: these routes read
 * no customer data and answer the same with or without one.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CatalogueKeyParamsSchema, CatalogueSearchQuerySchema } from "#src/shared/catalogue/catalogue.schema.ts";
import { DistritoParamsSchema, DistritoResponseSchema } from "#src/shared/catalogue/distrito.schema.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { AppDeps } from "../deps.ts";
import { CATALOGUES } from "./catalogue-keys.ts";
import { catalogueFilterValues, districtOf, searchCatalogue } from "./catalogue-search.ts";

const modules = Object.values(CATALOGUES);
const union = (schemas: z.ZodType[]) =>
  schemas.length === 1 ? (schemas[0] as z.ZodType) : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);

export function catalogueRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/distrito/:x",
      {
        schema: {
          tags: ["catalogue"],
          summary: "Distrito de um código postal (ou CP4), ou de um nome de distrito",
          params: DistritoParamsSchema,
          response: { 200: DistritoResponseSchema },
        },
      },
      async (req) => districtOf(req.params.x),
    );
    app.get(
      "/:catalogKey/search",
      {
        schema: {
          tags: ["catalogue"],
          summary: `Uma página do catálogo (${Object.keys(CATALOGUES).join(", ")}): filters, pagination e order em JSON`,
          params: CatalogueKeyParamsSchema,
          querystring: CatalogueSearchQuerySchema,
          response: { 200: union(modules.map((m) => m.response)) },
        },
      },
      async (req) => searchCatalogue(deps, req.params.catalogKey, req.query, langOfApiUrl(req.url)),
    );
    app.get(
      "/:catalogKey/filter-values",
      {
        schema: {
          tags: ["catalogue"],
          summary: "Os valores de cada filtro do catálogo, com quantos produtos tem cada um",
          params: CatalogueKeyParamsSchema,
          response: { 200: union(modules.map((m) => m.filterValuesResponse)) },
        },
      },
      async (req) => catalogueFilterValues(deps, req.params.catalogKey),
    );
  };
}
