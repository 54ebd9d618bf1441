/** Spanish (es-ES) messages: the tyre results page (filters, sorts, pages). Same keys as ../pt/tyreResults.ts. */
import type pt from "../pt/tyreResults.ts";

export default {
  tyresOfBrands: "Neumáticos {brands} {size}",
  tierBudgetFilter: "Económica",
  sortRecommended: "Recomendados",
  sortBrandAz: "Marca A-Z",
  sortBrandZa: "Marca Z-A",
  sortPriceDesc: "Más caros primero",
  sortPriceAsc: "Más baratos primero",
  resultsMetaTitle: "{what} · {total} resultados",
  resultsMetaTitlePage: "{what} · {total} resultados (pág. {page})",
  resultsMetaDescription:
    "Compare {total} neumáticos {brands}{size} con etiqueta europea, precio con montaje y disponibilidad en el taller.",
  resultsActiveFilters: "{n, plural, =1 {, {n} filtro activo} other {, {n} filtros activos}}",
  resultsNone: "Ningún neumático con estos filtros",
  resultsFound: "{n, plural, =1 {# neumático encontrado} other {# neumáticos encontrados}}",
  resultsEmpty: "No hay neumáticos {size} con los filtros elegidos. Quite algún filtro o",
  resultsEmptyLink: "vea todos",
  resultsRecommended: "Recomendados para usted",
  resultsAll: "Todos los neumáticos {size}",
  resultsPages: "Paginación de resultados",
  filtersSkip: "Saltar los filtros",
  filtersTitle: "Filtre los resultados",
  filtersYourCar: "– su coche",
  filtersHint:
    "Valen neumáticos con índice de carga y código de velocidad iguales o superiores a los de su coche (p. ej., 91V).",
  filtersMaxPrice: "Precio máximo por neumático (€)",
  filtersSee: "{n, plural, =1 {Ver {n} neumático} other {Ver {n} neumáticos}}",
  filtersApply: "Aplicar los filtros",
} satisfies Record<keyof typeof pt, string>;
