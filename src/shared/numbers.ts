/**
 * Numbers as Portuguese readers write them ("1234", "12 345", "4,5"): as Intl's pt-PT writes them, without Intl
 * (i18n/locale-numbers.ts: a browser's first Intl object costs ~20–30 ms; issue 15).
 */
import { formatDecimal } from "./i18n/locale-numbers.ts";

/** A count or a measure as pt-PT writes it (grouping from 10 000, decimal comma). */
export function formatNumber(n: number): string {
  return formatDecimal(n, "pt-PT");
}

/** With exactly one decimal ("4,0", "4,5"): ratings. */
export function formatOneDecimal(n: number): string {
  return formatDecimal(n, "pt-PT", 1, 1);
}
