/**
 * pt-PT count + noun agreement: `plural(1, "dia útil", "dias úteis")` → "1 dia útil", `plural(3, …)` → "3 dias úteis".
 * Portuguese (pt-PT) uses the singular only for exactly 1 (0 takes the plural: "0 artigos"); Intl.PluralRules agrees.
 */
import { formatNumber } from "./numbers.ts";
const RULES = new Intl.PluralRules("pt-PT");

export function pluralWord(count: number, one: string, other: string): string {
  return RULES.select(count) === "one" ? one : other;
}

export function plural(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${pluralWord(count, one, other)}`;
}

/** "montagem a partir de 1 dia útil" / "… de 3 dias úteis". */
export function workingDays(count: number): string {
  return plural(count, "dia útil", "dias úteis");
}
