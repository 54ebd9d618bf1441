/**
 * Sort and filters of the motorbike results (issue 17), applied to the tyres of one size: the sort orders are the
 * car results' (sort.ts); the filters are brand, range (tier) and type, each offered with the count it would give.
 */
import { type PriceOffer, shownUnitPrice } from "../pricing/all-in.ts";
import { SORTS, type SortKey } from "./sort.ts";

export type MotoResultTyre = {
  id: string;
  marca: string;
  gama: string;
  tipo: string;
  precio: number;
  stock: number;
  oferta?: PriceOffer | null;
};
export type MotoRefinement = { sort: SortKey; marcas: string[]; gamas: string[]; tipos: string[] };
export type Facet = { value: string; count: number };

const TIER_ORDER = ["PREMIUM", "QUALITY", "BUDGET"];

/** Reads the refinement from the page's query string; unknown values are ignored. */
export function readMotoRefinement(q: URLSearchParams): MotoRefinement {
  const sort = q.get("ordem");
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : "recomendado",
    marcas: q.getAll("marca_pneu").filter(Boolean),
    gamas: q.getAll("gama").filter(Boolean),
    tipos: q.getAll("tipo").filter(Boolean),
  };
}

function passes<T extends MotoResultTyre>(t: T, r: MotoRefinement, skip?: "marcas" | "gamas" | "tipos"): boolean {
  if (skip !== "marcas" && r.marcas.length > 0 && !r.marcas.includes(t.marca)) return false;
  if (skip !== "gamas" && r.gamas.length > 0 && !r.gamas.includes(t.gama)) return false;
  if (skip !== "tipos" && r.tipos.length > 0 && !r.tipos.includes(t.tipo)) return false;
  return true;
}

function facet<T extends MotoResultTyre>(
  tyres: T[],
  r: MotoRefinement,
  key: "marcas" | "gamas" | "tipos",
  pick: (t: T) => string,
): Facet[] {
  const counts = new Map<string, number>();
  for (const t of tyres) if (passes(t, r, key)) counts.set(pick(t), (counts.get(pick(t)) ?? 0) + 1);
  // a chosen value stays listed (with 0) so it can be unticked
  for (const v of r[key]) if (!counts.has(v)) counts.set(v, 0);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** The tyres that pass the filters, in the chosen order ("recomendado" keeps the catalogue's order), and the facets. */
export function refineMotoResults<T extends MotoResultTyre>(
  tyres: T[],
  r: MotoRefinement,
): { tyres: T[]; marcas: Facet[]; gamas: Facet[]; tipos: Facet[] } {
  const kept: T[] = [];
  for (const t of tyres) if (passes(t, r)) kept.push(t);
  const byName = (a: T, b: T) => a.marca.localeCompare(b.marca, "pt-PT") || a.precio - b.precio;
  if (r.sort === "marca-az") kept.sort(byName);
  if (r.sort === "marca-za") kept.sort((a, b) => byName(b, a));
  // By the price the card shows for one tyre (after a promotion).
  const shown = (t: T) => shownUnitPrice(t.precio, t.oferta ?? null, 1);
  if (r.sort === "precio-asc") kept.sort((a, b) => shown(a) - shown(b));
  if (r.sort === "precio-desc") kept.sort((a, b) => shown(b) - shown(a));
  const marcas = facet(tyres, r, "marcas", (t) => t.marca).sort((a, b) => a.value.localeCompare(b.value, "pt-PT"));
  const gamas = facet(tyres, r, "gamas", (t) => t.gama).sort(
    (a, b) => TIER_ORDER.indexOf(a.value) - TIER_ORDER.indexOf(b.value),
  );
  const tipos = facet(tyres, r, "tipos", (t) => t.tipo).sort((a, b) => a.value.localeCompare(b.value, "pt-PT"));
  return { tyres: kept, marcas, gamas, tipos };
}

/** Number of active filters (for the "Filtrar (n)" label). */
export function activeFilters(r: MotoRefinement): number {
  return r.marcas.length + r.gamas.length + r.tipos.length;
}
