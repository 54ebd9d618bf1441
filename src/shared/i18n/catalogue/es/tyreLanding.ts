/** Spanish (es-ES) messages: the tyre landing pages (tyres index, brand, model, type and service landings). Same keys as ../pt/tyreLanding.ts. */
import type pt from "../pt/tyreLanding.ts";

export default {
  fromPrice: "desde {price}",
  indexMetaTitle: "Neumáticos baratos para coche, furgoneta, 4x4 y moto",
  indexMetaDescription:
    "Compre neumáticos online con montaje incluido: más de 20 000 neumáticos de 25 marcas, con etiqueta europea y entrega en un taller cerca de usted.",
  indexLead:
    "Encuentre el neumático adecuado por la medida, por la matrícula o por el modelo de su moto, y móntelo en un taller RodaCerta.",
  indexByType: "Por tipo",
  popularSizes: "Medidas más buscadas",
  brands: "Marcas",
  indexServices: "Servicios de neumáticos",
  brandMotoTitle: "Neumáticos de moto {brand}",
  brandMotoMetaDescription:
    "Neumáticos de moto {brand} de carretera, deportivos, trail y scooter, con montaje en un taller RodaCerta.",
  brandMetaTitle: "Neumáticos {brand} baratos con montaje",
  brandMetaDescription:
    "Neumáticos {brand} (gama {tier}) en {n} medidas populares, desde {from}, con montaje en taller.",
  brandMotoCrumb: "{brand} moto",
  brandTier: "gama {tier}",
  brandMotoSearch: "Buscar neumáticos de moto {brand}",
  brandModels: "Modelos",
  brandModelLine: "{season} · {n} referencias · desde {price}",
  brandPopularSizes: "Medidas {brand} más buscadas",
  serviceFrom: "Desde",
  serviceVatIncluded: ", IVA incluido.",
  serviceBook: "Pedir cita en el taller",
  serviceWorkshops: "Ver talleres",
  typeTotalFrom: "{total} neumáticos desde",
  typeQuote: "Pedir presupuesto",
  typeMotoSearch: "Buscar neumáticos de moto",
  landingEconomicosTitle: "Neumáticos económicos baratos con montaje",
  landingEconomicosH1: "Neumáticos económicos",
  landingEconomicosDescription:
    "Neumáticos económicos de las marcas Mabor, Riken, Sava, Kormoran y otras, con montaje incluido en un taller RodaCerta cerca de usted.",
  landingEconomicosIntro:
    "Para quien hace pocos kilómetros y quiere gastar menos: neumáticos de gama económica, homologados en la UE y con etiqueta europea, montados en el taller que usted elija.",
  landingQualityTitle: "Neumáticos de gama calidad al mejor precio",
  landingQualityH1: "Neumáticos de gama calidad",
  landingQualityDescription:
    "Neumáticos Kleber, Falken, Hankook, Nexen, Firestone y otras marcas de gama calidad: el equilibrio entre precio y prestaciones.",
  landingQualityIntro:
    "La gama calidad reúne marcas con muy buena frenada en mojado y duración, a un precio muy por debajo de las marcas premium.",
  landingPremiumTitle: "Neumáticos premium Michelin, Continental, Pirelli y Bridgestone",
  landingPremiumH1: "Neumáticos premium",
  landingPremiumDescription:
    "Neumáticos premium de las marcas líderes con la mejor frenada, menos ruido y mayor durabilidad. Montaje en taller incluido.",
  landingPremiumIntro:
    "Michelin, Continental, Pirelli, Bridgestone, Goodyear y Dunlop: las marcas que lideran las pruebas independientes de frenada y duración.",
  landingMarcasTitle: "Todas las marcas de neumáticos",
  landingMarcasH1: "Marcas de neumáticos",
  landingMarcasDescription:
    "Todas las marcas de neumáticos que vendemos, de las premium a las económicas, para coche, furgoneta, 4x4 y moto.",
  landingMarcasIntro: "Elija la marca y vea los modelos y las medidas disponibles.",
  landingCarrinhaTitle: "Neumáticos para furgoneta y vehículos comerciales ligeros",
  landingCarrinhaH1: "Neumáticos de furgoneta",
  landingCarrinhaDescription:
    "Neumáticos reforzados (C) para furgonetas y vehículos comerciales ligeros: Renault Master, Ford Transit, Mercedes Sprinter y más.",
  landingCarrinhaIntro:
    "Neumáticos con carcasa reforzada e índice de carga elevado, pensados para el trabajo diario con la furgoneta cargada.",
  landing4x4SuvTitle: "Neumáticos 4x4 y SUV",
  landing4x4SuvH1: "Neumáticos 4x4 y SUV",
  landing4x4SuvDescription:
    "Neumáticos para SUV y todoterreno, de carretera, todo tiempo o A/T, de las mejores marcas.",
  landing4x4SuvIntro:
    "Para SUV que circulan sobre todo por carretera, y neumáticos A/T para quien también sale del asfalto.",
  landingMotaTitle: "Neumáticos de moto y scooter",
  landingMotaH1: "Neumáticos de moto",
  landingMotaDescription:
    "Neumáticos de moto de carretera, deportivos, trail y scooter de las marcas Michelin, Pirelli, Bridgestone, Dunlop, Metzeler y más.",
  landingMotaIntro:
    "Busque por la medida o por el modelo de su moto y monte los neumáticos en un taller con servicio de motos.",
  landingQuadTitle: "Neumáticos de quad",
  landingQuadH1: "Neumáticos de quad",
  landingQuadDescription: "Neumáticos para quad, de ocio y agrícolas, por encargo y con montaje en taller.",
  landingQuadIntro:
    "Los neumáticos de quad se venden por encargo: díganos la medida y el uso y le enviamos un presupuesto con montaje.",
  serviceAlignmentTitle: "Alineación de dirección 3D",
  serviceAlignmentH1: "Alineación de neumáticos",
  serviceAlignmentDescription:
    "Alineación de dirección con máquina 3D: evita el desgaste irregular de los neumáticos y ahorra combustible.",
  serviceAlignmentP1:
    "Un coche desalineado desgasta los neumáticos de forma irregular, tira hacia un lado y consume más combustible.",
  serviceAlignmentP2:
    "Recomendamos la alineación siempre que monte neumáticos nuevos, después de un golpe contra un bordillo o un bache, y cada 20 000 km.",
  serviceBalancingTitle: "Equilibrado de ruedas",
  serviceBalancingH1: "Equilibrado de neumáticos",
  serviceBalancingDescription:
    "Equilibrado de ruedas para eliminar las vibraciones del volante y proteger la suspensión.",
  serviceBalancingP1: "Las vibraciones en el volante a partir de 80 km/h suelen indicar ruedas desequilibradas.",
  serviceBalancingP2: "El equilibrado está incluido en el montaje de los neumáticos comprados en RodaCerta.",
  servicePunctureTitle: "Reparación de pinchazos",
  servicePunctureH1: "Reparación de pinchazos",
  servicePunctureDescription:
    "Reparación de pinchazos con mecha y parche interior, cuando la zona del pinchazo lo permite.",
  servicePunctureP1:
    "Solo se pueden reparar pinchazos en la banda de rodadura, de menos de 6 mm y lejos del hombro del neumático.",
  servicePunctureP2: "Con el seguro del neumático, las reparaciones de pinchazos son ilimitadas durante un año.",
  serviceInsuranceTitle: "Seguro del neumático",
  serviceInsuranceH1: "Seguro del neumático",
  serviceInsuranceDescription:
    "Seguro del neumático: un año de reparaciones de pinchazos ilimitadas y sustitución si el neumático no tiene reparación.",
  serviceInsuranceP1:
    "El seguro del neumático dura un año desde el montaje y cubre reparaciones de pinchazos ilimitadas.",
  serviceInsuranceP2:
    "Si el neumático no tiene reparación, lo sustituimos y usted paga solo la parte proporcional al desgaste.",
} satisfies Record<keyof typeof pt, string>;
