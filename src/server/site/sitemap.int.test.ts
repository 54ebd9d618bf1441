/**
 * The sitemaps and the search-engine tags as served by the built app (needs `npm run build`, which `npm test` runs
 * first): the index lists the Portuguese sitemap; every page it lists answers 200 (all of them, except products, tyre
 * models and workshop pages, of which a spread); no private page is listed; robots.txt names the index; filtered
 * listings collapse onto one canonical address.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app.ts";
import type { Database } from "#src/server/db/client.ts";
import { freshPglite, testEnv } from "#src/server/test-support/db.ts";
import { parseProductSlug } from "#src/shared/tyres/types.ts";

const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const built = existsSync(join(BUILD_DIR, "server", "index.js"));
if (!built) console.warn("sitemap: build/ não existe (npm run build); os testes do sitemap foram ignorados");

const ORIGIN = "https://www.rodacerta.pt";
const PRODUCT_SAMPLE = 30;

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
const tag = (html: string, re: RegExp) => html.match(re)?.[1] ?? null;
const canonicalOf = (html: string) => tag(html, /<link rel="canonical" href="([^"]*)"/);
const robotsOf = (html: string) => tag(html, /<meta name="robots" content="([^"]*)"/);

describe.skipIf(!built)("sitemaps and search-engine tags", () => {
  let database: Database;
  let app: FastifyInstance;
  let ptPaths: string[] = [];
  beforeAll(async () => {
    database = await freshPglite();
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: BUILD_DIR, paymentRetries: false });
    const res = await app.inject("/sitemap-pt.xml");
    ptPaths = locs(res.body).map((l) => l.slice(ORIGIN.length));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("serves the index, which lists the Portuguese sitemap", async () => {
    const res = await app.inject("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(res.body)).toContain(`${ORIGIN}/sitemap-pt.xml`);
    expect((await app.inject("/sitemap-xx.xml")).statusCode).toBe(404);
  });

  it("serves the Portuguese sitemap as well-formed XML of absolute addresses", async () => {
    const res = await app.inject("/sitemap-pt.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    for (const l of locs(res.body)) expect(l.startsWith(`${ORIGIN}/`), l).toBe(true);
    const zipped = await app.inject({ url: "/sitemap-pt.xml", headers: { "accept-encoding": "gzip, br" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(res.body);
    expect(ptPaths).toEqual(expect.arrayContaining(["/", "/pneus", "/oficinas-mecanicas", "/carro/baterias"]));
    expect(ptPaths.some((p) => parseProductSlug(p.split("/")[3] ?? ""))).toBe(true);
  });

  it("lists no private, checkout, operator or noindex page", () => {
    for (const p of ptPaths)
      expect(p).not.toMatch(/^\/(?:area-privado|carrinho|operador|login|registo|marcacao-previa|seletor\/|api\/)/);
  });

  it("lists only pages that answer 200 (every other page, and a spread of products, models and workshops)", async () => {
    const isProduct = (p: string) => p.startsWith("/pneus/") && parseProductSlug(p.split("/")[3] ?? "") !== null;
    const isModel = (p: string) => p.startsWith("/pneus/") && p.split("/").length === 4 && !isProduct(p);
    const isWorkshop = (p: string) => p.startsWith("/oficinas-mecanicas/") && p.split("/").length === 4;
    const spread = (list: string[], n: number) => {
      const step = Math.max(1, Math.floor(list.length / n));
      return list.filter((_, i) => i % step === 0).slice(0, n);
    };
    const sample = [
      ...ptPaths.filter((p) => !isProduct(p) && !isModel(p) && !isWorkshop(p)),
      ...spread(ptPaths.filter(isProduct), PRODUCT_SAMPLE),
      ...spread(ptPaths.filter(isModel), 15),
      ...spread(ptPaths.filter(isWorkshop), 15),
    ];
    expect(sample.length).toBeGreaterThan(100);
    const failed: string[] = [];
    for (const path of sample) {
      const res = await app.inject(path);
      if (res.statusCode !== 200) failed.push(`${path} → ${res.statusCode}`);
    }
    expect(failed).toEqual([]);
  }, 60_000);

  it("serves the Spanish sitemap: Spanish addresses that answer 200, each paired with its Portuguese page", async () => {
    const res = await app.inject("/sitemap-es.xml");
    expect(res.statusCode).toBe(200);
    const esPaths = locs(res.body).map((l) => l.slice(ORIGIN.length));
    expect(esPaths).toEqual(expect.arrayContaining(["/es", "/neumaticos", "/talleres"]));
    for (const p of esPaths)
      expect(p).not.toMatch(/^\/(?:pneus|carrinho|oficinas-mecanicas|area-privado|cesta|operador)\b/);
    const spread = (list: string[], n: number) =>
      list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0);
    const alternate = (html: string, hreflang: string) =>
      tag(html, new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="([^"]*)"`));
    const failed: string[] = [];
    for (const path of spread(esPaths, 40)) {
      const page = await app.inject(path);
      if (page.statusCode !== 200) {
        failed.push(`${path} → ${page.statusCode}`);
        continue;
      }
      if (!page.body.includes('<html lang="es-ES"')) failed.push(`${path}: not a Spanish page`);
      // The pair points back: the Spanish page names its Portuguese twin, which names the Spanish page.
      const pt = alternate(page.body, "pt-PT");
      if (alternate(page.body, "es-ES") !== `${ORIGIN}${path}`) failed.push(`${path}: es-ES alternate is not itself`);
      if (!pt) {
        failed.push(`${path}: no pt-PT alternate`);
        continue;
      }
      const twin = await app.inject(pt.slice(ORIGIN.length));
      if (twin.statusCode !== 200) failed.push(`${pt} → ${twin.statusCode}`);
      else if (alternate(twin.body, "es-ES") !== `${ORIGIN}${path}`)
        failed.push(`${pt}: es-ES alternate is not ${path}`);
    }
    expect(failed).toEqual([]);
  }, 90_000);

  it("names the sitemap in robots.txt", async () => {
    const res = await app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Sitemap: https:\/\/www\.rodacerta\.pt\/sitemap\.xml$/m);
  });

  it("collapses filtered, sorted and paged results onto one canonical address, out of the index", async () => {
    const size = "ancho=205&serie=55&llanta=16";
    const plain = await app.inject(`/seletor/resultados?${size}`);
    expect(plain.statusCode).toBe(200);
    expect(canonicalOf(plain.body)).toBe(`${ORIGIN}/seletor/resultados?${size.replaceAll("&", "&amp;")}`);
    expect(robotsOf(plain.body)).toBeNull();
    for (const q of ["temporada=invierno", "orden=precio-asc", "pagina=2"]) {
      const res = await app.inject(`/seletor/resultados?${size}&${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(canonicalOf(res.body), q).toBe(`${ORIGIN}/seletor/resultados?${size.replaceAll("&", "&amp;")}`);
      expect(robotsOf(res.body), q).toBe("noindex, follow");
    }
    const batteries = await app.inject("/carro/baterias?ordem=preco-desc");
    expect(batteries.statusCode).toBe(200);
    expect(canonicalOf(batteries.body)).toBe(`${ORIGIN}/carro/baterias`);
    expect(robotsOf(batteries.body)).toBe("noindex, follow");
    expect(robotsOf((await app.inject("/carro/baterias")).body)).toBeNull();
  });

  it("gives brand-filtered results a title of their own", async () => {
    const brands = (await app.inject("/api/rodacerta/pt/marcas")).json() as Array<{ id: number; name: string }>;
    const michelin = brands.find((b) => b.name === "Michelin");
    expect(michelin).toBeDefined();
    const res = await app.inject(`/seletor/resultados?ancho=205&serie=55&llanta=16&marca=${michelin?.id}`);
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toMatch(
      /^Pneus Michelin 205\/55 R16: \d+ resultados \| RodaCerta$/,
    );
    expect(canonicalOf(res.body)).toContain(`marca=${michelin?.id}`);
    expect(robotsOf(res.body)).toBeNull();
  });

  it("gives the home page Open Graph and hreflang tags, and the 404 page a description", async () => {
    const home = (await app.inject("/")).body;
    for (const [property, value] of [
      ["og:title", "RodaCerta — Pneus baratos com montagem na oficina perto de si"],
      ["og:url", `${ORIGIN}/`],
      ["og:type", "website"],
      ["og:image", `${ORIGIN}/favicon.svg`],
      ["og:locale", "pt_PT"],
    ])
      expect(home, property).toContain(`<meta property="${property}" content="${value}"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="pt-PT" href="${ORIGIN}/"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/"/>`);
    const missing = await app.inject("/esta-pagina-nao-existe");
    expect(missing.statusCode).toBe(404);
    expect(tag(missing.body, /<meta name="description" content="([^"]*)"/)).toMatch(/não existe/);
  });
});
