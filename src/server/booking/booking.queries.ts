/** The customer's own appointments, newest first (basket holds are not appointments yet). */
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appointments, workshops } from "../db/schema.ts";

export async function listCustomerAppointments(db: Db, userId: number) {
  return db
    .select({ a: appointments, w: workshops })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .where(and(eq(appointments.userId, userId), ne(appointments.status, "held")))
    .orderBy(desc(appointments.startsAt));
}

/**
 * The workshop's row as it is now, share-locked for the booking's transaction: a settings change (hours, bays,
 * services, equipment, web bookings) locks it for update, so a booking and a change queue instead of racing — the
 * booking sees the new settings, or the change sees the booking.
 */
export async function lockWorkshopForBooking(db: Db, id: number) {
  const [w] = await db.select().from(workshops).where(eq(workshops.id, id)).for("share");
  return w ?? null;
}
