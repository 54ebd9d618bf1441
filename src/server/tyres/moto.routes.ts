/** Motorbike tyres: measure cascade, by-model lookup, results with types and tiers, inner tubes and mousses. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { parseMotoSize } from "#src/shared/tyres/moto.ts";
import type { Tier } from "#src/shared/tyres/types.ts";
import {
  InnerTubesResponse,
  MotoBrandsResponse,
  MotoDefaultModelResponse,
  MotoDefaultSizeResponse,
  MotoModelQuerySchema,
  MotoModelSizesResponse,
  MotoModelsResponse,
  MotoOptionsResponse,
  MotoResultsResponse,
  MotoSearchSchema,
  RegisterBrandResponse,
  RegisterBrandSchema,
} from "#src/shared/tyres/moto.schema.ts";
import type { AppDeps } from "../deps.ts";
import { offerFor } from "../catalogue/catalogue.ts";
import { atSite } from "../catalogue/site-prices.ts";
import { createLead } from "../contact/contact.queries.ts";
import {
  findMotoModel,
  listInnerTubes,
  listMotoBrandsByEngine,
  listMotoModels,
  listMotoModelsOf,
  listMotoSizes,
  listMotoTyres,
} from "./moto.queries.ts";
import { InvalidInputError, NotFoundError } from "../errors.ts";

const int = z.coerce.number().int().positive().max(100_000).optional();
const MOTO_MEASURES = ["ancho", "alto", "llanta", "ic", "cv"] as const;

export function motoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const sizes = () => listMotoSizes(deps.db);

  return async (app) => {
    app.get(
      "/tyres-with-values-moto",
      {
        schema: {
          tags: ["moto"],
          summary: "Opções da medida seguinte (mota)",
          querystring: z.object({
            ancho: int,
            alto: int,
            llanta: int,
            ic: int,
            /** Which measure to list; by default the first one not given (width, profile, rim). */
            medida: z.enum(MOTO_MEASURES).optional(),
          }),
          response: { 200: MotoOptionsResponse },
        },
      },
      async (req) => {
        const rows = await sizes();
        const q = req.query;
        const match = rows.filter(
          (r) =>
            (q.ancho === undefined || r.ancho === q.ancho) &&
            (q.alto === undefined || r.alto === q.alto) &&
            (q.medida === undefined || q.llanta === undefined || r.llanta === q.llanta) &&
            (q.medida === undefined || q.ic === undefined || r.ic === q.ic),
        );
        const measure =
          q.medida ??
          (q.ancho === undefined ? "ancho" : q.alto === undefined ? "alto" : q.llanta === undefined ? "llanta" : null);
        if (!measure) return { measure, options: [] };
        const values = [...new Set(match.map((r) => r[measure]))];
        const options =
          measure === "cv"
            ? values.map(String).sort()
            : values
                .map(Number)
                .sort((a, b) => a - b)
                .map(String);
        if (options.length === 0) throw new NotFoundError("UNKNOWN_SIZE", msg("api.motoTyresUnknownSize"));
        return { measure, options };
      },
    );

    app.get(
      "/tyres-default-values-moto",
      {
        schema: {
          tags: ["moto"],
          summary: "Medida de mota por omissão",
          response: { 200: MotoDefaultSizeResponse },
        },
      },
      async () => ({ ancho: 120, alto: 70, llanta: 17 }),
    );

    app.get(
      "/modelos/moto/values",
      {
        schema: {
          tags: ["moto"],
          summary: "Cascata por modelo (marca → cilindrada → modelo → ano)",
          querystring: z.object({
            marca: z.string().max(40).optional(),
            cilindrada: z.coerce.number().int().min(0).max(10_000, msg("api.motoInvalidDisplacement")).optional(),
            modelo: z.string().max(60).optional(),
            electrica: z.enum(["0", "1"]).optional(),
          }),
          response: { 200: MotoOptionsResponse },
        },
      },
      async (req) => {
        const q = req.query;
        const all = await listMotoModels(deps.db);
        const rows = all.filter(
          (m) =>
            (q.electrica === undefined || m.electrica === (q.electrica === "1")) &&
            (!q.marca || m.marca === q.marca) &&
            (q.cilindrada === undefined || m.cilindrada === q.cilindrada) &&
            (!q.modelo || m.modelo === q.modelo),
        );
        if (!q.marca) return { measure: "marca", options: [...new Set(rows.map((r) => r.marca))] };
        if (rows.length === 0) throw new NotFoundError("MOTO_MODEL_NOT_FOUND", msg("api.motoModelsNotFound"));
        if (q.cilindrada === undefined)
          return {
            measure: "cilindrada",
            options: [...new Set(rows.map((r) => r.cilindrada))].sort((a, b) => a - b).map(String),
          };
        if (!q.modelo) return { measure: "modelo", options: [...new Set(rows.map((r) => r.modelo))].sort() };
        const years: string[] = [];
        for (const r of rows) for (let y = r.yearTo; y >= r.yearFrom; y--) years.push(String(y));
        return { measure: "fabricacion", options: [...new Set(years)] };
      },
    );
    app.get(
      "/modelos/moto/default",
      {
        schema: {
          tags: ["moto"],
          summary: "Modelo de mota por omissão",
          response: { 200: MotoDefaultModelResponse },
        },
      },
      async () => ({ marca: "Yamaha", cilindrada: 689, modelo: "MT-07" }),
    );
    app.get(
      "/moto/marca/:cilindrada",
      {
        schema: {
          tags: ["moto"],
          summary: "Marcas de mota por cilindrada",
          params: z.object({
            cilindrada: z.coerce.number().int().min(0).max(10_000, msg("api.motoInvalidDisplacement")),
          }),
          querystring: z.object({ electrica: z.enum(["0", "1", "true", "false"]).optional() }),
          response: { 200: MotoBrandsResponse },
        },
      },
      async (req) => {
        return listMotoBrandsByEngine(deps.db, req.params.cilindrada);
      },
    );
    app.get(
      "/moto/modelo/:marca/:cilindrada",
      {
        schema: {
          tags: ["moto"],
          summary: "Modelos de uma marca e cilindrada",
          params: z.object({
            marca: z.string().max(40),
            cilindrada: z.coerce.number().int().min(0).max(10_000, msg("api.motoInvalidDisplacement")),
          }),
          response: { 200: MotoModelsResponse },
        },
      },
      async (req) => {
        const rows = await listMotoModelsOf(deps.db, req.params.marca, req.params.cilindrada);
        if (rows.length === 0) throw new NotFoundError("MOTO_MODEL_NOT_FOUND", msg("api.motoModelsLoadFailed"));
        return rows.map((r) => ({
          modelo: r.modelo,
          desde: r.yearFrom,
          hasta: r.yearTo,
          delantera: r.frontSize,
          trasera: r.rearSize,
        }));
      },
    );

    app.post(
      "/modelos/moto/getMedidasTyre",
      {
        schema: {
          tags: ["moto"],
          summary: "Medidas de origem de um modelo",
          body: MotoModelQuerySchema,
          response: { 200: MotoModelSizesResponse },
        },
      },
      async (req) => {
        const m = await findMotoModel(deps.db, req.body.marca, req.body.cilindrada, req.body.modelo);
        if (!m) throw new NotFoundError("MOTO_MODEL_NOT_FOUND", msg("api.motoModelSearchBySize"));
        if (
          req.body.fabricacion !== undefined &&
          (req.body.fabricacion < m.yearFrom || req.body.fabricacion > m.yearTo)
        )
          throw new InvalidInputError(
            "MOTO_YEAR",
            msg("api.motoYearRange", { model: m.modelo, from: m.yearFrom, to: m.yearTo }),
            {
              fabricacion: msg("api.motoYearField"),
            },
          );
        const front = parseMotoSize(m.frontSize);
        const rear = parseMotoSize(m.rearSize);
        const withFront = req.body.aplicacion !== "trasera";
        const withRear = req.body.aplicacion !== "delantera";
        return {
          ...(withFront ? { delantera: front } : {}),
          ...(withRear ? { trasera: rear } : {}),
          // The spec's error flag: a model size without width and rim cannot be searched.
          error: (withFront && front === null) || (withRear && rear === null),
        };
      },
    );

    app.post(
      "/neumaticos-moto/selector",
      {
        schema: {
          tags: ["moto"],
          summary: "Pesquisa de pneus de mota",
          body: MotoSearchSchema,
          response: { 200: MotoResultsResponse },
        },
      },
      async (req) => {
        const { medidas, filtros, pagination, posicion } = req.body;
        const rows = await listMotoTyres(deps.db, { ...medidas, posicion });
        const tipos = [...new Set(rows.map((r) => r.t.tipo))];
        const filtered = rows.filter(
          (r) =>
            (!filtros.marcas?.length || filtros.marcas.includes(r.brandId)) &&
            (!filtros.tipos?.length || filtros.tipos.includes(r.t.tipo)) &&
            (!filtros.gamas?.length || filtros.gamas.includes(r.gama as "PREMIUM")),
        );
        const pages = Math.ceil(filtered.length / pagination.pageSize);
        if (pagination.page > 0 && pagination.page >= pages)
          throw new InvalidInputError("PAGE_OUT_OF_RANGE", msg("api.tyresPageOutOfRange", { pages }));
        const slice = filtered.slice(
          pagination.page * pagination.pageSize,
          (pagination.page + 1) * pagination.pageSize,
        );
        // Each tyre's promotion by the basket's rule, so the card's all-in price is the basket's.
        const now = deps.now();
        const cat = deps.catalogue.current;
        const offerOf = (r: (typeof rows)[number]) =>
          offerFor(cat, { marcaSlug: r.brandSlug, temporada: r.season }, now, "motorbike");
        // The site's prices (the Spanish site's carry Spain's IVA).
        const lang = langOfApiUrl(req.url);
        return {
          total: filtered.length,
          pages,
          tipos,
          montaje: atSite(cat.fittingCents, lang),
          neumaticos: slice.map((r) => ({
            id: r.t.id,
            marca: r.marca,
            modelo: r.modelo,
            gama: r.gama as Tier, // the brands' tier column holds only these (catalogue.ts reads it the same way)
            tipo: r.t.tipo,
            posicion: r.t.position,
            ancho: r.t.width,
            alto: r.t.height,
            llanta: r.t.rim,
            ic: r.t.loadIndex,
            cv: r.t.speedCode,
            tubeless: r.t.tubeless,
            precio: atSite(r.t.priceCents, lang),
            stock: r.t.stock,
            oferta: offerOf(r),
          })),
        };
      },
    );

    app.post(
      "/camaras-moto/selector",
      {
        schema: {
          tags: ["moto"],
          summary: "Câmaras de ar e mousses",
          body: z.object({
            llanta: z.coerce.number().int().min(8).max(24),
            ancho: z.coerce.number().int().min(50).max(360).optional(),
          }),
          response: { 200: InnerTubesResponse },
        },
      },
      async (req) => {
        const rows = await listInnerTubes(deps.db, req.body.llanta, req.body.ancho);
        const lang = langOfApiUrl(req.url);
        return {
          camaras: rows.map((r) => ({
            id: r.id,
            tipo: r.kind,
            marca: r.marca,
            medidas: r.sizes,
            valvula: r.valve,
            precio: atSite(r.priceCents, lang),
            stock: r.stock,
          })),
        };
      },
    );

    app.post(
      "/neumaticos-moto/register-marca",
      {
        config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
        schema: {
          tags: ["moto"],
          summary: "Pedir uma marca ou medida de mota que não temos",
          body: RegisterBrandSchema,
          response: { 201: RegisterBrandResponse },
        },
      },
      async (req, reply) => {
        await createLead(deps.db, {
          email: req.body.email,
          telefono: req.body.phone ?? null,
          codigoPostal: req.body.zipcode ?? null,
          origen: `register-marca:${req.body.marca}${req.body.ancho ? ` ${req.body.ancho}/${req.body.alto ?? ""}-${req.body.llanta ?? ""}` : ""}`,
          wantsInfo: true,
          userAgent: req.body.useragent ?? null,
        });
        return reply.code(201).send({ message: msg("api.motoNotifyThanks") });
      },
    );
  };
}
