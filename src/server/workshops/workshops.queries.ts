import type { Lang } from "#src/shared/i18n/lang.ts";
import { serviceNameColumn } from "#src/server/services/localised.ts";
import { and, asc, avg, count, eq, gte, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
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

export type WorkshopReview = typeof workshopReviews.$inferSelect;

/** The `perWorkshop` latest reviews of every workshop, newest first. */
export async function listLatestReviews(db: Db, perWorkshop: number): Promise<WorkshopReview[]> {
  const ranked = db
    .select({
      id: workshopReviews.id,
      rank: sql<number>`row_number() over (partition by ${workshopReviews.workshopId} order by ${workshopReviews.createdAt} desc, ${workshopReviews.id} desc)`.as(
        "rank",
      ),
    })
    .from(workshopReviews)
    .as("ranked");
  const rows = await db
    .select({ r: workshopReviews })
    .from(workshopReviews)
    .innerJoin(ranked, eq(ranked.id, workshopReviews.id))
    .where(lte(ranked.rank, perWorkshop))
    .orderBy(workshopReviews.workshopId, sql`${workshopReviews.createdAt} desc`, sql`${workshopReviews.id} desc`);
  return rows.map((x) => x.r);
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
export async function listBookableServices(db: Db, lang: Lang = "pt") {
  return db
    .select({
      id: services.id,
      nombre: serviceNameColumn(lang),
      duracion: services.durationMinutes,
      vehiculo: services.vehicleType,
      requiredEquipment: services.requiredEquipment,
    })
    .from(services)
    .where(eq(services.bookable, true))
    .orderBy(asc(serviceNameColumn(lang)));
}
