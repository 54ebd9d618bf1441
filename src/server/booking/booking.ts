/**
 * Booking use cases. Each check-and-write runs in one transaction, and the appointment_slots primary key makes a
 * bay-and-time bookable once even when two servers race (the loser gets 23505 → SlotTakenError → HTTP 409).
 */
import { msg } from "#src/shared/i18n/i18n.ts";
import { isLang, type Lang } from "#src/shared/i18n/lang.ts";
import { localName, serviceNameColumn } from "#src/server/services/localised.ts";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, count, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { dayMonthYearToIso, isoToDayMonthYear, parseDayMonthYear } from "#src/shared/dates.ts";
import { compactPlate, displayPlate } from "#src/shared/plates.ts";
import {
  availableDays,
  availableTimes,
  claimStarts,
  freeBayAt,
  type OpeningHours,
  WINDOW_DAYS,
  zonedDate,
} from "#src/shared/booking/slots.ts";
import { type Closure, closedDays } from "#src/shared/booking/holidays.ts";
import type { AppointmentPayload, ModifyAppointmentPayload } from "#src/shared/booking/appointment.schema.ts";
import { type Db, isUniqueViolation, withTransientRetry } from "../db/client.ts";
import { MAX_HOLD_MINUTES, MAX_LIVE_HOLDS_PER_CLIENT } from "#src/shared/booking/offers.ts";
import {
  missingFor,
  NOT_AVAILABLE_HERE,
  requirementOf,
  type ServiceRequirement,
  type WorkshopCapabilities,
  workshopCanDo,
} from "#src/shared/services/requirements.ts";
import {
  moveRefusal,
  onlineActions,
  type OnlineActions,
  type Refusal,
  refusalMessage,
} from "#src/shared/booking/change-rules.ts";
import type { AppointmentResponse } from "#src/shared/booking/booking-flow.schema.ts";
import type { z } from "zod";
import { isAppointmentStatus } from "#src/shared/operator/appointment-status.ts";
import { appointmentSlots, appointments, baskets, services, workshops } from "../db/schema.ts";
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleBrokenError,
  TooManyRequestsError,
} from "../errors.ts";
import { claimsBetween, releaseExpiredHolds } from "../workshops/workshops.queries.ts";
import { AvailabilityCache } from "./availability-cache.ts";
import { closuresFor, lockClosuresShared } from "./closures.queries.ts";
import { lockWorkshopForBooking } from "./booking.queries.ts";
import { announce } from "../db/changes.ts";

export const NO_SLOTS_MESSAGE = msg("api.bookingNoSlots");

export class SlotTakenError extends ConflictError {
  constructor() {
    super("NO_SLOTS", NO_SLOTS_MESSAGE);
  }
}

export function signAppointment(secret: string, id: string): string {
  return createHmac("sha256", secret).update(`cita:${id}`).digest("base64url");
}

