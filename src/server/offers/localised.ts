/**
 * The shop's own texts in the reader's language (issue 13 leftovers): promotions' titles and descriptions, coupons'
 * descriptions and the maintenance notice, written in the back office in Portuguese and, optionally, in Spanish
 * (`titulo_es`, `descripcion_es`, `message_es`, migration 0024). On the Spanish site the Spanish column is shown; when
 * the back office left it empty, a neutral Spanish text made from the offer's figures stands in, never the Portuguese
 * one (the maintenance notice falls back to the site's standard notice: null here).
 */
import { t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { formatEur } from "#src/shared/money.ts";

type PromotionTexts = { titulo: string; descripcion: string; tituloEs: string | null; descripcionEs: string | null };

export function promotionTitle(p: PromotionTexts & { discountPct: number }, lang: Lang): string {
  if (lang === "pt") return p.titulo;
  return p.tituloEs || t(lang, "api.promotionFallbackTitle", { pct: p.discountPct });
}

export function promotionDescription(p: PromotionTexts & { discountPct: number }, lang: Lang): string {
  if (lang === "pt") return p.descripcion;
  return p.descripcionEs || t(lang, "api.promotionFallbackDescription", { pct: p.discountPct });
}

type CouponTexts = { descripcion: string; descripcionEs: string | null; tipo: string; importe: number };

export function couponDescription(c: CouponTexts, lang: Lang): string {
  if (lang === "pt") return c.descripcion;
  if (c.descripcionEs) return c.descripcionEs;
  return c.tipo === "percentage"
    ? t(lang, "api.couponFallbackPercent", { pct: c.importe })
    : t(lang, "api.couponFallbackAmount", { amount: formatEur(c.importe, lang) });
}

/** The back office's notice in `lang`, or null: the site shows its standard notice. */
export function maintenanceMessage(m: { message: string | null; messageEs: string | null }, lang: Lang): string | null {
  return (lang === "pt" ? m.message : m.messageEs) || null;
}
