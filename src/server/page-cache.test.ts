/**
 * The page cache's rules (decision 023): a kept page is served while its read models are the same objects, after its
 * live reads, within its age (stale only while the next render runs); memory is bounded; nonces are per response.
 */
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  acceptsGzip,
  cutAtNonces,
  deflatedSegments,
  gzipWithNonces,
  type KeptPage,
  keptBytes,
  PageCache,
  withNonces,
} from "./page-cache.ts";

const NONCES = { script: "a".repeat(32), style: "b".repeat(32) };

function pageOf(html: string, over: Partial<KeptPage> = {}): KeptPage {
  const cut = cutAtNonces(html, NONCES);
  return {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    ...cut,
    deflated: deflatedSegments(cut.segments),
    sources: [],
    live: [],
    renderedAt: 0,
    size: keptBytes(cut.segments),
    ...over,
  };
}

function cacheWith(over: { sources?: () => readonly unknown[]; maxEntries?: number; maxBytes?: number } = {}) {
  let now = 0;
  const cache = new PageCache({
    maxEntries: over.maxEntries ?? 100,
    maxBytes: over.maxBytes ?? 1_000_000,
    maxAgeMs: 30_000,
    sources: over.sources ?? (() => []),
    now: () => now,
  });
  return { cache, at: (ms: number) => (now = ms) };
}

describe("nonces", () => {
  it("cuts a page at both nonces and joins it with a response's own, byte for byte", () => {
    const html = `<script nonce="${NONCES.script}">x</script><style nonce="${NONCES.style}"></style>€ çã<script nonce="${NONCES.script}"></script>`;
    const cut = cutAtNonces(html, NONCES);
    expect(cut.kinds).toEqual(["script", "style", "script"]);
    expect(withNonces(cut, NONCES).toString("utf8")).toBe(html);
    const fresh = { script: "1".repeat(32), style: "2".repeat(32) };
    expect(withNonces(cut, fresh).toString("utf8")).toBe(
      html.replaceAll(NONCES.script, fresh.script).replaceAll(NONCES.style, fresh.style),
    );
    expect(keptBytes(cut.segments)).toBe(Buffer.byteLength(html) - 3 * 32);
  });

  it("keeps a page without nonces whole", () => {
    const cut = cutAtNonces("<p>olá</p>", NONCES);
    expect(cut.kinds).toEqual([]);
    expect(withNonces(cut, NONCES).toString()).toBe("<p>olá</p>");
  });
});

