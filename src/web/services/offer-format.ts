/** Display helpers of the service pages (no React, no zod: shared by the hubs, the service pages and their tests). */
import { t } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { formatEur } from "#src/shared/money.ts";
import type { ServiceCategory, ServiceOffer, ServiceWorkshops } from "#src/shared/services/service-catalogue.schema.ts";

/** "45 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The all-in price as the customer reads it: a fixed price, "desde" a price, or a free quote (`quote`: truck pages). */
export function priceLabel(precio: number, desde: boolean, quote = false, lang: Lang = "pt"): string {
  if (precio === 0) return t(lang, quote ? "services.priceQuote" : "services.priceWorkshopQuote");
  return desde ? t(lang, "services.priceFrom", { price: formatEur(precio, lang) }) : formatEur(precio, lang);
}

export function offerPrice(o: Pick<ServiceOffer, "precio" | "kind">, quote = false, lang: Lang = "pt"): string {
  return priceLabel(o.precio, o.kind === "appointment", quote, lang);
}

export function workshopsLabel(n: number, lang: Lang = "pt"): string {
  if (n === 0) return t(lang, "services.workshopsNone");
  return t(lang, "services.workshopsIn", { n });
}

/** The appointment flow's workshop step with the service already chosen (and the postcode, when typed); a Portuguese
 * path: pages link to it through path(), which also names the query `servicios` on the Spanish site. */
export function bookingHref(id: string, categoria: ServiceCategory, cp = ""): string {
  const q = new URLSearchParams({ tipo: categoria === "motorbike" ? "motorbike" : "car", servicos: id });
  if (cp.trim()) q.set("cp", cp.trim());
  return `/marcacao-previa/selecao-oficina?${q.toString()}`;
}

/** The nearby workshops box: null before a postcode is typed, else the list or the message to show. */
export type WorkshopsResult =
  | { cp: string; error: string; total: 0; oficinas: [] }
  | { cp: string; error: null; total: number; oficinas: ServiceWorkshops["oficinas"] };

/** The truck quote request's answer: sent, or the message and field errors to show. */
export type QuoteResult = { sent: true } | { sent: false; message: string; errors: Record<string, string> };
