/**
 * Serves the built React Router app from the same process: hashed assets with a long cache, public files, and
 * every other path through React Router's request handler. Loaders reach the API in-process through app.inject
 * (the apiContext exported by entry.server), so a page render never opens a socket.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";

type ApiFetch = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; json: () => unknown }>;

export async function registerWeb(app: FastifyInstance, buildDir: string): Promise<void> {
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const entry = build.entry.module as unknown as { apiContext?: Parameters<RouterContextProvider["set"]>[0] };

  /** In-process API calls on behalf of one browser request, keeping its address for rate limits. */
  const apiFetchFor = (remoteAddress: string): ApiFetch => async (path, init = {}) => {
    const res = await app.inject({
      remoteAddress,
      method: (init.method ?? "GET") as "GET",
      url: `/api/rodacerta/pt${path}`,
      headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
      payload: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.statusCode, json: () => res.json() };
  };

  await app.register(async (web) => {
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_req, _payload, done) => done(null));
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
      web.get(`/${file}`, (_req, reply) => reply.header("content-type", type).header("cache-control", "public, max-age=86400").send(body));
    }
    web.all("/*", async (req, reply) => {
      if (req.url.startsWith("/api/") || req.url.startsWith("/.vite/")) {
        return reply.code(404).send({ error: "NOT_FOUND", message: "Este endereço não existe." });
      }
      const request = createRequest(req.raw, reply.raw);
      const context = new RouterContextProvider();
      if (entry.apiContext) context.set(entry.apiContext, apiFetchFor(req.ip));
      const response = await handle(request, context);
      if (!response.headers.has("cache-control") && req.method === "GET" && response.status === 200) {
        response.headers.set("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      }
      return reply.send(response);
    });
  });
}
