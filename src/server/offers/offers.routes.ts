/** Promotions for the offers pages and the home page. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { type Lang, langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";
import { isRunning } from "#src/shared/promotions/applies.ts";
import {
  PROMOTION_CATEGORY_SLUG,
  PROMOTION_CATEGORY_SLUGS,
  promotionCategoryOfSlug,
} from "#src/shared/promotions/categories.ts";
import { type Offer, OfferAnswer, OffersAnswer } from "#src/shared/promotions/offers-api.schema.ts";
import { findPromotion, type PromotionRow } from "./offers.queries.ts";
import { NotFoundError } from "../errors.ts";
import { promotionDescription, promotionTitle } from "./localised.ts";

export function offersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/promociones",
      {
        schema: {
          tags: ["offers"],
          summary: "Promoções em vigor",
          // The query names the category as the pages' URLs do (carro, mota, camiao); stored in English inside.
          querystring: z.object({ categoria: z.enum(PROMOTION_CATEGORY_SLUGS).optional() }),
          response: { 200: OffersAnswer },
        },
      },
      async (req) => {
        // From the catalogue in memory (the home page asks on every view); the offer's own page reads it afresh.
        const now = deps.now();
        const categoria = promotionCategoryOfSlug(req.query.categoria);
        const lang = langOfApiUrl(req.url);
        return deps.catalogue.current.promotions
          .filter((p) => isRunning(p, now) && (!categoria || p.categoria === categoria))
          .map((p) => toOffer(p, lang));
      },
    );
    app.get(
      "/promociones/:id",
      {
        schema: {
          tags: ["offers"],
          summary: "Detalhe de uma promoção",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647, msg("api.offerInvalid")) }),
          response: { 200: OfferAnswer },
        },
      },
      async (req) => {
        const row = await findPromotion(deps.db, req.params.id);
        if (!row) throw new NotFoundError("PROMOTION_NOT_FOUND", msg("api.offerNotFound"));
        return toOffer(row, langOfApiUrl(req.url));
      },
    );
  };
}

/**
 * The offer as the site shows it, its title and description in the reader's language (localised.ts). `categoria` is
 * the URL's word (carro, mota, camiao), as the query takes it: the pages link to /promocoes/{categoria}/{id}.
 */
function toOffer(r: Readonly<PromotionRow>, lang: Lang): Offer {
  return {
    id_site_promocion: r.id,
    categoria: PROMOTION_CATEGORY_SLUG[r.categoria],
    slug: r.slug,
    titulo: promotionTitle(r, lang),
    descripcion: promotionDescription(r, lang),
    marca: r.brandSlug,
    tipo_producto: r.productType,
    descuento: r.discountPct,
    fecha_inicio: r.startsAt.toISOString(),
    fecha_limite: r.endsAt.toISOString(),
    unidadesRestantes: r.unitsTotal === null ? null : r.unitsTotal - r.unitsSold,
  };
}
