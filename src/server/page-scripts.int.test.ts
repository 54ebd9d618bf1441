/**
 * What a phone downloads first (issue 15, goal 3), on the built app: the pages' stylesheets, with their JavaScript
 * held until after the first paint (page-scripts.ts), the HTML and the assets compressed, the hashed assets cached
 * for a year. Needs a web build (BUILD_DIR); no timings here (bench/lighthouse.ts measures; the e2e suites run the
 * starter in a browser on every page they open).
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { STARTER } from "./page-scripts.ts";
import { startPageApp, webBuilt } from "./test-support/pages.ts";

/** The <link> tags of a page's head, in order. */
function headLinks(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
}

describe.skipIf(!webBuilt("page-scripts.int"))("pages paint before their JavaScript downloads", () => {
  const site = startPageApp();

  it.each([
    ["pt", "/"],
    ["pt", "/seletor/resultados?ancho=205&serie=55&llanta=16"],
    ["es", "/es"],
    ["pt", "/oficinas-mecanicas/lisboa"],
    ["pt", "/pneus/michelin/pilot-sport-5-205-55-r16-91h-100325"],
    ["pt", "/pagina-que-nao-existe"],
  ])(
    "%s %s: stylesheets to fetch, no module to fetch or run before the starter, which is last in <body>",
    async (_lang, url) => {
      const page = await site.get(url);
      expect(page.statusCode, url).toBe(url.startsWith("/pagina-") ? 404 : 200);
      const links = headLinks(page.body);
      expect(links.filter((l) => l.includes('rel="stylesheet"')).length, url).toBeGreaterThan(0);
      // The page's modules (entry, route modules, message namespaces), none of them fetched before the paint.
      expect(links.filter((l) => l.includes('rel="later-preload"')).length, url).toBeGreaterThan(3);
      expect(page.body.replace(STARTER, ""), url).not.toMatch(/rel="modulepreload"/);
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      expect(
        scripts.filter((a) => /type="module"/.test(a)),
        url,
      ).toEqual([]);
      expect(scripts.filter((a) => /type="text\/later"/.test(a)).length, url).toBe(1);
      // The starter carries the response's CSP nonce (the header's) and ends the body.
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
      expect(nonce, url).toBeTruthy();
      expect(page.body, url).toContain(`<script nonce="${nonce}">${STARTER}</script></body></html>`);
    },
  );

  it("sends the HTML compressed, the same page once decompressed (brotli when rendered, gzip when kept)", async () => {
    // A visitor with a cookie gets a page rendered for them, compressed by @fastify/compress (brotli).
    const rendered = await site.app.inject({ url: "/", headers: { "accept-encoding": "br, gzip", cookie: "x=1" } });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers["content-encoding"]).toBe("br");
    // A visitor without cookies gets the kept page, joined as gzip from its deflated pieces (decision 023, addendum).
    await site.app.inject({ url: "/" });
    const kept = await site.app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(kept.headers["content-encoding"]).toBe("gzip");
    for (const [res, html] of [
      [rendered, brotliDecompressSync(rendered.rawPayload).toString("utf8")],
      [kept, gunzipSync(kept.rawPayload).toString("utf8")],
    ] as const) {
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain(`${STARTER}</script></body></html>`);
      expect(res.rawPayload.length).toBeLessThan(html.length / 2);
    }
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
