/** Portuguese (pt-PT) messages: tyres (car tyre selector, plate search, results, product and landing pages, the
 * tyre-swap assistant) and the batteries and oil-pack product pages. */
export default {
  // shared by the tyre pages
  tyresOf: "Pneus {what}",
  seeAllSize: "Ver todos os pneus {size}",
  notFoundTitle: "Página não encontrada",
  seasonVerano: "Verão",
  seasonInvierno: "Inverno",
  seasonAllseason: "Todas as estações",
  tierPremium: "Premium",
  tierQuality: "Qualidade",
  yes: "Sim",
  no: "Não",
  any: "Qualquer",
  sending: "A enviar…",
  email: "E-mail",
  brand: "Marca",
  model: "Modelo",
  range: "Gama",
  sortBy: "Ordenar por",
  sortApply: "Ordenar",
  filter: "Filtrar",
  pageN: "Página {n}",
  pagePrevious: "Página anterior",
  pageNext: "Página seguinte",
  buyFitted: "Comprar com montagem",

  // the size selector (/seletor/:step)
  measureLoad: "Índice de carga",
  measureSpeed: "Código de velocidade",
  prefSeason: "Estação",
  prefIndifferent: "Indiferente",
  prefRunflatOnly: "Só run-flat",

  // the lead-data step

  // the plate search (/seletor/matricula)
  plateNotIdentified: "Não conseguimos identificar o seu veículo. Ligue-nos e ajudamos a encontrar o pneu certo.",

  // the results (/seletor/resultados)

  // a tyre's card, price and EU label
  stockNone: "Sem stock de momento",
  euFuel: "Eficiência energética",
  euWetScale: "Aderência em molhado",

  // the model and product pages (/pneus/:marca/:rest)
  productWarranty: "Garantia",

  // /pneus and the landing pages /pneus/:slug

  // the tyre-swap assistant (/pneus-de-troca/assistente)

  // batteries (/carro/baterias)

  // oil-change packs (/mudanca-de-oleo-filtros)
  tierBudget: "Económica",
};
