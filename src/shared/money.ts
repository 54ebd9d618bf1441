/**
 * Money is integer cents everywhere; this module holds the spec's line formula and rounding (section 5, "Pricing").
 * Line = price × quantity, less discount %, less promo %, plus ecotax and tax when required, rounded to 2 decimals.
 */
export class MissingPriceValueError extends Error {
  readonly field: "promo" | "ecotax" | "tax";
  constructor(field: "promo" | "ecotax" | "tax") {
    super(
      `Falta o valor de ${field === "promo" ? "promoção" : field === "ecotax" ? "ecotaxa" : "imposto"} para calcular o preço`,
    );
    this.name = "MissingPriceValueError";
    this.field = field;
  }
}

/** Rounds a fractional number of cents half away from zero; tolerant to binary float noise (1.005 € → 1.01 €). */
export function roundCents(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  return sign * Math.round(Number(abs.toPrecision(12)));
}

export type LineInput = {
  priceCents: number;
  quantity: number;
  discountPct?: number | null;
  /** Required when `promoRequired`. */
  promoPct?: number | null;
  promoRequired?: boolean;
  /** Per unit; required when `ecotaxRequired`. */
  ecotaxCents?: number | null;
  ecotaxRequired?: boolean;
  /** VAT/IGIC percentage; required when `taxRequired`. */
  taxPct?: number | null;
  taxRequired?: boolean;
};

export function lineTotalCents(input: LineInput): number {
  const { priceCents, quantity } = input;
  if (!Number.isInteger(priceCents) || priceCents < 0)
    throw new RangeError("priceCents must be a non-negative integer");
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError("quantity must be a non-negative integer");
  if (input.promoRequired && input.promoPct == null) throw new MissingPriceValueError("promo");
  if (input.ecotaxRequired && input.ecotaxCents == null) throw new MissingPriceValueError("ecotax");
  if (input.taxRequired && input.taxPct == null) throw new MissingPriceValueError("tax");
  const discount = clampPct(input.discountPct ?? 0);
  const promo = clampPct(input.promoPct ?? 0);
  let value = priceCents * quantity;
  value = (value * (100 - discount)) / 100;
  value = (value * (100 - promo)) / 100;
  value += (input.ecotaxCents ?? 0) * quantity;
  if (input.taxRequired || input.taxPct != null) value = (value * (100 + (input.taxPct ?? 0))) / 100;
  return roundCents(value);
}

function clampPct(pct: number): number {
  if (!Number.isFinite(pct)) throw new RangeError("percentage must be finite");
  return Math.min(100, Math.max(0, pct));
}

/** Part of a tax-inclusive amount that is tax. */
export function taxPartOfGross(grossCents: number, taxPct: number): number {
  return grossCents - roundCents((grossCents * 100) / (100 + taxPct));
}

// The euro formatter is its own module so that a page writing a price does not load the line formula (issue 15).
export { formatEur } from "./euros.ts";

export function eurosToCents(euros: number): number {
  return roundCents(euros * 100);
}

export type TaxRegion = "PT" | "PT-MA" | "PT-AC" | "ES" | "ES-CN";

/** VAT/IGIC by region: mainland Portugal 23 %, Madeira 22 %, Azores 16 %, Spain 21 %, Canary Islands IGIC 7 %. */
export function taxRateFor(region: TaxRegion): { pct: number; label: "IVA" | "IGIC" } {
  switch (region) {
    case "PT":
      return { pct: 23, label: "IVA" };
    case "PT-MA":
      return { pct: 22, label: "IVA" };
    case "PT-AC":
      return { pct: 16, label: "IVA" };
    case "ES":
      return { pct: 21, label: "IVA" };
    case "ES-CN":
      return { pct: 7, label: "IGIC" };
  }
}
