import { regionForWorkshop } from "../pricing/tax-zone.ts";

/**
 * Days a workshop does not work although its weekday has opening hours: the national public holidays of its country
 * (Portugal or Spain, with the Canary Islands' own day; computed per year, no table to keep up to date) and the closures the back office records (local holidays,
 * stocktaking, works), for one workshop or for every workshop. Pure: the year and the closures are passed in.
 */

export type Holiday = { date: string; name: string };

/** Closures as stored: `workshopId` null means every workshop. `date` is yyyy-mm-dd in the workshop's own zone. */
export type Closure = { workshopId: number | null; date: string; reason: string };

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"), as yyyy-mm-dd. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y as number, (m as number) - 1, (d as number) + days));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/**
 * The 13 national public holidays of Portugal (Código do Trabalho, art. 234.º, as restored by Lei 8/2016): ten on
 * fixed dates and three tied to Easter. Carnaval and municipal holidays are optional or local: they are closures.
 */
export function portugueseHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const list: Holiday[] = [
    { date: iso(year, 1, 1), name: "Ano Novo" },
    { date: addDays(easter, -2), name: "Sexta-feira Santa" },
    { date: easter, name: "Páscoa" },
    { date: iso(year, 4, 25), name: "Dia da Liberdade" },
    { date: iso(year, 5, 1), name: "Dia do Trabalhador" },
    { date: addDays(easter, 60), name: "Corpo de Deus" },
    { date: iso(year, 6, 10), name: "Dia de Portugal, de Camões e das Comunidades Portuguesas" },
    { date: iso(year, 8, 15), name: "Assunção de Nossa Senhora" },
    { date: iso(year, 10, 5), name: "Implantação da República" },
    { date: iso(year, 11, 1), name: "Dia de Todos os Santos" },
    { date: iso(year, 12, 1), name: "Restauração da Independência" },
    { date: iso(year, 12, 8), name: "Imaculada Conceição" },
    { date: iso(year, 12, 25), name: "Natal" },
  ];
  return list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/**
 * Spain's national public holidays common to every autonomous community (Estatuto de los Trabajadores, art. 37.2, and
 * the yearly BOE resolution): eight on fixed dates and Good Friday. Holy Thursday, 19 March, Saint James and the
 * regions' own days vary by community and year; the back office records them as closures, except the Canary Islands'
 * Día de Canarias (30 May), which `canaryHolidays` adds.
 */
export function spanishHolidays(year: number): Holiday[] {
  const list: Holiday[] = [
    { date: iso(year, 1, 1), name: "Año Nuevo" },
    { date: iso(year, 1, 6), name: "Epifanía del Señor" },
    { date: addDays(easterSunday(year), -2), name: "Viernes Santo" },
    { date: iso(year, 5, 1), name: "Fiesta del Trabajo" },
    { date: iso(year, 8, 15), name: "Asunción de la Virgen" },
    { date: iso(year, 10, 12), name: "Fiesta Nacional de España" },
    { date: iso(year, 11, 1), name: "Todos los Santos" },
    { date: iso(year, 12, 6), name: "Día de la Constitución Española" },
    { date: iso(year, 12, 8), name: "Inmaculada Concepción" },
    { date: iso(year, 12, 25), name: "Natividad del Señor" },
  ];
  return list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** Spain's national holidays plus the Día de Canarias (30 May), for workshops in the Canary Islands. */
export function canaryHolidays(year: number): Holiday[] {
  return [...spanishHolidays(year), { date: iso(year, 5, 30), name: "Día de Canarias" }].sort((x, y) =>
    x.date < y.date ? -1 : x.date > y.date ? 1 : 0,
  );
}

/**
 * The public holidays of a workshop's country (and region, for the Canary Islands). Workshops in other countries
 * close only on recorded closures.
 */
export function nationalHolidaysOf(workshop: {
  country: string;
  province?: string;
}): ((year: number) => Holiday[]) | null {
  if (workshop.country === "PT") return portugueseHolidays;
  if (workshop.country !== "ES") return null;
  return regionForWorkshop({ country: "ES", province: workshop.province ?? "" }) === "ES-CN"
    ? canaryHolidays
    : spanishHolidays;
}

/**
 * Why a workshop is closed on each closed day between `from` and `to` (yyyy-mm-dd, both included): its country's
 * (and region's) public holidays plus the closures that apply to it (its own and those for every workshop). A day with
 * several reasons keeps the first: the holiday, then the workshop's own closure, then a closure of every workshop.
 */
export function closedDays(
  workshop: { id: number; country: string; province?: string },
  closures: readonly Closure[],
  from: string,
  to: string,
): Map<string, string> {
  const out = new Map<string, string>();
  const national = nationalHolidaysOf(workshop);
  if (national) {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
      for (const h of national(year)) if (h.date >= from && h.date <= to && !out.has(h.date)) out.set(h.date, h.name);
  }
  const own = closures.filter((c) => c.workshopId === workshop.id);
  const everyWorkshop = closures.filter((c) => c.workshopId === null);
  for (const c of [...own, ...everyWorkshop])
    if (c.date >= from && c.date <= to && !out.has(c.date)) out.set(c.date, c.reason);
  return out;
}
