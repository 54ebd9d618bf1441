/** The service catalogue API (issue 12): GET /servicos, GET /servicos/:id/oficinas, GET /kits-ozono. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  OzoneKitsSchema,
  ServiceListSchema,
  ServiceWorkshopsSchema,
} from "#src/shared/services/service-catalogue.schema.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { AppDeps } from "../deps.ts";
import { listOzoneKits, listServiceOffers, listServiceWorkshops } from "./services.service.ts";

const tags = ["services"];

export function serviceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/servicos",
      {
        schema: {
          tags,
          summary: "Serviços de oficina de uma categoria de veículo (car, motorbike, truck)",
          // The category is checked by the use case, with a message that names the valid ones.
          querystring: z.object({ categoria: z.string().max(40).optional() }),
          response: { 200: ServiceListSchema },
        },
      },
      async (req) => listServiceOffers(deps, req.query.categoria, langOfApiUrl(req.url)),
    );
    app.get(
      "/servicos/:id/oficinas",
      {
        schema: {
          tags,
          summary: "Oficinas que fazem um serviço, as mais próximas primeiro quando há código postal",
          params: z.object({ id: z.string().min(1).max(40) }),
          querystring: z.object({ cp: z.string().max(20).optional() }),
          response: { 200: ServiceWorkshopsSchema },
        },
      },
      async (req) => listServiceWorkshops(deps, req.params.id, req.query.cp, langOfApiUrl(req.url)),
    );
    app.get(
      "/kits-ozono",
      { schema: { tags, summary: "Kits de desinfeção com ozono", response: { 200: OzoneKitsSchema } } },
      async (req) => listOzoneKits(deps, langOfApiUrl(req.url)),
    );
  };
}
