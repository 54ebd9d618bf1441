/**
 * The /carro/baterias loader's work: the URL's filters, order and page → one page of GET /baterias/search and the
 * filter values. A failed call gives `null` (the page shows 'Não há baterias' with a retry) instead of the 500 page.
 */
import { batteryPageStateFromUrl, batterySearchQuery } from "#src/shared/batteries.ts";
import type { BatteryFilterValues, BatterySearchResponse } from "#src/shared/catalogue/batteries.schema.ts";
import { CATALOGUE_PAGE_SIZE } from "#src/shared/catalogue/catalogue.schema.ts";
import type { ApiFetch } from "#src/web/api-context.ts";

export async function loadBatteries(api: ApiFetch, url: URL) {
  const state = batteryPageStateFromUrl(url.searchParams);
  const get = async <T>(path: string): Promise<T | null> => {
    const res = await api(path).catch(() => null);
    return res && res.status === 200 ? (res.json() as T) : null;
  };
  const [results, values] = await Promise.all([
    get<BatterySearchResponse>(`/baterias/search?${batterySearchQuery(state, CATALOGUE_PAGE_SIZE).toString()}`),
    get<BatteryFilterValues>("/baterias/filter-values"),
  ]);
  return { state, results, values };
}