export function verifyAppointmentToken(secret: string, id: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(signAppointment(secret, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type Workshop = typeof workshops.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

async function loadWorkshop(db: Db, code: string): Promise<Workshop> {
  const [w] = await db.select().from(workshops).where(eq(workshops.code, code));
  if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", msg("api.workshopNotFound"));
  return w;
}

/**
 * The services' total duration and what they need of a workshop; each must exist, be bookable and be a job this
 * workshop can do (its kind of vehicle and the equipment: the shared workshopCanDo rule, as in the basket).
 */
async function durationOf(
  db: Db,
  serviceIds: string[],
  w: Workshop,
): Promise<{ minutes: number; names: string[]; rows: ServiceRow[] }> {
  if (serviceIds.length === 0) return { minutes: 60, names: [], rows: [] };
  const rows = await db
    .select()
    .from(services)
    .where(and(inArray(services.id, serviceIds), eq(services.bookable, true)));
  if (rows.length !== new Set(serviceIds).size)
    throw new InvalidInputError("SERVICE_NOT_FOUND", msg("api.bookingServiceNotFound"), {
      selectedService: msg("api.bookingServiceUnknown"),
    });
  assertCanDo(w, rows);
  return {
    minutes: Math.max(
      30,
      rows.reduce((s, r) => s + r.durationMinutes, 0),
    ),
    names: rows.map((r) => r.nombre),
    rows,
  };
}

/** Refuses, naming the jobs, when the workshop cannot do some of these services. */
function assertCanDo(w: WorkshopCapabilities & { alias: string }, rows: readonly ServiceRow[]) {
  const missing = rows.filter((r) => missingFor(w, requirementOf(r)) !== null);
  if (missing.length > 0)
    throw new RuleBrokenError(
      "SERVICE_NOT_OFFERED",
      msg("api.bookingServiceNotOffered", { alias: w.alias, services: missing.map((m) => m.nombre).join(", ") }),
      { selectedService: msg("api.bookingServiceNotHere") },
    );
}

function windowRange(now: Date) {
  return { from: new Date(now.getTime() - 86_400_000), to: new Date(now.getTime() + (WINDOW_DAYS + 2) * 86_400_000) };
}

/** The booking window as local dates of the workshop (yyyy-mm-dd), for closures and holidays. */
function windowDates(now: Date, timeZone: string) {
  return { from: zonedDate(now, timeZone, -1).date, to: zonedDate(now, timeZone, WINDOW_DAYS + 1).date };
}

/** Closed days of the window (national holidays of the workshop's country and recorded closures) with the reason. */
function closedDaysOf(w: Workshop, closures: readonly Closure[], now: Date): Map<string, string> {
  const { from, to } = windowDates(now, w.timeZone);
  return closedDays(w, closures, from, to);
}

export class DayClosedError extends RuleBrokenError {
  constructor(w: Workshop, isoDate: string, reason: string) {
    const message = msg("api.bookingDayClosed", { alias: w.alias, date: isoToDayMonthYear(isoDate), reason });
    super("DAY_CLOSED", message, { selectedDate: message });
  }
}

/** Drops this process's cached claims of a workshop and tells the other processes to do the same. */
export async function invalidateAvailability(db: Db, workshopId: number): Promise<void> {
  availabilityCacheFor(db).invalidate(workshopId);
  await announce(db, { topic: "availability", workshopId }).catch(() => {});
}

const caches = new WeakMap<Db, AvailabilityCache>();
/** One availability cache per database handle (tests run several databases in one process). */
export function availabilityCacheFor(db: Db): AvailabilityCache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new AvailabilityCache()));
  return c;
}

async function cachedInputs(
  db: Db,
  code: string,
  serviceIds: string[],
  now: Date,
  ignoreAppointmentId?: string,
  minutesOverride?: number,
) {
  const availabilityCache = availabilityCacheFor(db);
  const w = await availabilityCache.workshop(db, code);
  if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", msg("api.workshopNotFound"));
  const rows = await availabilityCache.bookableServices(db, serviceIds);
  if (rows.length !== new Set(serviceIds).size)
    throw new InvalidInputError("SERVICE_NOT_FOUND", msg("api.bookingServiceNotFound"), {
      selectedService: msg("api.bookingServiceUnknown"),
    });
  const minutes =
    minutesOverride ??
    (serviceIds.length === 0
      ? 60
      : Math.max(
          30,
          rows.reduce((s, r) => s + r.durationMinutes, 0),
        ));
  const { from, to } = windowRange(now);
  const all = await availabilityCache.claims(db, w.id, from, to, now);
  const claims = ignoreAppointmentId ? all.filter((c) => c.appointmentId !== ignoreAppointmentId) : all;
  const days = windowDates(now, w.timeZone);
  const closures = await availabilityCache.closures(db, w.id, days.from, days.to);
  return {
    w,
    input: {
      hours: w.hours as OpeningHours,
      bays: w.bays,
      durationMinutes: minutes,
      claims,
      now,
      timeZone: w.timeZone,
      closedDates: closedDaysOf(w, closures, now),
    },
  };
}

export async function datesFor(
  db: Db,
  code: string,
  serviceIds: string[],
  now: Date,
  ignoreAppointmentId?: string,
  minutesOverride?: number,
) {
  const { w, input } = await cachedInputs(db, code, serviceIds, now, ignoreAppointmentId, minutesOverride);
  return { workshop: w, days: availableDays(input) };
}

