import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canaryHolidays,
  closedDays,
  easterSunday,
  nationalHolidaysOf,
  portugueseHolidays,
  spanishHolidays,
} from "./holidays.ts";
import { availableDays, availableTimes, freeBayAt, type OpeningHours } from "./slots.ts";

describe("Easter Sunday", () => {
  it("matches the published dates", () => {
    const known: Record<number, string> = {
      2000: "2000-04-23",
      2008: "2008-03-23",
      2019: "2019-04-21",
      2024: "2024-03-31",
      2025: "2025-04-20",
      2026: "2026-04-05",
      2027: "2027-03-28",
      2038: "2038-04-25",
      2285: "2285-03-22",
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });
});

describe("Portuguese national holidays", () => {
  it("are the 13 of the labour code, with the Easter-based ones moving per year", () => {
    const h2026 = portugueseHolidays(2026);
    expect(h2026).toHaveLength(13);
    expect(h2026.map((h) => h.date)).toEqual([
      "2026-01-01",
      "2026-04-03", // Sexta-feira Santa
      "2026-04-05", // Páscoa
      "2026-04-25",
      "2026-05-01",
      "2026-06-04", // Corpo de Deus (Easter + 60)
      "2026-06-10",
      "2026-08-15",
      "2026-10-05",
      "2026-11-01",
      "2026-12-01",
      "2026-12-08",
      "2026-12-25",
    ]);
    const h2027 = new Map(portugueseHolidays(2027).map((h) => [h.name, h.date]));
    expect(h2027.get("Sexta-feira Santa")).toBe("2027-03-26");
    expect(h2027.get("Páscoa")).toBe("2027-03-28");
    expect(h2027.get("Corpo de Deus")).toBe("2027-05-27");
    expect(h2027.get("Restauração da Independência")).toBe("2027-12-01");
  });

  it("lists 13 days of the year, in order, even when Easter falls on 25 April (2038)", () => {
    for (let year = 2020; year <= 2060; year++) {
      const dates = portugueseHolidays(year).map((h) => h.date);
      expect(dates).toHaveLength(13);
      expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
      expect([...dates].sort()).toEqual(dates);
    }
    expect(portugueseHolidays(2038).filter((h) => h.date === "2038-04-25")).toHaveLength(2);
    const closed = closedDays({ id: 1, country: "PT" }, [], "2038-04-25", "2038-04-25");
    expect(closed.get("2038-04-25")).toBe("Páscoa");
  });
});

describe("Spanish national holidays", () => {
  it("are the ten common to every community in 2026, Good Friday moving with Easter", () => {
    expect(spanishHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Año Nuevo" },
      { date: "2026-01-06", name: "Epifanía del Señor" },
      { date: "2026-04-03", name: "Viernes Santo" },
      { date: "2026-05-01", name: "Fiesta del Trabajo" },
      { date: "2026-08-15", name: "Asunción de la Virgen" },
      { date: "2026-10-12", name: "Fiesta Nacional de España" },
      { date: "2026-11-01", name: "Todos los Santos" },
      { date: "2026-12-06", name: "Día de la Constitución Española" },
      { date: "2026-12-08", name: "Inmaculada Concepción" },
      { date: "2026-12-25", name: "Natividad del Señor" },
    ]);
    expect(spanishHolidays(2027).find((h) => h.name === "Viernes Santo")?.date).toBe("2027-03-26");
  });

  it("add the Día de Canarias (30 May) in the Canary Islands only", () => {
    expect(canaryHolidays(2026).map((h) => h.date)).toContain("2026-05-30");
    expect(spanishHolidays(2026).map((h) => h.date)).not.toContain("2026-05-30");
    expect(nationalHolidaysOf({ country: "ES", province: "Santa Cruz de Tenerife" })).toBe(canaryHolidays);
    expect(nationalHolidaysOf({ country: "ES", province: "Las Palmas" })).toBe(canaryHolidays);
    expect(nationalHolidaysOf({ country: "ES", province: "Madrid" })).toBe(spanishHolidays);
    expect(nationalHolidaysOf({ country: "PT", province: "Lisboa" })).toBe(portugueseHolidays);
    expect(nationalHolidaysOf({ country: "FR", province: "Paris" })).toBeNull();
    const tenerife = { id: 3, country: "ES", province: "Santa Cruz de Tenerife" };
    expect(closedDays(tenerife, [], "2026-05-29", "2026-05-31").get("2026-05-30")).toBe("Día de Canarias");
    expect(closedDays({ ...tenerife, province: "Madrid" }, [], "2026-05-29", "2026-05-31").size).toBe(0);
  });

  it("close the days each country closes and no other (any year: 12/10 Spain only, 05/10, 01/12, 10/06 Portugal only)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2200 }), (year) => {
        const es = spanishHolidays(year).map((h) => h.date);
        const cn = canaryHolidays(year).map((h) => h.date);
        const pt = portugueseHolidays(year).map((h) => h.date);
        expect(es).toHaveLength(10);
        expect(new Set(es).size).toBe(10);
        expect([...es].sort()).toEqual(es);
        expect([...cn].sort()).toEqual(cn);
        expect(cn).toEqual([...es, `${year}-05-30`].sort());
        expect(es.every((d) => d.startsWith(`${year}-`))).toBe(true);
        expect(es).toContain(`${year}-10-12`);
        expect(pt).not.toContain(`${year}-10-12`);
        for (const md of ["10-05", "12-01", "06-10", "04-25"]) {
          expect(pt).toContain(`${year}-${md}`);
          expect(es).not.toContain(`${year}-${md}`);
        }
        // Good Friday is a holiday in both countries; Easter Sunday itself only in Portugal's list.
        const goodFriday = portugueseHolidays(year).find((h) => h.name === "Sexta-feira Santa")!.date;
        expect(spanishHolidays(year).find((h) => h.name === "Viernes Santo")!.date).toBe(goodFriday);
      }),
    );
  });
});

