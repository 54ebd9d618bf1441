/**
 * Serves the built React Router app from the same process: hashed assets with a long cache, public files, and
 * every other path through React Router's request handler. Loaders reach the API in-process through app.inject
 * (the apiContext exported by entry.server), so a page render never opens a socket.
 *
 * Page requests get a Content-Security-Policy nonce of their own (`config.cspNonces` on the page route,
 * security-headers.ts; the nonces reach entry.server through cspNonceContext), and a page form post is read by Fastify
 * up to PAGE_BODY_LIMIT before React Router sees it, as a Request with that buffered body.
 */
import { type Lang, langOfApiUrl } from "#src/shared/i18n/lang.ts";
import { t } from "#src/shared/i18n/i18n.ts";
import { withScriptsAfterPaint } from "#src/server/page-scripts.ts";
import {
  acceptsGzip,
  cutAtNonces,
  deflatedSegments,
  gzipWithNonces,
  type KeptPage,
  keptBytes,
  type Nonces,
  PAGE_CACHE_DEFAULTS,
  PageCache,
  withNonces,
} from "./page-cache.ts";
import { trackReads } from "./render-reads.ts";
import { langOfPath } from "#src/shared/i18n/paths.ts";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createHeaders, createRequest } from "@remix-run/node-fetch-server";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouterContext, ServerBuild } from "react-router";

type ApiFetch = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; json: () => unknown }>;

/** The largest form a page accepts (login, registration, contacts, checkout: a few KB). */
export const PAGE_BODY_LIMIT = 64 * 1024;

const TOO_LARGE_PAGE = `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pedido demasiado grande | RodaCerta</title></head><body><main><h1>Pedido demasiado grande</h1><p>Os dados enviados são demasiado grandes (máximo ${PAGE_BODY_LIMIT / 1024} KB). Volte atrás, reveja o formulário e tente de novo.</p><p><a href="/">Ir para a página inicial</a></p></main></body></html>`;

/**
 * The Fetch Request React Router handles: Fastify's view of the address (it honours TRUST_PROXY for the scheme and
 * host), the body Fastify has already read and limited, and a signal that aborts if the browser goes away first.
 */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const host = req.host || "localhost";
  if (req.method === "GET" || req.method === "HEAD")
    return createRequest(req.raw, reply.raw, { protocol: `${req.protocol}:`, host });
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array(0); // at most PAGE_BODY_LIMIT bytes
  return new Request(`${req.protocol}://${host}${req.url}`, {
    method: req.method,
    headers: createHeaders(req.raw),
    body,
    signal: controller.signal,
  });
}

/**
 * A kept page, with this response's nonces (the CSP header security-headers.ts wrote carries them): gzipped from its
 * deflated pieces for a client that accepts gzip (@fastify/compress leaves an encoded body as it is).
 */
function sendKept(req: FastifyRequest, reply: FastifyReply, page: KeptPage, nonces: Nonces, state: "hit" | "miss") {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("x-page-cache", state);
  if (acceptsGzip(req.headers["accept-encoding"]) && req.headers["x-no-compression"] === undefined) {
    const vary = page.headers.find(([name]) => name === "vary")?.[1];
    return reply
      .header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding")
      .header("content-encoding", "gzip")
      .send(gzipWithNonces(page, nonces));
  }
  return reply.send(withNonces(page, nonces));
}

export type WebOptions = {
  /** Keep pages for visitors without cookies (page-cache.ts): the read models pages are rendered from, as they are now. */
  pageCache?: { sources: () => readonly unknown[] } & Partial<typeof PAGE_CACHE_DEFAULTS>;
  /** The app's clock (ms), for the age of kept pages. */
  now?: () => number;
};

