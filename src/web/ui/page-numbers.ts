/**
 * Money and counts in the page's locale, for pages that show a price or a number without the tyre cards' copy
 * (tyre-copy.ts re-exports them): money through the one euro formatter (src/shared/money.ts, which writes both
 * pt-PT and es-ES); numbers: Portuguese keeps the shop's own formatter, Spanish uses es-ES. Kept apart from
 * tyre-copy.ts so that a page that only writes a price does not load the cards' copy (issue 15, goal 3).
 */
import { formatDecimal } from "#src/shared/i18n/locale-numbers.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { formatEur } from "#src/shared/euros.ts";

/** Cents as the page's language writes money ("1 234,56 €" in pt-PT, "1234,56 €" in es-ES): formatEur's. */
export function money(lang: Lang, cents: number): string {
  return formatEur(cents, lang);
}

/** A count as the page's language writes it. */
export function count(lang: Lang, n: number): string {
  return formatDecimal(n, LOCALE[lang]);
}
