/**
 * Free appointment slots (pure; "now" is passed in). Availability comes from the workshop's opening hours in its own
 * time zone, its bays, the duration of the chosen services and the slots already claimed. A slot is offered when one
 * bay is free for the whole duration inside one opening interval (so a midday closing splits the day).
 */
import { tzOffset } from "@date-fns/tz";
import { WEEKDAY_LABEL, type WeekdayKey, WEEKDAYS } from "./weekdays.ts";

export { WEEKDAY_LABEL, type WeekdayKey, WEEKDAYS };
export type OpeningHours = Record<WeekdayKey, Array<[string, string]>>;

/** Claims are kept at this granularity; durations round up to it. */
export const CLAIM_MINUTES = 15;
/** Offered start times step. */
export const STEP_MINUTES = 30;
/** The booking window (spec: 25 days). */
export const WINDOW_DAYS = 25;
/** No same-day booking closer than this to now. */
export const LEAD_MINUTES = 120;

export type Claim = { bay: number; start: Date };
export type SlotInput = {
  hours: OpeningHours;
  bays: number;
  durationMinutes: number;
  claims: readonly Claim[];
  now: Date;
  timeZone: string;
  days?: number;
  /** Days (yyyy-mm-dd, the workshop's zone) with no slot at all: public holidays and closures (holidays.ts). */
  closedDates?: { has(date: string): boolean };
};

export type Slot = { date: string; time: string; start: Date; end: Date; bay: number };

/** Minutes after midnight of "HH:MM" (or "H:MM"). */
const toMinutes = (hhmm: string) => {
  const colon = hhmm.indexOf(":");
  return Number(hhmm.slice(0, colon)) * 60 + Number(hhmm.slice(colon + 1, colon + 3));
};
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function roundedDuration(minutes: number): number {
  return Math.max(CLAIM_MINUTES, Math.ceil(minutes / CLAIM_MINUTES) * CLAIM_MINUTES);
}

/**
 * Zone offsets only change on quarter hours, so they are cached per 15-minute bucket (pure: same input, same answer),
 * one map of numeric keys per zone (no key string to build on the availability's hot path).
 */
const offsetCache = new Map<string, Map<number, number>>();
function offsetMinutes(timeZone: string, t: number): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  const bucket = Math.floor(t / 900_000);
  let v = zone.get(bucket);
  if (v === undefined) {
    if (zone.size > 50_000) zone.clear();
    v = tzOffset(timeZone, new Date(t));
    zone.set(bucket, v);
  }
  return v;
}

/** The instant of a wall-clock time in a zone (two offset look-ups, so DST days resolve correctly). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return new Date(zonedMs(date, toMinutes(time), timeZone));
}

/** zonedInstant in ms, from a yyyy-mm-dd date and minutes after midnight. */
function zonedMs(date: string, minutes: number, timeZone: string): number {
  const a = date.indexOf("-");
  const b = date.indexOf("-", a + 1);
  const wall =
    Date.UTC(Number(date.slice(0, a)), Number(date.slice(a + 1, b)) - 1, Number(date.slice(b + 1))) + minutes * 60_000;
  let instant = wall - offsetMinutes(timeZone, wall) * 60_000;
  const second = wall - offsetMinutes(timeZone, instant) * 60_000;
  if (second !== instant) instant = second;
  return instant;
}

/** yyyy-mm-dd of `now` in the zone, plus `offset` days. */
export function zonedDate(now: Date, timeZone: string, offset = 0): { date: string; weekday: WeekdayKey } {
  const local = new Date(now.getTime() + offsetMinutes(timeZone, now.getTime()) * 60_000);
  const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + offset));
  const date = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
  return { date, weekday: WEEKDAYS[d.getUTCDay()] as WeekdayKey };
}

/** Start instants of the claim units covering [start, start + duration). */
export function claimStarts(start: Date, durationMinutes: number): Date[] {
  const n = roundedDuration(durationMinutes) / CLAIM_MINUTES;
  return Array.from({ length: n }, (_, i) => new Date(start.getTime() + i * CLAIM_MINUTES * 60_000));
}

