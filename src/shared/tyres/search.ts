/**
 * Tyre search over the in-memory catalogue (pure): filters, the five sort orders, pagination (page size 10 from
 * page 0) and the 6 recommended tyres. The server passes the items for the requested size.
 */
import { plural } from "../plural.ts";
import type { TyreFilters, TyreSearch } from "./search.schema.ts";
import { LOAD_INDEX_MAX, loadIndexAtLeast, SPEED_RATINGS, speedRank, speedRatingAtLeast } from "./load-speed.ts";
import type { TyreItem } from "./types.ts";

export const RECOMMENDED_COUNT = 6;

/** `ic` and `cv` are minimums (load index and speed rating at least the vehicle's), the rest exact. */
export function matchesFilters(t: TyreItem, f: TyreFilters): boolean {
  if (f.ic !== undefined && !loadIndexAtLeast(t.ic, f.ic)) return false;
  if (f.cv !== undefined && !speedRatingAtLeast(t.cv, f.cv)) return false;
  return matchesOtherFilters(t, f);
}

/** Every filter but the load index and speed rating (the facets count over these). */
function matchesOtherFilters(t: TyreItem, f: TyreFilters): boolean {
  if (t.ancho !== f.ancho || t.serie !== f.serie || t.llanta !== f.llanta) return false;
  if (f.runflat !== undefined && t.runflat !== f.runflat) return false;
  if (
    (f.verano || f.invierno || f.allseason) &&
    !(
      (f.verano && t.temporada === "verano") ||
      (f.invierno && t.temporada === "invierno") ||
      (f.allseason && t.temporada === "allseason")
    )
  )
    return false;
  if (f.idsmarca && f.idsmarca.length > 0 && !f.idsmarca.includes(t.brandId)) return false;
  if (f.gamas && f.gamas.length > 0 && !f.gamas.includes(t.categoria)) return false;
  if (f.precioMin !== undefined && t.precio < f.precioMin) return false;
  if (f.precioMax !== undefined && t.precio > f.precioMax) return false;
  if (f.tipoVehiculo !== undefined && t.tipoVehiculo !== f.tipoVehiculo) return false;
  return true;
}

/** The price a tyre is sorted by: by default its catalogue price; the server passes the price the card shows. */
export type PriceOf = (t: TyreItem) => number;

function comparator(
  order: TyreSearch["order"],
  direction: TyreSearch["direction"],
  priceOf: PriceOf,
): (a: TyreItem, b: TyreItem) => number {
  const sign = direction === "asc" ? 1 : -1;
  if (order === "marca")
    return (a, b) => sign * a.marca.localeCompare(b.marca, "pt") || a.orden - b.orden || a.precio - b.precio;
  if (order === "precio") return (a, b) => sign * (priceOf(a) - priceOf(b)) || a.orden - b.orden;
  return direction === "asc" ? byRecommendation : (a, b) => b.orden - a.orden || a.precio - b.precio;
}

export type SearchResult = {
  total: number;
  pages: number;
  page: number;
  neumaticos: TyreItem[];
  recomendados: TyreItem[];
};

export class PageOutOfRangeError extends Error {
  readonly pages: number;
  constructor(pages: number) {
    super(
      pages === 0
        ? "Não há resultados para esta pesquisa"
        : `A página pedida não existe: há ${plural(pages, "página", "páginas")} de resultados`,
    );
    this.name = "PageOutOfRangeError";
    this.pages = pages;
  }
}

const byRecommendation = (a: TyreItem, b: TyreItem) => a.orden - b.orden || a.precio - b.precio;

/** Whether `items` are already in `cmp`'s order: one pass, so a pre-sorted list (the catalogue's) is not sorted again. */
function isSorted<T>(items: readonly T[], cmp: (a: T, b: T) => number): boolean {
  for (let i = 1; i < items.length; i++) if (cmp(items[i - 1]!, items[i]!) > 0) return false;
  return true;
}

