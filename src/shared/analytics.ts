/**
 * Analytics events go to a data layer (spec section 7): add to basket, remove from basket, checkout step, purchase.
 * The same event pushed again within 1000 ms is dropped (double renders, double clicks).
 */
export const DEDUPE_MS = 1000;

export type AnalyticsEvent =
  | { event: "add_to_cart"; items: Array<{ id: string; name: string; quantity: number; price: number }> }
  | { event: "remove_from_cart"; items: Array<{ id: string; name: string; quantity: number; price: number }> }
  | { event: "checkout_step"; step: number; name: string }
  | { event: "purchase"; transaction_id: string; value: number; currency: "EUR"; tax: number };

export function createDataLayer(target: unknown[], now: () => number = Date.now) {
  const last = new Map<string, number>();
  return function push(e: AnalyticsEvent): boolean {
    const key = JSON.stringify(e);
    const t = now();
    const prev = last.get(key);
    if (prev !== undefined && t - prev < DEDUPE_MS) return false;
    last.set(key, t);
    target.push({ ...e, language: "pt" });
    return true;
  };
}
