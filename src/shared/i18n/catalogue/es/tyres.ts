/** Spanish (es-ES) messages: tyres. Same keys as ../pt/tyres.ts. */
import type pt from "../pt/tyres.ts";

export default {
  // shared by the tyre pages
  tyresOf: "Neumáticos {what}",
  seeAllSize: "Ver todos los neumáticos {size}",
  notFoundTitle: "Página no encontrada",
  seasonVerano: "Verano",
  seasonInvierno: "Invierno",
  seasonAllseason: "Todo tiempo",
  tierPremium: "Premium",
  tierQuality: "Calidad",
  yes: "Sí",
  no: "No",
  any: "Cualquiera",
  sending: "Enviando…",
  email: "Correo electrónico",
  brand: "Marca",
  model: "Modelo",
  range: "Gama",
  sortBy: "Ordenar por",
  sortApply: "Ordenar",
  filter: "Filtrar",
  pageN: "Página {n}",
  pagePrevious: "Ir a la página anterior",
  pageNext: "Página siguiente",
  buyFitted: "Comprar con montaje",

  // the size selector (/selector/:step)
  measureLoad: "IC (índice de carga)",
  measureSpeed: "Código de velocidad",
  prefSeason: "Temporada",
  prefIndifferent: "Indiferente",
  prefRunflatOnly: "Solo run-flat",

  // the lead-data step

  // the plate search (/selector/matricula)
  plateNotIdentified:
    "No hemos podido identificar su vehículo. Llámenos y le ayudaremos a encontrar el neumático adecuado.",

  // the results (/selector/resultados)

  // a tyre's card, price and EU label
  stockNone: "Agotado de momento",
  euFuel: "Eficiencia energética",
  euWetScale: "Adherencia en mojado",

  // the model and product pages (/neumaticos/:marca/:rest)
  productWarranty: "Garantía",

  // /neumaticos and the landing pages /neumaticos/:slug

  // the tyre-swap assistant (/neumaticos-de-cambio/asistente)

  // batteries (/coche/baterias)

  // oil-change packs (/cambio-de-aceite-y-filtros)
  tierBudget: "Económica",
} satisfies Record<keyof typeof pt, string>;
