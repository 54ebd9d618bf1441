/** What the back office's order search and order page read: orders with customer, appointment and payments. */
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { OrderSearchKey } from "#src/shared/operator/orders.ts";
import type { Db } from "../db/client.ts";
import { appointments, orders, payments, users, workshops } from "../db/schema.ts";

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The workshop an order is fitted at: the order's own, or its appointment's. */
const workshopOf = sql<number | null>`coalesce(${orders.workshopId}, ${appointments.workshopId})`;

function matches(key: OrderSearchKey): SQL | undefined {
  switch (key.kind) {
    case "number":
      return eq(orders.number, key.value);
    case "email":
      return or(
        sql`lower(${users.email}) = ${key.value}`,
        sql`lower(${appointments.contact}->>'email') = ${key.value}`,
        sql`lower(${orders.billing}->>'email') = ${key.value}`,
      );
    case "nif":
      return sql`regexp_replace(coalesce(${orders.billing}->>'nif', ''), '\\s', '', 'g') = ${key.value}`;
    case "plate":
      return sql`regexp_replace(upper(coalesce(${appointments.plate}, '')), '[^A-Z0-9]', '', 'g') = ${key.value}`;
  }
}

/** Orders matching a key, newest first; `workshopIds` limits them to orders fitted at those workshops. */
export async function searchOrders(db: Db, key: OrderSearchKey, workshopIds: readonly number[] | null, limit = 50) {
  const scope =
    workshopIds === null ? undefined : workshopIds.length ? inArray(workshopOf, [...workshopIds]) : sql`false`;
  return db
    .select({
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      billing: orders.billing,
      userEmail: users.email,
      userName: users.nombre,
      userSurname: users.apellidos,
      contact: appointments.contact,
      plate: appointments.plate,
      workshop: workshops.alias,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(appointments, eq(appointments.id, orders.appointmentId))
    .leftJoin(workshops, eq(workshops.id, workshopOf))
    .where(and(matches(key), scope))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** One order with its customer, appointment and workshop. */
export async function findOrderForOperator(db: Db, number: string) {
  const [row] = await db
    .select({
      o: orders,
      userEmail: users.email,
      userName: users.nombre,
      userSurname: users.apellidos,
      userPhone: users.telefono,
      appointment: appointments,
      workshopId: workshopOf,
      workshopAlias: workshops.alias,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(appointments, eq(appointments.id, orders.appointmentId))
    .leftJoin(workshops, eq(workshops.id, workshopOf))
    .where(eq(orders.number, number));
  return row ?? null;
}

export async function paymentsOfOrder(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/** A payment with its order's number and workshop (for scope checks). */
export async function findPaymentForOperator(db: Db, id: number) {
  const [row] = await db
    .select({ p: payments, orderNumber: orders.number, workshopId: workshopOf })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(appointments, eq(appointments.id, orders.appointmentId))
    .where(eq(payments.id, id));
  return row ?? null;
}