export async function timesFor(
  db: Db,
  code: string,
  isoDate: string,
  serviceIds: string[],
  now: Date,
  ignoreAppointmentId?: string,
  minutesOverride?: number,
) {
  const { input } = await cachedInputs(db, code, serviceIds, now, ignoreAppointmentId, minutesOverride);
  return availableTimes(input, isoDate);
}

/** Claims a free bay at date/time for an appointment row, inside the caller's transaction. */
export async function claimSlot(
  tx: Db,
  cached: Workshop,
  isoDate: string,
  time: string,
  minutes: number,
  now: Date,
  opts: { ignoreAppointmentId?: string; requirements?: readonly ServiceRequirement[]; serviceRows?: ServiceRow[] } = {},
) {
  // The workshop as it is now (share-locked): hours, bays, jobs and equipment changed a moment ago decide.
  const w = (await lockWorkshopForBooking(tx, cached.id)) ?? cached;
  if (!w.webBookings) throw new RuleBrokenError("WORKSHOP_NOT_WEB", msg("api.workshopNotWeb", { phone: w.phone }));
  if (opts.serviceRows) assertCanDo(w, opts.serviceRows);
  if (opts.requirements && !workshopCanDo(w, opts.requirements))
    throw new RuleBrokenError("PRODUCT_NOT_AVAILABLE_HERE", NOT_AVAILABLE_HERE);
  // Closures are read in the transaction, not from the cache: a day closed a moment ago refuses the booking.
  await lockClosuresShared(tx);
  const days = windowDates(now, w.timeZone);
  const closedDates = closedDaysOf(w, await closuresFor(tx, w.id, days.from, days.to), now);
  const closedFor = closedDates.get(isoDate);
  if (closedFor !== undefined) throw new DayClosedError(w, isoDate, closedFor);
  await releaseExpiredHolds(tx, w.id, now);
  const { from, to } = windowRange(now);
  const claims = await claimsBetween(tx, w.id, from, to, opts.ignoreAppointmentId, now);
  const slot = freeBayAt(
    {
      hours: w.hours as OpeningHours,
      bays: w.bays,
      durationMinutes: minutes,
      claims,
      now,
      timeZone: w.timeZone,
      closedDates,
    },
    isoDate,
    time,
  );
  if (!slot) throw new SlotTakenError();
  return slot;
}

export async function writeClaims(
  tx: Db,
  workshopId: number,
  bay: number,
  start: Date,
  minutes: number,
  appointmentId: string,
) {
  await tx
    .insert(appointmentSlots)
    .values(claimStarts(start, minutes).map((s) => ({ workshopId, bay, slotStart: s, appointmentId })));
}

/** Retries a transaction that lost a race on a slot (another bay may still be free), then answers 409. */
export async function withSlotRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      // Deadlocks and serialization failures are retried a bounded number of times, then surface.
      return await withTransientRetry(fn);
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 2) continue;
      if (isUniqueViolation(error)) throw new SlotTakenError();
      throw error;
    }
  }
}

