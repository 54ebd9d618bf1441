/** Workshop closures as the availability reads them: a workshop's own and those of every workshop, in a date range. */
import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Closure } from "#src/shared/booking/holidays.ts";
import type { Db } from "../db/client.ts";
import { workshopClosures } from "../db/schema.ts";

/** Closures applying to a workshop between two yyyy-mm-dd dates (both included). */
export async function closuresFor(db: Db, workshopId: number, from: string, to: string): Promise<Closure[]> {
  return db
    .select({ workshopId: workshopClosures.workshopId, date: workshopClosures.date, reason: workshopClosures.reason })
    .from(workshopClosures)
    .where(
      and(
        or(eq(workshopClosures.workshopId, workshopId), isNull(workshopClosures.workshopId)),
        gte(workshopClosures.date, from),
        lte(workshopClosures.date, to),
      ),
    );
}

/**
 * Closing a day and booking it must not cross: a booking takes this lock shared (bookings never wait for each
 * other) before it reads the closures, and recording a closure takes it exclusively before it lists the day's
 * appointments, so either the booking sees the closure or the closure sees the booking.
 */
const CLOSURES_LOCK = sql`hashtext('workshop-closures')`;

export async function lockClosuresShared(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${CLOSURES_LOCK})`);
}

export async function lockClosuresExclusive(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSURES_LOCK})`);
}
