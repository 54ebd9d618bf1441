/**
 * The tyre-swap assistant's reasons in the page's language. The rules are src/shared/tyres/assistant.ts's (which
 * writes them in Portuguese); the same conditions pick the catalogue's words here, and a test keeps the two in step.
 */
import { formatDecimal } from "#src/shared/i18n/locale-numbers.ts";
import { type AssistantInput, MAX_AGE_YEARS, MIN_TREAD_MM } from "#src/shared/tyres/assistant.ts";
import { LOCALE } from "#src/shared/i18n/lang.ts";
import type { Translator } from "#src/web/i18n.ts";

export function assistantReasons({ t, lang }: Pick<Translator, "t" | "lang">, i: AssistantInput): string[] {
  const reasons: string[] = [];
  if (i.treadMm < 1.6) reasons.push(t("tyreAssistant.assistantReasonLegal"));
  else if (i.treadMm < MIN_TREAD_MM + 0.01)
    reasons.push(
      t("tyreAssistant.assistantReasonTread", { mm: formatDecimal(i.treadMm, LOCALE[lang]), min: MIN_TREAD_MM }),
    );
  if (i.ageYears >= MAX_AGE_YEARS) reasons.push(t("tyreAssistant.assistantReasonAge", { n: i.ageYears }));
  if (i.damage) reasons.push(t("tyreAssistant.assistantReasonDamage"));
  return reasons;
}