export async function registerWeb(app: FastifyInstance, buildDir: string, options: WebOptions = {}): Promise<void> {
  // React Router (and with it React) is loaded here, not at start: React picks its build by NODE_ENV when first
  // loaded, and main.ts sets NODE_ENV=production before serving (see there).
  const { createRequestHandler, RouterContextProvider } = await import("react-router");
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const entry = build.entry.module as unknown as {
    apiContext?: RouterContext<ApiFetch>;
    cspNonceContext?: RouterContext<{ script: string; style: string } | null>;
    pageCacheContext?: RouterContext<{ cacheable: boolean } | null>;
  };

  /**
   * In-process API calls on behalf of one browser request, keeping its address for rate limits. A call that failed
   * for a passing reason (5xx, 429) marks the page as not to be kept: a loader may have written a fallback instead.
   */
  const apiFetchFor =
    (remoteAddress: string, lang: Lang, mark: { apiFailed: boolean } | null): ApiFetch =>
    async (path, init = {}) => {
      const res = await app.inject({
        remoteAddress,
        method: (init.method ?? "GET") as "GET",
        url: `/api/rodacerta/${lang}${path}`,
        headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
        payload: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
      if (mark && (res.statusCode >= 500 || res.statusCode === 429)) mark.apiFailed = true;
      return { status: res.statusCode, json: () => res.json() };
    };

  /**
   * A page through React Router, with the headers every page gets. `mark` (a visitor without cookies) learns whether
   * the page may be kept (entry.server.tsx, pageCacheContext).
   */
  async function renderPage(
    req: FastifyRequest,
    reply: FastifyReply,
    mark: { cacheable: boolean; apiFailed: boolean } | null,
  ) {
    const request = toFetchRequest(req, reply);
    const context = new RouterContextProvider();
    if (entry.apiContext)
      context.set(entry.apiContext, apiFetchFor(req.ip, langOfPath(req.url.split("?")[0] ?? "/"), mark));
    if (entry.cspNonceContext && reply.cspNonce) context.set(entry.cspNonceContext, reply.cspNonce);
    if (entry.pageCacheContext && mark) context.set(entry.pageCacheContext, mark);
    // The page's JavaScript starts after its first paint (page-scripts.ts): the first paint waits for CSS only.
    const response = withScriptsAfterPaint(await handle(request, context), reply.cspNonce?.script);
    if (!response.headers.has("cache-control") && req.method === "GET" && response.status === 200) {
      // A page rendered for a session or a basket is that customer's alone: never stored by a shared cache.
      const personal = /(?:^|;\s*)(?:rc_session|rc_cesta)=/.test(req.headers.cookie ?? "");
      response.headers.set(
        "cache-control",
        personal ? "private, no-store" : "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
      );
      response.headers.append("vary", "Cookie");
    }
    return response;
  }

  const now = options.now ?? Date.now;
  const cache =
    options.pageCache && entry.pageCacheContext
      ? new PageCache({ ...PAGE_CACHE_DEFAULTS, ...options.pageCache, now })
      : null;

  await app.register(async (web) => {
    // Any content type is read as bytes, up to the route's bodyLimit, and handed to React Router as is.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    web.setErrorHandler((error: FastifyError, _req, reply) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        // Close the connection rather than read (and discard) the rest of an oversized upload.
        return reply.code(413).header("connection", "close").type("text/html; charset=utf-8").send(TOO_LARGE_PAGE);
      }
      throw error;
    });
    await web.register(fastifyStatic, {
      root: join(buildDir, "client", "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      decorateReply: false,
    });
    const publicFiles: Record<string, string> = {
      "manifest.webmanifest": "application/manifest+json",
      "favicon.svg": "image/svg+xml",
      "robots.txt": "text/plain; charset=utf-8",
    };
    for (const [file, type] of Object.entries(publicFiles)) {
      const body = await readFile(join(buildDir, "client", file)).catch(() => null);
      if (!body) continue;
      web.get(`/${file}`, (_req, reply) =>
        reply.header("content-type", type).header("cache-control", "public, max-age=86400").send(body),
      );
    }
    web.all("/*", { bodyLimit: PAGE_BODY_LIMIT, config: { cspNonces: true } }, async (req, reply) => {
      if (req.url.startsWith("/api/") || req.url.startsWith("/.vite/")) {
        return reply.code(404).send({ error: "NOT_FOUND", message: t(langOfApiUrl(req.url), "api.addressNotFound") });
      }
      const nonces = reply.cspNonce;
      const path = req.url.split("?")[0] ?? "/";
      // A visitor without cookies (nor credentials) gets the page every such visitor gets: kept and served again.
      // Not React Router's data requests of client navigations (no page to keep) nor its route manifest.
      const key =
        cache &&
        req.method === "GET" &&
        !req.headers.cookie &&
        !req.headers.authorization &&
        nonces?.script &&
        nonces.style &&
        !path.endsWith(".data") &&
        !path.startsWith("/__manifest")
          ? `${req.protocol}://${req.host}${req.url}`
          : null;
      if (!cache || !key || !nonces) return reply.send(await renderPage(req, reply, null));
      // An address whose page was not kept lately is rendered at once, without waiting for another request's render.
      if (cache.unkeepable(key)) return reply.header("x-page-cache", "miss").send(await renderPage(req, reply, null));

      const kept = await cache.fresh(key);
      const waiting = cache.rendering(key);
      // Past its age, a page is served while one request renders the next (stale-while-revalidate, same read models).
      if (kept && (!kept.stale || waiting)) return sendKept(req, reply, kept.page, nonces, "hit");
      if (waiting) {
        // The render under way began before this request: its page is served only after a kept page's checks.
        const page = await cache.afterRendering(key);
        if (page) return sendKept(req, reply, page, nonces, "hit");
        return reply.header("x-page-cache", "miss").send(await renderPage(req, reply, null));
      }

      let own: Response | null = null;
      const rendered = await cache.render(key, async () => {
        const sources = cache.sources();
        const renderedAt = now();
        const mark = { cacheable: false, apiFailed: false };
        const { value: response, reads } = await trackReads(() => renderPage(req, reply, mark));
        // Only a page its route allows, rendered without error or a failed API call, without a cookie to set, not
        // private, and made from memory alone (the database read only through live reads, repeated before each
        // serving) is kept.
        if (
          !mark.cacheable ||
          mark.apiFailed ||
          reads.queries > 0 ||
          response.headers.has("set-cookie") ||
          /private|no-store/.test(response.headers.get("cache-control") ?? "") ||
          !response.body
        ) {
          own = response;
          return null;
        }
        const body = await response.text();
        const headers: [string, string][] = [];
        for (const [name, value] of response.headers) if (name !== "content-length") headers.push([name, value]);
        const cut = cutAtNonces(body, nonces);
        const deflated = deflatedSegments(cut.segments);
        return {
          status: response.status,
          headers,
          ...cut,
          deflated,
          sources,
          live: [...reads.live.values()],
          renderedAt,
          size: keptBytes(cut.segments) + keptBytes(deflated),
        };
      });
      if (rendered) return sendKept(req, reply, rendered, nonces, "miss");
      return reply.header("x-page-cache", "miss").send(own);
    });
  });
}
