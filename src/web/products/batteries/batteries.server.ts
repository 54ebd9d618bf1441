/**
 * The /carro/baterias loader's work: the URL's filters, order and page → one page of GET /baterias/search and the
 * filter values. A failed call gives `null` (the page shows 'Não há baterias' with a retry) instead of the 500 page.
 */
import { batteryPageStateFromUrl, batterySearchQuery } from "#src/shared/batteries.ts";
import type { BatteryFilterValuesSchema, BatterySearchResponseSchema } from "#src/shared/catalogue/batteries.schema.ts";
import { CATALOGUE_PAGE_SIZE } from "#src/shared/catalogue/catalogue.schema.ts";
import { answer, type ApiFetch } from "#src/web/api-context.ts";
import type { z } from "zod";

export async function loadBatteries(api: ApiFetch, url: URL) {
  const state = batteryPageStateFromUrl(url.searchParams);
  const get = async <S extends z.ZodType>(path: string) => {
    const res = await api(path).catch(() => null);
    return res && res.status === 200 ? answer<S>(res) : null;
  };
  const [results, values] = await Promise.all([
    get<typeof BatterySearchResponseSchema>(
      `/baterias/search?${batterySearchQuery(state, CATALOGUE_PAGE_SIZE).toString()}`,
    ),
    get<typeof BatteryFilterValuesSchema>("/baterias/filter-values"),
  ]);
  return { state, results, values };
}
