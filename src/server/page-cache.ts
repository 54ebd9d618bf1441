/**
 * Whole pages kept for visitors without cookies (decision 023, issue 15): a public page rendered for one such visitor
 * is the page every such visitor gets, so it is rendered once and served again while nothing it was made from has
 * changed. A kept page is served only while
 *  - the read models it was rendered from (catalogue, site settings, workshops) are still the very objects in memory
 *    (each change swaps a read model whole, in every process, on its NOTIFY: decision 013),
 *  - its live reads, repeated first, changed nothing (a product's stock: decision 013, addendum),
 *  - and it is younger than `maxAgeMs` on the app's clock (what depends on the time: opening hours, promotions'
 *    end dates, maintenance windows).
 * Each response gets its own Content-Security-Policy nonces: the page is kept cut at its nonces and joined again with
 * the new ones. Memory is bounded by entries and by bytes (least recently used out first).
 * A browser (it accepts gzip) gets the page gzipped without compressing it again: each piece between two nonces is
 * kept deflated once, ending on a byte boundary without closing the stream, and a response joins them with its nonces
 * as stored blocks into one valid gzip stream (RFC 1951/1952), with the CRC of its own bytes. Compressing the whole
 * page per view (@fastify/compress) cost more CPU than everything else a kept view does.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

export type Nonces = { script: string; style: string };

export type KeptPage = {
  status: number;
  headers: [string, string][];
  /** The body (UTF-8, ready to write) cut at each nonce: segments[0] + nonce of kinds[0] + segments[1] + … */
  segments: Buffer[];
  kinds: ("script" | "style")[];
  /** Each segment as raw deflate data ending in a sync flush (deflatedSegments): joined by gzipWithNonces. */
  deflated: Buffer[];
  /** The read models the page was rendered from (compared by identity). */
  sources: readonly unknown[];
  /** Reads to repeat before serving (they may swap a read model, which then no longer matches `sources`). */
  live: (() => Promise<unknown>)[];
  /** When it was rendered, on the app's clock (ms). */
  renderedAt: number;
  /** Bytes kept. */
  size: number;
};

export type PageCacheOptions = {
  maxEntries: number;
  /** Bytes of HTML kept in all. */
  maxBytes: number;
  maxAgeMs: number;
  /** The read models a render reads, as they are now. */
  sources: () => readonly unknown[];
  /** The app's clock (ms). */
  now: () => number;
};

export const PAGE_CACHE_DEFAULTS = { maxEntries: 2_000, maxBytes: 32_000_000, maxAgeMs: 30_000 } as const;

