import { describe, expect, it } from "vitest";
import {
  availableDays,
  availableTimes,
  claimStarts,
  freeBayAt,
  type OpeningHours,
  roundedDuration,
  zonedInstant,
} from "./slots.ts";

const split: Array<[string, string]> = [
  ["08:30", "12:30"],
  ["14:00", "19:00"],
];
const HOURS: OpeningHours = {
  mon: split,
  tue: split,
  wed: split,
  thu: split,
  fri: split,
  sat: [["09:00", "13:00"]],
  sun: [],
};
const base = { hours: HOURS, bays: 2, durationMinutes: 60, claims: [], timeZone: "Europe/Lisbon" };
// Monday 23 Nov 2026, 07:00 in Lisbon (UTC+0 in winter)
const monday = new Date("2026-11-23T07:00:00Z");

describe("slot computation", () => {
  it("uses the opening hours with the midday closing", () => {
    const times = availableTimes({ ...base, now: monday }, "2026-11-23").map((s) => s.time);
    // earliest is now + 2 h = 09:00; the morning ends at 12:30 so a 60-min job starts at 11:30 at the latest
    expect(times.slice(0, 6)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect(times).not.toContain("12:00");
    expect(times).toContain("14:00");
    expect(times.at(-1)).toBe("18:00");
  });

  it("Saturday mornings only, Sunday closed", () => {
    const sat = availableTimes({ ...base, now: monday }, "2026-11-28").map((s) => s.time);
    expect(sat).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00"]);
    expect(availableTimes({ ...base, now: monday }, "2026-11-29")).toEqual([]);
    const days = availableDays({ ...base, now: monday }).map((d) => d.date);
    expect(days).not.toContain("2026-11-29");
    expect(days).toHaveLength(25 - 3); // three Sundays (29/11, 06/12, 13/12) in the window
  });

  it("a long job must fit in one interval", () => {
    const times = availableTimes({ ...base, durationMinutes: 240, now: monday }, "2026-11-24").map((s) => s.time);
    expect(times).toEqual(["08:30", "14:00", "14:30", "15:00"]);
  });

  it("zonedInstant: a wall-clock time in the zone, on DST days and for dates written without padding", () => {
    expect(zonedInstant("2026-11-24", "10:00", "Europe/Lisbon").toISOString()).toBe("2026-11-24T10:00:00.000Z");
    expect(zonedInstant("2026-07-01", "9:00", "Europe/Lisbon").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedInstant("2026-03-29", "03:00", "Europe/Lisbon").toISOString()).toBe("2026-03-29T02:00:00.000Z");
    expect(zonedInstant("2026-10-25", "00:30", "Europe/Lisbon").toISOString()).toBe("2026-10-24T23:30:00.000Z");
    expect(zonedInstant("2026-07-01", "09:00", "Atlantic/Canary").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedInstant("2026-07-01", "24:00", "Europe/Madrid").toISOString()).toBe("2026-07-01T22:00:00.000Z");
    // A year of fewer than four digits (parseDayMonthYear does not pad it) is still a date, not an Invalid Date.
    expect(Number.isNaN(zonedInstant("999-01-01", "10:00", "Europe/Lisbon").getTime())).toBe(false);
  });

  it("bays: a slot stays free until every bay is taken for the whole duration", () => {
    const start = zonedInstant("2026-11-24", "10:00", "Europe/Lisbon");
    const oneBay = [...claimStarts(start, 60).map((s) => ({ bay: 1, start: s }))];
    expect(freeBayAt({ ...base, claims: oneBay, now: monday }, "2026-11-24", "10:00")?.bay).toBe(2);
    const both = [...oneBay, ...claimStarts(start, 60).map((s) => ({ bay: 2, start: s }))];
    const times = availableTimes({ ...base, claims: both, now: monday }, "2026-11-24").map((s) => s.time);
    expect(times).not.toContain("10:00");
    expect(times).not.toContain("09:30"); // 09:30–10:30 overlaps the taken 10:00–11:00
    expect(times).toContain("09:00");
    expect(times).toContain("11:00");
  });

  it("durations round up to 15 minutes", () => {
    expect(roundedDuration(1)).toBe(15);
    expect(roundedDuration(45)).toBe(45);
    expect(roundedDuration(50)).toBe(60);
    expect(claimStarts(new Date("2026-11-24T10:00:00Z"), 50)).toHaveLength(4);
  });

  it("computes in the workshop's time zone: Canaries and Azores", () => {
    const canary = availableTimes({ ...base, timeZone: "Atlantic/Canary", now: monday }, "2026-11-24")[0];
    expect(canary?.start.toISOString()).toBe("2026-11-24T08:30:00.000Z"); // UTC+0 in winter
    const azores = availableTimes({ ...base, timeZone: "Atlantic/Azores", now: monday }, "2026-11-24")[0];
    expect(azores?.start.toISOString()).toBe("2026-11-24T09:30:00.000Z"); // UTC-1
    const madrid = availableTimes({ ...base, timeZone: "Europe/Madrid", now: monday }, "2026-11-24")[0];
    expect(madrid?.start.toISOString()).toBe("2026-11-24T07:30:00.000Z"); // UTC+1
  });

  it("handles the DST change day (Lisbon, 29 March 2026: 01:00 → 02:00)", () => {
    const weekend: OpeningHours = { ...HOURS, sun: [["09:00", "13:00"]] };
    const now = new Date("2026-03-27T08:00:00Z");
    const sunday = availableTimes({ ...base, hours: weekend, now }, "2026-03-29");
    expect(sunday[0]?.time).toBe("09:00");
    expect(sunday[0]?.start.toISOString()).toBe("2026-03-29T08:00:00.000Z"); // now UTC+1
    const saturday = availableTimes({ ...base, hours: weekend, now }, "2026-03-28");
    expect(saturday[0]?.start.toISOString()).toBe("2026-03-28T09:00:00.000Z"); // still UTC+0
  });

  it("never offers a time less than 2 hours ahead, nor beyond 25 days", () => {
    const now = new Date("2026-11-23T15:10:00Z");
    const today = availableTimes({ ...base, now }, "2026-11-23").map((s) => s.time);
    expect(today[0]).toBe("17:30");
    expect(availableTimes({ ...base, now }, "2026-12-18")).toEqual([]);
    expect(availableTimes({ ...base, now }, "2026-12-17").length).toBeGreaterThan(0);
  });
});