describe("gzipped kept pages", () => {
  const fresh = { script: "1".repeat(32), style: "2".repeat(32) };
  const gzipped = (html: string, nonces = fresh) => {
    const cut = cutAtNonces(html, NONCES);
    return gzipWithNonces({ ...cut, deflated: deflatedSegments(cut.segments) }, nonces);
  };

  it("joins the deflated pieces and the response's nonces into one gzip stream of exactly the page it serves", () => {
    const long = "<li>Michelin Pilot Sport 5 205/55 R16 91H — 4 × 112,90 €, montagem incluída</li>".repeat(400);
    const pages = [
      `<script nonce="${NONCES.script}">x</script><style nonce="${NONCES.style}"></style>€ çã<script nonce="${NONCES.script}"></script>`,
      `<script nonce="${NONCES.script}"></script>${long}<script nonce="${NONCES.script}"></script>`, // pieces of 0 and 30 KB
      `${NONCES.script}${NONCES.style}`, // nothing but nonces: every piece empty
      "<p>olá, sem nonces</p>",
      "",
    ];
    for (const html of pages) {
      const cut = cutAtNonces(html, NONCES);
      const body = gzipped(html);
      expect(body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      // gunzip checks the stream's end, its CRC-32 and its length
      expect(gunzipSync(body).toString("utf8")).toBe(withNonces(cut, fresh).toString("utf8"));
    }
    const big = gzipped(`<p>${long}</p>`);
    expect(big.length).toBeLessThan(Buffer.byteLength(long) / 10); // compressed, not stored
  });

  it("gives each response its own nonces in the gzip stream", () => {
    const html = `<script nonce="${NONCES.script}">a</script>`;
    const other = { script: "3".repeat(32), style: "4".repeat(32) };
    expect(gunzipSync(gzipped(html, other)).toString()).toBe(`<script nonce="${other.script}">a</script>`);
    expect(gunzipSync(gzipped(html)).toString()).toBe(`<script nonce="${fresh.script}">a</script>`);
  });

  it("reads Accept-Encoding as browsers and HTTP clients write it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("gzip; q=0.000")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("PageCache", () => {
  it("serves a kept page while its read models are the same objects, and drops it when one is swapped", async () => {
    let site = { notice: null as string | null };
    const { cache } = cacheWith({ sources: () => [site] });
    await cache.render("/", async () => pageOf("<p>home</p>", { sources: cache.sources() }));
    expect((await cache.fresh("/"))?.stale).toBe(false);
    site = { notice: "Manutenção" }; // a reload swaps the read model whole
    expect(await cache.fresh("/")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("repeats a page's live reads before serving it, and drops it when they changed a read model or failed", async () => {
    let catalogue = { stock: 2 };
    let reads = 0;
    let sold = false;
    const live = async () => {
      reads++;
      if (sold) catalogue = { stock: 0 };
    };
    const { cache } = cacheWith({ sources: () => [catalogue] });
    await cache.render("/p", async () => pageOf("<p>2</p>", { sources: cache.sources(), live: [live] }));
    expect(await cache.fresh("/p")).toBeDefined();
    expect(reads).toBe(1);
    sold = true;
    expect(await cache.fresh("/p")).toBeUndefined();
    expect(reads).toBe(2);

    await cache.render("/q", async () =>
      pageOf("<p>q</p>", { sources: cache.sources(), live: [() => Promise.reject(new Error("down"))] }),
    );
    expect(await cache.fresh("/q")).toBeUndefined();
  });

  it("serves a page up to its age, then as stale (only while the next render runs) up to twice that, then drops it", async () => {
    const { cache, at } = cacheWith();
    at(1_000);
    await cache.render("/", async () => pageOf("<p>home</p>", { renderedAt: 1_000 }));
    at(31_000);
    expect((await cache.fresh("/"))?.stale).toBe(false);
    at(31_001);
    expect((await cache.fresh("/"))?.stale).toBe(true);
    at(61_001);
    expect(await cache.fresh("/")).toBeUndefined();
    // a clock set back (tests, a corrected server clock) does not serve a page "from the future"
    await cache.render("/", async () => pageOf("<p>home</p>", { renderedAt: 61_001 }));
    at(60_000);
    expect(await cache.fresh("/")).toBeUndefined();
  });

  it("renders a page once for the requests that ask while it renders, and keeps nothing when the render gives no page", async () => {
    const { cache } = cacheWith();
    let renders = 0;
    let finish = (_: KeptPage | null) => {};
    const first = cache.render("/", () => {
      renders++;
      return new Promise<KeptPage | null>((resolve) => (finish = resolve));
    });
    expect(cache.rendering("/")).toBe(first);
    finish(pageOf("<p>home</p>"));
    expect(await cache.rendering("/")).toBeTruthy();
    expect(cache.rendering("/")).toBeUndefined();
    expect(renders).toBe(1);
    expect(cache.size).toBe(1);

    await cache.render("/login", async () => null);
    expect(cache.size).toBe(1);
    await expect(cache.render("/x", () => Promise.reject(new Error("render failed")))).rejects.toThrow();
    expect(cache.rendering("/x")).toBeUndefined();
  });

  it("is bounded by entries and by bytes, the least recently served page out first", async () => {
    const { cache } = cacheWith({ maxEntries: 3, maxBytes: 250 });
    for (const k of ["/a", "/b", "/c"]) await cache.render(k, async () => pageOf("x".repeat(50)));
    await cache.fresh("/a"); // served: now the most recent
    await cache.render("/d", async () => pageOf("x".repeat(50)));
    expect(cache.size).toBe(3);
    expect(await cache.fresh("/b")).toBeUndefined();
    expect(await cache.fresh("/a")).toBeDefined();
    await cache.render("/big", async () => pageOf("y".repeat(200)));
    expect(cache.bytes).toBeLessThanOrEqual(250);
    expect(await cache.fresh("/big")).toBeDefined();
    // a page over 1 MB is served but never kept
    await cache.render("/huge", async () => pageOf("z".repeat(1_000_001)));
    expect(await cache.fresh("/huge")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(250);
  });

  it("lets every kept page go when the read models change, and keeps no page made from replaced ones", async () => {
    let catalogue = { version: 1 };
    const { cache } = cacheWith({ sources: () => [catalogue] });
    for (const k of ["/a", "/b"]) await cache.render(k, async () => pageOf("<p>x</p>", { sources: cache.sources() }));
    expect(cache.size).toBe(2);
    const before = cache.sources();
    catalogue = { version: 2 };
    await cache.fresh("/a"); // any look at the cache notices the change: /b goes too (it would hold version 1)
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    // a render that began before the change ends after it: served once, not kept
    await cache.render("/c", async () => pageOf("<p>c</p>", { sources: before }));
    expect(cache.size).toBe(0);
  });

  it("remembers for a while an address whose page was not kept, so its requests do not wait on each other", async () => {
    const { cache, at } = cacheWith();
    at(0);
    expect(cache.unkeepable("/login")).toBe(false);
    await cache.render("/login", async () => null);
    expect(cache.unkeepable("/login")).toBe(true);
    at(30_001);
    expect(cache.unkeepable("/login")).toBe(false);
    // a page too large to keep replaces no smaller kept one with nothing: the old one goes as well
    await cache.render("/p", async () => pageOf("<p>small</p>"));
    await cache.render("/p", async () => pageOf("z".repeat(1_000_001)));
    expect(await cache.fresh("/p")).toBeUndefined();
  });

  it("gives a request that came during a render that render's page only after a kept page's checks", async () => {
    let catalogue = { stock: 2 };
    let sold = false;
    const live = async () => {
      if (sold) catalogue = { stock: 0 };
    };
    const { cache } = cacheWith({ sources: () => [catalogue] });
    let finish = () => {};
    const sources = cache.sources(); // the render began with 2 in stock, and read it
    const rendering = cache.render("/p", async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return pageOf("<p>2 em stock</p>", { sources, live: [live] });
    });
    sold = true; // sold out while it renders; then a view arrives
    const waiter = cache.afterRendering("/p");
    finish();
    await rendering;
    expect(await waiter).toBeUndefined(); // it renders its own page
    // without a change meanwhile, the waiter gets the page rendered for it
    sold = false;
    const again = cache.render("/q", async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return pageOf("<p>q</p>", { sources: cache.sources(), live: [live] });
    });
    const second = cache.afterRendering("/q");
    finish();
    await again;
    expect(await second).toBeDefined();
  });
});