/** `lang`: the site the appointment is booked on (its e-mails and calendar files are written in it). */
export async function bookAppointment(
  db: Db,
  input: AppointmentPayload & { userId?: number | null; lang?: Lang },
  now: Date,
) {
  const w = await loadWorkshop(db, input.selectedTaller.codTienda);
  if (!w.webBookings) throw new RuleBrokenError("WORKSHOP_NOT_WEB", msg("api.workshopNotWeb", { phone: w.phone }));
  if (input.userData.renting)
    throw new RuleBrokenError("RENTING_PHONE_ONLY", msg("api.bookingRentingByPhone", { phone: w.phone }));
  const { minutes, rows: serviceRows } = await durationOf(db, input.selectedService, w);
  // The names in the confirmation e-mail: the site's language.
  const names = serviceRows.map((r) => localName(r, input.lang ?? "pt"));
  const dmy = parseDayMonthYear(input.selectedDate.date);
  if (!dmy)
    throw new InvalidInputError("VALIDATION_ERROR", msg("api.dateFormat"), {
      "selectedDate.date": msg("api.dateFormat"),
    });
  const isoDate = dayMonthYearToIso(dmy);
  const plate = input.userData.matricula ? compactPlate(input.userData.matricula) : "";

  return withSlotRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (plate) {
        const [existing] = await tx
          .select({ id: appointments.id, alias: workshops.alias, startsAt: appointments.startsAt })
          .from(appointments)
          .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
          .where(and(eq(appointments.plate, plate), eq(appointments.status, "booked"), gt(appointments.startsAt, now)));
        if (existing)
          throw new ConflictError(
            "ALREADY_BOOKED",
            msg("api.bookingAlreadyBooked", { plate: displayPlate(input.userData.matricula), alias: existing.alias }),
          );
      }
      const slot = await claimSlot(tx, w, isoDate, input.selectedDate.time, minutes, now, { serviceRows });
      const [row] = await tx
        .insert(appointments)
        .values({
          workshopId: w.id,
          userId: input.userId ?? null,
          status: "booked",
          startsAt: slot.start,
          endsAt: slot.end,
          bay: slot.bay,
          services: input.selectedService,
          plate: plate || null,
          contact: {
            nombre: input.userData.nombre,
            apellidos: input.userData.apellidos,
            email: input.userData.email,
            telefono: input.userData.telefono,
            vehiculo: input.userData.vehiculo,
            ...(input.marcaPatinete ? { marcaPatinete: input.marcaPatinete } : {}),
          },
          comment: input.userData.comentario || null,
          lang: input.lang ?? "pt",
        })
        .returning();
      if (!row) throw new Error("insert failed");
      await writeClaims(tx, w.id, slot.bay, slot.start, minutes, row.id);
      return { appointment: row, workshop: w, serviceNames: names };
    }),
  ).finally(() => invalidateAvailability(db, w.id));
}

export const HOLD_MINUTES = 15;

/**
 * POST /reserve-time: holds a bay while the customer pays. The hold is an appointment in status "held" whose slot
 * claims expire after HOLD_MINUTES; any later booking transaction deletes expired holds before checking.
 */
export async function holdSlot(
  db: Db,
  input: {
    codTienda: string;
    date: string;
    time: string;
    email?: string | undefined;
    cestaID?: string | undefined;
    services?: string[] | undefined;
    minutes?: number;
    /** What the jobs need of the workshop (a basket's products), checked on the workshop's row as it is now. */
    requirements?: readonly ServiceRequirement[];
    client?: string | undefined;
  },
  now: Date,
  /** Runs inside the hold's transaction (the basket records its hold atomically with it). */
  afterHold?: (tx: Db, hold: typeof appointments.$inferSelect) => Promise<void>,
) {
  const w = await loadWorkshop(db, input.codTienda);
  if (!w.webBookings) throw new RuleBrokenError("WORKSHOP_NOT_WEB", msg("api.workshopNotWeb", { phone: w.phone }));
  const priced = input.minutes === undefined ? await durationOf(db, input.services ?? [], w) : null;
  const minutes = priced?.minutes ?? input.minutes ?? 60;
  if (minutes > MAX_HOLD_MINUTES) throw new RuleBrokenError("HOLD_TOO_LONG", msg("api.bookingTooLong"));
  const dmy = parseDayMonthYear(input.date);
  if (!dmy)
    throw new InvalidInputError("VALIDATION_ERROR", msg("api.dateFormat"), {
      date: msg("api.dateFormat"),
    });
  const isoDate = dayMonthYearToIso(dmy);
  return withSlotRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (input.cestaID) {
        // One basket, one hold: the basket row is locked so concurrent choices queue, and each new choice
        // releases the previous hold (its slot rows go with it) before claiming.
        const [basket] = await tx
          .select({ id: baskets.id })
          .from(baskets)
          .where(eq(baskets.id, input.cestaID))
          .for("update");
        if (!basket) throw new NotFoundError("BASKET_NOT_FOUND", msg("api.basketNotFound"));
        await tx
          .delete(appointments)
          .where(
            and(
              eq(appointments.basketId, input.cestaID),
              eq(appointments.status, "held"),
              isNull(appointments.orderId),
            ),
          );
      }
      if (input.client) {
        // Parallel holds of one client queue here, so the count below is exact.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${input.client}`}))`);
        const [live] = await tx
          .select({ n: count() })
          .from(appointments)
          .where(
            and(
              eq(appointments.holdClient, input.client),
              eq(appointments.status, "held"),
              isNull(appointments.orderId),
              gt(appointments.holdExpiresAt, now),
            ),
          );
        if ((live?.n ?? 0) >= MAX_LIVE_HOLDS_PER_CLIENT)
          throw new TooManyRequestsError("TOO_MANY_HOLDS", msg("api.bookingTooManyHolds"));
      }
      const slot = await claimSlot(tx, w, isoDate, input.time, minutes, now, {
        ...(priced ? { serviceRows: priced.rows } : {}),
        ...(input.requirements ? { requirements: input.requirements } : {}),
      });
      const [row] = await tx
        .insert(appointments)
        .values({
          workshopId: w.id,
          status: "held",
          startsAt: slot.start,
          endsAt: slot.end,
          bay: slot.bay,
          services: input.services ?? [],
          basketId: input.cestaID ?? null,
          holdClient: input.client ?? null,
          contact: input.email ? { email: input.email } : {},
          holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        })
        .returning();
      if (!row) throw new Error("insert failed");
      await writeClaims(tx, w.id, slot.bay, slot.start, minutes, row.id);
      if (afterHold) await afterHold(tx, row);
      return row;
    }),
  ).finally(() => invalidateAvailability(db, w.id));
}

