import { and, asc, avg, count, eq, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appointmentSlots, appointments, services, workshopReviews, workshops } from "../db/schema.ts";

export type WorkshopRow = typeof workshops.$inferSelect & { rating: number | null; reviews: number };

export async function listWorkshops(db: Db): Promise<WorkshopRow[]> {
  const rows = await db
    .select({ w: workshops, rating: avg(workshopReviews.stars), reviews: count(workshopReviews.id) })
    .from(workshops)
    .leftJoin(workshopReviews, eq(workshopReviews.workshopId, workshops.id))
    .groupBy(workshops.id)
    .orderBy(workshops.id);
  return rows.map((r) => ({
    ...r.w,
    rating: r.rating === null ? null : Math.round(Number(r.rating) * 10) / 10,
    reviews: Number(r.reviews),
  }));
}

export async function findWorkshopByCode(db: Db, code: string) {
  const [w] = await db.select().from(workshops).where(eq(workshops.code, code));
  return w ?? null;
}

export async function listReviews(db: Db, workshopId: number) {
  return db
    .select()
    .from(workshopReviews)
    .where(eq(workshopReviews.workshopId, workshopId))
    .orderBy(sql`${workshopReviews.createdAt} desc`)
    .limit(20);
}

/** Claimed slots of a workshop in [from, to), optionally ignoring one appointment (the one being changed). */
export async function claimsBetween(
  db: Db,
  workshopId: number,
  from: Date,
  to: Date,
  ignoreAppointmentId?: string,
  now: Date = new Date(),
) {
  const rows = await db
    .select({
      bay: appointmentSlots.bay,
      start: appointmentSlots.slotStart,
      appointmentId: appointmentSlots.appointmentId,
    })
    .from(appointmentSlots)
    .innerJoin(appointments, eq(appointments.id, appointmentSlots.appointmentId))
    .where(
      and(
        eq(appointmentSlots.workshopId, workshopId),
        gte(appointmentSlots.slotStart, from),
        lt(appointmentSlots.slotStart, to),
        activeClaim(now),
      ),
    );
  return rows.filter((r) => r.appointmentId !== ignoreAppointmentId).map((r) => ({ bay: r.bay, start: r.start }));
}

/** A claim counts unless it belongs to a basket hold whose time ran out. */
export function activeClaim(now: Date) {
  return or(ne(appointments.status, "held"), isNull(appointments.holdExpiresAt), gte(appointments.holdExpiresAt, now));
}

/** The same rule as `activeClaim`, for rows already read (the availability cache). */
export function isActiveClaim(row: { status: string; holdExpiresAt: Date | null }, now: Date): boolean {
  return row.status !== "held" || row.holdExpiresAt === null || row.holdExpiresAt.getTime() >= now.getTime();
}

/** Deletes basket holds whose time ran out, so their slots are free again (run inside the booking transaction). */
export async function releaseExpiredHolds(db: Db, workshopId: number, now: Date) {
  await db
    .delete(appointments)
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        eq(appointments.status, "held"),
        lt(appointments.holdExpiresAt, now),
      ),
    );
}

/** The services a customer can book at a workshop (without buying a product), by name. */
export async function listBookableServices(db: Db) {
  return db
    .select({
      id: services.id,
      nombre: services.nombre,
      duracion: services.durationMinutes,
      vehiculo: services.vehicleType,
    })
    .from(services)
    .where(eq(services.bookable, true))
    .orderBy(asc(services.nombre));
}
