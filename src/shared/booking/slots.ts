/**
 * Free appointment slots (pure; "now" is passed in). Availability comes from the workshop's opening hours in its own
 * time zone, its bays, the duration of the chosen services and the slots already claimed. A slot is offered when one
 * bay is free for the whole duration inside one opening interval (so a midday closing splits the day).
 */
import { TZDate } from "@date-fns/tz";

export type WeekdayKey = "sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat";
export type OpeningHours = Record<WeekdayKey, Array<[string, string]>>;

export const WEEKDAYS: WeekdayKey[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
export const WEEKDAY_LABEL: Record<WeekdayKey, string> = { mon: "Segunda", tue: "Terça", wed: "Quarta", thu: "Quinta", fri: "Sexta", sat: "Sábado", sun: "Domingo" };

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
};

export type Slot = { date: string; time: string; start: Date; end: Date; bay: number };

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h as number) * 60 + (m as number);
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function roundedDuration(minutes: number): number {
  return Math.max(CLAIM_MINUTES, Math.ceil(minutes / CLAIM_MINUTES) * CLAIM_MINUTES);
}

/** The instant of a wall-clock time in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  return new Date(new TZDate(y as number, (mo as number) - 1, d as number, h as number, mi as number, timeZone).getTime());
}

/** yyyy-mm-dd of `now` in the zone, plus `offset` days. */
export function zonedDate(now: Date, timeZone: string, offset = 0): { date: string; weekday: WeekdayKey } {
  const z = new TZDate(now.getTime(), timeZone);
  const d = new TZDate(z.getFullYear(), z.getMonth(), z.getDate() + offset, 12, 0, timeZone);
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  return { date, weekday: WEEKDAYS[d.getDay()] as WeekdayKey };
}

/** Start instants of the claim units covering [start, start + duration). */
export function claimStarts(start: Date, durationMinutes: number): Date[] {
  const n = roundedDuration(durationMinutes) / CLAIM_MINUTES;
  return Array.from({ length: n }, (_, i) => new Date(start.getTime() + i * CLAIM_MINUTES * 60_000));
}

function claimKey(bay: number, t: number) {
  return `${bay}|${t}`;
}

/** Slots of one day, earliest first; each with the first free bay. */
export function slotsForDay(input: SlotInput, date: string, weekday: WeekdayKey, claimed: ReadonlySet<string>): Slot[] {
  const duration = roundedDuration(input.durationMinutes);
  const earliest = input.now.getTime() + LEAD_MINUTES * 60_000;
  const out: Slot[] = [];
  for (const [open, close] of input.hours[weekday] ?? []) {
    const from = toMinutes(open);
    const to = toMinutes(close);
    for (let m = from; m + duration <= to; m += STEP_MINUTES) {
      const time = hhmm(m);
      const start = zonedInstant(date, time, input.timeZone);
      if (start.getTime() < earliest) continue;
      const units = claimStarts(start, duration).map((d) => d.getTime());
      for (let bay = 1; bay <= input.bays; bay++) {
        if (units.every((u) => !claimed.has(claimKey(bay, u)))) {
          out.push({ date, time, start, end: new Date(start.getTime() + duration * 60_000), bay });
          break;
        }
      }
    }
  }
  return out;
}

export function claimSet(claims: readonly Claim[]): Set<string> {
  return new Set(claims.map((c) => claimKey(c.bay, c.start.getTime())));
}

/** Days of the window that have at least one free slot, with the first free time of each. */
export function availableDays(input: SlotInput): Array<{ date: string; first: string; count: number }> {
  const claimed = claimSet(input.claims);
  const days: Array<{ date: string; first: string; count: number }> = [];
  for (let i = 0; i < (input.days ?? WINDOW_DAYS); i++) {
    const { date, weekday } = zonedDate(input.now, input.timeZone, i);
    const slots = slotsForDay(input, date, weekday, claimed);
    if (slots.length > 0) days.push({ date, first: (slots[0] as Slot).time, count: slots.length });
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
