/**
 * The data of /seletor/resultados (server only), on an ApiFetch so it can be tested without a server: the query read
 * into filters, the search, the brands and the vehicle of a plate or of a car picked by hand. Every reply is parsed
 * with its schema from src/shared/tyres/catalogue.schema.ts; an unreadable search or brand list is the 500 page, an
 * unreadable vehicle just no vehicle banner.
 */
import { data } from "react-router";
import {
  FitVehicleResponse,
  type FitVehicleData,
  PlateTyresResponse,
  TyreBrandsResponse,
  TyreSearchResponse,
  type TyreResult,
  type TyreSearchResults,
} from "#src/shared/tyres/catalogue.schema.ts";
import { LOAD_INDEX_MAX, LOAD_INDEX_MIN, normaliseSpeedRating } from "#src/shared/tyres/load-speed.ts";
import { SORTS, type SortKey, sortToOrder } from "#src/shared/tyres/sort.ts";
import { canonicalQuery } from "#src/shared/i18n/paths.ts";
import { type ApiFetch, isApiError } from "#src/web/api-context.ts";
import type { CardTyre } from "./tyre-card.tsx";
import { carBrands, parseOr500 } from "./tyre-api.server.ts";
import type { FitVehicle } from "./vehicle-banner.tsx";

/** Query parameters that say which vehicle the results are for (kept by every filter, sort and page link). */
export const VEHICLE_PARAMS = ["matricula", "veiculo"] as const;

export function readQuery(url: URL) {
  // Also the selector steps' Portuguese names (largura, jante) that older links and the language switcher carried.
  const q = new URLSearchParams(canonicalQuery("/seletor/resultados", url.search));
  const num = (k: string) => (q.get(k) && /^\d+$/.test(q.get(k)!) ? Number(q.get(k)) : undefined);
  const list = (k: string) =>
    q
      .getAll(k)
      .flatMap((v) => v.split(","))
      .filter(Boolean);
  const sort = (SORTS as readonly string[]).includes(q.get("orden") ?? "")
    ? (q.get("orden") as SortKey)
    : "recomendado";
  const seasons = list("temporada");
  const ic = num("ic");
  const filters = {
    ancho: num("ancho"),
    serie: num("serie"),
    llanta: num("llanta"),
    // minimum load index and speed rating (a plate search sets the vehicle's); anything else is ignored
    ic: ic !== undefined && ic >= LOAD_INDEX_MIN && ic <= LOAD_INDEX_MAX ? ic : undefined,
    cv: normaliseSpeedRating(q.get("cv") ?? "") ?? undefined,
    runflat: q.get("runflat") === "1" ? true : undefined,
    verano: seasons.includes("verano") || undefined,
    invierno: seasons.includes("invierno") || undefined,
    allseason: seasons.includes("allseason") || undefined,
    idsmarca: list("marca")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    gamas: list("gama").filter((g) => ["PREMIUM", "QUALITY", "BUDGET"].includes(g)),
    precioMax: num("precioMax") !== undefined ? num("precioMax")! * 100 : undefined,
  };
  const page = Math.max(0, (num("pagina") ?? 1) - 1);
  return { filters, sort, page, seasons };
}

/** The vehicle of a plate search (registry) or of a car picked by hand ("marca|modelo|motor"), or null. */
export async function findVehicle(api: ApiFetch, q: URLSearchParams): Promise<FitVehicleData | null> {
  const plate = (q.get("matricula") ?? "").trim().slice(0, 20);
  const picked = (q.get("veiculo") ?? "").slice(0, 200).split("|");
  if (picked.length === 3 && picked.every(Boolean)) {
    const [marca, modelo, motor] = picked;
    const res = await api("/matricula/specs", {
      method: "POST",
      body: { marca, modelo, motor, ...(plate ? { matriculaNumber: plate } : {}) },
    });
    if (res.status !== 200) return null;
    const vehicle = FitVehicleResponse.safeParse(res.json());
    return vehicle.success ? vehicle.data : null;
  }
  if (!plate) return null;
  const res = await api("/neumatico-por-matricula", { method: "POST", body: { matricula: plate } });
  if (res.status !== 200) return null;
  const found = PlateTyresResponse.safeParse(res.json());
  return found.success ? found.data.vehiculo : null;
}

