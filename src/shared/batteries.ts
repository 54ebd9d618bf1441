/**
 * Battery search rules (spec section 9: "Battery filters by Ah and A ranges", catalogue page size 9 from page 1):
 * which batteries a set of filters keeps, in which order, and how the /carro/baterias URL maps to the API query.
 * Without zod (the page imports it; see battery-ranges.ts); the API's schemas are in catalogue/batteries.schema.ts.
 */
import { A_RANGES, AH_RANGES, BATTERY_ORDERS, type BatteryOrderId, TECHNOLOGIES, TERMINALS } from "./battery-ranges.ts";

export type AhRangeId = (typeof AH_RANGES)[number]["id"];
export type ARangeId = (typeof A_RANGES)[number]["id"];
export type TerminalId = (typeof TERMINALS)[number]["id"];
export type TechnologyId = (typeof TECHNOLOGIES)[number]["id"];

/** Values inside one group are alternatives (OR); groups narrow each other (AND). An empty group filters nothing. */
export type BatteryFilters = {
  ah?: AhRangeId[];
  a?: ARangeId[];
  borne?: TerminalId[];
  tecnologia?: TechnologyId[];
  startStop?: boolean;
};

export type BatteryOrder = { campo: "precio" | "ah"; sentido: "asc" | "desc" };
export const DEFAULT_BATTERY_ORDER: BatteryOrder = { campo: "precio", sentido: "asc" };

/** What the rules need to know of a battery. */
export type BatteryFacts = {
  id: string;
  ah: number;
  cca: number;
  terminal: string;
  technology: string;
  startStop: boolean;
  priceCents: number;
};

const inRange = (value: number, r: { min: number; max: number }) => value >= r.min && value <= r.max;

export function matchesBatteryFilters(b: BatteryFacts, f: BatteryFilters): boolean {
  if (f.ah?.length && !AH_RANGES.some((r) => f.ah?.includes(r.id) && inRange(b.ah, r))) return false;
  if (f.a?.length && !A_RANGES.some((r) => f.a?.includes(r.id) && inRange(b.cca, r))) return false;
  if (f.borne?.length && !f.borne.includes(b.terminal as TerminalId)) return false;
  if (f.tecnologia?.length && !f.tecnologia.includes(b.technology as TechnologyId)) return false;
  if (f.startStop !== undefined && b.startStop !== f.startStop) return false;
  return true;
}

/** The batteries the filters keep, sorted; ties go to the cheaper, then the smaller, then by id (a stable order for paging). */
export function searchBatteries<T extends BatteryFacts>(all: readonly T[], f: BatteryFilters, o: BatteryOrder): T[] {
  const dir = o.sentido === "asc" ? 1 : -1;
  const key = (b: T) => (o.campo === "precio" ? b.priceCents : b.ah);
  return all
    .filter((b) => matchesBatteryFilters(b, f))
    .sort((x, y) => dir * (key(x) - key(y)) || x.priceCents - y.priceCents || x.ah - y.ah || x.id.localeCompare(y.id));
}

/** How many batteries each filter value would match on its own (the counts beside the page's checkboxes). */
export function batteryFilterCounts(all: readonly BatteryFacts[]) {
  const count = (p: (b: BatteryFacts) => boolean) => all.filter(p).length;
  return {
    ah: AH_RANGES.map((r) => ({ valor: r.id, etiqueta: r.label, total: count((b) => inRange(b.ah, r)) })),
    a: A_RANGES.map((r) => ({ valor: r.id, etiqueta: r.label, total: count((b) => inRange(b.cca, r)) })),
    borne: TERMINALS.map((t) => ({ valor: t.id, etiqueta: t.label, total: count((b) => b.terminal === t.id) })),
    tecnologia: TECHNOLOGIES.map((t) => ({
      valor: t.id,
      etiqueta: t.label,
      total: count((b) => b.technology === t.id),
    })),
    startStop: [
      { valor: true, etiqueta: "Com start-stop", total: count((b) => b.startStop) },
      { valor: false, etiqueta: "Sem start-stop", total: count((b) => !b.startStop) },
    ],
  };
}

/** The page's URL state: `?ah=46-60&ah=61-75&a=…&borne=…&tecnologia=…&startStop=1&ordem=preco-asc&pagina=2`. */
export type BatteryPageState = { filters: BatteryFilters; ordem: BatteryOrderId; pagina: number };

const pick = <T extends string>(params: URLSearchParams, name: string, allowed: readonly { id: T }[]): T[] => {
  const ids = new Set(params.getAll(name));
  return allowed.filter((x) => ids.has(x.id)).map((x) => x.id);
};

/**
 * The URL's filters, order and page. Values the page does not offer (an old link, a hand-edited URL) are dropped
 * rather than failing the page: the list then shows what the remaining filters match.
 */
export function batteryPageStateFromUrl(params: URLSearchParams): BatteryPageState {
  const filters: BatteryFilters = {};
  const ah = pick(params, "ah", AH_RANGES);
  const a = pick(params, "a", A_RANGES);
  const borne = pick(params, "borne", TERMINALS);
  const tecnologia = pick(params, "tecnologia", TECHNOLOGIES);
  if (ah.length) filters.ah = ah;
  if (a.length) filters.a = a;
  if (borne.length) filters.borne = borne;
  if (tecnologia.length) filters.tecnologia = tecnologia;
  const ss = params.get("startStop");
  if (ss === "1" || ss === "0") filters.startStop = ss === "1";
  const ordem = BATTERY_ORDERS.find((o) => o.id === params.get("ordem"))?.id ?? "preco-asc";
  const page = Number(params.get("pagina") ?? "1");
  const pagina = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  return { filters, ordem, pagina };
}

/** The API query (`GET /baterias/search`) for a page state: filters, pagination and order as JSON. */
export function batterySearchQuery(s: BatteryPageState, pageSize: number): URLSearchParams {
  const o = BATTERY_ORDERS.find((x) => x.id === s.ordem) ?? BATTERY_ORDERS[0];
  return new URLSearchParams({
    filters: JSON.stringify(s.filters),
    pagination: JSON.stringify({ page: s.pagina, pageSize }),
    order: JSON.stringify({ campo: o.campo, sentido: o.sentido }),
  });
}

/** The page's URL for a state (default order and page 1 left out, so links stay short and canonical-looking). */
export function batteryPageHref(s: BatteryPageState, path = "/carro/baterias"): string {
  const q = new URLSearchParams();
  for (const v of s.filters.ah ?? []) q.append("ah", v);
  for (const v of s.filters.a ?? []) q.append("a", v);
  for (const v of s.filters.borne ?? []) q.append("borne", v);
  for (const v of s.filters.tecnologia ?? []) q.append("tecnologia", v);
  if (s.filters.startStop !== undefined) q.set("startStop", s.filters.startStop ? "1" : "0");
  if (s.ordem !== "preco-asc") q.set("ordem", s.ordem);
  if (s.pagina > 1) q.set("pagina", String(s.pagina));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** How many filters are on (for "Filtrar (3)"). */
export function activeBatteryFilters(f: BatteryFilters): number {
  return (
    (f.ah?.length ?? 0) +
    (f.a?.length ?? 0) +
    (f.borne?.length ?? 0) +
    (f.tecnologia?.length ?? 0) +
    (f.startStop === undefined ? 0 : 1)
  );
}
