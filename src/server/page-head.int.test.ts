/**
 * What a phone downloads first (issue 15, goal 3), on the built app: the pages' <head> with the stylesheets before
 * the JavaScript modules and the modules at low priority, the HTML and the assets compressed, the hashed assets
 * cached for a year. Needs a web build (BUILD_DIR); no timings here (bench/lighthouse.ts measures).
 */
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { startPageApp, webBuilt } from "./test-support/pages.ts";

/** The <link> tags of a page's head, in order. */
function headLinks(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
}

describe.skipIf(!webBuilt("page-head.int"))("pages paint before their JavaScript downloads", () => {
  const site = startPageApp();

  it.each([
    ["pt", "/"],
    ["pt", "/seletor/resultados?ancho=205&serie=55&llanta=16"],
    ["es", "/es"],
    ["pt", "/oficinas-mecanicas/lisboa"],
    ["pt", "/pneus/michelin/pilot-sport-5-205-55-r16-91h-100325"],
    ["pt", "/pagina-que-nao-existe"],
  ])(
    "%s %s: stylesheets before the modules, every module at low priority, nothing left in the body",
    async (_lang, url) => {
      const page = await site.get(url);
      expect(page.statusCode, url).toBe(url.startsWith("/pagina-") ? 404 : 200);
      const links = headLinks(page.body);
      const stylesheets = links.flatMap((l, i) => (l.includes('rel="stylesheet"') ? [i] : []));
      const modules = links.flatMap((l, i) => (l.includes('rel="modulepreload"') ? [i] : []));
      expect(stylesheets.length, url).toBeGreaterThan(0);
      expect(modules.length, url).toBeGreaterThan(3);
      expect(Math.max(...stylesheets), url).toBeLessThan(Math.min(...modules));
      for (const i of modules) expect(links[i], url).toContain('fetchpriority="low"');
      // The body is the page as React rendered it: no module preload or stylesheet was moved into it or lost.
      const body = page.body.slice(page.body.indexOf("</head>"));
      expect(body).not.toMatch(/<link\b[^>]*rel="(?:stylesheet|modulepreload)"/);
      expect(page.body).toContain("</html>");
    },
  );

  it("sends the HTML compressed (brotli), the same page once decompressed", async () => {
    const res = await site.app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(res.rawPayload).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('fetchpriority="low" rel="modulepreload"');
    expect(res.rawPayload.length).toBeLessThan(html.length / 2);
  });

  it("serves the hashed stylesheets and modules compressed and cached for a year", async () => {
    const links = headLinks((await site.get("/")).body);
    const assets = links.map((l) => /href="(\/assets\/[^"]+\.(?:css|js))"/.exec(l)?.[1]).filter((h) => h !== undefined);
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const url of assets) {
      const res = await site.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toMatch(/max-age=31536000\b.*immutable|immutable.*max-age=31536000\b/);
      // Small files (under the compression threshold) may come as they are; the rest compressed.
      if (Number(res.headers["content-length"] ?? res.rawPayload.length) >= 1024)
        expect(res.headers["content-encoding"], url).toBe("br");
    }
  });
});
