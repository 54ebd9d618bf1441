/**
 * pt-PT count + noun agreement: `plural(1, "dia útil", "dias úteis")` → "1 dia útil", `plural(3, …)` → "3 dias úteis".
 * Portuguese (pt-PT) uses the singular only for exactly 1 (0 takes the plural: "0 artigos"); Intl.PluralRules agrees
 * (locale-numbers.ts writes its rules without Intl).
 */
import { formatNumber } from "./numbers.ts";
import { pluralCategory } from "./i18n/locale-numbers.ts";

export function pluralWord(count: number, one: string, other: string): string {
  return pluralCategory(count, "pt-PT") === "one" ? one : other;
}

export function plural(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${pluralWord(count, one, other)}`;
}

/** "montagem a partir de 1 dia útil" / "… de 3 dias úteis". */
export function workingDays(count: number): string {
  return plural(count, "dia útil", "dias úteis");
}