/** Numeric key of a (bay, instant) claim: instants are < 1e13 ms, so bay * 1e13 + t is exact below 2^53. */
function claimKey(bay: number, t: number) {
  return bay * 1e13 + t;
}

/** Walks the free start times of one day, earliest first, calling `visit(minutes, startMs, bay)` with the first free bay. */
function scanDay(
  input: SlotInput,
  date: string,
  weekday: WeekdayKey,
  claimed: ReadonlySet<number>,
  visit: (minutes: number, startMs: number, bay: number) => void,
): void {
  if (input.closedDates?.has(date)) return;
  const duration = roundedDuration(input.durationMinutes);
  const earliest = input.now.getTime() + LEAD_MINUTES * 60_000;
  const units = duration / CLAIM_MINUTES;
  for (const [open, close] of input.hours[weekday] ?? []) {
    const from = toMinutes(open);
    const to = toMinutes(close);
    const lastStart = from + Math.floor((to - duration - from) / STEP_MINUTES) * STEP_MINUTES;
    if (lastStart < from) continue;
    // Resolve the zone once per interval; only an interval that crosses a DST change resolves every slot.
    const first = zonedMs(date, from, input.timeZone);
    const last = zonedMs(date, lastStart, input.timeZone);
    const linear = last - first === (lastStart - from) * 60_000;
    for (let m = from; m <= lastStart; m += STEP_MINUTES) {
      const t0 = linear ? first + (m - from) * 60_000 : zonedMs(date, m, input.timeZone);
      if (t0 < earliest) continue;
      for (let bay = 1; bay <= input.bays; bay++) {
        let free = true;
        for (let k = 0; k < units && free && claimed.size > 0; k++)
          free = !claimed.has(claimKey(bay, t0 + k * CLAIM_MINUTES * 60_000));
        if (free) {
          visit(m, t0, bay);
          break;
        }
      }
    }
  }
}

/** Slots of one day, earliest first; each with the first free bay. */
export function slotsForDay(input: SlotInput, date: string, weekday: WeekdayKey, claimed: ReadonlySet<number>): Slot[] {
  const duration = roundedDuration(input.durationMinutes);
  const out: Slot[] = [];
  scanDay(input, date, weekday, claimed, (m, t0, bay) =>
    out.push({ date, time: hhmm(m), start: new Date(t0), end: new Date(t0 + duration * 60_000), bay }),
  );
  return out;
}

export function claimSet(claims: readonly Claim[]): Set<number> {
  return new Set(claims.map((c) => claimKey(c.bay, c.start.getTime())));
}

/** Days of the window that have at least one free slot, with the first free time of each. */
export function availableDays(input: SlotInput): Array<{ date: string; first: string; count: number }> {
  const claimed = claimSet(input.claims);
  const days: Array<{ date: string; first: string; count: number }> = [];
  for (let i = 0; i < (input.days ?? WINDOW_DAYS); i++) {
    const { date, weekday } = zonedDate(input.now, input.timeZone, i);
    let count = 0;
    let firstMinutes = 0;
    scanDay(input, date, weekday, claimed, (m) => {
      if (count++ === 0) firstMinutes = m;
    });
    if (count > 0) days.push({ date, first: hhmm(firstMinutes), count });
  }
  return days;
}

/** Free slots on one date (yyyy-mm-dd), or [] when the date is outside the window or closed. */
export function availableTimes(input: SlotInput, date: string): Slot[] {
  const claimed = claimSet(input.claims);
  for (let i = 0; i < (input.days ?? WINDOW_DAYS); i++) {
    const d = zonedDate(input.now, input.timeZone, i);
    if (d.date === date) return slotsForDay(input, date, d.weekday, claimed);
  }
  return [];
}

/** The bay to use for a requested start, or null when none is free for the whole duration. */
export function freeBayAt(input: SlotInput, date: string, time: string): Slot | null {
  return availableTimes(input, date).find((s) => s.time === time) ?? null;
}
