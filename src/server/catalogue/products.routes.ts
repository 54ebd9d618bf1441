/** Maintenance packs (batteries are listed by the generic catalogue: GET /baterias/search, catalogue.routes.ts). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../deps.ts";
import { listServicePacks } from "./products.queries.ts";

export function productRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/packs-mantenimiento",
      { schema: { tags: ["catalogue"], summary: "Packs de mudança de óleo e revisão" } },
      async () => {
        const rows = await listServicePacks(deps.db);
        return rows.map((p) => ({
          id: p.id,
          slug: p.slug,
          nombre: p.nombre,
          plan: p.plan,
          incluye: p.lines,
          precio: p.priceCents,
          duracion: p.durationMinutes,
        }));
      },
    );
  };
}
