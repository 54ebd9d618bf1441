/**
 * "há 2 minutos" (spec section 9): how long ago (or how soon) something happened, in pt-PT, redrawn every 10 s. The
 * unit follows the spec's thresholds: seconds under 60 s, minutes under 60 min, hours under 24 h, days under 30 days,
 * months under 12 months, then years (a month counts 30 days). Counts are whole units, rounded down.
 */
import { once } from "#src/shared/once.ts";

export const RELATIVE_TIME_TICK_MS = 10_000;

const FORMAT = {
  pt: once(() => new Intl.RelativeTimeFormat("pt-PT", { numeric: "always" })),
  es: once(() => new Intl.RelativeTimeFormat("es-ES", { numeric: "always" })),
};
const NOW = { pt: "agora", es: "ahora" };

type Unit = "second" | "minute" | "hour" | "day" | "month" | "year";

/** The unit and whole count for a time `then` seen at `now` (negative: in the past). */
export function relativeTimeParts(then: Date, now: Date): { value: number; unit: Unit } {
  const seconds = Math.trunc((then.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return { value: seconds, unit: "second" };
  const minutes = Math.trunc(seconds / 60);
  if (Math.abs(minutes) < 60) return { value: minutes, unit: "minute" };
  const hours = Math.trunc(minutes / 60);
  if (Math.abs(hours) < 24) return { value: hours, unit: "hour" };
  const days = Math.trunc(hours / 24);
  if (Math.abs(days) < 30) return { value: days, unit: "day" };
  const months = Math.trunc(days / 30);
  if (Math.abs(months) < 12) return { value: months, unit: "month" };
  return { value: Math.trunc(months / 12), unit: "year" };
}

/** "há 2 minutos", "há 1 dia", "dentro de 3 horas"; "agora" within a second (es-ES: "hace 2 minutos", "ahora"). */
export function formatRelativeTime(then: Date, now: Date, lang: "pt" | "es" = "pt"): string {
  const { value, unit } = relativeTimeParts(then, now);
  if (value === 0) return NOW[lang];
  return FORMAT[lang]().format(value, unit);
}
