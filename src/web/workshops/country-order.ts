/**
 * Issue 13 item 2: each site shows its own country's workshops first — Spain's (the Canary Islands included) on the
 * Spanish site, Portugal's on the Portuguese one. The workshop API does not say a card's or an area's country (only a
 * workshop's page has `pais`), so the web layer tells it from the data it has: a Portuguese postcode is "NNNN-NNN"
 * (a Spanish one is five digits), and an area is Portuguese when it is one of Portugal's districts or autonomous
 * regions. Stable: within each country the API's order (distance, name) is kept.
 */
import { PT_DISTRICTS } from "#src/shared/postcodes.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";

type Country = "PT" | "ES";

const HOME: Record<Lang, Country> = { pt: "PT", es: "ES" };
const DISTRICTS: ReadonlySet<string> = new Set(PT_DISTRICTS);

export function countryOfPostcode(postcode: string): Country {
  return /^\d{4}-\d{3}$/.test(postcode.trim()) ? "PT" : "ES";
}

export function countryOfArea(name: string): Country {
  return DISTRICTS.has(name) ? "PT" : "ES";
}

/** `items` with the site's own country first, each group in its original order. */
export function ownCountryFirst<T>(lang: Lang, items: readonly T[], countryOf: (item: T) => Country): T[] {
  const home = HOME[lang];
  return [...items.filter((i) => countryOf(i) === home), ...items.filter((i) => countryOf(i) !== home)];
}
