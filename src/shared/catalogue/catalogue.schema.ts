/**
 * The generic catalogue list (spec section 3 "Catalogue list per key", section 7 `GET /{catalogKey}/search` and
 * `/filter-values`, section 9 "Catalogue page size 9 (page starts 1)"). The query carries filters, pagination and
 * order as JSON strings, one query parameter each; every catalogue key brings its own filter and order schemas.
 */
import { z } from "zod";
import { type MessageKey, msg } from "../messages.ts";

export const CATALOGUE_PAGE_SIZE = 9;
/** A caller may ask for a bigger page (a print view, a comparison), never for the whole catalogue at once. */
export const CATALOGUE_MAX_PAGE_SIZE = 36;

export const CatalogueKeyParamsSchema = z.object({
  catalogKey: z.string().min(1).max(40),
});

export const CatalogueSearchQuerySchema = z.object({
  filters: z
    .string()
    .max(2000, { error: msg("validation.catalogueFiltersTooLong") })
    .optional(),
  pagination: z
    .string()
    .max(200, { error: msg("validation.cataloguePaginationTooLong") })
    .optional(),
  order: z
    .string()
    .max(200, { error: msg("validation.catalogueOrderTooLong") })
    .optional(),
});
export type CatalogueSearchQuery = z.infer<typeof CatalogueSearchQuerySchema>;

export const PaginationRequestSchema = z.strictObject({
  page: z
    .int({ error: msg("validation.cataloguePageInteger") })
    .min(1, { error: msg("validation.cataloguePageMin") })
    .max(10_000, { error: msg("validation.cataloguePageInvalid") })
    .default(1),
  pageSize: z
    .int({ error: msg("validation.cataloguePageSizeInteger") })
    .min(1, { error: msg("validation.cataloguePageSizeMin") })
    .max(CATALOGUE_MAX_PAGE_SIZE, {
      error: msg("validation.cataloguePageSizeMax", { max: String(CATALOGUE_MAX_PAGE_SIZE) }),
    })
    .default(CATALOGUE_PAGE_SIZE),
});
export type PaginationRequest = z.infer<typeof PaginationRequestSchema>;

export const PaginationSchema = z.object({
  page: z.int(),
  pageSize: z.int(),
  pages: z.int(),
  total: z.int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** The answer of `GET /{catalogKey}/search` for a key whose items follow `item`. */
export function cataloguePageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: PaginationSchema });
}

export type CataloguePage<T> = { items: T[]; pagination: Pagination };

/** One page of `items` (pages start at 1); a page past the end is empty but keeps the real totals. */
export function paginate<T>(items: readonly T[], req: PaginationRequest): CataloguePage<T> {
  const total = items.length;
  const pages = Math.ceil(total / req.pageSize);
  const start = (req.page - 1) * req.pageSize;
  return {
    items: items.slice(start, start + req.pageSize),
    pagination: { page: req.page, pageSize: req.pageSize, pages, total },
  };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** The query parameters' names in messages (descriptors); another label is shown as it is given. */
const PARAM_LABELS: Record<string, MessageKey> = {
  Filtros: "validation.labelFilters",
  Ordenação: "validation.labelOrder",
  Paginação: "validation.labelPagination",
};

/**
 * A JSON query parameter checked against `schema` (an absent one is `{}`, so the schema's defaults apply). On failure
 * the message (a descriptor) names what was wrong: not JSON at all, or the first field zod rejected.
 */
export function parseJsonParam<T extends z.ZodType>(
  raw: string | undefined,
  schema: T,
  field: string,
  label: string,
): Parsed<z.output<T>> {
  const name = Object.hasOwn(PARAM_LABELS, label) ? msg(PARAM_LABELS[label] as MessageKey) : label;
  let json: unknown = {};
  if (raw !== undefined && raw.trim() !== "") {
    try {
      json = JSON.parse(raw);
    } catch {
      return { ok: false, field, message: msg("validation.catalogueParamNotJson", { label: name }) };
    }
  }
  const r = schema.safeParse(json);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  const path = issue?.path.length ? ` (${issue.path.join(".")})` : "";
  return {
    ok: false,
    field,
    message: msg("validation.catalogueParamIssue", {
      label: name,
      path,
      message: issue?.message ?? msg("validation.invalid"),
    }),
  };
}
