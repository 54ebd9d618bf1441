/** The "baterias" catalogue key: search and filter values over the batteries table (a few hundred rows at most). */
import { batteryFilterCounts, searchBatteries } from "#src/shared/batteries.ts";
import {
  type BatteryFilterValues,
  BatteryFilterValuesSchema,
  BatteryFiltersSchema,
  type BatteryItem,
  BatteryOrderSchema,
  BatterySearchResponseSchema,
} from "#src/shared/catalogue/batteries.schema.ts";
import { type CataloguePage, paginate } from "#src/shared/catalogue/catalogue.schema.ts";
import type { AppDeps } from "../deps.ts";
import { atSite } from "./site-prices.ts";
import type { CatalogueModule } from "./catalogue-keys.ts";
import { batteryServicesCents, listBatteries } from "./products.queries.ts";

export const batteryCatalogue: CatalogueModule<typeof BatteryFiltersSchema, typeof BatteryOrderSchema> = {
  label: "baterias",
  filters: BatteryFiltersSchema,
  order: BatteryOrderSchema,
  response: BatterySearchResponseSchema,
  filterValuesResponse: BatteryFilterValuesSchema,
  async search(deps: AppDeps, { filters, order, pagination, lang }): Promise<CataloguePage<BatteryItem>> {
    // Filtered in memory with the shared rules (unit-tested in src/shared): the table is small, and the same code
    // decides on the page and in the API.
    const [rows, fitting] = await Promise.all([listBatteries(deps.db), batteryServicesCents(deps.db)]);
    const page = paginate(searchBatteries(rows, filters, order), pagination);
    // The site's prices (the Spanish site's carry Spain's IVA), re-taxed after the sort, which re-taxing keeps.
    const montaje = atSite(fitting, lang);
    return {
      pagination: page.pagination,
      items: page.items.map((b) => ({
        id: b.id,
        marca: b.marca,
        modelo: b.modelo,
        voltaje: b.voltage,
        ah: b.ah,
        a: b.cca,
        borne: b.terminal,
        tecnologia: b.technology,
        startStop: b.startStop,
        medidas: { largo: b.lengthMm, ancho: b.widthMm, alto: b.heightMm },
        garantia: b.warrantyYears,
        precio: atSite(b.priceCents, lang),
        montaje,
        precioTotal: atSite(b.priceCents, lang) + montaje,
        stock: b.stock,
      })),
    };
  },
  async filterValues(deps: AppDeps): Promise<BatteryFilterValues> {
    return batteryFilterCounts(await listBatteries(deps.db));
  },
};
