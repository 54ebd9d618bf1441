/** Car tyre search: cascade options, defaults, results and counts, all from the in-memory catalogue. */
import { msg } from "#src/shared/i18n/i18n.ts";
import { type Lang, langOfApiUrl } from "#src/shared/i18n/lang.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  TyreBrandsAnswer,
  TyreDefaultSizeAnswer,
  type TyreLanding,
  TyreLandingAnswer,
  TyreModelAnswer,
  TyreOptionsAnswer,
  TyreProductAnswer,
  TyreRequestAnswer,
  TyreSearchAnswer,
  TyreTotalAnswer,
} from "#src/shared/tyres/tyres-api.schema.ts";
import { DEFAULT_SIZE, optionsFor } from "#src/shared/tyres/cascade.ts";
import { userAgentField } from "#src/shared/user-agent.ts";
import { DEFAULT_SIZE_VEHICLE_TYPES, mostCommonSize } from "#src/shared/tyres/default-size.ts";
import { findTypeLanding } from "#src/shared/tyres/landings.ts";
import { type TyreSearch, TyreSearchSchema, TyreTotalSchema } from "#src/shared/tyres/search.schema.ts";
import { countTyres, loadSpeedFacets, PageOutOfRangeError, searchTyres } from "#src/shared/tyres/search.ts";
import { productPath, type Season, type TyreItem } from "#src/shared/tyres/types.ts";
import type { AppDeps } from "../deps.ts";
import { type Catalogue, offerFor, shownPriceOf, sizeKey } from "../catalogue/catalogue.ts";
import { createTyreRequest, listMotoTyreSizes } from "./tyres.queries.ts";
import { TyreRequestSchema } from "#src/shared/tyres/request.schema.ts";
import { modelReviews } from "#src/shared/tyres/reviews.ts";
import { isRunning } from "#src/shared/promotions/applies.ts";
import { atSite, defaultRegion, retaxed, retaxedAll } from "../catalogue/site-prices.ts";
import { InvalidInputError, NotFoundError } from "../errors.ts";
import { brandIn, tyreModelDescription } from "../catalogue/localised-catalogue.ts";
import { type Remembered, RememberedSearches } from "./remembered-searches.ts";

const optionalInt = z.coerce.number().int().positive().optional();
const WithValuesQuery = z.object({
  ancho: optionalInt,
  serie: optionalInt,
  llanta: optionalInt,
  ic: optionalInt,
  cv: z
    .string()
    .regex(/^[A-Za-z]$/)
    .optional(),
  "tipo-vehiculo": z.enum(["turismo", "furgoneta", "4x4"]).optional(),
});

const DefaultValuesQuery = z.object({
  "tipo-vehiculo": z.enum(DEFAULT_SIZE_VEHICLE_TYPES, { error: msg("api.tyresInvalidVehicleType") }).optional(),
});

/** Used only while the moto catalogue is empty (the most common motorbike rear size). */
const DEFAULT_MOTO_SIZE = { ancho: 120, serie: 70, llanta: 17, ic: 58, cv: "W" };