describe("closed days of a workshop", () => {
  const lisbon = { id: 7, country: "PT" };
  const madrid = { id: 9, country: "ES" };
  const closures = [
    { workshopId: 7, date: "2026-12-02", reason: "Inventário" },
    { workshopId: 8, date: "2026-12-03", reason: "Obras" },
    { workshopId: null, date: "2026-12-24", reason: "Véspera de Natal" },
    { workshopId: 7, date: "2026-12-08", reason: "Feriado municipal" },
  ];

  it("joins national holidays, its own closures and closures of every workshop, across a new year", () => {
    const days = closedDays(lisbon, closures, "2026-11-25", "2027-01-05");
    expect([...days.entries()]).toEqual([
      ["2026-12-01", "Restauração da Independência"],
      ["2026-12-08", "Imaculada Conceição"],
      ["2026-12-25", "Natal"],
      ["2027-01-01", "Ano Novo"],
      ["2026-12-02", "Inventário"],
      ["2026-12-24", "Véspera de Natal"],
    ]);
    expect(days.has("2026-12-03")).toBe(false); // another workshop's closure
  });

  it("gives a Madrid workshop Spain's holidays, not Portugal's, and its closures", () => {
    const days = closedDays({ ...madrid, province: "Madrid" }, closures, "2026-11-25", "2027-01-05");
    expect([...days.entries()]).toEqual([
      ["2026-12-06", "Día de la Constitución Española"],
      ["2026-12-08", "Inmaculada Concepción"],
      ["2026-12-25", "Natividad del Señor"],
      ["2027-01-01", "Año Nuevo"],
      ["2026-12-24", "Véspera de Natal"],
    ]);
    expect(days.has("2026-12-01")).toBe(false); // Portugal's Restauração da Independência
  });

  it("gives a workshop outside Portugal and Spain only its closures", () => {
    const days = closedDays({ id: 9, country: "FR" }, closures, "2026-11-25", "2027-01-05");
    expect([...days.keys()]).toEqual(["2026-12-24"]);
  });
});

describe("slots on closed days", () => {
  const split: Array<[string, string]> = [
    ["08:30", "12:30"],
    ["14:00", "19:00"],
  ];
  const hours: OpeningHours = { mon: split, tue: split, wed: split, thu: split, fri: split, sat: [], sun: [] };
  const now = new Date("2026-11-23T07:00:00Z"); // Monday
  const base = { hours, bays: 2, durationMinutes: 60, claims: [], timeZone: "Europe/Lisbon", now };
  const closedDates = closedDays({ id: 1, country: "PT" }, [], "2026-11-22", "2026-12-31");

  it("offers no day, time or bay on 01/12 and 08/12", () => {
    const open = availableDays(base).map((d) => d.date);
    expect(open).toContain("2026-12-01");
    expect(open).toContain("2026-12-08");
    const days = availableDays({ ...base, closedDates }).map((d) => d.date);
    expect(days).not.toContain("2026-12-01");
    expect(days).not.toContain("2026-12-08");
    expect(days).toContain("2026-12-02");
    expect(days).toHaveLength(open.length - 2);
    expect(availableTimes({ ...base, closedDates }, "2026-12-01")).toEqual([]);
    expect(freeBayAt({ ...base, closedDates }, "2026-12-08", "10:00")).toBeNull();
    expect(freeBayAt({ ...base, closedDates }, "2026-12-09", "10:00")).not.toBeNull();
  });
});
