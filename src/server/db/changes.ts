/**
 * Change announcements between app processes sharing one database: a process that changes something other
 * processes keep in memory (a workshop's claimed slots, the catalogue) says so with NOTIFY; every process LISTENs
 * (buildApp) and drops or reloads what it holds. Delivery is best effort: caches also expire on their own, and
 * correctness never depends on them (every booking re-checks in its transaction).
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

export const CHANGES_CHANNEL = "rodacerta_changes";

/**
 * `site` and `workshops` name the read models of the same names (site/site.read-model.ts, workshops/…); `tyre` (its
 * stock, price or eco-tax changed) and `promotions` patch the catalogue in memory, `models` (brands or models edited)
 * reloads it. Triggers send them (migration 0011), so a change made by hand counts.
 */
export type Change =
  | { topic: "availability"; workshopId: number }
  | { topic: "catalogue" }
  | { topic: "site" }
  | { topic: "workshops" }
  | { topic: "promotions" }
  | { topic: "models" }
  | { topic: "tyre"; tyreId: string }
  | { topic: "reconnected" };

export function encodeChange(c: Change): string {
  if (c.topic === "availability") return `availability:${c.workshopId}`;
  return c.topic === "tyre" ? `tyre:${c.tyreId}` : c.topic;
}

export function decodeChange(payload: string): Change | null {
  if (payload === "") return { topic: "reconnected" };
  if (["catalogue", "site", "workshops", "promotions", "models"].includes(payload))
    return { topic: payload as "catalogue" | "site" | "workshops" | "promotions" | "models" };
  const tyre = /^tyre:([\w-]{1,40})$/.exec(payload);
  if (tyre) return { topic: "tyre", tyreId: tyre[1]! };
  const m = /^availability:(\d+)$/.exec(payload);
  return m ? { topic: "availability", workshopId: Number(m[1]) } : null;
}

export async function announce(db: Db, change: Change): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${encodeChange(change)})`);
}
