/**
 * Regional tax. Catalogue prices are gross with mainland Portugal's IVA (23 %). A workshop in Madeira, the Azores,
 * Spain or the Canary Islands changes the tax, so the amounts are recomputed from the net price with that region's
 * rate (spec section 8: "The amount changed to match current tax rates"); the Canary Islands also add shipping and
 * customs ("A shipping and customs cost was added") and show the tax as IGIC.
 */
import { roundCents, type TaxRegion, taxPartOfGross, taxRateFor } from "../money.ts";

export const BASE_REGION: TaxRegion = "PT";
export const CANARY_SHIPPING_CENTS = 1995;
export const TAX_CHANGED_MESSAGE =
  "O valor foi alterado para corresponder às taxas de imposto em vigor na oficina escolhida.";
export const SHIPPING_ADDED_MESSAGE = "Foi acrescentado o custo de transporte e despesas aduaneiras para as Canárias.";

export function regionForWorkshop(w: { country: string; province: string }): TaxRegion {
  if (w.country === "ES")
    return w.province === "Las Palmas" || w.province === "Santa Cruz de Tenerife" ? "ES-CN" : "ES";
  if (w.province === "Região Autónoma da Madeira") return "PT-MA";
  if (w.province === "Região Autónoma dos Açores") return "PT-AC";
  return "PT";
}

/** A mainland gross amount re-taxed for another region: net (÷ 1.23) × (1 + regional rate), rounded to the cent. */
export function regionalGross(grossCents: number, region: TaxRegion): number {
  if (region === BASE_REGION) return grossCents;
  const base = taxRateFor(BASE_REGION).pct;
  const { pct } = taxRateFor(region);
  return roundCents((grossCents * (100 + pct)) / (100 + base));
}

export type RegionalSummary = {
  region: TaxRegion;
  taxLabel: "IVA" | "IGIC";
  taxPct: number;
  shippingCents: number;
  totalCents: number;
  taxCents: number;
  avisos: string[];
};

/** Applies the region to the basket's gross total (after coupons): tax part, shipping and the notices to show. */
export function regionalSummary(grossCents: number, region: TaxRegion): RegionalSummary {
  const { pct, label } = taxRateFor(region);
  const goods = regionalGross(grossCents, region);
  const shippingCents = region === "ES-CN" && grossCents > 0 ? CANARY_SHIPPING_CENTS : 0;
  const totalCents = goods + shippingCents;
  const avisos: string[] = [];
  if (region !== BASE_REGION && goods !== grossCents) avisos.push(TAX_CHANGED_MESSAGE);
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
