/**
 * The Spanish site's route map (spec section 2: "Spanish-language variants exist for the same map, for example /cesta,
 * /cita-previa, /area-privada"). One dictionary of path segments, Portuguese → Spanish, gives every Spanish path from
 * its Portuguese one and back, so the language switcher keeps the customer on the equivalent page.
 *
 * A Spanish path whose first segment would be the same word in both languages (blog, app) starts with /es, and the
 * Spanish home page is /es. Parameters (brands, slugs, ids) are the same in both languages.
 */
import { BLOG_SLUGS_ES, CONTENT_SLUGS_ES } from "../content/slugs.ts";
import type { Lang } from "./lang.ts";

const PT_TO_ES: Record<string, string> = {
  // tyres
  pneus: "neumaticos",
  seletor: "selector",
  registo: "registro",
  "pneus-de-troca": "neumaticos-de-cambio",
  assistente: "asistente",
  // account and contact
  login: "iniciar-sesion",
  "area-privado": "area-privada",
  fatura: "factura",
  frota: "flota",
  "os-meus-dados": "mis-datos",
  veiculos: "vehiculos",
  marcacoes: "citas",
  encomendas: "pedidos",
  faturas: "facturas",
  "as-minhas-encomendas": "mis-pedidos",
  "nova-password": "nueva-contrasena",
  "sair-da-conta-do-cliente": "salir-de-la-cuenta-del-cliente",
  contato: "contacto",
  obrigado: "gracias",
  "ligamos-lhe": "le-llamamos",
  "confirmacao-newsletter": "confirmacion-newsletter",
  "cancelar-newsletter": "cancelar-boletin",
  // workshops and services
  "oficinas-mecanicas": "talleres",
  carro: "coche",
  mota: "moto",
  camiao: "camion",
  revisao: "revision",
  "mudanca-de-oleo-filtros": "cambio-de-aceite-y-filtros",
  "teste-de-seguranca": "test-de-seguridad",
  "carga-de-ar-condicionado": "carga-de-aire-acondicionado",
  // service pages (src/shared/services/pages)
  travoes: "frenos",
  "amortecedores-para-carro": "amortiguadores-para-coche",
  "correia-de-distribuicao-para-carro": "correa-de-distribucion-para-coche",
  "escovas-limpa-para-brisas-para-carro": "escobillas-limpiaparabrisas-para-coche",
  "inspecao-automovel-ipo": "preparacion-itv",
  "desinfecao-ozono": "desinfeccion-ozono",
  "kit-de-transmissao": "kit-de-transmision",
  embraiagem: "embrague",
  "filtro-de-oleo": "filtro-de-aceite",
  "filtro-de-ar": "filtro-de-aire",
  "mudanca-de-oleo": "cambio-de-aceite",
  "gestao-de-frotas": "gestion-de-flotas",
  "assistencia-24h-camiao": "asistencia-24h-camion",
  "pneus-industriais": "neumaticos-industriales",
  "kits-ozono": "kits-de-ozono",
  // basket and checkout
  carrinho: "cesta",
  adicionar: "anadir",
  opcoes: "opciones",
  oficinas: "taller",
  "data-e-hora": "fecha-y-hora",
  pagamento: "pago",
  "dados-de-facturacao": "datos-de-facturacion",
  "a-sua-reserva": "su-reserva",
  // appointment booking
  "marcacao-previa": "cita-previa",
  "marcacao-previa-preset": "cita-previa-preset",
  "selecao-oficina": "seleccion-taller",
  servicos: "servicios",
  "os-seus-dados": "sus-datos",
  confirmacao: "confirmacion",
  alteracao: "modificacion",
  trotineta: "patinete",
  // offers and content
  promocoes: "promociones",
  // content pages and blog articles (src/shared/content/slugs.ts)
  ...CONTENT_SLUGS_ES,
  ...BLOG_SLUGS_ES,
};

const ES_TO_PT: Record<string, string> = Object.fromEntries(Object.entries(PT_TO_ES).map(([pt, es]) => [es, pt]));

/**
 * Segments translated only under one parent segment: the car selector's steps (/seletor/largura → /selector/ancho)
 * and the oil-change assistant's (/assistente/oleo → /asistente/aceite). The motorbike selector's steps are already
 * Spanish words on both sites (/selector-moto/ancho), so these cannot be global entries.
 */
