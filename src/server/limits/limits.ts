/**
 * Limits shared by every app process, kept in PostgreSQL (never in process memory: each extra process would
 * multiply the allowed attempts, and a memory bound could be used to wipe them). One row per key.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

type Row = { count: number; ttl: number };

/** Counts one hit in a fixed window that starts with the key's first hit; returns the count and the ms left. */
export async function hitWindow(db: Db, key: string, windowMs: number): Promise<Row> {
  const res = (await db.execute(sql`
    insert into ${rateLimits} (key, count, window_start, last_at) values (${key}, 1, now(), now())
    on conflict (key) do update set
      count = case when ${rateLimits}.window_start + ${windowMs} * interval '1 millisecond' <= now() then 1 else ${rateLimits}.count + 1 end,
      window_start = case when ${rateLimits}.window_start + ${windowMs} * interval '1 millisecond' <= now() then now() else ${rateLimits}.window_start end,
      last_at = now()
    returning count, greatest(0, extract(epoch from (window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000)::float8 as ttl`)) as unknown as {
    rows: Array<{ count: number | string; ttl: number | string }>;
  };
  const row = res.rows[0]!;
  return { count: Number(row.count), ttl: Math.ceil(Number(row.ttl)) };
}

/** Takes one hit back (an attempt that turned out fine). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counts a failure for a key without a window (login failures per account); returns the new count. */
export async function countFailure(db: Db, key: string): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()`, lastAt: sql`now()` })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1`, lastAt: sql`now()` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Rows idle for a day are gone (every window here is shorter). */
export async function pruneLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.lastAt} < now() - interval '1 day'`);
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on the rate_limits table, so the route limits hold across processes. */
export function pgRateLimitStore(db: Db) {
  class PgStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = "rl:") {
      this.prefix = prefix;
    }
    incr(key: string, cb: StoreCallback, timeWindow: number): void {
      hitWindow(db, `${this.prefix}${key}`, timeWindow).then(
        (r) => cb(null, { current: r.count, ttl: r.ttl }),
        (error: Error) => cb(error),
      );
    }
    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const info = routeOptions.routeInfo ?? {};
      return new PgStore(undefined, `rl:${String(info.method ?? "")}:${info.url ?? ""}:`);
    }
  }
  return PgStore;
}