export async function getAppointment(db: Db, id: string) {
  const [row] = await db
    .select({ a: appointments, w: workshops })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .where(eq(appointments.id, id));
  if (!row) throw new NotFoundError("APPOINTMENT_NOT_FOUND", msg("api.appointmentNotFound"));
  // In the appointment's language (the site it was booked on): its e-mails and pages show these names.
  const names = row.a.services.length
    ? await db
        .select({ id: services.id, nombre: serviceNameColumn(isLang(row.a.lang) ? row.a.lang : "pt") })
        .from(services)
        .where(inArray(services.id, row.a.services))
    : [];
  return { ...row, serviceNames: names.map((n) => n.nombre) };
}

export function assertCanAccess(
  secret: string,
  a: { id: string; userId: number | null },
  token: string | undefined,
  userId?: number | null,
) {
  if (userId && a.userId === userId) return;
  if (verifyAppointmentToken(secret, a.id, token)) return;
  throw new ForbiddenError("APPOINTMENT_FORBIDDEN", msg("api.appointmentNoAccess"));
}

/** The appointment's day in its workshop's time zone (YYYY-MM-DD). */
export function localDateOf(a: { startsAt: Date }, w: { timeZone: string }): string {
  return a.startsAt.toLocaleDateString("sv-SE", { timeZone: w.timeZone });
}

/** What the customer may do online with this appointment now (the shared rule; see change-rules.ts). */
export function actionsFor(
  a: typeof appointments.$inferSelect,
  w: { timeZone: string; webBookings: boolean },
  now: Date,
): OnlineActions {
  return onlineActions(
    {
      status: a.status,
      startsAt: a.startsAt,
      localDate: localDateOf(a, w),
      orderId: a.orderId,
      webBookings: w.webBookings,
    },
    now,
  );
}

/** The typed error for a refusal of the rule: a state conflict (409), or a wrong choice of new time (422). */
function refusalError(reason: Refusal, phone: string): DomainError {
  const message = refusalMessage(reason, phone);
  if (reason === "ORDER_SAME_WORKSHOP") return new RuleBrokenError(reason, message, { selectedTaller: message });
  if (reason === "ORDER_NOT_EARLIER") return new RuleBrokenError(reason, message, { selectedDate: message });
  return new ConflictError(reason === "CANCELLED" ? "APPOINTMENT_CANCELLED" : reason, message);
}

/** The minutes an appointment occupies now (an order's fitting keeps them: its work came from the basket). */
function minutesOf(a: { startsAt: Date; endsAt: Date }): number {
  return Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000);
}

