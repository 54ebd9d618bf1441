/** GET /piso/{marca}/{modelo}/{temporada}.svg: a tyre model's tread drawing as an image (issue 15, lighter lists). */
import { msg } from "#src/shared/i18n/i18n.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TREAD_SEASONS, treadSvgFile } from "#src/shared/tyres/tread.ts";
import type { Season } from "#src/shared/tyres/types.ts";
import { NotFoundError } from "../errors.ts";

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function treadRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/piso/:marca/:modelo/:ficheiro",
      {
        schema: {
          tags: ["catalogue"],
          summary: "Desenho do piso de um modelo de pneu (SVG)",
          params: z.object({ marca: z.string(), modelo: z.string(), ficheiro: z.string() }),
        },
      },
      async (req, reply) => {
        const { marca, modelo, ficheiro } = req.params;
        const temporada = ficheiro.replace(/\.svg$/, "") as Season;
        if (!SLUG.test(marca) || !SLUG.test(modelo) || !ficheiro.endsWith(".svg") || !TREAD_SEASONS.includes(temporada))
          throw new NotFoundError("NOT_FOUND", msg("api.imageNotFound"));
        return reply
          .type("image/svg+xml")
          .header("cache-control", "public, max-age=604800")
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(treadSvgFile({ marcaSlug: marca, modeloSlug: modelo, temporada }));
      },
    );
  };
}
