/** What credit notes read and write: the order's invoice (locked while a note is issued), earlier notes, the counter. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { creditNotes, invoiceCounters, invoices, orders } from "../db/schema.ts";

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function invoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/** Locks the invoice row until the transaction ends: concurrent notes on one invoice queue here. */
export async function lockInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row ?? null;
}

export async function creditedSoFar(db: Db, invoiceId: number): Promise<{ totalCents: number; taxCents: number }> {
  const [row] = await db
    .select({
      totalCents: sql<number>`coalesce(sum(${creditNotes.totalCents}), 0)::int`,
      taxCents: sql<number>`coalesce(sum(${creditNotes.taxCents}), 0)::int`,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  return { totalCents: Number(row?.totalCents ?? 0), taxCents: Number(row?.taxCents ?? 0) };
}

export async function creditNotesOfInvoice(db: Db, invoiceId: number): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(creditNotes.id);
}

/** The next number of a series, taken in the caller's transaction (a rollback gives it back: no gaps). */
export async function takeNextSeq(db: Db, series: string): Promise<number> {
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ series, lastSeq: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.series, set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` } })
    .returning({ seq: invoiceCounters.lastSeq });
  return counter!.seq;
}

export async function insertCreditNote(db: Db, values: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [row] = await db.insert(creditNotes).values(values).returning();
  return row!;
}

/** A credit note with its invoice and the order's number. */
export async function findCreditNote(db: Db, id: number) {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices, orderNumber: orders.number })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(creditNotes.id, id));
  return row ?? null;
}
