/**
 * The private area's owner-scoped reads and writes: the caller's profile as the account pages read it (user, address
 * and completeness), identity document, history, orders, invoices (with the credit notes that correct them) and
 * workshops.
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES, INVOICE_MESSAGES } from "#src/shared/account/account-messages.ts";
import { clientNumber, percentCompleted } from "#src/shared/account/account.schema.ts";
import type { Db } from "../db/client.ts";
import {
  addresses,
  appointments,
  creditNotes,
  documents,
  invoices,
  orderLines,
  orders,
  users,
  workshops,
} from "../db/schema.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";

export async function userInfo(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new NotFoundError("USER_NOT_FOUND", ACCOUNT_MESSAGES.LOAD_FAILED);
  const [a] = await db.select().from(addresses).where(eq(addresses.userId, userId));
  const [d] = await db.select().from(documents).where(eq(documents.userId, userId));
  const user = {
    id_site_usuario: u.id,
    nombre: u.nombre,
    apellidos: u.apellidos,
    email: u.email,
    numero_documento: d?.numero ?? null,
    pais_documento: d?.pais ?? null,
    tipo_documento: d?.tipo ?? null,
    fecha_nacimiento: u.fechaNacimiento,
    genero: u.genero,
    genero_descripccion: u.generoDescripcion,
    id_usuario_nav: clientNumber(u.id, Boolean(d)),
    promo_sms: u.promoSms,
    promo_email: u.promoEmail,
    permiso_comercial: u.permisoComercial,
  };
  const address = {
    calle: a?.calle ?? null,
    bloque: a?.bloque ?? null,
    numero: a?.numero ?? null,
    poblacion: a?.poblacion ?? null,
    provincia: a?.provincia ?? u.provincia,
    codigo_postal: a?.codigoPostal ?? u.codigoPostal,
    telefono: u.telefono ?? a?.telefono ?? null,
  };
  return { user, address, percentCompleted: percentCompleted({ ...user, ...address }) };
}

/** The caller's identity document (one per user), or null. */
export async function findDocumentOf(db: Db, userId: number) {
  const [d] = await db.select().from(documents).where(eq(documents.userId, userId));
  return d ?? null;
}

/** Whoever holds this document (type, country, number already normalised), or null. */
export async function findDocumentHolder(db: Db, tipo: string, pais: string, numero: string) {
  const [d] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.tipo, tipo), eq(documents.pais, pais), eq(documents.numero, numero)));
  return d ?? null;
}

/** Sets the caller's identity document, replacing the one they had. */
export async function saveDocument(db: Db, userId: number, doc: { tipo: string; pais: string; numero: string }) {
  await db
    .insert(documents)
    .values({ userId, ...doc })
    .onConflictDoUpdate({ target: documents.userId, set: doc });
}

/** The caller's appointments (held slots left out, with the workshop's alias) and orders, newest first. */
export async function listHistory(db: Db, userId: number) {
  const citas = await db
    .select({ a: appointments, alias: workshops.alias })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .where(and(eq(appointments.userId, userId), sql`${appointments.status} <> 'held'`))
    .orderBy(desc(appointments.startsAt));
  const pedidos = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  return { citas, pedidos };
}

/** The caller's latest orders, newest first. */
export function listOrdersOf(db: Db, userId: number, limit: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(limit);
}

/** The lines of one of the caller's orders: NOT_EXIST when there is no such order, ID_NOT_MATCH when it is not theirs. */
export async function listOwnOrderLines(db: Db, userId: number, orderNumber: string) {
  const [o] = await db.select().from(orders).where(eq(orders.number, orderNumber));
  if (!o) throw new NotFoundError("NOT_EXIST", msg("api.orderNotFoundCallUs"));
  if (o.userId !== userId) throw new ForbiddenError("ID_NOT_MATCH", msg("api.orderOtherUser"));
  return db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
}

/** The caller's latest invoices, newest first. */
export function listInvoicesOf(db: Db, userId: number, limit: number) {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt)).limit(limit);
}

/**
 * One of the caller's invoices by number. None with that number: NO_ID_NAV when it is one of the caller's orders that
 * has no invoice yet (not paid, or paid at the workshop), FACTURA_NOT_FOUND otherwise; someone else's: ID_NOT_MATCH.
 */
export async function findOwnInvoice(db: Db, userId: number, invoiceNumber: string) {
  const [inv] = await db.select().from(invoices).where(eq(invoices.number, invoiceNumber));
  if (!inv) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.number, invoiceNumber), eq(orders.userId, userId)));
    if (order) throw new NotFoundError("NO_ID_NAV", INVOICE_MESSAGES.NO_ID_NAV);
    throw new NotFoundError("FACTURA_NOT_FOUND", INVOICE_MESSAGES.FACTURA_NOT_FOUND);
  }
  if (inv.userId !== userId) throw new ForbiddenError("ID_NOT_MATCH", INVOICE_MESSAGES.ID_NOT_MATCH);
  return inv;
}

/** The credit notes issued on some of the caller's invoices (by invoice id), oldest first. */
export async function creditNotesOfInvoices(db: Db, userId: number, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({ note: creditNotes, invoiceId: invoices.id })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(invoices.userId, userId), inArray(invoices.id, invoiceIds)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}

/**
 * One of the caller's credit notes by number, with the invoice it corrects. FACTURA_NOT_FOUND (the invoices' code, so
 * the tab says why in the same words) both when there is none and when it corrects someone else's invoice: the answer
 * does not tell whether another customer has a credit note of that number.
 */
export async function findOwnCreditNote(db: Db, userId: number, number: string) {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.number, number), eq(invoices.userId, userId)));
  if (!row) throw new NotFoundError("FACTURA_NOT_FOUND", msg("api.creditNoteNotFound"));
  return row;
}

/** The ids of the workshops where the caller has (or had) appointments. */
export async function usedWorkshopIds(db: Db, userId: number): Promise<Set<number>> {
  const used = await db
    .selectDistinct({ id: appointments.workshopId })
    .from(appointments)
    .where(eq(appointments.userId, userId));
  return new Set(used.map((u) => u.id));
}
