/**
 * The basket's workshop calendar and slot hold (spec section 2, steps "Workshops" and "Date and time"): the days and
 * times a basket's work fits at a workshop, and POST /reserve-time with a basket, which holds the slot and records
 * the hold in the basket's state in one transaction (the basket row is locked, a new choice releases the old hold).
 * The checkout owns this so that neither basket nor booking depends on the other.
 */
import { eq, inArray } from "drizzle-orm";
import { msg } from "#src/shared/i18n/i18n.ts";
import { addBusinessDays, dayMonthYearToIso, isoToDayMonthYear, parseDayMonthYear } from "#src/shared/dates.ts";
import type { ServiceRequirement } from "#src/shared/services/requirements.ts";
import { assertOpen, assertOwner, loadRow, viewBasket } from "#src/server/basket/basket.store.ts";
import { assertWorkshopCanDo, NO_AVAILABILITY, saveState } from "#src/server/basket/basket.service.ts";
import { datesFor, HOLD_MINUTES, holdSlot, timesFor } from "#src/server/booking/booking.ts";
import type { Db } from "#src/server/db/client.ts";
import { tyres, workshops } from "#src/server/db/schema.ts";
import { ConflictError, NotFoundError, RuleBrokenError } from "#src/server/errors.ts";

/** The earliest day the products can be fitted: the longest delivery time in business days (tyres), else tomorrow. */
async function earliestIso(db: Db, productIds: string[], today: string): Promise<string> {
  const rows = productIds.length
    ? await db.select({ d: tyres.deliveryDays }).from(tyres).where(inArray(tyres.id, productIds))
    : [];
  const days = Math.max(1, ...rows.map((r) => r.d));
  return addBusinessDays(today, days);
}

/** Workshop checks for this basket: the workshop must do this kind of vehicle and every product must be in stock. */
async function basketForWorkshop(db: Db, cestaID: string, userId: number | null, codTienda: string, now: Date) {
  const row = await loadRow(db, cestaID);
  assertOwner(row, userId);
  const view = await viewBasket(db, row, now);
  if (view.products.length === 0) throw new RuleBrokenError("EMPTY_BASKET", msg("api.basketEmpty"));
  const [w] = await db.select().from(workshops).where(eq(workshops.code, codTienda));
  if (!w) throw new NotFoundError("WORKSHOP_NOT_FOUND", msg("api.workshopNotFound"));
  if (!w.webBookings) throw new RuleBrokenError("WORKSHOP_NOT_WEB", msg("api.workshopNotWeb", { phone: w.phone }));
  assertWorkshopCanDo(w, view);
  if (view.products.some((p) => p.disponibilidad === 0 || p.cantidad > p.stock))
    throw new ConflictError("NO_AVAILABILITY", NO_AVAILABILITY);
  return { view, workshop: w };
}

export async function basketDates(
  db: Db,
  input: { cestaID: string; codTienda: string; numDays: number },
  userId: number | null,
  now: Date,
) {
  const { view, workshop } = await basketForWorkshop(db, input.cestaID, userId, input.codTienda, now);
  const { days } = await datesFor(db, input.codTienda, [], now, undefined, view.minutes);
  const today = now.toLocaleDateString("sv-SE", { timeZone: workshop.timeZone });
  const earliest = await earliestIso(
    db,
    view.products.map((p) => p.id_navision),
    today,
  );
  const dias = days.filter((d) => d.date >= earliest).slice(0, input.numDays);
  if (dias.length === 0) throw new NotFoundError("NO_DATES", msg("api.basketNoDates"));
  return {
    codTienda: workshop.code,
    alias: workshop.alias,
    minutos: view.minutes,
    dias: dias.map((d) => ({ fecha: isoToDayMonthYear(d.date), iso: d.date, primera: d.first, huecos: d.count })),
  };
}

export async function basketTimes(
  db: Db,
  input: { cestaID: string; codTienda: string; date: string },
  userId: number | null,
  now: Date,
) {
  const { view } = await basketForWorkshop(db, input.cestaID, userId, input.codTienda, now);
  const iso = dayMonthYearToIso(parseDayMonthYear(input.date)!);
  const slots = await timesFor(db, input.codTienda, iso, [], now, undefined, view.minutes);
  if (slots.length === 0) throw new NotFoundError("NO_SLOTS_DAY", msg("api.noSlotsDay"));
  return { horas: slots.map((s) => s.time) };
}

/**
 * POST /reserve-time with a basket: the basket decides what is held (its work's duration at a workshop that does
 * its kind of vehicle, every product in stock), and the hold is recorded in the basket in the hold's transaction.
 */
export async function holdForBasket(
  db: Db,
  input: {
    cestaID: string;
    codTienda: string;
    date: string;
    time: string;
    email?: string | undefined;
    client?: string | undefined;
  },
  userId: number | null,
  now: Date,
) {
  const { view, workshop } = await basketForWorkshop(db, input.cestaID, userId, input.codTienda, now);
  const row = await loadRow(db, input.cestaID);
  assertOpen(row);
  const expira = new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
  // The workshop's jobs are checked again on its row inside the hold's transaction (a settings change may race).
  const requirements: ServiceRequirement[] = [
    { serviceKind: view.moto ? "motorbike" : "car", equipmentAnyOf: [] },
    ...view._internal.requirements,
  ];
  return holdSlot(db, { ...input, services: undefined, minutes: view.minutes, requirements }, now, (tx, hold) =>
    saveState(tx, input.cestaID, {
      selectedTaller: { codTienda: workshop.code, alias: workshop.alias },
      selectedDate: { date: input.date, time: input.time, reservaId: hold.id, expira },
    }),
  );
}

/**
 * POST /reserve-time: with a basket, the basket (its owner, its products and their work) decides what is held,
 * whatever services the request names; without one, the named services at a workshop that does them.
 */
export async function reserveTime(
  db: Db,
  input: {
    cestaID?: string | undefined;
    codTienda: string;
    date: string;
    time: string;
    email?: string | undefined;
    services?: string[] | undefined;
  },
  caller: { userId: number | null; client: string },
  now: Date,
) {
  const { cestaID } = input;
  if (cestaID) return holdForBasket(db, { ...input, cestaID, client: caller.client }, caller.userId, now);
  return holdSlot(db, { ...input, client: caller.client }, now);
}
