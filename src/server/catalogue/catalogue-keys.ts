/**
 * The catalogue keys `GET /{catalogKey}/search` and `/filter-values` answer for (spec section 7), each with its
 * query module: the schemas of its filters, order and answers, and its use cases. Another catalogue (oils, moto
 * batteries, …) is one more entry here; the routes do not change.
 */
import type { z } from "zod";
import type { CataloguePage, PaginationRequest } from "#src/shared/catalogue/catalogue.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { AppDeps } from "../deps.ts";
import { batteryCatalogue } from "./battery-catalogue.ts";

export type CatalogueModule<F extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  /** The plural the customer reads in messages ("Não há baterias…"). */
  label: string;
  filters: F;
  order: O;
  response: z.ZodType;
  filterValuesResponse: z.ZodType;
  search(
    deps: AppDeps,
    /** `lang`: the site asking; its prices carry that site's tax (src/server/catalogue/site-prices.ts). */
    q: { filters: z.output<F>; order: z.output<O>; pagination: PaginationRequest; lang: Lang },
  ): Promise<CataloguePage<unknown>>;
  filterValues(deps: AppDeps): Promise<unknown>;
};

export const CATALOGUES: Readonly<Record<string, CatalogueModule>> = {
  baterias: batteryCatalogue as unknown as CatalogueModule,
};

export function catalogueFor(key: string): CatalogueModule | undefined {
  return Object.hasOwn(CATALOGUES, key) ? CATALOGUES[key] : undefined;
}
