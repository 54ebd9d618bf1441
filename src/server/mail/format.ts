/**
 * Amounts and dates as the customer's language writes them, for e-mails, invoices and calendar files: Portuguese
 * keeps the shop's own formatting (src/shared/money.ts, exactly as before), Spanish follows es-ES.
 */
import { formatUnitPrice } from "#src/shared/invoices/invoice-lines.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { formatLisbonDateTime } from "#src/shared/dates.ts";
import { formatEur } from "#src/shared/money.ts";

const ES_EUR_UNIT = new Intl.NumberFormat(LOCALE.es, {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** Cents as money: "1 234,56 €" (pt-PT), "1234,56 €" / "12.345,67 €" (es-ES). */
export function formatMoney(lang: Lang, cents: number): string {
  return formatEur(cents, lang);
}

/** A unit price in ten-thousandths of a euro (2 to 4 decimals). */
export function formatUnitMoney(lang: Lang, tenThousandths: number): string {
  return lang === "pt" ? formatUnitPrice(tenThousandths) : ES_EUR_UNIT.format(Math.round(tenThousandths) / 10_000);
}

/** "25/11/2026" in the given time zone. */
export function formatDate(lang: Lang, date: Date, timeZone: string): string {
  return date.toLocaleDateString(LOCALE[lang], { timeZone, day: "2-digit", month: "2-digit", year: "numeric" });
}

/** "25/11/2026, 09:00" in Lisbon time (a Multibanco reference's deadline), in the language's locale. */
export function formatLisbonDateTimeIn(lang: Lang, instant: string | Date): string {
  return formatLisbonDateTime(instant, lang);
}
