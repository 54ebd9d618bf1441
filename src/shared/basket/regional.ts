/**
 * Regional tax. Catalogue prices are gross with mainland Portugal's IVA (23 %). A workshop in Madeira, the Azores,
 * Spain or the Canary Islands changes the tax, so the amounts are recomputed from the net price with that region's
 * rate (spec section 8: "The amount changed to match current tax rates"); the Canary Islands also add shipping and
 * customs ("A shipping and customs cost was added") and show the tax as IGIC.
 *
 * The re-taxing is done per unit (`src/shared/pricing/tax-zone.ts`), before the basket's rules price the lines, so the
 * unit prices, the services, the lines and the totals the customer sees for a zone always agree (issue 13 item 3).
 */
import { msg } from "../i18n/i18n.ts";
import { type TaxRegion, taxPartOfGross, taxRateFor } from "../money.ts";
import {
  BASE_REGION,
  regionForWorkshop,
  zoneGross,
  zonePriceNote,
  zoneProductLine,
  type ZoneProductLine,
  zoneServiceLine,
} from "../pricing/tax-zone.ts";
import { type Basket, basketTotals } from "./basket.ts";

export { BASE_REGION, regionForWorkshop };
export const CANARY_SHIPPING_CENTS = 1995;
/** Notices as catalogue descriptors, said in the reader's language by the API's reply or the page. */
export const TAX_CHANGED_MESSAGE = msg("checkout.zoneTaxChanged");
export const SHIPPING_ADDED_MESSAGE = msg("checkout.zoneShippingAdded");

/** A mainland gross amount re-taxed for another region (see `zoneGross`). */
export const regionalGross = zoneGross;

export type RegionalSummary = {
  region: TaxRegion;
  taxLabel: "IVA" | "IGIC";
  taxPct: number;
  shippingCents: number;
  totalCents: number;
  taxCents: number;
  avisos: string[];
};

/**
 * Shipping, tax part and notices for goods that already carry the region's tax (`goodsCents`, after coupons);
 * `mainlandCents` is the same basket at the prices of the site's region `siteRegion` (mainland Portugal unless given),
 * the ones the customer saw before choosing the workshop: the notice says when the amount changed.
 */
export function zoneSummary(
  goodsCents: number,
  mainlandCents: number,
  region: TaxRegion,
  siteRegion: TaxRegion = BASE_REGION,
): RegionalSummary {
  const { pct, label } = taxRateFor(region);
  const shippingCents = region === "ES-CN" && goodsCents > 0 ? CANARY_SHIPPING_CENTS : 0;
  const totalCents = goodsCents + shippingCents;
  const avisos: string[] = [];
  if (region !== siteRegion && goodsCents !== mainlandCents) avisos.push(TAX_CHANGED_MESSAGE);
  if (shippingCents > 0) avisos.push(SHIPPING_ADDED_MESSAGE);
  return {
    region,
    taxLabel: label,
    taxPct: pct,
    shippingCents,
    totalCents,
    taxCents: taxPartOfGross(totalCents, pct),
    avisos,
  };
}

/** A single mainland gross amount (not a basket) re-taxed as a whole, with shipping and notices. */
export function regionalSummary(grossCents: number, region: TaxRegion): RegionalSummary {
  return zoneSummary(regionalGross(grossCents, region), grossCents, region);
}

/**
 * The basket with every catalogue gross amount re-taxed for the region: unit prices, eco-tax, services. Coupons are
 * not: a fixed coupon is an amount off the total the customer pays (12,50 € off is 12,50 € off on either site, under
 * IVA or IGIC), and a percentage coupon is a percentage of the re-taxed lines.
 */
export function regionalBasket(basket: Basket, region: TaxRegion): Basket {
  if (region === BASE_REGION) return basket;
  return {
    ...basket,
    products: basket.products.map((p) => ({
      ...p,
      precio: zoneGross(p.precio, region),
      ecotasa: zoneGross(p.ecotasa, region),
    })),
    services: basket.services.map((s) => ({ ...s, precio: zoneGross(s.precio, region) })),
  };
}

export type BasketFigures = {
  region: TaxRegion;
  /** Per product line, in basket order. */
  products: Array<ZoneProductLine & { id_navision: string }>;
  /** Per service, in basket order: unit (or fixed) price and line. */
  services: Array<{ id_navision: string; precio: number; importe: number }>;
  totals: {
    productos: number;
    servicios: number;
    descuento: number;
    envio: number;
    total: number;
    impuesto: number;
    impuestoLabel: "IVA" | "IGIC";
    impuestoPct: number;
  };
  avisos: string[];
  /** Why the prices are not the mainland ones (null on the mainland). */
  nota: string | null;
};

/**
 * Every price of a basket as the customer sees and pays it for the chosen workshop's region. Lines and services are
 * priced by `zoneProductLine` / `zoneServiceLine`; the totals are the basket's rules on the re-taxed basket, so
 * productos = Σ lines, servicios = Σ selected services and total = productos + servicios − descuento + envio.
 */
export function basketFigures(basket: Basket, region: TaxRegion, siteRegion: TaxRegion = BASE_REGION): BasketFigures {
  const totals = basketTotals(regionalBasket(basket, region));
  const seen = region === siteRegion ? totals : basketTotals(regionalBasket(basket, siteRegion));
  const summary = zoneSummary(totals.total, seen.total, region, siteRegion);
  return {
    region,
    products: basket.products.map((p) => ({
      id_navision: p.id_navision,
      ...zoneProductLine({ ...p, ecotaxRequired: p.tipo_producto === "neumatico" }, region),
    })),
    services: basket.services.map((s) => ({ id_navision: s.id_navision, ...zoneServiceLine(s, region) })),
    totals: {
      productos: totals.products,
      servicios: totals.services,
      descuento: totals.discount,
      envio: summary.shippingCents,
      total: summary.totalCents,
      impuesto: summary.taxCents,
      impuestoLabel: summary.taxLabel,
      impuestoPct: summary.taxPct,
    },
    avisos: summary.avisos,
    nota: zonePriceNote(region, summary.shippingCents > 0, siteRegion),
  };
}