export function tyreRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/tyres-with-values",
      {
        schema: {
          tags: ["tyres"],
          summary: "Opções da medida seguinte",
          querystring: WithValuesQuery,
          response: { 200: TyreOptionsAnswer },
        },
      },
      async (req) => {
        const q = req.query;
        const catalogue = deps.catalogue.current;
        const tipo = q["tipo-vehiculo"];
        const rows = tipo
          ? catalogue.sizeRows.filter((r) =>
              catalogue.bySize.get(sizeKey(r.ancho, r.serie, r.llanta))?.some((t) => t.tipoVehiculo === tipo),
            )
          : catalogue.sizeRows;
        const sel = { ancho: q.ancho, serie: q.serie, llanta: q.llanta, ic: q.ic, cv: q.cv?.toUpperCase() };
        const result = optionsFor(rows, sel);
        if (result.measure && result.options.length === 0)
          throw new NotFoundError("UNKNOWN_SIZE", msg("api.tyresUnknownSize"));
        return result;
      },
    );

    /**
     * The size the selector starts on: the most common size of the vehicle type in the catalogue (turismo when no type
     * is given); car types from the in-memory catalogue, moto from the moto tyres table (its height is `serie`).
     */
    app.get(
      "/tyres-default-values",
      {
        schema: {
          tags: ["tyres"],
          summary: "Medida por omissão por tipo de veículo",
          querystring: DefaultValuesQuery,
          response: { 200: TyreDefaultSizeAnswer },
        },
      },
      async (req) => {
        const tipoVehiculo = req.query["tipo-vehiculo"] ?? "turismo";
        const items =
          tipoVehiculo === "moto"
            ? await listMotoTyreSizes(deps.db)
            : deps.catalogue.current.tyres.filter((t) => t.tipoVehiculo === tipoVehiculo);
        const common = mostCommonSize(items);
        const size = common
          ? { ancho: common.ancho, serie: common.serie, llanta: common.llanta, ic: common.ic, cv: common.cv }
          : tipoVehiculo === "moto"
            ? DEFAULT_MOTO_SIZE
            : DEFAULT_SIZE;
        return { tipoVehiculo, ...size, temporada: "verano" };
      },
    );

    /**
     * One search for both the plain and the /ws variant (the latter only adds a user agent for analytics).
     * `filters.ic` / `filters.cv` are minimums (a plate search passes the vehicle's load index and speed rating);
     * `facetas` gives the load-index and speed-rating options for the results page's filters.
     * Gives the answer as the JSON it is sent as: written once by the route's response serializer (`write`) and kept
     * with the answer, so a repeated search sends the same bytes without writing them again.
     */
    function search(q: TyreSearch, lang: Lang, write: (answer: unknown) => Buffer, key = searchKey(q, lang)): Buffer {
      const cat = deps.catalogue.current;
      const items = cat.bySize.get(sizeKey(q.filters.ancho, q.filters.serie, q.filters.llanta));
      if (!items)
        throw new NotFoundError(
          "UNKNOWN_SIZE",
          msg("api.tyresNoSize", { width: q.filters.ancho, series: q.filters.serie, rim: q.filters.llanta }),
        );
      const now = deps.now();
      // One answer per site (`key` starts with the language): the Spanish site's prices carry Spain's IVA (re-taxed
      // once, when the answer is made).
      const running = runningPromotionIds(cat, now);
      const hit = searchCache.get(key);
      if (
        hit &&
        hit.items === items &&
        hit.promotions === cat.promotions &&
        hit.running === running &&
        hit.fitting === cat.fittingCents &&
        hit.version === cat.version
      ) {
        searchCache.delete(key); // most recently used last
        searchCache.set(key, hit);
        return hit.body;
      }
      const body = write(searchAnswer(cat, items, q, now, lang));
      searchCache.delete(key);
      searchCache.set(key, {
        items,
        promotions: cat.promotions,
        running,
        fitting: cat.fittingCents,
        version: cat.version,
        body,
      });
      if (searchCache.size > SEARCH_CACHE_SIZE) searchCache.delete(searchCache.keys().next().value!);
      return body;
    }

    /**
     * Answers to recent searches (issue 15: most visits ask for the first page of a size). An answer depends only on
     * the size's tyres (an immutable list, replaced whole when a tyre's stock or price changes), the promotions and
     * which of them run now, the fitting price and the catalogue version: a hit is checked against all of them, so a
     * sold-out tyre shows at once. At most SEARCH_CACHE_SIZE answers (least recently used dropped first).
     */
    const searchCache = new Map<
      string,
      {
        items: readonly TyreItem[];
        promotions: Catalogue["promotions"];
        running: string;
        fitting: number;
        version: number;
        /** The answer as sent (JSON, UTF-8). */
        body: Buffer;
      }
    >();

    function searchAnswer(cat: Catalogue, items: readonly TyreItem[], q: TyreSearch, now: Date, lang: Lang) {
      try {
        // "By price" sorts by the price the card shows (after a promotion that applies to the card's quantity).
        const r = searchTyres(items, q, shownPriceOf(cat, now));
        // Each tyre carries its promotion (the basket's rule), so the card prices it as the basket will; the prices
        // are the site's (re-taxed after the sort, which re-taxing keeps).
        const region = defaultRegion(lang);
        const withUrl = (t: (typeof r.neumaticos)[number]) => ({
          ...retaxed(t, region, ["precio", "ecotasa"]),
          url: productPath(t),
          oferta: offerFor(cat, t, now),
        });
        return {
          total: r.total,
          pages: r.pages,
          page: r.page,
          neumaticos: r.neumaticos.map(withUrl),
          recomendados: r.recomendados.map(withUrl),
          facetas: loadSpeedFacets(items, q.filters),
          montaje: atSite(cat.fittingCents, lang),
          token: `${cat.version}`,
        };
      } catch (error) {
        if (error instanceof PageOutOfRangeError)
          throw new InvalidInputError(
            "PAGE_OUT_OF_RANGE",
            error.pages === 0 ? msg("api.tyresNoResults") : msg("api.tyresPageOutOfRange", { pages: error.pages }),
          );
        throw error;
      }
    }

    // The spec records no searches (only leads and call-backs carry the user agent), so the /ws variant accepts it, cut
    // to 400 characters like everywhere else, and answers the same search.
    app.post(
      "/neumaticos/selector/ws",
      {
        schema: {
          tags: ["tyres"],
          summary: "Pesquisa de pneus (com user agent)",
          body: TyreSearchSchema.extend({ useragent: userAgentField }),
          response: { 200: TyreSearchAnswer },
        },
      },
      async (req, reply) => {
        const { useragent: _ua, ...query } = req.body;
        return sendWritten(reply, search(query, langOfApiUrl(req.url), writer(reply)));
      },
    );

    /** Searches already validated, by address and body: a repeated one skips JSON parsing and validation. */
    const remembered = new RememberedSearches<TyreSearch>();
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
      const raw = body as string;
      const known = remembered.get(req.url, raw);
      if (known) {
        (req as SearchRequest)[KNOWN] = known;
        return done(null, known.q);
      }
      (req as SearchRequest)[RAW_BODY] = raw;
      parseJson(req, raw, done);
    });

    app.post(
      "/neumaticos/selector",
      {
        schema: {
          tags: ["tyres"],
          summary: "Pesquisa de pneus por medida",
          body: TyreSearchSchema,
          response: { 200: TyreSearchAnswer },
        },
        // A remembered search is answered here, before validation (which it has passed before) — and so before any
        // preHandler hook: a check added to this route must go in onRequest or preValidation to cover it.
        preValidation: (req, reply, done) => {
          const known = (req as SearchRequest)[KNOWN];
          if (!known) return done();
          let body: Buffer;
          try {
            body = search(known.q, known.lang, writer(reply), known.key);
          } catch (error) {
            return done(error as Error);
          }
          sendWritten(reply, body);
        },
      },
      async (req, reply) => {
        const lang = langOfApiUrl(req.url);
        const key = searchKey(req.body, lang);
        const body = search(req.body, lang, writer(reply), key);
        const raw = (req as SearchRequest)[RAW_BODY];
        if (raw !== undefined) remembered.remember(req.url, raw, { q: req.body, lang, key });
        return sendWritten(reply, body);
      },
    );

    app.post(
      "/neumaticos/selector/total",
      {
        schema: {
          tags: ["tyres"],
          summary: "Número de resultados",
          body: TyreTotalSchema,
          response: { 200: TyreTotalAnswer },
        },
      },
      async (req) => {
        const f = req.body.filters;
        const items = deps.catalogue.current.bySize.get(sizeKey(f.ancho, f.serie, f.llanta)) ?? [];
        return { total: countTyres(items, f) };
      },
    );

    app.get(
      "/marcas",
      { schema: { tags: ["tyres"], summary: "Marcas de pneus", response: { 200: TyreBrandsAnswer } } },
      async (req) => deps.catalogue.current.brands.map((b) => brandIn(langOfApiUrl(req.url), b)),
    );
  };
}