const SCOPED_PT_TO_ES: Record<string, Record<string, string>> = {
  seletor: { largura: "ancho", jante: "llanta", velocidade: "velocidad", estacao: "temporada", dados: "datos" },
  assistente: { quilometros: "kilometros", oleo: "aceite" },
  // The tyre type and service landings (src/shared/tyres/landings.ts): /pneus/carrinha → /neumaticos/furgoneta.
  pneus: {
    carrinha: "furgoneta",
    quality: "calidad-precio",
    "alinhamento-de-pneus": "alineacion-de-neumaticos",
    "equilibragem-de-pneus": "equilibrado-de-neumaticos",
    "reparacao-de-furos": "reparacion-de-pinchazos",
    "seguro-do-pneu": "seguro-del-neumatico",
  },
};
const SCOPED_ES_TO_PT: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(SCOPED_PT_TO_ES).map(([parent, m]) => [
    PT_TO_ES[parent] ?? parent,
    Object.fromEntries(Object.entries(m).map(([pt, es]) => [es, pt])),
  ]),
);

/**
 * Word endings translated under one parent segment: a brand's motorbike tyres, /pneus/michelin-mota →
 * /neumaticos/michelin-moto (the brand itself is a parameter, the same in both languages).
 */
const SUFFIX_PT_TO_ES: Record<string, Array<[string, string]>> = { pneus: [["-mota", "-moto"]] };
const SUFFIX_ES_TO_PT: Record<string, Array<[string, string]>> = Object.fromEntries(
  Object.entries(SUFFIX_PT_TO_ES).map(([parent, rules]) => [
    PT_TO_ES[parent] ?? parent,
    rules.map(([pt, es]) => [es, pt] as [string, string]),
  ]),
);

function withSuffix(segment: string, rules: Array<[string, string]> | undefined): string | undefined {
  const rule = rules?.find(([from]) => segment.endsWith(from) && segment.length > from.length);
  return rule ? `${segment.slice(0, -rule[0].length)}${rule[1]}` : undefined;
}

/** Translates each segment, looking first at the entries scoped to the segment before it (in the source language). */
function mapSegments(
  segments: string[],
  global: Record<string, string>,
  scoped: Record<string, Record<string, string>>,
  suffixes: Record<string, Array<[string, string]>>,
): string[] {
  return segments.map((s, i) => {
    const parent = i > 0 ? segments[i - 1]! : undefined;
    return (
      (parent !== undefined ? scoped[parent]?.[s] : undefined) ??
      global[s] ??
      (parent !== undefined ? withSuffix(s, suffixes[parent]) : undefined) ??
      s
    );
  });
}

/** First segments that only the Spanish site uses (a path starting with one of them is a Spanish page). */
const ES_FIRST = new Set(Object.values(PT_TO_ES).filter((es) => !(es in PT_TO_ES)));

/** The first segment, without the `.data` suffix of a client-side navigation's loader or action request. */
function firstSegment(pathname: string): string {
  return (pathname.split("/")[1] ?? "").replace(/\.data$/, "");
}

export function langOfPath(pathname: string): Lang {
  const first = firstSegment(pathname);
  return first === "es" || ES_FIRST.has(first) ? "es" : "pt";
}

/** Every step segment of the scoped entries, Spanish → Portuguese (the steps of different parents never clash). */
const SCOPED_STEPS_ES_TO_PT: Record<string, string> = Object.assign({}, ...Object.values(SCOPED_ES_TO_PT));

/**
 * A path segment as the Portuguese pages name it (`pago` → `pagamento`, the assistant's step `aceite` → `oleo`);
 * unknown segments are returned as they are.
 */
export function ptSegment(segment: string): string;
export function ptSegment(segment: string | undefined): string | undefined;
export function ptSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  return ES_TO_PT[segment] ?? SCOPED_STEPS_ES_TO_PT[segment] ?? segment;
}

/**
 * A parameter segment under `parent` (either language: `pneus` or `neumaticos`) as the Portuguese pages name it: as
 * `ptSegment`, and also the word endings translated under that parent (`michelin-moto` → `michelin-mota`).
 */
export function ptSegmentUnder(parent: string, segment: string): string {
  const esParent = PT_TO_ES[parent] ?? parent;
  const known = ptSegment(segment);
  return known !== segment ? known : (withSuffix(segment, SUFFIX_ES_TO_PT[esParent]) ?? segment);
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ""] : [path.slice(0, i), path.slice(i)];
}

/**
 * Query parameter names the Spanish site writes in Spanish, by the page's Portuguese path (the page and the paths
 * below it): the booking flow's chosen services, `/cita-previa?servicios=…`. The pages read both names (old links keep
 * working) and the language switcher renames them (`QUERY_ALIASES`).
 */
export const SPANISH_QUERY_NAMES: Record<string, Record<string, string>> = {
  "/marcacao-previa": { servicos: "servicios" },
  "/marcacao-previa-preset": { servicos: "servicios" },
};

/** The entry of `table` for a page (its own path or a path below it). */
function pageEntry<T>(table: Record<string, T>, ptPagePath: string): T | undefined {
  const page = Object.keys(table).find((p) => ptPagePath === p || ptPagePath.startsWith(`${p}/`));
  return page === undefined ? undefined : table[page];
}

