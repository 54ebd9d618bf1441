/**
 * Catalogue prices as a site shows them before a workshop is chosen (`defaultRegion`, src/shared/pricing/tax-zone.ts):
 * the catalogue holds gross prices with mainland Portugal's IVA; the Spanish site's answers carry mainland Spain's
 * IVA instead. Re-taxing is a per-amount multiplication done on the answer, after any sorting: `zoneGross` never
 * inverts an order, so a list sorted by the Portuguese price stays sorted.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import { type TaxRegion } from "#src/shared/money.ts";
import { BASE_REGION, defaultRegion, zoneGross } from "#src/shared/pricing/tax-zone.ts";

export { defaultRegion };

/** `item` with the named amount fields (cents, gross) re-taxed for `region`; the same object for the base region. */
export function retaxed<T extends object>(item: T, region: TaxRegion, fields: ReadonlyArray<keyof T & string>): T {
  if (region === BASE_REGION) return item;
  const out = { ...item } as Record<string, unknown>;
  for (const f of fields) {
    const v = out[f];
    if (typeof v === "number") out[f] = zoneGross(v, region);
  }
  return out as T;
}

/** The same, for every item of a list. */
export function retaxedAll<T extends object>(
  items: readonly T[],
  region: TaxRegion,
  fields: ReadonlyArray<keyof T & string>,
): T[] {
  return region === BASE_REGION ? [...items] : items.map((i) => retaxed(i, region, fields));
}

/** A catalogue gross amount for the site in `lang` (null stays null). */
export function atSite(cents: number, lang: Lang): number;
export function atSite(cents: number | null, lang: Lang): number | null;
export function atSite(cents: number | null, lang: Lang): number | null {
  return cents === null ? null : zoneGross(cents, defaultRegion(lang));
}
