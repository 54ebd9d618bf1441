/**
 * GET /sitemap.xml (the index) and GET /sitemap-{lang}[-{n}].xml (the URL sets), at the site's root beside
 * robots.txt, which names the index. Built from memory by sitemap.ts and kept until the catalogue, the workshops or
 * the packs change, or for CACHE_MS at most (promotions start and end with the clock), with its gzipped bytes.
 */
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listServicePacks } from "#src/server/catalogue/products.queries.ts";
import type { AppDeps } from "#src/server/deps.ts";
import { ReadModel } from "#src/server/read-model.ts";
import { buildSitemaps, type Sitemaps, type SitemapSources } from "./sitemap.ts";

const gzip = promisify(gzipCallback);

const CACHE_MS = 10 * 60_000;
const XML = "application/xml; charset=utf-8";
const CACHE_CONTROL = "public, max-age=3600";

export function sitemapRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The packs change a few times a year: held like the other read models (reloaded when older than 5 minutes).
    const packs = await ReadModel.create(() => listServicePacks(deps.db));
    let cached: { sources: Omit<SitemapSources, "now">; at: number; sitemaps: Sitemaps } | null = null;

    const current = (): Sitemaps => {
      const now = deps.now();
      const sources = { catalogue: deps.catalogue.current, workshops: deps.workshops.current, packs: packs.current };
      const fresh =
        cached &&
        cached.sources.catalogue === sources.catalogue &&
        cached.sources.workshops === sources.workshops &&
        cached.sources.packs === sources.packs &&
        Math.abs(now.getTime() - cached.at) < CACHE_MS;
      if (!fresh) cached = { sources, at: now.getTime(), sitemaps: buildSitemaps({ ...sources, now }) };
      return (cached as NonNullable<typeof cached>).sitemaps;
    };

    // A URL set runs to megabytes: it is compressed once per build (off the main thread), not on every request.
    const gzipped = new WeakMap<Sitemaps, Map<string, Promise<Buffer>>>();
    const send = async (req: FastifyRequest, reply: FastifyReply, sitemaps: Sitemaps, name: string, body: string) => {
      reply.header("content-type", XML).header("cache-control", CACHE_CONTROL).header("vary", "Accept-Encoding");
      if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return reply.send(body);
      let mine = gzipped.get(sitemaps);
      if (!mine) gzipped.set(sitemaps, (mine = new Map()));
      let zipped = mine.get(name);
      if (!zipped) mine.set(name, (zipped = gzip(body)));
      return reply.header("content-encoding", "gzip").send(await zipped);
    };

    app.get("/sitemap.xml", { schema: { hide: true } }, async (req, reply) => {
      const sitemaps = current();
      return send(req, reply, sitemaps, "sitemap.xml", sitemaps.index);
    });
    app.get<{ Params: { file: string } }>("/sitemap-:file", { schema: { hide: true } }, async (req, reply) => {
      const sitemaps = current();
      const name = `sitemap-${req.params.file}`;
      const body = sitemaps.files.get(name);
      if (body === undefined) return reply.callNotFound();
      return send(req, reply, sitemaps, name, body);
    });
  };
}
