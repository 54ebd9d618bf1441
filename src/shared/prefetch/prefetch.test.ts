import { describe, expect, it } from "vitest";
import {
  isBot,
  nextPrefetchBatch,
  PREFETCH_BATCH,
  PREFETCH_INTERVAL_MS,
  prefetchablePath,
  prefetchAllowed,
} from "./prefetch.ts";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("page prefetch", () => {
  it("uses the spec's batch of 4 every 3 seconds", () => {
    expect(PREFETCH_BATCH).toBe(4);
    expect(PREFETCH_INTERVAL_MS).toBe(3000);
  });

  it("takes the next 4 paths not prefetched yet, in queue order, each once", () => {
    const queue = ["/a", "/b", "/a", "/c", "/d", "/e", "/f"];
    expect(nextPrefetchBatch({ queue, done: new Set(), userAgent: CHROME })).toEqual(["/a", "/b", "/c", "/d"]);
    expect(nextPrefetchBatch({ queue, done: new Set(["/a", "/b", "/c", "/d"]), userAgent: CHROME })).toEqual([
      "/e",
      "/f",
    ]);
    expect(nextPrefetchBatch({ queue, done: new Set(queue), userAgent: CHROME })).toEqual([]);
    expect(nextPrefetchBatch({ queue: [], done: new Set(), userAgent: CHROME })).toEqual([]);
  });

  it("skips 2g (and slower), data saver and bots", () => {
    const queue = ["/a", "/b"];
    const done = new Set<string>();
    for (const effectiveType of ["2g", "slow-2g"])
      expect(nextPrefetchBatch({ queue, done, connection: { effectiveType }, userAgent: CHROME })).toEqual([]);
    expect(nextPrefetchBatch({ queue, done, connection: { saveData: true }, userAgent: CHROME })).toEqual([]);
    expect(nextPrefetchBatch({ queue, done, connection: { effectiveType: "4g" }, userAgent: GOOGLEBOT })).toEqual([]);
    expect(nextPrefetchBatch({ queue, done, connection: { effectiveType: "3g" }, userAgent: CHROME })).toEqual(queue);
    // No Network Information API (Safari, Firefox): prefetch.
    expect(prefetchAllowed(undefined, CHROME)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: false }, CHROME)).toBe(true);
  });

  it("knows crawlers and headless browsers from people", () => {
    for (const ua of [
      GOOGLEBOT,
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    ])
      expect(isBot(ua), ua).toBe(true);
    for (const ua of [
      CHROME,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
      null,
      "",
    ])
      expect(isBot(ua), String(ua)).toBe(false);
  });

  it("prefetches pages of this site only, not the current page, files, the API or the back office", () => {
    expect(prefetchablePath("/pneus/michelin", "/")).toBe("/pneus/michelin");
    expect(prefetchablePath("/resultados?medida=205-55-16#lista", "/")).toBe("/resultados?medida=205-55-16");
    expect(prefetchablePath("/", "/")).toBeNull();
    expect(prefetchablePath("/?x=1", "/")).toBeNull();
    expect(prefetchablePath("#conteudo", "/")).toBeNull();
    expect(prefetchablePath("https://example.com/", "/")).toBeNull();
    expect(prefetchablePath("//example.com/", "/")).toBeNull();
    expect(prefetchablePath("/api/rodacerta/pt/site-init", "/")).toBeNull();
    expect(prefetchablePath("/operador/", "/")).toBeNull();
    expect(prefetchablePath("/faturas/123.pdf", "/")).toBeNull();
    expect(prefetchablePath("/sitemap.xml", "/")).toBeNull();
  });
});
