/** Portuguese (pt-PT) messages: the tyre landing pages (tyres index, brand, model, type and service landings). */
export default {
  fromPrice: "desde {price}",
  indexMetaTitle: "Pneus baratos para carro, carrinha, 4x4 e mota",
  indexMetaDescription:
    "Compre pneus online com montagem incluída: mais de 20 000 pneus de 25 marcas, com etiqueta europeia e entrega na oficina perto de si.",
  indexLead:
    "Encontre o pneu certo pela medida, pela matrícula ou pelo modelo da mota, e monte-o numa oficina RodaCerta.",
  indexByType: "Por tipo",
  popularSizes: "Medidas mais procuradas",
  brands: "Marcas",
  indexServices: "Serviços de pneus",
  brandMotoTitle: "Pneus de mota {brand}",
  brandMotoMetaDescription:
    "Pneus de mota {brand} para estrada, desporto, trail e scooter, com montagem numa oficina RodaCerta.",
  brandMetaTitle: "Pneus {brand} baratos com montagem",
  brandMetaDescription: "Pneus {brand} (gama {tier}) em {n} medidas populares, desde {from}, com montagem na oficina.",
  brandMotoCrumb: "{brand} mota",
  brandTier: "gama {tier}",
  brandMotoSearch: "Procurar pneus de mota {brand}",
  brandModels: "Modelos",
  brandModelLine: "{season} · {n} referências · desde {price}",
  brandPopularSizes: "Medidas {brand} mais procuradas",
  serviceFrom: "Desde",
  serviceVatIncluded: ", IVA incluído.",
  serviceBook: "Marcar na oficina",
  serviceWorkshops: "Ver oficinas",
  typeTotalFrom: "{total} pneus desde",
  typeQuote: "Pedir orçamento",
  typeMotoSearch: "Procurar pneus de mota",
  landingEconomicosTitle: "Pneus económicos baratos com montagem",
  landingEconomicosH1: "Pneus económicos",
  landingEconomicosDescription:
    "Pneus económicos das marcas Mabor, Riken, Sava, Kormoran e outras, com montagem incluída numa oficina RodaCerta perto de si.",
  landingEconomicosIntro:
    "Para quem faz poucos quilómetros e quer gastar menos: pneus de gama económica, homologados na UE e com etiqueta europeia, montados na oficina que escolher.",
  landingQualityTitle: "Pneus de gama qualidade ao melhor preço",
  landingQualityH1: "Pneus de gama qualidade",
  landingQualityDescription:
    "Pneus Kleber, Falken, Hankook, Nexen, Firestone e outras marcas de gama qualidade: o equilíbrio entre preço e desempenho.",
  landingQualityIntro:
    "A gama qualidade junta marcas com muito boa travagem em molhado e duração, a um preço bem abaixo das marcas premium.",
  landingPremiumTitle: "Pneus premium Michelin, Continental, Pirelli e Bridgestone",
  landingPremiumH1: "Pneus premium",
  landingPremiumDescription:
    "Pneus premium das marcas líderes com a melhor travagem, menor ruído e maior durabilidade. Montagem na oficina incluída.",
  landingPremiumIntro:
    "Michelin, Continental, Pirelli, Bridgestone, Goodyear e Dunlop: as marcas que lideram os testes independentes de travagem e longevidade.",
  landingMarcasTitle: "Todas as marcas de pneus",
  landingMarcasH1: "Marcas de pneus",
  landingMarcasDescription:
    "Todas as marcas de pneus que vendemos, das premium às económicas, para carro, carrinha, 4x4 e mota.",
  landingMarcasIntro: "Escolha a marca e veja os modelos e as medidas disponíveis.",
  landingCarrinhaTitle: "Pneus para carrinha e comerciais ligeiros",
  landingCarrinhaH1: "Pneus de carrinha",
  landingCarrinhaDescription:
    "Pneus reforçados (C) para carrinhas e comerciais ligeiros: Renault Master, Ford Transit, Mercedes Sprinter e mais.",
  landingCarrinhaIntro:
    "Pneus com carcaça reforçada e índice de carga elevado, próprios para o trabalho diário com a carrinha carregada.",
  landing4x4SuvTitle: "Pneus 4x4 e SUV",
  landing4x4SuvH1: "Pneus 4x4 e SUV",
  landing4x4SuvDescription:
    "Pneus para SUV e todo-o-terreno, de estrada, para todas as estações ou A/T, das melhores marcas.",
  landing4x4SuvIntro:
    "Pneus de estrada para os SUV que circulam sobretudo em asfalto, e pneus A/T para quem também faz todo-o-terreno.",
  landingMotaTitle: "Pneus de mota e scooter",
  landingMotaH1: "Pneus de mota",
  landingMotaDescription:
    "Pneus de mota de estrada, desportivos, trail e scooter das marcas Michelin, Pirelli, Bridgestone, Dunlop, Metzeler e mais.",
  landingMotaIntro:
    "Procure pela medida ou pelo modelo da sua mota e monte os pneus numa oficina com serviço de motas.",
  landingQuadTitle: "Pneus de quad",
  landingQuadH1: "Pneus de quad",
  landingQuadDescription: "Pneus para quad e moto4, de lazer e agrícolas, por encomenda com montagem na oficina.",
  landingQuadIntro:
    "Os pneus de quad são vendidos por encomenda: diga-nos a medida e a utilização e enviamos-lhe um orçamento com montagem.",
  serviceAlignmentTitle: "Alinhamento de direção 3D",
  serviceAlignmentH1: "Alinhamento de pneus",
  serviceAlignmentDescription:
    "Alinhamento de direção com máquina 3D: evita o desgaste irregular dos pneus e poupa combustível.",
  serviceAlignmentP1:
    "Um carro desalinhado gasta os pneus de forma irregular, puxa para um lado e consome mais combustível.",
  serviceAlignmentP2:
    "Recomendamos o alinhamento sempre que monta pneus novos, depois de uma pancada num passeio ou buraco, e a cada 20 000 km.",
  serviceBalancingTitle: "Equilibragem de rodas",
  serviceBalancingH1: "Equilibragem de pneus",
  serviceBalancingDescription: "Equilibragem de rodas para eliminar vibrações no volante e proteger a suspensão.",
  serviceBalancingP1: "Vibrações no volante a partir dos 80 km/h costumam indicar rodas desequilibradas.",
  serviceBalancingP2: "A equilibragem está incluída na montagem de pneus comprados na RodaCerta.",
  servicePunctureTitle: "Reparação de furos",
  servicePunctureH1: "Reparação de furos",
  servicePunctureDescription: "Reparação de furos com mecha e remendo interior, quando a zona do furo o permite.",
  servicePunctureP1: "Só é possível reparar furos na banda de rodagem, com menos de 6 mm e longe do ombro do pneu.",
  servicePunctureP2: "Com o seguro do pneu as reparações de furos são ilimitadas durante um ano.",
  serviceInsuranceTitle: "Seguro do pneu",
  serviceInsuranceH1: "Seguro do pneu",
  serviceInsuranceDescription:
    "Seguro do pneu: um ano de reparações de furos ilimitadas e substituição se o pneu não tiver reparação.",
  serviceInsuranceP1: "O seguro do pneu dura um ano desde a montagem e cobre reparações de furos ilimitadas.",
  serviceInsuranceP2: "Se o pneu não tiver reparação, substituímo-lo pagando apenas a parte proporcional ao desgaste.",
};
