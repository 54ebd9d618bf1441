/**
 * The day sheet's days and counts (pure): which day a sheet shows, the days before and after it, and how many
 * appointments it lists.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd plus or minus days (calendar arithmetic in UTC, no time zone involved). */
export function shiftDay(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day asked for in the address when it is written yyyy-mm-dd, otherwise today. */
export function sheetDay(asked: string, today: string): string {
  return ISO_DAY.test(asked) ? asked : today;
}

/** How many appointments of the sheet still stand (cancelled ones stay listed but are not counted). */
export function activeAppointments(boxes: ReadonlyArray<{ marcacoes: ReadonlyArray<{ estado: string }> }>): number {
  return boxes.reduce((n, b) => n + b.marcacoes.filter((m) => m.estado !== "cancelled").length, 0);
}
