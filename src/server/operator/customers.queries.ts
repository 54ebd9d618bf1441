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

export async function listQueue(db: Db, f: QueueFilter): Promise<QueueRow[]> {
  const out: QueueRow[] = [];
  const phone = f.customer?.phone ? phoneKey(f.customer.phone) : "";
  const samePhone = (col: AnyColumn) => sql`${phoneDigits(col)} like ${`%${phone}`}`;
  const want = (k: RequestKind) => f.kind === undefined || f.kind === k;
  if (want("contacto")) {
    const who = f.customer
      ? or(
          sql`lower(${contactRequests.email}) = lower(${f.customer.email})`,
          phone ? samePhone(contactRequests.telefono) : undefined,
        )
      : undefined;
    const rows = await db
      .select()
      .from(contactRequests)
      .where(and(f.status ? eq(contactRequests.status, f.status) : undefined, who))
      .orderBy(desc(contactRequests.createdAt))
      .limit(f.limit);
    for (const r of rows)
      out.push({
        kind: "contacto",
        id: r.id,
        status: r.status as RequestStatus,
        createdAt: r.createdAt,
        nombre: r.nombre,
        email: r.email,
        telefono: r.telefono,
        subject: r.reason,
        message: r.comentario,
        note: r.statusNote,
        changedAt: r.statusChangedAt,
      });
  }
  if (want("ligamos")) {
    if (!f.customer || phone) {
      const rows = await db
        .select()
        .from(callbackRequests)
        .where(
          and(
            f.status ? eq(callbackRequests.status, f.status) : undefined,
            f.customer ? samePhone(callbackRequests.telefono) : undefined,
          ),
        )
        .orderBy(desc(callbackRequests.createdAt))
        .limit(f.limit);
      for (const r of rows)
        out.push({
          kind: "ligamos",
          id: r.id,
          status: r.status as RequestStatus,
          createdAt: r.createdAt,
          nombre: null,
          email: null,
          telefono: r.telefono,
          subject: r.origen,
          message: null,
          note: r.statusNote,
          changedAt: r.statusChangedAt,
        });
    }
  }
  if (want("lead")) {
    const who = f.customer
      ? or(sql`lower(${leads.email}) = lower(${f.customer.email})`, phone ? samePhone(leads.telefono) : undefined)
      : undefined;
    const rows = await db
      .select()
      .from(leads)
      .where(and(f.status ? eq(leads.status, f.status) : undefined, who))
      .orderBy(desc(leads.createdAt))
      .limit(f.limit);
    for (const r of rows)
      out.push({
        kind: "lead",
        id: r.id,
        status: r.status as RequestStatus,
        createdAt: r.createdAt,
        nombre: null,
        email: r.email,
        telefono: r.telefono,
        subject: r.origen,
        message: r.codigoPostal ? `Código postal ${r.codigoPostal}` : null,
        note: r.statusNote,
        changedAt: r.statusChangedAt,
      });
  }
  return out.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).slice(0, f.limit);
}

const TABLES = { contacto: contactRequests, ligamos: callbackRequests, lead: leads } as const;

/** The request's row locked for the status change (null: no such request). */
export async function lockRequest(db: Db, kind: RequestKind, id: number) {
  const t = TABLES[kind];
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
  const t = TABLES[kind];
  await db.update(t).set({ status, statusNote: note, statusChangedAt: at }).where(eq(t.id, id));
}
