/** Euros as each site writes them (money is integer cents: see money.ts, which re-exports this). */
const NBSP = "\u00a0";

/**
 * pt-PT display: "1 234,56 €" (thousands grouped even for four digits, as the shop's style guide wants); es-ES as
 * Spanish writes it (and Intl's es-ES): "1234,56 €", "12.345,67 €" (four-digit numbers are not grouped).
 * `lang` is required so that no page forgets its language: customer code passes the page's (or the stored
 * customer's) language; the Portuguese-only back office and server texts pass "pt" explicitly.
 */
export function formatEur(cents: number, lang: "pt" | "es"): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  const grouped =
    lang === "es" && euros < 10_000
      ? String(euros)
      : String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, lang === "es" ? "." : NBSP);
  return `${negative ? "-" : ""}${grouped},${rest}${NBSP}€`;
}