/**
 * Inputs for the dates and times offered while changing an appointment: an order's fitting keeps its duration and
 * may only move to its booked day or later; other appointments are priced by their services as usual.
 */
export async function changeWindow(
  db: Db,
  id: string,
  now: Date,
): Promise<{ minutes?: number; services?: string[]; notBeforeDate: string | null }> {
  const [row] = await db
    .select({ a: appointments, w: workshops })
    .from(appointments)
    .innerJoin(workshops, eq(workshops.id, appointments.workshopId))
    .where(eq(appointments.id, id));
  if (!row || row.a.orderId === null) return { notBeforeDate: null };
  const change = actionsFor(row.a, row.w, now).change;
  return {
    minutes: minutesOf(row.a),
    services: [],
    notBeforeDate: change.allowed ? change.notBeforeDate : localDateOf(row.a, row.w),
  };
}

/**
 * Changes an appointment under the online rule (change-rules.ts). The appointment row is locked first (a double
 * click queues behind the first change) and the rule is checked again on the locked row; its claims are replaced
 * in the same transaction, and locks are always taken in the order appointment → slots. An order's fitting keeps
 * its workshop, services and duration.
 */
export async function modifyAppointment(db: Db, input: ModifyAppointmentPayload, now: Date) {
  const current = await getAppointment(db, input.oldCitaId);
  const before = actionsFor(current.a, current.w, now).change;
  if (!before.allowed) throw refusalError(before.reason, current.w.phone);
  const order = before.order;
  if (order && input.selectedTaller && input.selectedTaller.codTienda !== current.w.code)
    throw refusalError("ORDER_SAME_WORKSHOP", current.w.phone);
  const w = !order && input.selectedTaller ? await loadWorkshop(db, input.selectedTaller.codTienda) : current.w;
  if (!w.webBookings) throw new RuleBrokenError("WORKSHOP_NOT_WEB", msg("api.workshopNotWeb", { phone: w.phone }));
  const serviceIds = order ? current.a.services : (input.selectedService ?? current.a.services);
  const priced = order ? null : await durationOf(db, serviceIds, w);
  const minutes = priced?.minutes ?? minutesOf(current.a);
  const dmy = parseDayMonthYear(input.selectedDate.date);
  if (!dmy) throw new InvalidInputError("VALIDATION_ERROR", msg("api.dateFormat"));
  const isoDate = dayMonthYearToIso(dmy);
  const refused = moveRefusal(before, { sameWorkshop: w.id === current.w.id, localDate: isoDate });
  if (refused) throw refusalError(refused, current.w.phone);
  return withSlotRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [locked] = await tx.select().from(appointments).where(eq(appointments.id, current.a.id)).for("update");
      if (!locked) throw new NotFoundError("APPOINTMENT_NOT_FOUND", msg("api.appointmentNotFound"));
      // The rule again on the locked row: a cancellation or a change that got there first decides.
      const change = actionsFor(locked, current.w, now).change;
      if (!change.allowed) throw refusalError(change.reason, current.w.phone);
      if (change.order !== order) throw new ConflictError("APPOINTMENT_CHANGED", msg("api.appointmentChanged"));
      const late = moveRefusal(change, { sameWorkshop: w.id === locked.workshopId, localDate: isoDate });
      if (late) throw refusalError(late, current.w.phone);
      // Free our own slots first so the new time may overlap the old one; the PK still guards against others.
      await tx.delete(appointmentSlots).where(eq(appointmentSlots.appointmentId, current.a.id));
      const slot = await claimSlot(tx, w, isoDate, input.selectedDate.time, minutes, now, {
        ignoreAppointmentId: current.a.id,
        ...(priced ? { serviceRows: priced.rows } : {}),
      });
      const [row] = await tx
        .update(appointments)
        .set({
          workshopId: w.id,
          startsAt: slot.start,
          endsAt: slot.end,
          bay: slot.bay,
          services: serviceIds,
          comment: input.userData?.comentario ?? current.a.comment,
          revision: sql`${appointments.revision} + 1`,
        })
        .where(eq(appointments.id, current.a.id))
        .returning();
      if (!row) throw refusalError("CANCELLED", w.phone);
      await writeClaims(tx, w.id, slot.bay, slot.start, minutes, row.id);
      return { appointment: row, workshop: w };
    }),
  ).finally(async () => {
    await invalidateAvailability(db, w.id);
    if (current.w.id !== w.id) await invalidateAvailability(db, current.w.id);
  });
}

