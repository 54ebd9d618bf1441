/** Promotions for the offers pages and the home page. */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../app.ts";
import { promotions } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";

export function offersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/promociones",
      { schema: { tags: ["offers"], summary: "Promoções em vigor", querystring: z.object({ categoria: z.enum(["carro", "mota", "camiao"]).optional() }) } },
      async (req) => {
        const now = deps.now();
        const where = [lte(promotions.startsAt, now), gte(promotions.endsAt, now)];
        if (req.query.categoria) where.push(eq(promotions.categoria, req.query.categoria));
        const rows = await deps.db
          .select()
          .from(promotions)
          .where(and(...where))
          .orderBy(asc(promotions.id));
        return rows.map(toOffer);
      },
    );
    app.get(
      "/promociones/:id",
      { schema: { tags: ["offers"], summary: "Detalhe de uma promoção", params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647, "Promoção inválida") }) } },
      async (req) => {
        const [row] = await deps.db.select().from(promotions).where(eq(promotions.id, req.params.id));
        if (!row) throw new NotFoundError("PROMOTION_NOT_FOUND", "Esta promoção não existe ou já terminou.");
        return toOffer(row);
      },
    );
  };
}

function toOffer(r: typeof promotions.$inferSelect) {
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
