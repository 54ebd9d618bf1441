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
