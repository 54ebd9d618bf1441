/**
 * The page cache's rules (decision 023): a kept page is served while its read models are the same objects, after its
 * live reads, within its age (stale only while the next render runs); memory is bounded; nonces are per response.
 */
import { describe, expect, it } from "vitest";
import { cutAtNonces, type KeptPage, keptBytes, PageCache, withNonces } from "./page-cache.ts";

const NONCES = { script: "a".repeat(32), style: "b".repeat(32) };

function pageOf(html: string, over: Partial<KeptPage> = {}): KeptPage {
  const cut = cutAtNonces(html, NONCES);
  return {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    ...cut,
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
