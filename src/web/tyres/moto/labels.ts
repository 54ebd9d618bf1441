/** Words for the motorbike tyres' data values (riding type, range), in the page's language. */
import type { MessageKey, Translator } from "#src/web/i18n.ts";

const TYPE: Record<string, MessageKey> = {
  carretera: "moto.typeRoad",
  sport: "moto.typeSport",
  trail: "moto.typeTrail",
  scooter: "moto.typeScooter",
  "off-road": "moto.typeOffRoad",
  custom: "moto.typeCustom",
};
const TIER: Record<string, MessageKey> = {
  PREMIUM: "moto.tierPremium",
  QUALITY: "moto.tierQuality",
  BUDGET: "moto.tierBudget",
};

export function motoTypeLabel(tr: Translator, value: string): string {
  const key = TYPE[value];
  return key ? tr.t(key) : value;
}

export function tierLabel(tr: Translator, value: string): string {
  const key = TIER[value];
  return key ? tr.t(key) : value;
}

export function engineLabel(tr: Translator, cc: number | string): string {
  return String(cc) === "0" ? tr.t("moto.electric") : tr.t("moto.engineCc", { cc: String(cc) });
}
