/**
 * The service pages' copy (issue 12, items 4–7): per page its title, texts and which catalogue offers it shows. Prices,
 * durations and workshop counts are never written here: they come from GET /servicos (src/shared/services).
 * The car pages live in car-pages.ts, the motorbike and truck pages in moto-truck-pages.ts; this module joins them.
 */
import type { Lang } from "#src/shared/i18n/lang.ts";
import type { ServiceCategory } from "#src/shared/services/service-catalogue.schema.ts";
import { CAR_PAGES } from "./car-pages.ts";
import { OZONE_KITS_PATH } from "./ozone-kits-path.ts";
import { CAR_PAGES_ES } from "./car-pages-es.ts";
import { HUBS_ES } from "./hubs-es.ts";
import { MOTO_PAGES, TRUCK_PAGES } from "./moto-truck-pages.ts";
import { MOTO_PAGES_ES, TRUCK_PAGES_ES } from "./moto-truck-pages-es.ts";

export type ServicePage = {
  /** The page's path, e.g. "/carro/travoes". */
  path: string;
  categoria: ServiceCategory;
  /** Heading and <title>. */
  title: string;
  /** Meta description and the hub card's line. */
  description: string;
  summary: string;
  intro: string[];
  /** When to have it done. */
  when: string[];
  /** Signs of wear the driver can notice. */
  signs: string[];
  /** Headings of the two lists when "Quando fazer" / "Sinais de alerta" do not fit (truck pages). */
  headings?: { when: string; signs: string };
  /** Useful facts (spec section 9, "Product facts", where one applies). */
  facts?: string[];
  /** Catalogue ids shown on the page; the first one's workshops are listed. */
  offers: string[];
  /** Truck pages: a quote request form instead of booking or buying. */
  quote?: boolean;
  /** Extra links (related pages). */
  related?: Array<{ label: string; to: string }>;
};

/**
 * A page's copy in another language (the Spanish files, keyed by the Portuguese path): every text field of the page,
 * and the labels of its related links in the same order. The path, the offers and the links stay the Portuguese data.
 */
export type ServicePageCopy = Pick<
  ServicePage,
  "title" | "summary" | "description" | "intro" | "when" | "signs" | "headings" | "facts"
> & { related?: string[] };

/** A hub's copy in another language; `links`: the titles and lines of its cards for pages built elsewhere. */
export type HubCopy = Pick<Hub, "title" | "description" | "intro"> & {
  links: Record<string, Pick<HubLink, "title" | "summary">>;
};

/** A hub card for a page built elsewhere (its own route), with the offers its "from" price comes from. */
export type HubLink = { path: string; title: string; summary: string; offers: string[] };

export type Hub = {
  path: "/carro" | "/mota" | "/camiao";
  categoria: ServiceCategory;
  title: string;
  description: string;
  intro: string;
  /** Cards in order: this module's pages and pages of other features. */
  cards: Array<ServicePage | HubLink>;
};

export const SERVICE_PAGES: ServicePage[] = [...CAR_PAGES, ...MOTO_PAGES, ...TRUCK_PAGES];

const page = (path: string) => {
  const p = SERVICE_PAGES.find((s) => s.path === path);
  if (!p) throw new Error(`no service page ${path}`);
  return p;
};