/** The vehicle's load index and speed rating for this size, when the vehicle takes it. */
export function fitFor(
  vehicle: FitVehicleData | null,
  size: { ancho: number; serie: number; llanta: number },
): FitVehicle | null {
  const m = vehicle?.medidasParsed.find(
    (s) =>
      s.ancho === size.ancho &&
      s.serie === size.serie &&
      s.llanta === size.llanta &&
      s.ic !== undefined &&
      s.cv !== undefined,
  );
  if (!vehicle || !m) return null;
  return {
    nome: `${vehicle.marca} ${vehicle.modelo}`,
    matricula: vehicle.cod_matricula,
    ic: m.ic as number,
    cv: m.cv as string,
  };
}

/** A tyre as its card shows it: the loader data carries these fields only (the page hydrates from them). */
export function cardTyre(t: TyreResult): CardTyre {
  return {
    id: t.id,
    marca: t.marca,
    marcaSlug: t.marcaSlug,
    modelo: t.modelo,
    modeloSlug: t.modeloSlug,
    categoria: t.categoria,
    temporada: t.temporada,
    ancho: t.ancho,
    serie: t.serie,
    llanta: t.llanta,
    ic: t.ic,
    cv: t.cv,
    xl: t.xl,
    runflat: t.runflat,
    homologacion: t.homologacion,
    valoracionMedia: t.valoracionMedia,
    valoracionTotal: t.valoracionTotal,
    consumo: t.consumo,
    frenadoMojado: t.frenadoMojado,
    ruidoDb: t.ruidoDb,
    ruidoClase: t.ruidoClase,
    pmsf: t.pmsf,
    precio: t.precio,
    ecotasa: t.ecotasa,
    stock: t.stock,
    diasEntrega: t.diasEntrega,
    url: t.url,
    oferta: t.oferta,
  };
}

/**
 * The search reply with its tyres cut to what the cards show. A recommended tyre that is also on the page is the same
 * object in both lists, so React Router's serializer sends it once (on the first page in the default order the six
 * recommended are the page's first six).
 */
function cardsOnly(results: TyreSearchResults) {
  const byId = new Map<string, CardTyre>();
  const card = (t: TyreResult) => {
    let c = byId.get(t.id);
    if (!c) byId.set(t.id, (c = cardTyre(t)));
    return c;
  };
  return { ...results, neumaticos: results.neumaticos.map(card), recomendados: results.recomendados.map(card) };
}

/**
 * The results page's data for `url` (without React Router's .data suffix), and whether it names the customer's
 * vehicle (then no shared cache may keep it).
 */
export async function loadResults(api: ApiFetch, url: URL) {
  const { filters, sort, page, seasons } = readQuery(url);
  if (filters.ancho === undefined || filters.serie === undefined || filters.llanta === undefined)
    throw data("Escolha a medida do pneu", { status: 404 });
  const hasVehicle = VEHICLE_PARAMS.some((k) => url.searchParams.has(k));
  const [res, brandsRes, vehicle] = await Promise.all([
    api("/neumaticos/selector", {
      method: "POST",
      body: { pagination: { pageSize: 10, page }, ...sortToOrder(sort), web: "rodacerta", filters },
    }),
    api("/marcas"),
    hasVehicle ? findVehicle(api, url.searchParams).catch(() => null) : null,
  ]);
  const body = res.json();
  if (res.status === 404) throw data(isApiError(body) ? body.message : "Medida desconhecida", { status: 404 });
  if (res.status === 400 && isApiError(body) && body.error === "PAGE_OUT_OF_RANGE")
    throw data(body.message, { status: 404 });
  if (res.status >= 400)
    throw data(isApiError(body) ? body.message : "Erro", { status: res.status >= 500 ? 500 : 404 });
  const results = cardsOnly(parseOr500(TyreSearchResponse, body));
  if (brandsRes.status !== 200) throw data("Erro", { status: 500 });
  const brands = carBrands(parseOr500(TyreBrandsResponse, brandsRes.json()));
  const size = { ancho: filters.ancho, serie: filters.serie, llanta: filters.llanta };
  const selected = {
    marcas: filters.idsmarca,
    gamas: filters.gamas,
    seasons,
    runflat: filters.runflat === true,
    precioMax: url.searchParams.get("precioMax") ?? "",
    ic: filters.ic !== undefined ? String(filters.ic) : "",
    cv: filters.cv ?? "",
  };
  const keep: Array<[string, string]> = [];
  for (const k of VEHICLE_PARAMS) {
    const v = url.searchParams.get(k);
    if (v) keep.push([k, v]);
  }
  const payload = {
    results,
    size,
    sort,
    page,
    selected,
    brands,
    query: url.search,
    keep,
    vehicle: fitFor(vehicle, size),
    filtersOpen: url.searchParams.get("filtros") === "1",
  };
  return { payload, hasVehicle };
}
