/**
 * What the offers API answers (docs/decisions/020-api-contract.md): GET /promociones and GET /promociones/:id, read by
 * the home page and the offers pages (src/web/home/home.tsx, src/web/offers/offers.tsx) and declared on both routes.
 * The schema lists every field the server sends (src/server/api-contract-services.int.test.ts parses it `whole`).
 */
import { z } from "zod";
import { PROMOTION_CATEGORY_SLUGS } from "./categories.ts";

/** A running promotion as the site shows it, its title and description in the path's language. */
export const OfferAnswer = z.object({
  id_site_promocion: z.number(),
  /** The URL's word (carro, mota, camiao): the pages link to /promocoes/{categoria}/{id}. */
  categoria: z.enum(PROMOTION_CATEGORY_SLUGS),
  slug: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  /** The tyre brand's slug the promotion is limited to, or null for every brand. */
  marca: z.string().nullable(),
  tipo_producto: z.string(),
  /** Percent off. */
  descuento: z.number(),
  fecha_inicio: z.string(),
  fecha_limite: z.string(),
  /** Units left of a promotion limited in units, or null when it is not. */
  unidadesRestantes: z.number().nullable(),
});
export type Offer = z.infer<typeof OfferAnswer>;

/** GET /promociones[?categoria=]: the running promotions, in id order. */
export const OffersAnswer = z.array(OfferAnswer);
