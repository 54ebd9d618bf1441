/** What the results filters show and how many are on: apart from the panel (results-filters.tsx), which loads on demand. */
export type Brand = { id: number; name: string; slug: string; tier: string; moto: boolean };
export type Facets = { ic: Array<{ valor: number; total: number }>; cv: Array<{ valor: string; total: number }> };
export type SelectedFilters = {
  marcas: number[];
  gamas: string[];
  seasons: string[];
  runflat: boolean;
  precioMax: string;
  ic: string;
  cv: string;
};

/** How many filters are on, for "Filtrar (n)". */
export function activeFilterCount(s: SelectedFilters): number {
  return (
    s.seasons.length +
    s.gamas.length +
    s.marcas.length +
    (s.runflat ? 1 : 0) +
    (s.precioMax ? 1 : 0) +
    (s.ic ? 1 : 0) +
    (s.cv ? 1 : 0)
  );
}
