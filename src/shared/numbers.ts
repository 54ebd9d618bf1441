/**
 * Numbers as Portuguese readers write them ("1 234", "4,5"). The formatters are made once: `toLocaleString` builds a
 * new Intl.NumberFormat on every call, which showed as the most expensive line of a results page render (issue 15).
 */
const INTEGER = new Intl.NumberFormat("pt-PT");
const ONE_DECIMAL = new Intl.NumberFormat("pt-PT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count or a measure as pt-PT writes it (grouping from 10 000, decimal comma). */
export function formatNumber(n: number): string {
  return INTEGER.format(n);
}

/** With exactly one decimal ("4,0", "4,5"): ratings. */
export function formatOneDecimal(n: number): string {
  return ONE_DECIMAL.format(n);
}
