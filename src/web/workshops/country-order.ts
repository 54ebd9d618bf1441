/**
 * Issue 13 item 2: each site shows its own country's workshops first — Spain's (the Canary Islands included) on the
 * Spanish site, Portugal's on the Portuguese one. The areas API says each district's or province's country (`pais`);
 * the workshop cards do not, so a card's country is told from its postcode: a Portuguese postcode is "NNNN-NNN" (a
 * Spanish one is five digits). Stable: within each country the API's order (distance, name) is kept.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";

export type Country = "PT" | "ES";

const HOME: Record<Lang, Country> = { pt: "PT", es: "ES" };

export function countryOfPostcode(postcode: string): Country {
  return /^\d{4}-\d{3}$/.test(postcode.trim()) ? "PT" : "ES";
}

/** An area's country as the areas API gives it ("PT", "ES"). */
export function countryOfArea(area: { pais: string }): Country {
  return area.pais === "PT" ? "PT" : "ES";
}

/** `items` with the site's own country first, each group in its original order. */
export function ownCountryFirst<T>(lang: Lang, items: readonly T[], countryOf: (item: T) => Country): T[] {
  const home = HOME[lang];
  return [...items.filter((i) => countryOf(i) === home), ...items.filter((i) => countryOf(i) !== home)];
}