/** Most searches the cache keeps (each answer is one page of tyres, ~10 KB). */
const SEARCH_CACHE_SIZE = 256;

/** A search's key in the answer cache: one answer per site (the Spanish site's prices carry Spain's IVA). */
const searchKey = (q: TyreSearch, lang: Lang) => `${lang}|${JSON.stringify(q)}`;

const KNOWN = Symbol("knownSearch");
const RAW_BODY = Symbol("rawSearchBody");
type SearchRequest = FastifyRequest & { [KNOWN]?: Remembered<TyreSearch>; [RAW_BODY]?: string };

/** The route's response serializer (its declared schema), as bytes. */
function writer(reply: FastifyReply): (answer: unknown) => Buffer {
  return (answer) => {
    const out = reply.serialize(answer);
    return typeof out === "string" ? Buffer.from(out) : Buffer.from(out as ArrayBuffer);
  };
}

/** Sends an answer already written by `writer` (Fastify sends bytes as they are). */
function sendWritten(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}

/** Which promotions run at `now`, as a key: an answer's prices and offers change only when this does. */
function runningPromotionIds(cat: Catalogue, now: Date): string {
  let ids = "";
  for (const p of cat.promotions) if (isRunning(p, now)) ids += `${p.id},`;
  return ids;
}

const LandingQuery = z.object({ tipo: z.string().max(40).optional(), marca: z.string().max(40).optional() });

