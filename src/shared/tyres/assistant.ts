/** The tyre-swap assistant (/pneus-de-troca/assistente): should these tyres be changed, and for which kind? */
import { formatNumber } from "#src/shared/numbers.ts";
export const MIN_TREAD_MM = 2; // the shop's advice; the legal minimum is 1.6 mm
export const WINTER_BELOW_C = 7;
export const MAX_AGE_YEARS = 6;

export type AssistantInput = {
  treadMm: number;
  ageYears: number;
  coldWinters: boolean;
  kmPerYear: number;
  damage: boolean;
};
export type AssistantAdvice = {
  change: boolean;
  urgent: boolean;
  reasons: string[];
  season: "verano" | "invierno" | "allseason";
  tier: "PREMIUM" | "QUALITY" | "BUDGET";
};

export function adviseSwap(i: AssistantInput): AssistantAdvice {
  const reasons: string[] = [];
  let urgent = false;
  if (i.treadMm < 1.6) {
    reasons.push("O piso está abaixo do mínimo legal de 1,6 mm: não pode circular assim.");
    urgent = true;
  } else if (i.treadMm < MIN_TREAD_MM + 0.01)
    reasons.push(
      `O piso tem ${formatNumber(i.treadMm)} mm: recomendamos trocar quando o piso chega aos ${MIN_TREAD_MM} mm.`,
    );
  if (i.ageYears >= MAX_AGE_YEARS)
    reasons.push(`Os pneus têm ${i.ageYears} anos: a borracha endurece e perde aderência com a idade.`);
  if (i.damage) {
    reasons.push("Cortes, bolhas ou deformações obrigam a substituir o pneu.");
    urgent = true;
  }
  const season = i.coldWinters ? (i.kmPerYear > 20000 ? "invierno" : "allseason") : "verano";
  const tier = i.kmPerYear > 20000 ? "PREMIUM" : i.kmPerYear > 8000 ? "QUALITY" : "BUDGET";
  return { change: reasons.length > 0, urgent, reasons, season, tier };
}