/** Recommended: in stock, best `orden` first, at most one per model so the six differ. */
export function pickRecommended(items: readonly TyreItem[]): TyreItem[] {
  const sorted = items.filter((t) => t.stock > 0);
  if (!isSorted(sorted, byRecommendation)) sorted.sort(byRecommendation);
  const seen = new Set<string>();
  const out: TyreItem[] = [];
  for (const t of sorted) {
    const key = `${t.marca}|${t.modelo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
    if (out.length === RECOMMENDED_COUNT) break;
  }
  return out;
}

export function searchTyres(
  sizeItems: readonly TyreItem[],
  q: TyreSearch,
  priceOf: PriceOf = (t) => t.precio,
): SearchResult {
  const matched = sizeItems.filter((t) => matchesFilters(t, q.filters));
  const total = matched.length;
  const pageSize = q.pagination.pageSize;
  const pages = Math.ceil(total / pageSize);
  const page = q.pagination.page;
  if (page > 0 && page >= pages) throw new PageOutOfRangeError(pages);
  // The catalogue keeps each size in recommended order: the six are picked before sorting, and the default order
  // (recommended, ascending) needs no sort at all.
  const recomendados = page === 0 ? pickRecommended(matched) : [];
  // A shown price takes the tyre's promotion: work it out once per tyre, not once per comparison.
  const prices = q.order === "precio" ? new Map(matched.map((t) => [t, priceOf(t)])) : null;
  const cmp = comparator(q.order, q.direction, prices ? (t) => prices.get(t)! : priceOf);
  if (!isSorted(matched, cmp)) matched.sort(cmp);
  return { total, pages, page, neumaticos: matched.slice(page * pageSize, (page + 1) * pageSize), recomendados };
}

export function countTyres(sizeItems: readonly TyreItem[], filters: TyreFilters): number {
  let n = 0;
  for (const t of sizeItems) if (matchesFilters(t, filters)) n++;
  return n;
}

export type LoadSpeedFacets = {
  /** Each load index found, lowest first, with how many tyres have at least it. */
  ic: Array<{ valor: number; total: number }>;
  /** Each speed rating found, slowest first, with how many tyres are rated at least it. */
  cv: Array<{ valor: string; total: number }>;
};

/**
 * The load-index and speed-rating filter options for a search, counted like the other filters: each facet applies
 * every active filter except its own, so choosing "V or faster" still shows how many there are at each load index.
 */
export function loadSpeedFacets(sizeItems: readonly TyreItem[], f: TyreFilters): LoadSpeedFacets {
  // counts by load index and by speed rank in flat arrays: this runs on every search, beside it
  const loads = new Int32Array(LOAD_INDEX_MAX + 1);
  const speeds = new Int32Array(SPEED_RATINGS.length);
  const minSpeed = f.cv === undefined ? -1 : speedRank(f.cv);
  for (const t of sizeItems) {
    if (!matchesOtherFilters(t, f)) continue;
    const rank = speedRank(t.cv);
    const loadOk = f.ic === undefined || t.ic >= f.ic;
    const speedOk = f.cv === undefined || (minSpeed >= 0 && rank >= minSpeed);
    if (speedOk && t.ic >= 0 && t.ic <= LOAD_INDEX_MAX) loads[t.ic]! += 1;
    if (loadOk && rank >= 0) speeds[rank]! += 1;
  }
  // "at least v": running totals from the top down
  const ic: LoadSpeedFacets["ic"] = [];
  for (let v = LOAD_INDEX_MAX, sum = 0; v >= 0; v--) {
    if (loads[v] === 0) continue;
    sum += loads[v] as number;
    ic.push({ valor: v, total: sum });
  }
  const cv: LoadSpeedFacets["cv"] = [];
  for (let r = SPEED_RATINGS.length - 1, sum = 0; r >= 0; r--) {
    if (speeds[r] === 0) continue;
    sum += speeds[r] as number;
    cv.push({ valor: (SPEED_RATINGS[r] as readonly [string, number])[0], total: sum });
  }
  return { ic: ic.reverse(), cv: cv.reverse() };
}
