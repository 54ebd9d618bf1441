/** Batteries (filtered by Ah and A ranges) and maintenance packs, the non-tyre products the basket sells. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BatteryQuerySchema, inRanges } from "#src/shared/batteries.ts";
import type { AppDeps } from "../deps.ts";
import { listBatteries, listServicePacks } from "./products.queries.ts";

export function productRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/baterias",
      {
        schema: {
          tags: ["catalogue"],
          summary: "Baterias por intervalo de Ah e de arranque (A)",
          querystring: BatteryQuerySchema,
        },
      },
      async (req) => {
        const rows = await listBatteries(deps.db);
        const items = rows.filter((b) => inRanges(b, req.query));
        return {
          total: items.length,
          baterias: items.map((b) => ({
            id: b.id,
            marca: b.marca,
            modelo: b.modelo,
            voltaje: b.voltage,
            ah: b.ah,
            a: b.cca,
            borne: b.terminal,
            tecnologia: b.technology,
            startStop: b.startStop,
            medidas: `${b.lengthMm} × ${b.widthMm} × ${b.heightMm} mm`,
            garantia: b.warrantyYears,
            precio: b.priceCents,
            stock: b.stock,
          })),
        };
      },
    );
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