/** GET /tyres-landing?tipo=… | marca=…: brands, models and the most common sizes for a landing page. */
export function tyreLandingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/tyres-landing",
      {
        schema: {
          tags: ["tyres"],
          summary: "Dados das páginas de pneus",
          querystring: LandingQuery,
          response: { 200: TyreLandingAnswer },
        },
      },
      async (req) => {
        const catalogue = deps.catalogue.current;
        const { tipo, marca } = req.query;
        // A landing depends on the catalogue only (not on the clock): worked out once per catalogue version and
        // landing. Bounded: only existing types and brands get this far, and a new catalogue drops the old answers.
        let cache = landingCache.get(catalogue);
        if (!cache) landingCache.set(catalogue, (cache = new Map()));
        const lang = langOfApiUrl(req.url);
        const key = `${lang}|${tipo ? `tipo:${tipo}` : `marca:${marca}`}`;
        const cached = cache.get(key);
        if (cached) return cached;
        const answer = landingFor(catalogue, tipo, marca, lang);
        cache.set(key, answer);
        return answer;
      },
    );
  };
}

const landingCache = new WeakMap<Catalogue, Map<string, TyreLanding>>();

function landingFor(
  catalogue: Catalogue,
  tipo: string | undefined,
  marca: string | undefined,
  lang: Lang,
): TyreLanding {
  if (tipo) {
    const landing = findTypeLanding(tipo);
    if (!landing) throw new NotFoundError("UNKNOWN_TYPE", msg("api.tyresUnknownType", { type: tipo }));
    const f = landing.filter;
    const items = catalogue.tyres.filter(
      (t) => (!f.tier || t.categoria === f.tier) && (!f.kind || t.tipoVehiculo === f.kind),
    );
    const brands = catalogue.brands.filter((b) =>
      f.moto ? b.moto : f.allBrands ? true : f.tier ? b.tier === f.tier : items.some((t) => t.brandId === b.id),
    );
    return {
      landing,
      brands: brands.map((b) => brandIn(lang, b)),
      ...summarise(f.moto || f.quad ? [] : items, lang),
    };
  }
  if (marca) {
    const brand = catalogue.brands.find((b) => b.slug === marca);
    if (!brand) throw new NotFoundError("UNKNOWN_BRAND", msg("api.tyresUnknownBrand", { brand: marca }));
    const items = catalogue.tyres.filter((t) => t.brandId === brand.id);
    const models = new Map<
      string,
      { slug: string; nombre: string; temporada: Season; tipoVehiculo: string; medidas: number; desde: number }
    >();
    for (const t of items) {
      const m = models.get(t.modeloSlug);
      if (!m)
        models.set(t.modeloSlug, {
          slug: t.modeloSlug,
          nombre: t.modelo,
          temporada: t.temporada,
          tipoVehiculo: t.tipoVehiculo,
          medidas: 1,
          desde: t.precio,
        });
      else {
        m.medidas++;
        m.desde = Math.min(m.desde, t.precio);
      }
    }
    const region = defaultRegion(lang);
    return {
      brand: brandIn(lang, brand),
      models: retaxedAll([...models.values()], region, ["desde"]),
      ...summarise(items, lang),
    };
  }
  throw new InvalidInputError("MISSING_QUERY", msg("api.tyresMissingQuery"));
}

function summarise(items: readonly TyreItem[], lang: Lang) {
  const sizes = new Map<string, { ancho: number; serie: number; llanta: number; total: number; desde: number }>();
  let desde = Number.POSITIVE_INFINITY;
  for (const t of items) {
    const key = `${t.ancho}/${t.serie}/${t.llanta}`;
    const s = sizes.get(key);
    if (!s) sizes.set(key, { ancho: t.ancho, serie: t.serie, llanta: t.llanta, total: 1, desde: t.precio });
    else {
      s.total++;
      s.desde = Math.min(s.desde, t.precio);
    }
    desde = Math.min(desde, t.precio);
  }
  const top = [...sizes.values()].sort((a, b) => b.total - a.total).slice(0, 24);
  top.sort((a, b) => a.llanta - b.llanta || a.ancho - b.ancho || a.serie - b.serie);
  return {
    total: items.length,
    desde: Number.isFinite(desde) ? atSite(desde, lang) : null,
    medidas: retaxedAll(top, defaultRegion(lang), ["desde"]),
  };
}

