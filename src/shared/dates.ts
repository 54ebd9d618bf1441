/** DD/MM/YYYY dates (spec sections 5 and 9). Pure: "today" is passed in. */
export type DayMonthYear = { day: number; month: number; year: number };

export function parseDayMonthYear(input: string): DayMonthYear | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { day, month, year };
}

export function formatDayMonthYear(d: DayMonthYear): string {
  return `${String(d.day).padStart(2, "0")}/${String(d.month).padStart(2, "0")}/${d.year}`;
}

/** ISO yyyy-mm-dd → DD/MM/YYYY. */
export function isoToDayMonthYear(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

export function dayMonthYearToIso(d: DayMonthYear): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** A birth date: valid DD/MM/YYYY, not in the future, age between 16 and 120 on `today`. */
export function isValidBirthDate(input: string, today: DayMonthYear): boolean {
  const d = parseDayMonthYear(input);
  if (!d) return false;
  const age = today.year - d.year - (today.month < d.month || (today.month === d.month && today.day < d.day) ? 1 : 0);
  return age >= 16 && age <= 120;
}

/** Adds working days (Monday–Friday) to a yyyy-mm-dd date; used for the earliest fitting date. */
export function addBusinessDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y as number, (m as number) - 1, d as number));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const wd = date.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

/** "23/11/2026, 18:30" in Lisbon time: how a deadline (a Multibanco reference's validity) is shown and e-mailed. */
export function formatLisbonDateTime(instant: string | Date, lang: "pt" | "es" = "pt"): string {
  return new Date(instant).toLocaleString(lang === "es" ? "es-ES" : "pt-PT", {
    timeZone: "Europe/Lisbon",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
