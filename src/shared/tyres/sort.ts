/**
 * The results page's sort orders and how they map onto the search query. Kept apart from search.schema.ts so the
 * results page can import it without shipping zod to the browser.
 */
export const SORTS = ["recomendado", "marca-az", "marca-za", "precio-desc", "precio-asc"] as const;
export type SortKey = (typeof SORTS)[number];
export type SearchOrder = "orden" | "marca" | "precio";
export type SearchDirection = "asc" | "desc";

export function sortToOrder(sort: SortKey): { order: SearchOrder; direction: SearchDirection } {
  switch (sort) {
    case "recomendado":
      return { order: "orden", direction: "asc" };
    case "marca-az":
      return { order: "marca", direction: "asc" };
    case "marca-za":
      return { order: "marca", direction: "desc" };
    case "precio-desc":
      return { order: "precio", direction: "desc" };
    case "precio-asc":
      return { order: "precio", direction: "asc" };
  }
}
