/**
 * Change announcements between app processes sharing one database: a process that changes something other
 * processes keep in memory (a workshop's claimed slots, the catalogue) says so with NOTIFY; every process LISTENs
 * (buildApp) and drops or reloads what it holds. Delivery is best effort: caches also expire on their own, and
 * correctness never depends on them (every booking re-checks in its transaction).
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

export const CHANGES_CHANNEL = "rodacerta_changes";

export type Change = { topic: "availability"; workshopId: number } | { topic: "catalogue" } | { topic: "reconnected" };

export function encodeChange(c: Change): string {
  return c.topic === "availability" ? `availability:${c.workshopId}` : c.topic;
}

export function decodeChange(payload: string): Change | null {
  if (payload === "") return { topic: "reconnected" };
  if (payload === "catalogue") return { topic: "catalogue" };
  const m = /^availability:(\d+)$/.exec(payload);
  return m ? { topic: "availability", workshopId: Number(m[1]) } : null;
}

export async function announce(db: Db, change: Change): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${encodeChange(change)})`);
}
