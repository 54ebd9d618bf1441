/**
 * What customer service reads and writes (issue 14, item 6): customers found by e-mail, name, phone, NIF or plate,
 * their vehicles, orders, appointments and requests, and the contact / call-back / lead queue's status.
 */
import { type AnyColumn, and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { compactPlate } from "#src/shared/plates.ts";
import type { RequestKind, RequestStatus } from "#src/shared/operator/customer-service.ts";
import type { Db } from "../db/client.ts";
import {
  appointments,
  callbackRequests,
  contactRequests,
  documents,
  leads,
  orders,
  users,
  userVehicles,
  workshops,
} from "../db/schema.ts";

const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const digits = (s: string) => s.replace(/\D/g, "");
/** The national part of a phone (last 9 digits): "+351 912 345 678" and "912345678" compare equal. */
const phoneKey = (s: string) => digits(s).slice(-9);
/** A stored phone with its spaces, dots and dashes removed, to compare with the digits typed. */
const phoneDigits = (col: AnyColumn) => sql`regexp_replace(coalesce(${col}, ''), '[^0-9]', '', 'g')`;

const customerColumns = {
  id: users.id,
  email: users.email,
  nombre: users.nombre,
  apellidos: users.apellidos,
  telefono: users.telefono,
  codigoPostal: users.codigoPostal,
  createdAt: users.createdAt,
};

/** Customers (role customer) matching every word of the query on e-mail or name, or the query as phone, NIF or plate. */
export async function searchCustomers(db: Db, q: string, limit: number) {
  const words = q.split(/\s+/).filter(Boolean);
  const byText = and(
    ...words.map((w) => or(ilike(users.email, like(w)), ilike(users.nombre, like(w)), ilike(users.apellidos, like(w)))),
  );
  const conds: (SQL | undefined)[] = [byText];
  const d = digits(q);
  if (d.length >= 6) {
    conds.push(sql`${phoneDigits(users.telefono)} like ${`%${phoneKey(d)}`}`);
    conds.push(
      sql`exists (select 1 from ${documents} where ${documents.userId} = ${users.id} and ${documents.numero} = ${d})`,
    );
    conds.push(
      sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.billing}->>'nif' = ${d})`,
    );
  }
  const plate = compactPlate(q);
  if (plate.length >= 4)
    conds.push(
      sql`exists (select 1 from ${userVehicles} where ${userVehicles.userId} = ${users.id} and upper(regexp_replace(${userVehicles.plate}, '[^A-Za-z0-9]', '', 'g')) = ${plate})`,
    );
  return db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.role, "customer"), or(...conds)))
    .orderBy(users.nombre, users.apellidos, users.id)
    .limit(limit);
}

export async function findCustomer(db: Db, id: number) {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "customer")));
  return row ?? null;
}

export async function customerNif(db: Db, userId: number): Promise<string | null> {
  const [doc] = await db.select({ numero: documents.numero }).from(documents).where(eq(documents.userId, userId));
  if (doc) return doc.numero;
  const [o] = await db
    .select({ nif: sql<string | null>`${orders.billing}->>'nif'` })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`coalesce(${orders.billing}->>'nif', '') <> ''`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return o?.nif ?? null;
}

export const customerVehicles = (db: Db, userId: number) =>
  db.select().from(userVehicles).where(eq(userVehicles.userId, userId)).orderBy(userVehicles.id);

export const customerOrders = (db: Db, userId: number) =>
  db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      paidCents: orders.paidCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);

export const customerAppointments = (db: Db, userId: number) =>
  db
    .select({
      id: appointments.id,
      status: appointments.status,
      startsAt: appointments.startsAt,
      plate: appointments.plate,
      services: appointments.services,
      alias: workshops.alias,
    })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .where(and(eq(appointments.userId, userId), sql`${appointments.status} <> 'held'`))
    .orderBy(desc(appointments.startsAt))
    .limit(100);

// ───────────── the queue ─────────────

export type QueueRow = {
  kind: RequestKind;
  id: number;
  status: RequestStatus;
  createdAt: Date;
  nombre: string | null;
  email: string | null;
  telefono: string | null;
  subject: string | null;
  message: string | null;
  note: string | null;
  changedAt: Date | null;
};

export type QueueFilter = {
  kind?: RequestKind | undefined;
  status?: RequestStatus | undefined;
  /** A customer's requests: by e-mail (contact, lead) or phone digits (all). */
  customer?: { email: string; phone: string | null } | undefined;
  limit: number;
};

const none = sql<string | null>`null`;

/**
 * Where each kind of request lives and how its columns read as a queue row: the table, the columns a customer is
 * matched on (e-mail, phone) and the row's columns (`null` where the kind has none).
 */
const QUEUE_SOURCES = {
  contacto: {
    table: contactRequests,
    email: contactRequests.email,
    phone: contactRequests.telefono,
    columns: {
      id: contactRequests.id,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
      nombre: contactRequests.nombre,
      email: contactRequests.email,
      telefono: contactRequests.telefono,
      subject: contactRequests.reason,
      message: contactRequests.comentario,
      note: contactRequests.statusNote,
      changedAt: contactRequests.statusChangedAt,
    },
  },
  ligamos: {
    table: callbackRequests,
    email: null,
    phone: callbackRequests.telefono,
    columns: {
      id: callbackRequests.id,
      status: callbackRequests.status,
      createdAt: callbackRequests.createdAt,
      nombre: none,
      email: none,
      telefono: callbackRequests.telefono,
      subject: callbackRequests.origen,
      message: none,
      note: callbackRequests.statusNote,
      changedAt: callbackRequests.statusChangedAt,
    },
  },
  lead: {
    table: leads,
    email: leads.email,
    phone: leads.telefono,
    columns: {
      id: leads.id,
      status: leads.status,
      createdAt: leads.createdAt,
      nombre: none,
      email: leads.email,
      telefono: leads.telefono,
      subject: leads.origen,
      // A lead has no message: its postcode stands in (shaped below).
      message: leads.codigoPostal,
      note: leads.statusNote,
      changedAt: leads.statusChangedAt,
    },
  },
} as const;

const QUEUE_KINDS = Object.keys(QUEUE_SOURCES) as RequestKind[];

/** Contact requests, call-backs and leads, newest first; `customer` keeps those by that e-mail or phone. */
export async function listQueue(db: Db, f: QueueFilter): Promise<QueueRow[]> {
  const out: QueueRow[] = [];
  const phone = f.customer?.phone ? phoneKey(f.customer.phone) : "";
  for (const kind of QUEUE_KINDS) {
    if (f.kind !== undefined && f.kind !== kind) continue;
    const s = QUEUE_SOURCES[kind];
    const who: SQL[] = [];
    if (f.customer && s.email) who.push(sql`lower(${s.email}) = lower(${f.customer.email})`);
    if (f.customer && phone) who.push(sql`${phoneDigits(s.phone)} like ${`%${phone}`}`);
    // A customer with nothing to match this kind on (a call-back and no phone) has none of it.
    if (f.customer && who.length === 0) continue;
    const rows = await db
      .select(s.columns)
      .from(s.table)
      .where(and(f.status ? eq(s.columns.status, f.status) : undefined, f.customer ? or(...who) : undefined))
      .orderBy(desc(s.columns.createdAt))
      .limit(f.limit);
    for (const r of rows)
      out.push({
        ...r,
        kind,
        status: r.status as RequestStatus,
        message: kind === "lead" ? (r.message ? `Código postal ${r.message}` : null) : r.message,
      });
  }
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).slice(0, f.limit);
}

/** The request's row locked for the status change (null: no such request). */
export async function lockRequest(db: Db, kind: RequestKind, id: number) {
  const t = QUEUE_SOURCES[kind].table;
  const [row] = await db
    .select({ id: t.id, status: t.status, note: t.statusNote, changedAt: t.statusChangedAt })
    .from(t)
    .where(eq(t.id, id))
    .for("update");
  return row ?? null;
}

export async function setRequestStatus(
  db: Db,
  kind: RequestKind,
  id: number,
  status: RequestStatus,
  note: string | null,
  at: Date,
): Promise<void> {
  const t = QUEUE_SOURCES[kind].table;
  await db.update(t).set({ status, statusNote: note, statusChangedAt: at }).where(eq(t.id, id));
}
