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
 * Segments translated only under one parent segment: the car selector's steps (/seletor/largura → /selector/ancho).
 * The motorbike selector's steps are already Spanish words on both sites (/selector-moto/ancho), so these cannot be
 * global entries.
 */
const SCOPED_PT_TO_ES: Record<string, Record<string, string>> = {
  seletor: { largura: "ancho", jante: "llanta", velocidade: "velocidad", estacao: "temporada", dados: "datos" },
};
const SCOPED_ES_TO_PT: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(SCOPED_PT_TO_ES).map(([parent, m]) => [
    PT_TO_ES[parent] ?? parent,
    Object.fromEntries(Object.entries(m).map(([pt, es]) => [es, pt])),
  ]),
);

/** Translates each segment, looking first at the entries scoped to the segment before it (in the source language). */
function mapSegments(
  segments: string[],
  global: Record<string, string>,
  scoped: Record<string, Record<string, string>>,
): string[] {
  return segments.map((s, i) => (i > 0 ? scoped[segments[i - 1]!]?.[s] : undefined) ?? global[s] ?? s);
}

/** First segments that only the Spanish site uses (a path starting with one of them is a Spanish page). */
const ES_FIRST = new Set(Object.values(PT_TO_ES).filter((es) => !(es in PT_TO_ES)));

function firstSegment(pathname: string): string {
  return pathname.split("/")[1] ?? "";
}

export function langOfPath(pathname: string): Lang {
  const first = firstSegment(pathname);
  return first === "es" || ES_FIRST.has(first) ? "es" : "pt";
}

/** A path segment as the Portuguese pages name it (`pago` → `pagamento`); unknown segments are returned as they are. */
export function ptSegment(segment: string): string;
export function ptSegment(segment: string | undefined): string | undefined;
export function ptSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  return ES_TO_PT[segment] ?? SCOPED_ES_TO_PT.selector?.[segment] ?? segment;
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ""] : [path.slice(0, i), path.slice(i)];
}

/** The Spanish path of a Portuguese one (`/carrinho/pagamento?x=1` → `/cesta/pago?x=1`), or the path itself for pt. */
export function localPath(lang: Lang, ptPath: string): string {
  if (lang === "pt" || !ptPath.startsWith("/")) return ptPath;
  const [path, suffix] = splitSuffix(ptPath);
  if (path === "/") return `/es${suffix}`;
  const segments = mapSegments(path.split("/"), PT_TO_ES, SCOPED_PT_TO_ES);
  const out = segments.join("/");
  return `${ES_FIRST.has(segments[1] ?? "") ? out : `/es${out}`}${suffix}`;
}

/** The Portuguese path of a page (either language), for the language switcher and for route matching. */
export function ptPath(path: string): string {
  const [p, suffix] = splitSuffix(path);
  if (langOfPath(p) === "pt") return path;
  const rest = p === "/es" ? "/" : p.startsWith("/es/") ? p.slice(3) : p;
  return `${mapSegments(rest.split("/"), ES_TO_PT, SCOPED_ES_TO_PT).join("/")}${suffix}`;
}

/** The same page in the other language. */
export function switchLanguagePath(path: string, to: Lang): string {
  return localPath(to, ptPath(path));
}

/** A route pattern (`carrinho/:step?`) in Spanish, for the route table: static segments translated, params kept. */
export function spanishRoutePattern(pattern: string): string {
  return localPath("es", `/${pattern}`).slice(1);
}
