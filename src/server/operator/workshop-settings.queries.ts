/** What the workshop settings page reads and writes: a workshop's capacity and calendar, its appointments to come. */
import { and, asc, eq, gte, isNotNull, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appointments, users, workshops } from "../db/schema.ts";

export type WorkshopSettingsRow = typeof workshops.$inferSelect;

export async function findWorkshopSettings(db: Db, id: number): Promise<WorkshopSettingsRow | null> {
  const [w] = await db.select().from(workshops).where(eq(workshops.id, id));
  return w ?? null;
}

/** Locks the workshop's row for a change (two members saving the same workshop queue). */
export async function lockWorkshopSettings(db: Db, id: number): Promise<WorkshopSettingsRow | null> {
  const [w] = await db.select().from(workshops).where(eq(workshops.id, id)).for("update");
  return w ?? null;
}

export async function saveWorkshopSettings(
  db: Db,
  id: number,
  values: Pick<WorkshopSettingsRow, "hours" | "bays" | "services" | "equipment" | "openSaturday" | "openMidday">,
): Promise<WorkshopSettingsRow> {
  const [w] = await db.update(workshops).set(values).where(eq(workshops.id, id)).returning();
  if (!w) throw new Error("update failed");
  return w;
}

/** Appointments of the workshop from `from` on that a customer counts on: bookings, and holds of an order. */
export async function appointmentsFrom(db: Db, workshopId: number, from: Date) {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      bay: appointments.bay,
      plate: appointments.plate,
      contact: appointments.contact,
      orderId: appointments.orderId,
      userEmail: users.email,
      userName: users.nombre,
      userPhone: users.telefono,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        gte(appointments.startsAt, from),
        or(eq(appointments.status, "booked"), and(eq(appointments.status, "held"), isNotNull(appointments.orderId))),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}
