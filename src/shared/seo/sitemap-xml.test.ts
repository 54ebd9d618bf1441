import { describe, expect, it } from "vitest";
import { escapeXml, latest, sitemapIndexXml, splitSitemap, urlsetXml } from "./sitemap-xml.ts";

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("writes a URL set with lastmod days and escaped addresses", () => {
    const xml = urlsetXml([
      { loc: "https://www.rodacerta.pt/", lastmod: new Date("2026-11-20T23:30:00Z") },
      { loc: "https://www.rodacerta.pt/r?a=1&b=2" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://www.rodacerta.pt/</loc><lastmod>2026-11-20</lastmod></url>",
        "<url><loc>https://www.rodacerta.pt/r?a=1&amp;b=2</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("declares the xhtml namespace only when it lists hreflang alternates", () => {
    const xml = urlsetXml([
      { loc: "https://x.pt/a", alternates: [{ hreflang: "x-default", href: "https://x.pt/a?x=1&y=2" }] },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.pt/a?x=1&amp;y=2"/>');
  });

  it("writes a sitemap index", () => {
    const xml = sitemapIndexXml([
      { loc: "https://www.rodacerta.pt/sitemap-pt.xml", lastmod: new Date("2026-01-02T00:00:00Z") },
      { loc: "https://www.rodacerta.pt/sitemap-pt-2.xml", lastmod: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<sitemap><loc>https://www.rodacerta.pt/sitemap-pt.xml</loc><lastmod>2026-01-02</lastmod></sitemap>",
    );
    expect(xml).toContain("<sitemap><loc>https://www.rodacerta.pt/sitemap-pt-2.xml</loc></sitemap>");
  });

  it("splits long lists at the protocol's limit", () => {
    expect(splitSitemap([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(splitSitemap([], 2)).toEqual([[]]);
    expect(splitSitemap(Array.from({ length: 50_001 }, (_, i) => i)).map((p) => p.length)).toEqual([50_000, 1]);
  });

  it("finds the latest known date", () => {
    const a = new Date("2026-01-01T00:00:00Z");
    const b = new Date("2026-03-01T00:00:00Z");
    expect(latest([a, null, b, undefined])).toBe(b);
    expect(latest([null])).toBeNull();
  });
});
