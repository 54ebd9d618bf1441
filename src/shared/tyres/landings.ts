/** The tyre landing pages (spec section 2, "Tyres"): type landings and tyre service pages, with their copy. */
import type { Tier, VehicleKind } from "./types.ts";

export type TypeLanding = {
  slug: string;
  title: string;
  h1: string;
  description: string;
  intro: string;
  filter: { tier?: Tier; kind?: VehicleKind; moto?: boolean; quad?: boolean; allBrands?: boolean };
};

export const TYPE_LANDINGS: TypeLanding[] = [
  {
    slug: "economicos",
    title: "Pneus económicos baratos com montagem",
    h1: "Pneus económicos",
    description:
      "Pneus económicos das marcas Mabor, Riken, Sava, Kormoran e outras, com montagem incluída numa oficina RodaCerta perto de si.",
    intro:
      "Para quem faz poucos quilómetros e quer gastar menos: pneus de gama económica, homologados na UE e com etiqueta europeia, montados na oficina que escolher.",
    filter: { tier: "BUDGET" },
  },
  {
    slug: "quality",
    title: "Pneus de gama qualidade ao melhor preço",
    h1: "Pneus de gama qualidade",
    description:
      "Pneus Kleber, Falken, Hankook, Nexen, Firestone e outras marcas de gama qualidade: o equilíbrio entre preço e desempenho.",
    intro:
      "A gama qualidade junta marcas com muito boa travagem em molhado e duração, a um preço bem abaixo das marcas premium.",
    filter: { tier: "QUALITY" },
  },
  {
    slug: "premium",
    title: "Pneus premium Michelin, Continental, Pirelli e Bridgestone",
    h1: "Pneus premium",
    description:
      "Pneus premium das marcas líderes com a melhor travagem, menor ruído e maior durabilidade. Montagem na oficina incluída.",
    intro:
      "Michelin, Continental, Pirelli, Bridgestone, Goodyear e Dunlop: as marcas que lideram os testes independentes de travagem e longevidade.",
    filter: { tier: "PREMIUM" },
  },
  {
    slug: "marcas",
    title: "Todas as marcas de pneus",
    h1: "Marcas de pneus",
    description: "Todas as marcas de pneus que vendemos, das premium às económicas, para carro, carrinha, 4x4 e mota.",
    intro: "Escolha a marca e veja os modelos e as medidas disponíveis.",
    filter: { allBrands: true },
  },
  {
    slug: "carrinha",
    title: "Pneus para carrinha e comerciais ligeiros",
    h1: "Pneus de carrinha",
    description:
      "Pneus reforçados (C) para carrinhas e comerciais ligeiros: Renault Master, Ford Transit, Mercedes Sprinter e mais.",
    intro:
      "Pneus com carcaça reforçada e índice de carga elevado, próprios para o trabalho diário com a carrinha carregada.",
    filter: { kind: "furgoneta" },
  },
  {
    slug: "4x4-suv",
    title: "Pneus 4x4 e SUV",
    h1: "Pneus 4x4 e SUV",
    description: "Pneus para SUV e todo-o-terreno, de estrada, para todas as estações ou A/T, das melhores marcas.",
    intro:
      "Pneus de estrada para os SUV que circulam sobretudo em asfalto, e pneus A/T para quem também faz todo-o-terreno.",
    filter: { kind: "4x4" },
  },
  {
    slug: "mota",
    title: "Pneus de mota e scooter",
    h1: "Pneus de mota",
    description:
      "Pneus de mota de estrada, desportivos, trail e scooter das marcas Michelin, Pirelli, Bridgestone, Dunlop, Metzeler e mais.",
    intro: "Procure pela medida ou pelo modelo da sua mota e monte os pneus numa oficina com serviço de motas.",
    filter: { moto: true },
  },
  {
    slug: "quad",
    title: "Pneus de quad",
    h1: "Pneus de quad",
    description: "Pneus para quad e moto4, de lazer e agrícolas, por encomenda com montagem na oficina.",
    intro:
      "Os pneus de quad são vendidos por encomenda: diga-nos a medida e a utilização e enviamos-lhe um orçamento com montagem.",
    filter: { quad: true },
  },
];

export type ServiceLanding = {
  slug: string;
  title: string;
  h1: string;
  description: string;
  paragraphs: string[];
  priceFrom: number | null;
};

export const SERVICE_LANDINGS: ServiceLanding[] = [
  {
    slug: "alinhamento-de-pneus",
    title: "Alinhamento de direção 3D",
    h1: "Alinhamento de pneus",
    description: "Alinhamento de direção com máquina 3D: evita o desgaste irregular dos pneus e poupa combustível.",
    paragraphs: [
      "Um carro desalinhado gasta os pneus de forma irregular, puxa para um lado e consome mais combustível.",
      "Recomendamos o alinhamento sempre que monta pneus novos, depois de uma pancada num passeio ou buraco, e a cada 20 000 km.",
    ],
    priceFrom: 3500,
  },
  {
    slug: "equilibragem-de-pneus",
    title: "Equilibragem de rodas",
    h1: "Equilibragem de pneus",
    description: "Equilibragem de rodas para eliminar vibrações no volante e proteger a suspensão.",
    paragraphs: [
      "Vibrações no volante a partir dos 80 km/h costumam indicar rodas desequilibradas.",
      "A equilibragem está incluída na montagem de pneus comprados na RodaCerta.",
    ],
    priceFrom: 1200,
  },
  {
    slug: "reparacao-de-furos",
    title: "Reparação de furos",
    h1: "Reparação de furos",
    description: "Reparação de furos com mecha e remendo interior, quando a zona do furo o permite.",
    paragraphs: [
      "Só é possível reparar furos na banda de rodagem, com menos de 6 mm e longe do ombro do pneu.",
      "Com o seguro do pneu as reparações de furos são ilimitadas durante um ano.",
    ],
    priceFrom: 1500,
  },
  {
    slug: "seguro-do-pneu",
    title: "Seguro do pneu",
    h1: "Seguro do pneu",
    description:
      "Seguro do pneu: um ano de reparações de furos ilimitadas e substituição se o pneu não tiver reparação.",
    paragraphs: [
      "O seguro do pneu dura um ano desde a montagem e cobre reparações de furos ilimitadas.",
      "Se o pneu não tiver reparação, substituímo-lo pagando apenas a parte proporcional ao desgaste.",
    ],
    priceFrom: 600,
  },
];

export function findTypeLanding(slug: string): TypeLanding | undefined {
  return TYPE_LANDINGS.find((l) => l.slug === slug);
}

export function findServiceLanding(slug: string): ServiceLanding | undefined {
  return SERVICE_LANDINGS.find((l) => l.slug === slug);
}
