/**
 * Unit prices and dates as the customer's language writes them, for e-mails, invoices and calendar files: Portuguese
 * keeps the shop's own formatting (src/shared/invoices), Spanish follows es-ES. Amounts in cents: formatEur
 * (src/shared/money.ts); Lisbon date-times: formatLisbonDateTime (src/shared/dates.ts).
 */
import { formatUnitPrice } from "#src/shared/invoices/invoice-lines.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";

const ES_EUR_UNIT = new Intl.NumberFormat(LOCALE.es, {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A unit price in ten-thousandths of a euro (2 to 4 decimals). */
export function formatUnitMoney(lang: Lang, tenThousandths: number): string {
  return lang === "pt" ? formatUnitPrice(tenThousandths) : ES_EUR_UNIT.format(Math.round(tenThousandths) / 10_000);
}

/** "25/11/2026" in the given time zone. */
export function formatDate(lang: Lang, date: Date, timeZone: string): string {
  return date.toLocaleDateString(LOCALE[lang], { timeZone, day: "2-digit", month: "2-digit", year: "numeric" });
}
