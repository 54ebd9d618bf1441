/** What the back office reads and writes: staff, their sessions, the audit log, closures and the days they touch. */
import { and, asc, desc, eq, gt, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  appointments,
  auditLog,
  sessions,
  staff,
  staffSessions,
  users,
  workshopClosures,
  workshops,
} from "../db/schema.ts";
import { hashToken } from "../account/sessions.ts";

export type StaffRow = typeof staff.$inferSelect;
export type ClosureRow = typeof workshopClosures.$inferSelect;

// ───────────── staff ─────────────

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [s] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`);
  return s ?? null;
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | null> {
  const [s] = await db.select().from(staff).where(eq(staff.id, id));
  return s ?? null;
}

/** Locks the row for a change (two admins editing one account queue). */
export async function lockStaff(db: Db, id: number): Promise<StaffRow | null> {
  const [s] = await db.select().from(staff).where(eq(staff.id, id)).for("update");
  return s ?? null;
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id));
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, "admin"), eq(staff.active, true)));
  return Number(r?.n ?? 0);
}

export async function insertStaff(
  db: Db,
  values: { email: string; nombre: string; passwordHash: string; role: string; workshopIds: number[] },
): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function updateStaffRow(
  db: Db,
  id: number,
  values: Partial<Pick<StaffRow, "nombre" | "role" | "workshopIds" | "active" | "passwordHash">>,
): Promise<StaffRow> {
  const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning();
  if (!row) throw new Error("update failed");
  return row;
}

/** Workshop ids among `ids` that do not exist. */
export async function unknownWorkshops(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(inArray(workshops.id, [...ids]));
  const known = new Set(found.map((w) => w.id));
  return ids.filter((id) => !known.has(id));
}

export async function listWorkshopsBrief(db: Db, ids: readonly number[] | null) {
  const q = db
    .select({ id: workshops.id, code: workshops.code, alias: workshops.alias, town: workshops.town })
    .from(workshops);
  return ids === null
    ? q.orderBy(asc(workshops.id))
    : q.where(inArray(workshops.id, [...ids, -1])).orderBy(asc(workshops.id));
}

export async function findWorkshopBrief(db: Db, id: number) {
  const [w] = await db
    .select({ id: workshops.id, code: workshops.code, alias: workshops.alias, timeZone: workshops.timeZone })
    .from(workshops)
    .where(eq(workshops.id, id));
  return w ?? null;
}

// ───────────── sessions ─────────────

export async function insertStaffSession(db: Db, staffId: number, token: string, expiresAt: Date): Promise<void> {
  await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), expiresAt });
}

/** The active member behind a live (not revoked, not expired) session token, or null. */
export async function staffForToken(db: Db, token: string, now: Date): Promise<StaffRow | null> {
  const [row] = await db
    .select({ s: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staff.active, true),
      ),
    );
  return row?.s ?? null;
}

export async function revokeStaffSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}

export async function revokeAllStaffSessions(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Ends the customer sessions a staff member opened from the back office (impersonation) and has not left yet. */
export async function revokeSessionsOpenedByStaff(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.impersonatedByStaff, staffId), isNull(sessions.revokedAt)));
}

// ───────────── audit ─────────────

export type AuditEntry = {
  staffId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  at: Date;
};

export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: e.staffId,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
    at: e.at,
  });
}

export async function listAudit(db: Db, opts: { limit: number; offset: number; entity?: string | undefined }) {
  return db
    .select({ a: auditLog, email: staff.email, nombre: staff.nombre })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(opts.entity ? eq(auditLog.entity, opts.entity) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

// ───────────── closures ─────────────

/** Closures from `from` (yyyy-mm-dd) on; of the given workshops plus those of every workshop (null: all closures). */
export async function listClosures(db: Db, from: string, workshopIds: readonly number[] | null) {
  return db
    .select({ c: workshopClosures, alias: workshops.alias, code: workshops.code })
    .from(workshopClosures)
    .leftJoin(workshops, eq(workshops.id, workshopClosures.workshopId))
    .where(
      and(
        gte(workshopClosures.date, from),
        workshopIds === null
          ? undefined
          : or(isNull(workshopClosures.workshopId), inArray(workshopClosures.workshopId, [...workshopIds, -1])),
      ),
    )
    .orderBy(asc(workshopClosures.date), asc(workshopClosures.id));
}

export async function findClosure(db: Db, id: number): Promise<ClosureRow | null> {
  const [c] = await db.select().from(workshopClosures).where(eq(workshopClosures.id, id));
  return c ?? null;
}

/** Inserts a closure; null when that workshop (or every workshop) is already closed that day. */
export async function insertClosure(
  db: Db,
  values: { workshopId: number | null; date: string; reason: string; createdBy: number },
): Promise<ClosureRow | null> {
  const [row] = await db.insert(workshopClosures).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteClosureRow(db: Db, id: number): Promise<void> {
  await db.delete(workshopClosures).where(eq(workshopClosures.id, id));
}

/**
 * Appointments still to happen on a local day (the workshop's own time zone) at one workshop or at all of them:
 * bookings, and basket holds that already belong to an order. These are the customers to contact about a closure.
 */
export async function appointmentsOnDay(db: Db, workshopId: number | null, date: string) {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      status: appointments.status,
      plate: appointments.plate,
      contact: appointments.contact,
      orderId: appointments.orderId,
      workshopId: workshops.id,
      alias: workshops.alias,
      timeZone: workshops.timeZone,
      userEmail: users.email,
      userName: users.nombre,
      userPhone: users.telefono,
    })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        workshopId === null ? undefined : eq(appointments.workshopId, workshopId),
        sql`(${appointments.startsAt} at time zone ${workshops.timeZone})::date = ${date}::date`,
        or(
          eq(appointments.status, "booked"),
          and(eq(appointments.status, "held"), sql`${appointments.orderId} is not null`),
        ),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}
