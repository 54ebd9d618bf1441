/** Reads the order routes need besides the order itself (orders.service.ts): the customer's contact, the appointment. */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appointments, users } from "../db/schema.ts";

export async function findCustomerContact(db: Db, userId: number): Promise<{ email: string; nombre: string } | null> {
  const [u] = await db.select({ email: users.email, nombre: users.nombre }).from(users).where(eq(users.id, userId));
  return u ?? null;
}

export async function findAppointment(db: Db, id: string) {
  const [a] = await db.select().from(appointments).where(eq(appointments.id, id));
  return a ?? null;
}