/**
 * Cancels an appointment under the online rule: the row is locked first and the rule checked on it, then its claims
 * go in the same transaction. Cancelling one already cancelled changes nothing and says so (`cancelled: false`),
 * so a double click sends one e-mail.
 */
export async function cancelAppointment(db: Db, id: string, now: Date): Promise<{ cancelled: boolean }> {
  const current = await getAppointment(db, id);
  const result = await withTransientRetry(() =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [locked] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
      if (!locked) throw new NotFoundError("APPOINTMENT_NOT_FOUND", msg("api.appointmentNotFound"));
      if (locked.status === "cancelled") return { cancelled: false };
      const cancel = actionsFor(locked, current.w, now).cancel;
      if (!cancel.allowed) throw refusalError(cancel.reason, current.w.phone);
      await tx.delete(appointmentSlots).where(eq(appointmentSlots.appointmentId, id));
      await tx
        .update(appointments)
        .set({ status: "cancelled", revision: sql`${appointments.revision} + 1` })
        .where(and(eq(appointments.id, id), ne(appointments.status, "cancelled")));
      return { cancelled: true };
    }),
  );
  if (result.cancelled) await invalidateAvailability(db, current.w.id);
  return result;
}

/**
 * GET /cita-previa/:id's answer (`AppointmentResponse`), field by field: what the booking pages and the private area
 * read. The times in UTC, the workshop's time zone and position stay on the server (docs/decisions/020-api-contract.md).
 */
export function toDto(
  a: typeof appointments.$inferSelect,
  w: typeof workshops.$inferSelect,
  serviceNames: string[],
  now: Date,
): z.output<typeof AppointmentResponse> {
  if (!isAppointmentStatus(a.status)) throw new Error(`unknown stored appointment status: ${a.status}`);
  const actions = actionsFor(a, w, now);
  const local = new Intl.DateTimeFormat("pt-PT", {
    timeZone: w.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).formatToParts(a.startsAt);
  const part = (t: string) => local.find((p) => p.type === t)?.value ?? "";
  return {
    id: a.id,
    estado: a.status,
    fecha: `${part("day")}/${part("month")}/${part("year")}`,
    hora: `${part("hour")}:${part("minute")}`,
    servicios: a.services,
    serviciosNombres: serviceNames,
    matricula: a.plate,
    comentario: a.comment,
    pedido: a.orderId,
    contacto: a.contact
      ? {
          // A held time's contact may have the e-mail only (its order fills in the rest).
          nombre: a.contact.nombre ?? "",
          email: a.contact.email ?? "",
          telefono: a.contact.telefono ?? "",
          vehiculo: a.contact.vehiculo,
          marcaPatinete: a.contact.marcaPatinete,
        }
      : null,
    taller: {
      codTienda: w.code,
      alias: w.alias,
      direccion: w.address,
      cpostal: w.postcode,
      poblacion: w.town,
      telefono: w.phone,
      url: `/oficinas-mecanicas/${w.provinceSlug}/${w.slug}`,
    },
    /** What the customer may do online now, and why not (the shared rule; the web offers only what is allowed). */
    acciones: {
      alterar: actions.change.allowed,
      cancelar: actions.cancel.allowed,
      motivoAlterar: actions.change.allowed ? null : refusalMessage(actions.change.reason, w.phone),
      motivoCancelar: actions.cancel.allowed ? null : refusalMessage(actions.cancel.reason, w.phone),
      /** An order's fitting: same workshop and duration, on this day (DD/MM/YYYY) or later. */
      aPartirDe:
        actions.change.allowed && actions.change.notBeforeDate ? isoToDayMonthYear(actions.change.notBeforeDate) : null,
    },
  };
}

export { isoToDayMonthYear };
