/** Promotions for the offers pages and the home page. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";
import { findPromotion, listRunningPromotions, type PromotionRow } from "./offers.queries.ts";
import { NotFoundError } from "../errors.ts";

export function offersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/promociones",
      {
        schema: {
          tags: ["offers"],
          summary: "Promoções em vigor",
          querystring: z.object({ categoria: z.enum(["carro", "mota", "camiao"]).optional() }),
        },
      },
      async (req) => {
        const rows = await listRunningPromotions(deps.db, deps.now(), req.query.categoria);
        return rows.map(toOffer);
      },
    );
    app.get(
      "/promociones/:id",
      {
        schema: {
          tags: ["offers"],
          summary: "Detalhe de uma promoção",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647, "Promoção inválida") }),
        },
      },
      async (req) => {
        const row = await findPromotion(deps.db, req.params.id);
        if (!row) throw new NotFoundError("PROMOTION_NOT_FOUND", "Esta promoção não existe ou já terminou.");
        return toOffer(row);
      },
    );
  };
}

function toOffer(r: PromotionRow) {
  return {
    id_site_promocion: r.id,
    categoria: r.categoria,
    slug: r.slug,
    titulo: r.titulo,
    descripcion: r.descripcion,
    marca: r.brandSlug,
    tipo_producto: r.productType,
    descuento: r.discountPct,
    fecha_inicio: r.startsAt.toISOString(),
    fecha_limite: r.endsAt.toISOString(),
    unidadesRestantes: r.unitsTotal === null ? null : r.unitsTotal - r.unitsSold,
  };
}