/** Product detail, model landing and the out-of-stock request. */
export function tyreProductRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/neumaticos/:id",
      {
        schema: {
          tags: ["tyres"],
          summary: "Ficha de um pneu",
          params: z.object({ id: z.string().regex(/^\d{4,10}$/, msg("api.tyresInvalidReference")) }),
          response: { 200: TyreProductAnswer },
        },
      },
      async (req) => {
        // The catalogue in memory follows each change to stock and price by a trigger's announcement (decision 013),
        // but a product page must never say "in stock" for a tyre sold a moment ago, in any process, whether or not
        // the announcement has arrived: its stock and price are read live (one row by key) and swapped into the
        // catalogue, so the results heal too (issue 15, item 5). Unknown ids never reach the database.
        if (!deps.catalogue.current.byId.has(req.params.id))
          throw new NotFoundError("TYRE_NOT_FOUND", msg("api.tyreNotFound"));
        await deps.catalogue.readTyreLive(req.params.id);
        const catalogue = deps.catalogue.current;
        const t = catalogue.byId.get(req.params.id);
        if (!t) throw new NotFoundError("TYRE_NOT_FOUND", msg("api.tyreNotFound"));
        const fitting = catalogue.fittingCents;
        const sameModel = (deps.catalogue.current.bySize.get(sizeKey(t.ancho, t.serie, t.llanta)) ?? []).filter(
          (o) => o.id !== t.id && o.modeloSlug === t.modeloSlug && o.marcaSlug === t.marcaSlug,
        );
        // A few of the model's reviews to read on the page (the average and count come with the catalogue item).
        const resenas = modelReviews(t, langOfApiUrl(req.url)).slice(0, 3);
        // The site's prices (the Spanish site's carry Spain's IVA).
        const lang = langOfApiUrl(req.url);
        const region = defaultRegion(lang);
        return {
          ...retaxed(t, region, ["precio", "ecotasa"]),
          url: productPath(t),
          descripcion: tyreModelDescription(catalogue, t, lang),
          montaje: atSite(fitting, lang),
          oferta: offerFor(deps.catalogue.current, t, deps.now()),
          resenas,
          variantes: sameModel.map((o) => ({
            id: o.id,
            ic: o.ic,
            cv: o.cv,
            xl: o.xl,
            runflat: o.runflat,
            homologacion: o.homologacion,
            precio: atSite(o.precio, lang),
            url: productPath(o),
          })),
        };
      },
    );

    app.get(
      "/tyres-model",
      {
        schema: {
          tags: ["tyres"],
          summary: "Modelo de pneu e as suas medidas",
          querystring: z.object({ marca: z.string().max(40), modelo: z.string().max(80) }),
          response: { 200: TyreModelAnswer },
        },
      },
      async (req) => {
        const now = deps.now();
        const items = deps.catalogue.current.tyres.filter(
          (t) => t.marcaSlug === req.query.marca && t.modeloSlug === req.query.modelo,
        );
        const first = items[0];
        if (!first) throw new NotFoundError("MODEL_NOT_FOUND", msg("api.tyreModelNotFound"));
        const sorted = [...items].sort(
          (a, b) => a.llanta - b.llanta || a.ancho - b.ancho || a.serie - b.serie || a.ic - b.ic || a.precio - b.precio,
        );
        const lang = langOfApiUrl(req.url);
        const region = defaultRegion(lang);
        return {
          marca: first.marca,
          marcaSlug: first.marcaSlug,
          modelo: first.modelo,
          modeloSlug: first.modeloSlug,
          categoria: first.categoria,
          temporada: first.temporada,
          tipoVehiculo: first.tipoVehiculo,
          descripcion: tyreModelDescription(deps.catalogue.current, first, lang),
          montaje: atSite(deps.catalogue.current.fittingCents, lang),
          neumaticos: sorted.map((t) => ({
            ...retaxed(t, region, ["precio", "ecotasa"]),
            url: productPath(t),
            oferta: offerFor(deps.catalogue.current, t, now),
          })),
        };
      },
    );

    for (const path of ["/neumatico-solicitado", "/neumatico-solicitado-moto"]) {
      app.post(
        path,
        {
          config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
          schema: {
            tags: ["tyres"],
            summary: "Avisar quando houver stock",
            body: TyreRequestSchema,
            response: { 201: TyreRequestAnswer },
          },
        },
        async (req, reply) => {
          const moto = path.endsWith("-moto");
          if (!moto && !deps.catalogue.current.byId.has(req.body.productID))
            throw new NotFoundError("TYRE_NOT_FOUND", msg("api.tyreNotFound"));
          await createTyreRequest(deps.db, {
            email: req.body.email,
            productId: req.body.productID,
            cantidad: req.body.cantidad,
            moto,
          });
          return reply.code(201).send({ message: msg("api.tyreNotifyRegistered") });
        },
      );
    }
  };
}
