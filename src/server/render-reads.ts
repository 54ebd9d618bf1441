/**
 * What a page render read from the database, followed through its async calls (the in-process API calls of its
 * loaders included): the page cache (page-cache.ts) keeps a page only when its render read nothing from the database
 * but its declared live reads, which it repeats before serving a kept copy (decision 023).
 *
 * - `noteQuery` is called for every query the database client runs (db/client.ts, Drizzle's logger hook).
 * - `liveRead` runs a read that a page must always see fresh (a product's stock): its own queries do not count, and
 *   the render is told how to repeat it.
 * Outside a tracked render both cost one AsyncLocalStorage lookup.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type RenderReads = {
  /** Database queries run by the render outside its live reads. */
  queries: number;
  /** The live reads to repeat before a kept copy is served, by key (one per tyre, for instance). */
  live: Map<string, () => Promise<unknown>>;
};

const current = new AsyncLocalStorage<RenderReads | null>();

/** Runs `render`, recording what it reads. */
export async function trackReads<T>(render: () => Promise<T>): Promise<{ value: T; reads: RenderReads }> {
  const reads: RenderReads = { queries: 0, live: new Map() };
  const value = await current.run(reads, render);
  return { value, reads };
}

/** One database query ran (called by the database client for each). */
export function noteQuery(): void {
  const reads = current.getStore();
  if (reads) reads.queries++;
}

/** A read whose answer must be fresh on every view: a kept page repeats it (by `key`) before it is served. */
export function liveRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = current.getStore();
  if (!reads) return read();
  reads.live.set(key, read);
  return current.run(null, read); // its queries are not the render's own
}
