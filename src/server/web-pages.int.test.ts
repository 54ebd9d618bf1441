/**
 * Page addresses and caching served by the built app (needs `npm run build`, which `npm test` runs first): the spec's
 * private-area addresses, the old change link of booking e-mails, unknown promotions as 404, the demo banner, and
 * pages for a session or a basket kept out of shared caches.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { freshPglite, testEnv } from "./test-support/db.ts";

const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const built = existsSync(join(BUILD_DIR, "server", "index.js"));
if (!built) console.warn("web-pages: build/ não existe (npm run build); os testes das páginas foram ignorados");

describe.skipIf(!built)("page addresses and caching", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await freshPglite();
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: BUILD_DIR, paymentRetries: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("sends the spec's private-area addresses to their tabs", async () => {
    for (const [from, to] of [
      ["/historial", "/area-privado/historial"],
      ["/os-meus-dados", "/area-privado/os-meus-dados"],
      ["/as-minhas-encomendas", "/area-privado/encomendas"],
      ["/as-minhas-encomendas/", "/area-privado/encomendas"],
    ]) {
      const res = await app.inject(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });

  it("keeps the change links of e-mails already sent working", async () => {
    const res = await app.inject("/alteracao?cita=7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f&token=abc");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/marcacao-previa/alteracao?cita=7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f&token=abc");
  });

  it("serves the FAQ at its Portuguese address and moves the old Spanish-spelt one there", async () => {
    const old = await app.inject("/preguntas-frequentes");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/perguntas-frequentes");
    const page = await app.inject("/perguntas-frequentes");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Perguntas frequentes");
  });

  it("moves the truck pages the spec lists at the top level to their pages under /camiao, on both sites", async () => {
    for (const [from, to] of [
      ["/gestao-de-frotas", "/camiao/gestao-de-frotas"],
      ["/assistencia-24h-camiao", "/camiao/assistencia-24h-camiao"],
      ["/pneus-industriais?x=1", "/camiao/pneus-industriais?x=1"],
      ["/gestion-de-flotas", "/camion/gestion-de-flotas"],
    ]) {
      const old = await app.inject(from!);
      expect(old.statusCode, from).toBe(301);
      expect(old.headers.location, from).toBe(to);
      expect((await app.inject(to!)).statusCode, to).toBe(200);
    }
  });

  it("answers an unknown promotion page with 404, not 400", async () => {
    for (const url of ["/promocoes/xyz", "/promocoes/carro/xyz", "/promocoes/carro/99999999"])
      expect((await app.inject(url)).statusCode, url).toBe(404);
    expect((await app.inject("/promocoes/carro")).statusCode).toBe(200);
  });

  it("shows the demo banner on every page in demo mode", async () => {
    for (const url of ["/", "/oficinas-mecanicas", "/login"])
      expect((await app.inject(url)).body, url).toContain("pagamentos simulados");
  });

  it("keeps pages rendered for a session or a basket out of shared caches", async () => {
    const anonymous = await app.inject("/");
    expect(anonymous.headers["cache-control"]).toContain("public");
    const personal = await app.inject({
      url: "/",
      headers: { cookie: "rc_cesta=7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f" },
    });
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    expect(String(personal.headers.vary)).toMatch(/cookie/i);
  });
});
