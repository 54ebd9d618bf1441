/**
 * Deleting a customer's account for good, in one transaction. Invoices are kept for the legal period, detached from
 * the person and without contact data; orders and appointments lose the person; leads, newsletter subscriptions and
 * contact requests under the e-mail go; deleting the user cascades sessions, address, documents, vehicles and resets.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  appointments,
  contactRequests,
  invoices,
  leads,
  newsletterSubscriptions,
  orders,
  users,
} from "../db/schema.ts";

export async function deleteAccount(db: Db, user: { id: number; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const pseudonym = `cliente-eliminado-${user.id}`;
    const userInvoices = await tx.select().from(invoices).where(eq(invoices.userId, user.id));
    for (const inv of userInvoices) {
      const { email: _e, telefono: _t, ...billing } = inv.billing;
      await tx
        .update(invoices)
        .set({ userId: null, pseudonymised: true, billing: { ...billing, cliente: pseudonym } })
        .where(eq(invoices.id, inv.id));
    }
    const userOrders = await tx
      .select({ id: orders.id, billing: orders.billing })
      .from(orders)
      .where(eq(orders.userId, user.id));
    for (const o of userOrders)
      await tx
        .update(orders)
        .set({ userId: null, billing: o.billing ? { cliente: pseudonym } : null })
        .where(eq(orders.id, o.id));
    await tx
      .update(appointments)
      .set({ userId: null, contact: null, plate: null, comment: null })
      .where(eq(appointments.userId, user.id));
    await tx
      .update(appointments)
      .set({ contact: null, plate: null, comment: null })
      .where(sql`${appointments.contact}->>'email' = ${email}`);
    await tx.delete(leads).where(eq(leads.email, email));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await tx.delete(contactRequests).where(eq(contactRequests.email, email));
    await tx.delete(users).where(eq(users.id, user.id)); // cascades sessions, address, documents, vehicles, resets
  });
}