/** `?a=1&b=2` with the names of `names` renamed (the same string when none is there). */
function renameQuery(search: string, names: Record<string, string> | undefined): string {
  if (!names || !search || search === "?") return search;
  const q = new URLSearchParams(search);
  if (![...q.keys()].some((k) => k in names)) return search;
  const out = new URLSearchParams();
  for (const [k, v] of q) out.append(names[k] ?? k, v);
  return `?${out.toString()}`;
}

/** The Spanish path of a Portuguese one (`/carrinho/pagamento?x=1` → `/cesta/pago?x=1`), or the path itself for pt. */
export function localPath(lang: Lang, ptPath: string): string {
  if (lang === "pt" || !ptPath.startsWith("/")) return ptPath;
  const [path, rawSuffix] = splitSuffix(ptPath);
  const hashAt = rawSuffix.indexOf("#");
  const search = hashAt === -1 ? rawSuffix : rawSuffix.slice(0, hashAt);
  const suffix = `${renameQuery(search, pageEntry(SPANISH_QUERY_NAMES, path))}${rawSuffix.slice(search.length)}`;
  if (path === "/") return `/es${suffix}`;
  const segments = mapSegments(path.split("/"), PT_TO_ES, SCOPED_PT_TO_ES, SUFFIX_PT_TO_ES);
  const out = segments.join("/");
  return `${ES_FIRST.has(segments[1] ?? "") ? out : `/es${out}`}${suffix}`;
}

/** The Portuguese path of a page (either language), for the language switcher and for route matching. */
export function ptPath(path: string): string {
  const [p, suffix] = splitSuffix(path);
  if (langOfPath(p) === "pt") return path;
  const rest = p === "/es" ? "/" : p.startsWith("/es/") ? p.slice(3) : p;
  return `${mapSegments(rest.split("/"), ES_TO_PT, SCOPED_ES_TO_PT, SUFFIX_ES_TO_PT).join("/")}${suffix}`;
}

/**
 * A path as the route map writes it today: the same path, except a Spanish path with a segment spelt as before its
 * translation (`/cambio-de-aceite-y-filtros/asistente/oleo`, `/es/kits-ozono`), which gets its Spanish spelling
 * (`…/asistente/aceite`, `/kits-de-ozono`). Pages redirect (301) a path that differs from its canonical one.
 */
export function canonicalPath(path: string): string {
  const [p, suffix] = splitSuffix(path);
  if (langOfPath(p) === "pt") return path;
  return `${localPath("es", ptPath(p))}${suffix}`;
}

/**
 * Spanish addresses served (session 24) before their first segment was translated: their own routes redirect to
 * `canonicalPath` (src/web/moved-spanish-path.tsx). Segments below the first one (a step) are redirected by the
 * page that serves them.
 */
export const MOVED_SPANISH_PATHS = ["es/kits-ozono"] as const;

/**
 * Query parameters whose Portuguese names a page also answers to, by the page's Portuguese path: the results of the
 * car selector take the API's names (`ancho`, `llanta`) on both sites, and also the selector steps' Portuguese names
 * (`largura`, `jante`) that older links carry.
 */
export const QUERY_ALIASES: Record<string, Record<string, string>> = {
  "/seletor/resultados": { largura: "ancho", jante: "llanta" },
  // The Spanish names of SPANISH_QUERY_NAMES, back to the Portuguese ones (localPath writes them in Spanish again).
  ...Object.fromEntries(
    Object.entries(SPANISH_QUERY_NAMES).map(([page, names]) => [
      page,
      Object.fromEntries(Object.entries(names).map(([pt, es]) => [es, pt])),
    ]),
  ),
};

/** The query with the names the page at `ptPagePath` reads (aliases renamed), or the same query when none applies. */
export function canonicalQuery(ptPagePath: string, search: string): string {
  return renameQuery(search, pageEntry(QUERY_ALIASES, ptPagePath));
}

/** The same page in the other language (the query's Portuguese-only parameter names given the names both sites read). */
export function switchLanguagePath(path: string, to: Lang): string {
  const pt = ptPath(path);
  const [p, suffix] = splitSuffix(pt);
  const hash = suffix.includes("#") ? suffix.slice(suffix.indexOf("#")) : "";
  const search = suffix.slice(0, suffix.length - hash.length);
  return localPath(to, `${p}${canonicalQuery(p, search)}${hash}`);
}

/** A route pattern (`carrinho/:step?`) in Spanish, for the route table: static segments translated, params kept. */
export function spanishRoutePattern(pattern: string): string {
  return localPath("es", `/${pattern}`).slice(1);
}
