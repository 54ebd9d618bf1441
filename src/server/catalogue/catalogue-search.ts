/** Use cases of the generic catalogue (spec section 7): one page of a key's items, and its filter values. */
import { msg } from "#src/shared/i18n/i18n.ts";
import {
  type CatalogueSearchQuery,
  PaginationRequestSchema,
  parseJsonParam,
} from "#src/shared/catalogue/catalogue.schema.ts";
import { findDistrict, type DistritoResponse } from "#src/shared/catalogue/distrito.schema.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { AppDeps } from "../deps.ts";
import { InvalidInputError, NotFoundError } from "../errors.ts";
import { catalogueFor, type CatalogueModule } from "./catalogue-keys.ts";

/** At most 40 printable characters of a key the customer typed, for the message. */
const shown = (key: string) => key.replace(/[^\p{L}\p{N}_-]/gu, "").slice(0, 40);

function moduleFor(key: string): CatalogueModule {
  const m = catalogueFor(key);
  if (!m)
    throw new NotFoundError(
      "CATALOGUE_NOT_FOUND",
      msg("api.catalogueNotFound", { what: shown(key) || msg("api.catalogueProducts") }),
    );
  return m;
}

export async function searchCatalogue(deps: AppDeps, key: string, query: CatalogueSearchQuery, lang: Lang = "pt") {
  const m = moduleFor(key);
  const filters = parseJsonParam(query.filters, m.filters, "filters", "Filtros");
  const order = parseJsonParam(query.order, m.order, "order", "Ordenação");
  const pagination = parseJsonParam(query.pagination, PaginationRequestSchema, "pagination", "Paginação");
  const errors: Record<string, string> = {};
  for (const r of [filters, order, pagination]) if (!r.ok) errors[r.field] = r.message;
  if (!filters.ok || !order.ok || !pagination.ok) {
    throw new InvalidInputError(
      "INVALID_CATALOGUE_QUERY",
      msg("api.catalogueQueryInvalid", {
        label: m.label,
        // Each field's message may itself be a descriptor: joined as nested descriptors, resolved together.
        errors: Object.values(errors).reduce((a, b) => msg("api.joinSemicolon", { a, b })),
      }),
      errors,
    );
  }
  return m.search(deps, { filters: filters.value, order: order.value, pagination: pagination.value, lang });
}

export async function catalogueFilterValues(deps: AppDeps, key: string) {
  return moduleFor(key).filterValues(deps);
}

export function districtOf(x: string): DistritoResponse {
  const d = findDistrict(x);
  if (!d) throw new NotFoundError("DISTRICT_NOT_FOUND", msg("api.districtNotFound"));
  return d;
}
