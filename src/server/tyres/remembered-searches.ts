/**
 * Searches already validated, by their address and exact body (issue 15: most searches repeat one another). A body
 * read before, that passed validation and got an answer, is given its validated query at once: no JSON parsing, no
 * validation and no cache key to write again. Bounded: only short bodies and addresses (a search is ~100 characters),
 * at most `size` of them, the least recently used dropped first. A remembered query is frozen through, since every
 * request that repeats it shares it.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";

export type Remembered<Q> = { q: Q; lang: Lang; key: string };

export class RememberedSearches<Q> {
  private readonly entries = new Map<string, Remembered<Q>>();

  private readonly size: number;
  private readonly bodyMax: number;
  private readonly urlMax: number;

  constructor(size = 1024, bodyMax = 512, urlMax = 256) {
    this.size = size;
    this.bodyMax = bodyMax;
    this.urlMax = urlMax;
  }

  get count(): number {
    return this.entries.size;
  }

  /** The remembered search for this address and body, if any. */
  get(url: string, body: string): Remembered<Q> | undefined {
    if (body.length > this.bodyMax || url.length > this.urlMax) return undefined;
    const key = `${url}\n${body}`;
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, found);
    }
    return found;
  }

  /** Remembers a search that passed validation and got its answer (its query is frozen here). */
  remember(url: string, body: string, search: Remembered<Q>): void {
    if (body.length > this.bodyMax || url.length > this.urlMax) return;
    const key = `${url}\n${body}`;
    this.entries.delete(key);
    this.entries.set(key, { ...search, q: deepFreeze(search.q) });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Freezes a parsed value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
