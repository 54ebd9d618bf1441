/**
 * The price of a basket line for the tax zone of the chosen workshop (issue 13 item 3). Catalogue prices are gross
 * with mainland Portugal's IVA (23 %); a workshop in Madeira, the Azores, Spain or the Canary Islands (IGIC) re-taxes
 * them. The re-taxing is done on the unit amounts (unit price, eco-tax per unit, service price), and the line is then
 * priced with the same line formula as on the mainland (`productLineCents`), so a zone's basket behaves exactly like a
 * mainland basket with other catalogue prices: the unit price the customer sees × the quantity (plus the eco-tax) is
 * the line, and the lines add up to the total. Every figure the basket, the checkout, the order and the invoice show
 * for a zone comes from these functions.
 */
import { type MessageKey, msg } from "../i18n/i18n.ts";
import type { Lang } from "../i18n/lang.ts";
import { lineTotalCents, roundCents, type TaxRegion, taxRateFor } from "../money.ts";
import { type ProductLineInput, productLineCents, productLineWithoutPromotionCents } from "./all-in.ts";

/** The region whose IVA is inside the catalogue prices. */
export const BASE_REGION: TaxRegion = "PT";

/**
 * The tax region of a site's prices before a workshop is chosen: mainland Portugal (IVA 23 %) on the Portuguese site,
 * mainland Spain (IVA 21 %) on the Spanish one. Search results, product pages, services and a basket without a
 * workshop are priced for it; a chosen workshop's region then replaces it (`regionForWorkshop`).
 */
export function defaultRegion(lang: Lang): TaxRegion {
  return lang === "es" ? "ES" : BASE_REGION;
}

/** A catalogue gross amount as the site in `lang` shows it before a workshop is chosen. */
export function siteGross(grossCents: number, lang: Lang): number {
  return zoneGross(grossCents, defaultRegion(lang));
}

/** The tax region of a workshop: its country, with Madeira, the Azores and the Canary Islands apart. */
export function regionForWorkshop(w: { country: string; province: string }): TaxRegion {
  if (w.country === "ES")
    return w.province === "Las Palmas" || w.province === "Santa Cruz de Tenerife" ? "ES-CN" : "ES";
  if (w.province === "Região Autónoma da Madeira") return "PT-MA";
  if (w.province === "Região Autónoma dos Açores") return "PT-AC";
  return "PT";
}

/** A mainland gross amount re-taxed for another zone: net (÷ 1.23) × (1 + zone rate), rounded to the cent. */
export function zoneGross(grossCents: number, region: TaxRegion): number {
  if (region === BASE_REGION) return grossCents;
  const base = taxRateFor(BASE_REGION).pct;
  const { pct } = taxRateFor(region);
  return roundCents((grossCents * (100 + pct)) / (100 + base));
}

export type ZoneProductLine = {
  /** Unit price before the promotion, with the zone's tax. */
  precio: number;
  /** Eco-tax per unit, with the zone's tax. */
  ecotasa: number;
  /** Unit price after the promotion (eco-tax apart), derived from the line (decision 010). */
  precioFinal: number;
  /** The line as charged: promotion and eco-tax included. */
  importe: number;
  importeSinPromo: number;
  ahorro: number;
};

/** The one rule for a product line in a tax zone: unit amounts re-taxed, then the mainland line formula. */
export function zoneProductLine(p: ProductLineInput, region: TaxRegion): ZoneProductLine {
  const line: ProductLineInput = { ...p, precio: zoneGross(p.precio, region), ecotasa: zoneGross(p.ecotasa, region) };
  const importe = productLineCents(line);
  const importeSinPromo = productLineWithoutPromotionCents(line);
  return {
    precio: line.precio,
    ecotasa: line.ecotasa,
    precioFinal: p.cantidad > 0 ? roundCents((importe - line.ecotasa * p.cantidad) / p.cantidad) : line.precio,
    importe,
    importeSinPromo,
    ahorro: importeSinPromo - importe,
  };
}

/** A service line in a tax zone: the unit (or fixed) price re-taxed, times the quantity. */
export function zoneServiceLine(s: { precio: number; cantidad: number }, region: TaxRegion) {
  const precio = zoneGross(s.precio, region);
  return { precio, importe: lineTotalCents({ priceCents: precio, quantity: s.cantidad }) };
}

const ZONE_NAMES: Record<TaxRegion, MessageKey> = {
  PT: "checkout.zoneNamePT",
  "PT-MA": "checkout.zoneNamePTMA",
  "PT-AC": "checkout.zoneNamePTAC",
  ES: "checkout.zoneNameES",
  "ES-CN": "checkout.zoneNameESCN",
};

/**
 * Why the prices on screen are not the mainland ones, as a catalogue descriptor (`msg`, resolved in the reader's
 * language by the page or the API), or null when they are the site's own (`siteRegion`, see `defaultRegion`).
 * `transporte`: the basket carries the Canary transport and customs charge.
 */
export function zonePriceNote(
  region: TaxRegion,
  transporte: boolean,
  siteRegion: TaxRegion = BASE_REGION,
): string | null {
  if (region === siteRegion) return null;
  const { pct, label } = taxRateFor(region);
  const values = { label, pct: String(pct), zone: msg(ZONE_NAMES[region]) };
  return msg(transporte ? "checkout.zoneNoteShipping" : "checkout.zoneNote", values);
}