/** A page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 1_000_000;

export class PageCache {
  readonly #options: PageCacheOptions;
  /** In least-recently-used order (a Map iterates in insertion order; a hit moves its entry to the end). */
  readonly #pages = new Map<string, KeptPage>();
  readonly #rendering = new Map<string, Promise<KeptPage | null>>();
  /** Addresses whose last render was not kept, until when (ms): rendered at once, without waiting on each other. */
  readonly #unkeepable = new Map<string, number>();
  /**
   * The read models as last seen. A read model replaced once never comes back, so when they change every kept page
   * goes: none holds on to an old catalogue (memory stays one kept copy of each model, the current one).
   */
  #seen: readonly unknown[] = [];
  #bytes = 0;

  constructor(options: PageCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The read models as they are now: taken before a render starts, kept with its page. */
  sources(): readonly unknown[] {
    return this.#options.sources();
  }

  /**
   * The kept page for `key` if it may still be served (its live reads repeated first), or undefined. A page past its
   * age but made from the same read models is `stale`: served only while its next render is under way (to the
   * requests that come meanwhile, so that one visitor waits for the render rather than all), for at most another
   * `maxAgeMs`.
   */
  async fresh(key: string): Promise<{ page: KeptPage; stale: boolean } | undefined> {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    const age = this.#options.now() - page.renderedAt;
    if (age < 0 || age > 2 * this.#options.maxAgeMs) return this.#drop(key, page);
    if (page.live.length > 0) {
      try {
        await Promise.all(page.live.map((read) => read()));
      } catch {
        return this.#drop(key, page); // the database is unreachable: render, which answers as the page would
      }
    }
    this.#observe(this.#options.sources());
    if (!sameSources(page.sources, this.#seen)) return this.#drop(key, page);
    if (this.#pages.get(key) === page) {
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return { page, stale: age > this.#options.maxAgeMs };
  }

  /** The render of `key` under way, if any (other requests for the same page wait for it rather than render too). */
  rendering(key: string): Promise<KeptPage | null> | undefined {
    return this.#rendering.get(key);
  }

  /**
   * For a request that came while `key` was rendering: waits for that render, then gives its page only if it passes
   * the checks of a kept page now (its live reads repeated, its read models the current ones): the render began
   * before this request, so it may have read a stock sold since.
   */
  async afterRendering(key: string): Promise<KeptPage | undefined> {
    await this.#rendering.get(key)?.catch(() => null);
    const now = await this.fresh(key);
    return now && !now.stale ? now.page : undefined;
  }

  /** Whether `key`'s page was lately found not to be kept (its route does not allow it, it read the database …). */
  unkeepable(key: string): boolean {
    const until = this.#unkeepable.get(key);
    if (until === undefined) return false;
    if (until > this.#options.now()) return true;
    this.#unkeepable.delete(key);
    return false;
  }

  /**
   * Renders `key` once for everyone asking meanwhile; keeps the page when `render` gives one, else remembers for
   * `maxAgeMs` that the address is not kept.
   */
  render(key: string, render: () => Promise<KeptPage | null>): Promise<KeptPage | null> {
    const running = render()
      .then((page) => {
        if (page) this.#keep(key, page);
        else this.#markUnkeepable(key);
        return page;
      })
      .finally(() => {
        if (this.#rendering.get(key) === running) this.#rendering.delete(key);
      });
    this.#rendering.set(key, running);
    return running;
  }

  #markUnkeepable(key: string): void {
    this.#unkeepable.delete(key);
    this.#unkeepable.set(key, this.#options.now() + this.#options.maxAgeMs);
    for (const oldest of this.#unkeepable.keys()) {
      if (this.#unkeepable.size <= this.#options.maxEntries) break;
      this.#unkeepable.delete(oldest);
    }
  }

  /** The read models now: when they changed since last seen, every kept page (made from the old ones) goes. */
  #observe(now: readonly unknown[]): void {
    if (sameSources(this.#seen, now)) return;
    this.#seen = now;
    for (const [key, page] of this.#pages) if (!sameSources(page.sources, now)) this.#drop(key, page);
  }

  #keep(key: string, page: KeptPage): void {
    const old = this.#pages.get(key);
    if (old) this.#drop(key, old);
    this.#observe(this.#options.sources());
    // Too large, or made from read models replaced while it rendered: served this once, not kept.
    if (page.size > MAX_PAGE_BYTES || !sameSources(page.sources, this.#seen)) return;
    this.#pages.set(key, page);
    this.#bytes += page.size;
    for (const [oldest, kept] of this.#pages) {
      if (this.#pages.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) break;
      this.#drop(oldest, kept);
    }
  }

  #drop(key: string, page: KeptPage): undefined {
    if (this.#pages.get(key) === page) {
      this.#pages.delete(key);
      this.#bytes -= page.size;
    }
    return undefined;
  }
}

export function sameSources(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The body cut at every occurrence of the response's nonces (helmet's are 32 hex digits: nothing else matches). */
export function cutAtNonces(body: string, nonces: Nonces): Pick<KeptPage, "segments" | "kinds"> {
  const segments: Buffer[] = [];
  const kinds: KeptPage["kinds"] = [];
  const pattern = new RegExp(`${escape(nonces.script)}|${escape(nonces.style)}`, "g");
  let from = 0;
  for (const m of body.matchAll(pattern)) {
    segments.push(Buffer.from(body.slice(from, m.index)));
    kinds.push(m[0] === nonces.script ? "script" : "style");
    from = m.index + m[0].length;
  }
  segments.push(Buffer.from(body.slice(from)));
  return { segments, kinds };
}

/** A kept page's body with this response's nonces (copied into one buffer: no text to encode per response). */
export function withNonces(page: Pick<KeptPage, "segments" | "kinds">, nonces: Nonces): Buffer {
  const script = Buffer.from(nonces.script, "latin1");
  const style = Buffer.from(nonces.style, "latin1");
  const parts: Buffer[] = [page.segments[0]!];
  let length = parts[0]!.length;
  for (let i = 0; i < page.kinds.length; i++) {
    const nonce = page.kinds[i] === "script" ? script : style;
    const next = page.segments[i + 1]!;
    parts.push(nonce, next);
    length += nonce.length + next.length;
  }
  return Buffer.concat(parts, length);
}

/**
 * Each segment deflated on its own (raw deflate), ending in a sync flush: byte-aligned and not final, so the pieces
 * and stored blocks between them make one deflate stream.
 */
export function deflatedSegments(segments: readonly Buffer[]): Buffer[] {
  return segments.map((s) => deflateRawSync(s, { finishFlush: constants.Z_SYNC_FLUSH }));
}

/** gzip header: deflate, no name, no time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed Huffman codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) non-final deflate block's header for `length` bytes (the stream is byte-aligned here). */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

/** The kept page with this response's nonces as one gzip stream, from its deflated segments (nothing compressed now). */
export function gzipWithNonces(page: Pick<KeptPage, "segments" | "kinds" | "deflated">, nonces: Nonces): Buffer {
  const script = Buffer.from(nonces.script, "latin1");
  const style = Buffer.from(nonces.style, "latin1");
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < page.segments.length; i++) {
    const segment = page.segments[i]!;
    crc = crc32(segment, crc);
    size += segment.length;
    parts.push(page.deflated[i]!);
    if (i < page.kinds.length) {
      const nonce = page.kinds[i] === "script" ? script : style;
      crc = crc32(nonce, crc);
      size += nonce.length;
      parts.push(storedBlockHeader(nonce.length), nonce);
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** Whether an Accept-Encoding header accepts gzip (named, or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") return accepted;
    if (name === "*") star = accepted;
  }
  return star;
}

/** Bytes of a page's segments. */
export function keptBytes(segments: readonly Buffer[]): number {
  let n = 0;
  for (const s of segments) n += s.length;
  return n;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