export const HUBS: Hub[] = [
  {
    path: "/carro",
    categoria: "car",
    title: "Serviços para o seu carro",
    description:
      "Travões, amortecedores, correia de distribuição, filtros, baterias, ar condicionado e preparação para a inspeção, com preço fechado e marcação numa oficina RodaCerta.",
    intro:
      "Escolha o serviço, veja o preço com IVA e mão de obra incluídos e marque na oficina mais perto de si. Nos serviços com orçamento, o diagnóstico é gratuito e nada é feito sem a sua autorização.",
    cards: [
      {
        path: "/mudanca-de-oleo-filtros",
        title: "Mudança de óleo e filtros",
        summary: "Packs com óleo, filtros e teste de segurança.",
        offers: [],
      },
      page("/carro/travoes"),
      page("/carro/amortecedores-para-carro"),
      page("/carro/correia-de-distribuicao-para-carro"),
      page("/carro/filtros"),
      {
        path: "/carro/baterias",
        title: "Baterias",
        summary: "Teste gratuito e bateria nova montada em cerca de 30 minutos.",
        offers: [],
      },
      page("/carro/escovas-limpa-para-brisas-para-carro"),
      page("/carro/inspecao-automovel-ipo"),
      {
        path: "/carro/carga-de-ar-condicionado",
        title: "Carga de ar condicionado",
        summary: "Gás R1234yf ou R134a consoante o ano do carro, com teste de fugas.",
        offers: ["AC_R134A", "AC_R1234YF"],
      },
      page("/carro/desinfecao-ozono"),
      {
        path: "/kits-ozono",
        title: "Kits de ozono",
        summary: "Desinfeção do habitáculo em conjunto com outros serviços.",
        offers: ["KIT_OZONO_1", "KIT_OZONO_2"],
      },
    ],
  },
  {
    path: "/mota",
    categoria: "motorbike",
    title: "Oficina de motas",
    description:
      "Travões, kit de transmissão, embraiagem, filtros, mudança de óleo e baterias para a sua mota, com orçamento gratuito e marcação online numa oficina RodaCerta.",
    intro:
      "Mecânicos habituados a motas e scooters, de 50 cc a grandes cilindradas. Marque online, traga a mota e receba o orçamento antes de qualquer trabalho.",
    cards: [
      {
        path: "/selector-moto",
        title: "Pneus de mota",
        summary: "Encontre os pneus pela medida ou pelo modelo.",
        offers: [],
      },
      {
        path: "/mota/revisao",
        title: "Revisão de mota",
        summary: "Preço fechado pela cilindrada: óleo, filtro, corrente, travões e pneus verificados.",
        offers: ["REV_MOTA_125", "REV_MOTA_500", "REV_MOTA_MAIS_500", "REV_MOTA_ELETRICA"],
      },
      page("/mota/travoes"),
      page("/mota/kit-de-transmissao"),
      page("/mota/embraiagem"),
      page("/mota/filtro-de-oleo"),
      page("/mota/filtro-de-ar"),
      page("/mota/mudanca-de-oleo"),
      page("/mota/baterias"),
    ],
  },
  {
    path: "/camiao",
    categoria: "truck",
    title: "Pneus e serviços para camiões",
    description:
      "Gestão de frotas, assistência em estrada 24 horas e pneus industriais para camiões e máquinas, com orçamento à medida da sua empresa.",
    intro:
      "Trabalhamos com transportadoras, empresas de logística e frotas de todas as dimensões. Diga-nos o que precisa e enviamos-lhe um orçamento sem compromisso.",
    cards: [
      page("/camiao/gestao-de-frotas"),
      page("/camiao/assistencia-24h-camiao"),
      page("/camiao/pneus-industriais"),
    ],
  },
];

export function findServicePage(path: string): ServicePage | undefined {
  const clean = path.replace(/\.data$/, "").replace(/\/+$/, "");
  return SERVICE_PAGES.find((p) => p.path === clean);
}

export function findHub(path: string): Hub | undefined {
  const clean = path.replace(/\.data$/, "").replace(/\/+$/, "");
  return HUBS.find((h) => h.path === clean);
}

export const HUB_OF: Record<ServiceCategory, { label: string; to: string }> = {
  car: { label: "Carro", to: "/carro" },
  motorbike: { label: "Mota", to: "/mota" },
  truck: { label: "Camião", to: "/camiao" },
};

/** The Spanish copy of every service page, by Portuguese path. */
export const SERVICE_PAGES_ES: Record<string, ServicePageCopy> = {
  ...CAR_PAGES_ES,
  ...MOTO_PAGES_ES,
  ...TRUCK_PAGES_ES,
};

/** A service page with its texts in `lang` (path, offers and link targets unchanged: Portuguese paths). */
export function servicePageIn(lang: Lang, page: ServicePage): ServicePage {
  if (lang === "pt") return page;
  const es = SERVICE_PAGES_ES[page.path];
  if (!es) throw new Error(`no Spanish copy of the service page ${page.path}`);
  const { related, ...copy } = es;
  return {
    ...page,
    ...copy,
    headings: es.headings,
    facts: es.facts,
    related: page.related?.map((r, i) => ({ to: r.to, label: related?.[i] ?? r.label })),
  };
}

/** A hub with its texts and cards in `lang`. */
export function hubIn(lang: Lang, hub: Hub): Hub {
  if (lang === "pt") return hub;
  const es = HUBS_ES[hub.path];
  return {
    ...hub,
    title: es.title,
    description: es.description,
    intro: es.intro,
    cards: hub.cards.map((c) => {
      if ("categoria" in c) return servicePageIn(lang, c);
      const link = es.links[c.path];
      if (!link) throw new Error(`no Spanish copy of the hub card ${c.path}`);
      return { ...c, ...link };
    }),
  };
}

export { OZONE_KITS_PATH };

/** Every path the service routes serve: the hubs, every service page and the ozone kits (routes, sitemap, bench). */
export const SERVICE_PATHS = [...HUBS.map((h) => h.path), ...SERVICE_PAGES.map((p) => p.path), OZONE_KITS_PATH];
