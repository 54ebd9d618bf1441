/** What the workshop day sheet reads and what an appointment's status change writes. */
import { and, asc, eq, inArray, isNotNull, ne, notInArray, or, sql } from "drizzle-orm";
import { NON_PRODUCT_LINES } from "#src/shared/orders/order-status.ts";
import type { Db } from "../db/client.ts";
import {
  appointmentSlots,
  appointments,
  batteries,
  innerTubes,
  motoTyres,
  orderLines,
  orders,
  services,
  servicePacks,
  tyres,
  userVehicles,
  users,
  workshops,
} from "../db/schema.ts";

export type AppointmentRow = typeof appointments.$inferSelect;
export type WorkshopRow = typeof workshops.$inferSelect;

export async function findWorkshop(db: Db, id: number): Promise<WorkshopRow | null> {
  const [w] = await db.select().from(workshops).where(eq(workshops.id, id));
  return w ?? null;
}

/**
 * Every appointment of a workshop on a local day (the workshop's time zone): bookings in any status, and basket holds
 * that already belong to an order (waiting for its payment). Plain basket holds are nobody's appointment yet.
 */
export async function appointmentsOfDay(db: Db, workshopId: number, date: string) {
  return db
    .select({
      a: appointments,
      userName: users.nombre,
      userSurname: users.apellidos,
      userEmail: users.email,
      userPhone: users.telefono,
      order: {
        id: orders.id,
        number: orders.number,
        status: orders.status,
        paymentType: orders.paymentType,
        paidCents: orders.paidCents,
        totalCents: orders.totalCents,
      },
    })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .leftJoin(users, eq(users.id, appointments.userId))
    .leftJoin(orders, eq(orders.id, appointments.orderId))
    .where(
      and(
        eq(appointments.workshopId, workshopId),
        sql`(${appointments.startsAt} at time zone ${workshops.timeZone})::date = ${date}::date`,
        or(ne(appointments.status, "held"), isNotNull(appointments.orderId)),
      ),
    )
    .orderBy(asc(appointments.bay), asc(appointments.startsAt));
}

/** The names of services and service packs by id. */
export async function serviceNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const [s, p] = await Promise.all([
    db
      .select({ id: services.id, nombre: services.nombre })
      .from(services)
      .where(inArray(services.id, [...ids])),
    db
      .select({ id: servicePacks.id, nombre: servicePacks.nombre })
      .from(servicePacks)
      .where(inArray(servicePacks.id, [...ids])),
  ]);
  return new Map([...s, ...p].map((r) => [r.id, r.nombre]));
}

/** Lines that are not products to fit: the order's services, shipping and coupons. */
const NOT_PRODUCTS = [...NON_PRODUCT_LINES];

/** The products of orders (what the workshop fits), by order id. */
export async function productLines(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      productType: orderLines.productType,
      productId: orderLines.productId,
      nombre: orderLines.nombre,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderIds]), notInArray(orderLines.productType, NOT_PRODUCTS)))
    .orderBy(asc(orderLines.id));
}

/** Current stock of products kept in stock (tyres, moto tyres, inner tubes, batteries), by product id. */
export async function stockOf(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  const rows = (
    await Promise.all(
      [tyres, motoTyres, innerTubes, batteries].map((t) =>
        db.select({ id: t.id, stock: t.stock }).from(t).where(inArray(t.id, list)),
      ),
    )
  ).flat();
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** The customers' own vehicles by (user, plate), to name the car of an order's fitting. */
export async function vehiclesOf(db: Db, pairs: ReadonlyArray<{ userId: number; plate: string }>) {
  if (pairs.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      userId: userVehicles.userId,
      plate: userVehicles.plate,
      marca: userVehicles.marca,
      modelo: userVehicles.modelo,
    })
    .from(userVehicles)
    .where(
      and(
        inArray(userVehicles.userId, [...new Set(pairs.map((p) => p.userId))]),
        inArray(userVehicles.plate, [...new Set(pairs.map((p) => p.plate))]),
      ),
    );
  return new Map(rows.map((r) => [`${r.userId}:${r.plate}`, `${r.marca} ${r.modelo}`]));
}

/** Locks an appointment for a status change (a double click or two members queue here). */
export async function lockAppointment(db: Db, id: string): Promise<AppointmentRow | null> {
  const [a] = await db.select().from(appointments).where(eq(appointments.id, id)).for("update");
  return a ?? null;
}

export async function setAppointmentStatus(db: Db, id: string, status: string): Promise<void> {
  await db.update(appointments).set({ status }).where(eq(appointments.id, id));
}

/**
 * Cancels an appointment and frees its bay in the caller's transaction, as the customer's cancellation does
 * (booking.ts `cancelAppointment`): its slot claims go, and the revision rises for the calendar file.
 */
export async function cancelAndFreeSlots(db: Db, id: string): Promise<AppointmentRow> {
  await db.delete(appointmentSlots).where(eq(appointmentSlots.appointmentId, id));
  const [row] = await db
    .update(appointments)
    .set({ status: "cancelled", revision: sql`${appointments.revision} + 1` })
    .where(eq(appointments.id, id))
    .returning();
  if (!row) throw new Error("update failed");
  return row;
}
