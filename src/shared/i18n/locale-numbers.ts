/**
 * Numbers and plural categories for the site's two locales, pt-PT and es-ES, as CLDR defines them and Intl writes
 * them, without Intl. A browser's first Intl object costs it ~20–30 ms of ICU set-up (4× that on a mid-range
 * phone), which landed in the middle of hydration of every page that shows a count or a plural (issue 15, goal 3).
 * locale-numbers.test.ts checks every function against Intl itself over a wide range of numbers; other locales, and
 * numbers Intl writes specially (infinities, NaN, 1e21 and over), still go to Intl.
 */
import { LOCALE } from "./lang.ts";

export type NumberLocale = "pt-PT" | "es-ES";

/** CLDR's symbols: both group by thousands from 10 000 on ("1234", "12 345" / "12.345"), decimal comma. */
const GROUP: Record<NumberLocale, string> = { "pt-PT": "\u00a0", "es-ES": "." };

export const isNumberLocale = (locale: string): locale is NumberLocale => locale === LOCALE.pt || locale === LOCALE.es;

/**
 * `x` (≥ 0) rounded to `digits` decimals, its integer and fraction digits. As V8's Intl, it rounds the number's
 * shortest decimal form (`String(x)`: 4.55 → "4,6", 1.0005 → "1,001"), half away from zero. Undefined for numbers
 * written with an exponent (under 1e-6: the callers give those to Intl).
 */
function rounded(x: number, digits: number): { int: string; frac: string } | undefined {
  const s = String(x);
  if (s.includes("e")) return undefined;
  const [int = "0", frac = ""] = s.split(".");
  if (frac.length <= digits) return { int, frac };
  let kept = int + frac.slice(0, digits);
  if (frac.charCodeAt(digits) >= 53 /* "5" */) kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  return { int: kept.slice(0, kept.length - digits) || "0", frac: kept.slice(kept.length - digits) };
}

/** As `new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(n)`. */
export function formatDecimal(
  n: number,
  locale: NumberLocale,
  minFraction = 0,
  maxFraction = Math.max(3, minFraction),
): string {
  const parts = Number.isFinite(n) ? rounded(Math.abs(n), maxFraction) : undefined;
  if (!parts)
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(n);
  const { int, frac } = parts;
  let digits = frac.replace(/0+$/, "");
  if (digits.length < minFraction) digits = digits.padEnd(minFraction, "0");
  const grouped = int.length >= 5 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[locale]) : int;
  const negative = n < 0 || Object.is(n, -0);
  return `${negative ? "-" : ""}${grouped}${digits ? `,${digits}` : ""}`;
}

/**
 * As `new Intl.PluralRules(locale, { type }).select(n)`. Cardinal: pt-PT "one" for the integer 1 only (1,5 and 0
 * are "other"), es-ES "one" for 1; both "many" for whole millions (1 000 000 de…, un millón de…). Ordinal: always
 * "other" in both. The number is read as Intl reads it: at most 3 decimals, trailing zeros dropped.
 */
export function pluralCategory(n: number, locale: NumberLocale, ordinal = false): "one" | "many" | "other" {
  if (ordinal) return "other";
  const parts = Number.isFinite(n) ? rounded(Math.abs(n), 3) : undefined;
  if (!parts) return new Intl.PluralRules(locale).select(n) as "one" | "many" | "other";
  const whole = parts.frac.replace(/0+$/, "") === "";
  // ICU keeps the last 18 digits of the integer part as the rules' `i`: 1e18 and over read as their remainder.
  const i = parts.int.slice(-18).replace(/^0+/, "");
  if (whole && i === "1" && parts.int.length === 1) return "one";
  if (whole && i !== "" && i.endsWith("000000")) return "many";
  return "other";
}
