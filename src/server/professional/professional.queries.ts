/** What professional access reads and writes for the signed-in customer: their application, business account, fleet. */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  appointments,
  businessAccounts,
  orders,
  professionalApplications,
  userVehicles,
  workshops,
} from "../db/schema.ts";

export type ApplicationRow = typeof professionalApplications.$inferSelect;
export type BusinessAccountRow = typeof businessAccounts.$inferSelect;

export async function findBusinessAccount(db: Db, userId: number): Promise<BusinessAccountRow | null> {
  const [row] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId));
  return row ?? null;
}

/** The customer's latest application (pending, or the last decided one). */
export async function latestApplication(db: Db, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(professionalApplications)
    .where(eq(professionalApplications.userId, userId))
    .orderBy(desc(professionalApplications.createdAt), desc(professionalApplications.id))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(
  db: Db,
  values: typeof professionalApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(professionalApplications).values(values).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function fleetVehicles(db: Db, userId: number) {
  return db
    .select({ id: userVehicles.id, plate: userVehicles.plate, marca: userVehicles.marca, modelo: userVehicles.modelo })
    .from(userVehicles)
    .where(eq(userVehicles.userId, userId))
    .orderBy(userVehicles.plate);
}

/** The customer's appointments made without an order (an order's fitting is listed with the order). */
export async function fleetAppointments(db: Db, userId: number) {
  return db
    .select({
      id: appointments.id,
      plate: appointments.plate,
      startsAt: appointments.startsAt,
      status: appointments.status,
      workshop: workshops.alias,
    })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .where(and(eq(appointments.userId, userId), isNull(appointments.orderId), isNotNull(appointments.plate)))
    .orderBy(desc(appointments.startsAt))
    .limit(500);
}

/** The customer's orders, with the plate of their fitting appointment when there is one. */
export async function fleetOrders(db: Db, userId: number) {
  return db
    .select({
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      // What credit notes have given back on the order's invoice (the monthly invoice owes the rest).
      creditedCents: sql<number>`coalesce((select sum(cn.total_cents) from credit_notes cn join invoices i on i.id = cn.invoice_id where i.order_id = ${orders.id}), 0)::int`,
      paymentType: orders.paymentType,
      plate: appointments.plate,
      workshop: workshops.alias,
    })
    .from(orders)
    .leftJoin(appointments, eq(appointments.id, orders.appointmentId))
    .leftJoin(workshops, eq(workshops.id, orders.workshopId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(500);
}
