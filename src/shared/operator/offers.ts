/**
 * Catalogue and offers in the back office (issue 14, item 5), pure rules: who may change them, the shop's wall-clock
 * date-times ("DD/MM/AAAA HH:MM", Lisbon) the forms use, a promotion's validity, and searching tyres by size.
 */
import { zonedInstant } from "../booking/slots.ts";
import { dayMonthYearToIso, parseDayMonthYear } from "../dates.ts";
import type { PromotionCategory } from "../promotions/categories.ts";
import type { StaffScope } from "./access.ts";

export const SHOP_TIME_ZONE = "Europe/Lisbon";

/** Prices, stock, promotions and the site's notices are the administration's. */
export const canManageCatalogue = (s: StaffScope) => s.role === "admin";

export { PROMOTION_CATEGORIES } from "../promotions/categories.ts";
export const PROMOTION_CATEGORY_LABEL: Record<PromotionCategory, string> = {
  car: "Carro",
  motorbike: "Mota",
  truck: "Camião e frotas",
};
/** The kinds of product a promotion may cover: tyres (priced with it everywhere) and the workshop's check-up. */
export const PROMOTION_PRODUCT_TYPES = ["neumatico", "revision"] as const;
export const PROMOTION_PRODUCT_TYPE_LABEL: Record<(typeof PROMOTION_PRODUCT_TYPES)[number], string> = {
  neumatico: "Pneus",
  revision: "Revisão",
};
export const PROMOTION_SEASONS = ["verano", "invierno", "allseason"] as const;
export const PROMOTION_SEASON_LABEL: Record<(typeof PROMOTION_SEASONS)[number], string> = {
  verano: "Verão",
  invierno: "Inverno",
  allseason: "All season",
};

export const DISCOUNT_MIN = 1;
export const DISCOUNT_MAX = 90;

/** An end given as a date alone lasts the whole day. */
export const END_OF_DAY = "23:59";

const DATE_TIME = /^\s*(\d{2}\/\d{2}\/\d{4})(?:\s+(\d{1,2}):(\d{2}))?\s*$/;

/**
 * "DD/MM/AAAA HH:MM" (or a date alone, read as `defaultTime`) in the shop's time zone → the instant; null when
 * the text is not a real date and time.
 */
export function parseShopDateTime(input: string, defaultTime = "00:00"): Date | null {
  const m = DATE_TIME.exec(input);
  if (!m) return null;
  const dmy = parseDayMonthYear(m[1] as string);
  if (!dmy) return null;
  let time = defaultTime;
  if (m[2] !== undefined) {
    const h = Number(m[2]);
    const min = Number(m[3]);
    if (h > 23 || min > 59) return null;
    time = `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
  }
  return zonedInstant(dayMonthYearToIso(dmy), time, SHOP_TIME_ZONE);
}

/** An instant as the forms show it: "DD/MM/AAAA HH:MM" in the shop's time zone. */
export function formatShopDateTime(instant: Date | string): string {
  const parts = new Intl.DateTimeFormat("pt-PT", {
    timeZone: SHOP_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")} ${get("hour")}:${get("minute")}`;
}

export type PromotionFigures = { startsAt: Date; endsAt: Date; unitsTotal: number | null; unitsSold: number };

/** Field errors of a promotion as it would be stored (empty: valid). */
export function promotionErrors(p: PromotionFigures): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.endsAt.getTime() <= p.startsAt.getTime()) errors.fim = "O fim tem de ser depois do início";
  if (p.unitsTotal !== null && p.unitsTotal < p.unitsSold)
    errors.unidadesTotal = `Já foram vendidas ${p.unitsSold} unidades: o total não pode ser inferior`;
  return errors;
}

export type PromotionState = "agendada" | "a-decorrer" | "esgotada" | "terminada";
export const PROMOTION_STATE_LABEL: Record<PromotionState, string> = {
  agendada: "Agendada",
  "a-decorrer": "A decorrer",
  esgotada: "Esgotada",
  terminada: "Terminada",
};

export function promotionState(p: PromotionFigures, now: Date): PromotionState {
  if (now.getTime() > p.endsAt.getTime()) return "terminada";
  if (now.getTime() < p.startsAt.getTime()) return "agendada";
  if (p.unitsTotal !== null && p.unitsSold >= p.unitsTotal) return "esgotada";
  return "a-decorrer";
}

/** A promotion's address on the site from its title: lowercase ASCII words joined by hyphens. */
export function promotionSlug(titulo: string): string {
  const slug = titulo
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "promocao";
}

/** A tyre size typed in the search ("205/55 R16", "205 55 16", "2055516"), or null when the text is no size. */
export function parseTyreSize(q: string): { width: number; series: number; rim: number } | null {
  const m = /^\s*(\d{3})\s*[/\s-]?\s*(\d{2})\s*[\s/-]?\s*(?:z?r)?\s*(\d{2})\s*$/i.exec(q);
  if (!m) return null;
  return { width: Number(m[1]), series: Number(m[2]), rim: Number(m[3]) };
}

/** A price typed in euros ("89,90", "89.9", "1 234,50 €") → cents; null when it is not an amount with ≤ 2 decimals. */
export function parseEurosToCents(input: string): number | null {
  const text = input.replace(/[\s\u00a0€]/g, "");
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** Cents as the price field shows them: "89,90". */
export const centsToEurosField = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
