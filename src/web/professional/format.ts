/** Dates and months of the professional pages in the page's language (pt-PT output as src/shared/dates.ts gives it). */
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";

/** "23/11/2026, 18:30" in Lisbon time (es-ES: "23/11/2026, 18:30"). */
export function formatDateTime(instant: string | Date, lang: Lang): string {
  return formatLisbonDateTime(instant, lang);
}

/** "2026-11" → "novembro de 2026" (es-ES: "noviembre de 2026"). */
export function monthName(mes: string, lang: Lang): string {
  const [y, m] = mes.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALE[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
