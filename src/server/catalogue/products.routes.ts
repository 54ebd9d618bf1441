/** Maintenance packs (batteries are listed by the generic catalogue: GET /baterias/search, catalogue.routes.ts). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { RevisionPacksResponse } from "#src/shared/revision/revision.schema.ts";
import type { AppDeps } from "../deps.ts";
import { localLines, localName } from "../services/localised.ts";
import { listServicePacks } from "./products.queries.ts";
import { atSite } from "./site-prices.ts";

export function productRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/packs-mantenimiento",
      {
        schema: {
          tags: ["catalogue"],
          summary: "Packs de mudança de óleo e revisão",
          response: { 200: RevisionPacksResponse },
        },
      },
      async (req) => {
        const lang = langOfApiUrl(req.url);
        const rows = await listServicePacks(deps.db);
        return rows.map((p) => ({
          id: p.id,
          slug: p.slug,
          nombre: localName(p, lang),
          plan: p.plan,
          incluye: localLines(p.lines, p.linesEs, lang),
          precio: atSite(p.priceCents, lang),
          duracion: p.durationMinutes,
        }));
      },
    );
  };
}
