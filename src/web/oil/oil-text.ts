/**
 * The oil pages' texts built from the API's figures in the page's language: kilometres and litres, the interval
 * advice, the sump notice, the waste-oil tax, the no-revision states and the lines a pack includes.
 */
import { formatDecimal } from "#src/shared/i18n/locale-numbers.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { formatEur } from "#src/shared/money.ts";
import { PACK_OIL_LITRES, WASTE_OIL_TAX_CENTS_PER_LITRE } from "#src/shared/revision/capacity.ts";
import { PRE_2000_INTERVAL } from "#src/shared/revision/interval.ts";
import type { SelectorAceiteAnswer } from "#src/shared/revision/revision.schema.ts";
import { count as number } from "#src/web/ui/page-numbers.ts";
import type { MessageKey, Translator } from "../i18n.ts";

/** A whole number as the page's readers write it ("85 000" in Portuguese, "85.000" in Spanish): page-numbers.ts. */
export { number };

export function km(lang: Lang, n: number): string {
  return `${number(lang, n)} km`;
}

function litres(lang: Lang, n: number): string {
  return `${formatDecimal(n, LOCALE[lang], 1, 1)} L`;
}

/** "A taxa de óleo usado (0,06 € por litro) não está incluída." */
export function wasteOilTax(tr: Translator): string {
  return tr.t("oilFacts.wasteOilTax", { price: formatEur(WASTE_OIL_TAX_CENTS_PER_LITRE, tr.lang) });
}

/** Whether the oil change is due, from the selector's interval and the kilometres (see shared/revision/interval.ts). */
export function intervalAdvice(
  tr: Translator,
  intervalo: Omit<SelectorAceiteAnswer["intervalo"], "mensaje">,
  kms: number,
): string {
  const k = (n: number) => km(tr.lang, n);
  const range = { min: k(intervalo.min), max: k(intervalo.max) };
  const advice = tr.t(
    intervalo.min === PRE_2000_INTERVAL.min ? "oilAssistant.intervalAdviceOlder" : "oilAssistant.intervalAdvice",
    range,
  );
  const since = intervalo.desdeUltima;
  if (intervalo.estado === "overdue" && since !== null)
    return tr.t("oilAssistant.intervalOverdue", { since: k(since), advice });
  if (intervalo.estado === "due" && since !== null)
    return tr.t("oilAssistant.intervalDue", { since: k(since), advice });
  if (intervalo.estado === "not-yet" && since !== null)
    return tr.t("oilAssistant.intervalNotYet", { since: k(since), left: k(intervalo.min - since), advice });
  if (intervalo.estado === "not-yet") return tr.t("oilAssistant.intervalFirst", { kms: k(kms), advice });
  return tr.t("oilAssistant.intervalUnknown", { advice, min: range.min });
}

/** The notice for a sump over the pack's 5 L, or null. */
export function capacityAdvice(
  tr: Translator,
  carter: Pick<SelectorAceiteAnswer["carter"], "capacidad" | "excede" | "litrosExtra">,
): string | null {
  if (!carter.excede || carter.litrosExtra <= 0) return null;
  return tr.t("oilAssistant.capacityNotice", {
    capacity: litres(tr.lang, carter.capacidad),
    packLitres: PACK_OIL_LITRES,
    extra: litres(tr.lang, carter.litrosExtra),
  });
}

/** The lines of the seeded packs (the catalogue stores them in Portuguese); other lines are shown as they are. */
const PACK_LINES: Record<string, MessageKey> = {
  "Mudança de óleo (até 5 L)": "oil.lineOilChange",
  "Filtro de óleo": "oil.lineOilFilter",
  "Filtro de ar": "oil.lineAirFilter",
  "Filtro de habitáculo": "oil.lineCabinFilter",
  "Líquido de refrigeração (até 1 L)": "oil.lineCoolant",
  "Líquido limpa-para-brisas (até 2 L)": "oil.lineWasherFluid",
  "Reposição do indicador de manutenção": "oil.lineServiceReset",
  "Teste de segurança": "oil.lineSafetyTest",
  "Higienização do ar condicionado com ozono": "oil.lineAcOzone",
};

export function packLine(tr: Translator, line: string): string {
  const key = PACK_LINES[line];
  return key ? tr.t(key) : tr.text(line);
}

const NO_REVISION: Record<string, { title: MessageKey; text: MessageKey }> = {
  "2YEARS": { title: "oilAssistant.noRevision2YearsTitle", text: "oilAssistant.noRevision2YearsText" },
  NO_OIL: { title: "oilAssistant.noRevisionNoOilTitle", text: "oilAssistant.noRevisionNoOilText" },
  ELECTRIC: { title: "oilAssistant.noRevisionElectricTitle", text: "oilAssistant.noRevisionElectricText" },
};

/** The title and text of a no-revision state (2YEARS, NO_OIL, ELECTRIC) in the page's language. */
export function noRevisionCopy(
  tr: Translator,
  status: string,
  fallback: { title: string; text: string },
): { title: string; text: string } {
  const keys = NO_REVISION[status];
  return keys
    ? { title: tr.t(keys.title), text: tr.t(keys.text) }
    : { title: tr.text(fallback.title), text: tr.text(fallback.text) };
}
