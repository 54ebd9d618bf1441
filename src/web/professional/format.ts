/** Months of the professional pages in the page's language (date-times: formatLisbonDateTime, src/shared/dates.ts). */
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";

/** "2026-11" → "novembro de 2026" (es-ES: "noviembre de 2026"). */
export function monthName(mes: string, lang: Lang): string {
  const [y, m] = mes.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALE[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
