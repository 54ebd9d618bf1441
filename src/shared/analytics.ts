/**
 * Analytics events go to a data layer (spec section 7): page view, tyre impressions, add to basket, remove from
 * basket, checkout step, purchase. The same event pushed again within 1000 ms is dropped (double renders, double
 * clicks).
 *
 * The data layer is a plain array in the page (`window.dataLayer`, the tag-manager convention, language "pt" as in
 * spec section 9): pushing to it sends nothing anywhere. No third-party script is loaded by the site; one that reads
 * the data layer may only be added behind the visitor's "Análise de utilização" choice (/preferencias, stored
 * in localStorage "rodacerta.cookies").
 */
import type { Tier } from "./tyres/types.ts";

export const DEDUPE_MS = 1000;

/** Tyre categories in impressions (spec section 9). */
export type ImpressionCategory = "premium" | "quality" | "budget";

export type CartItem = { id: string; name: string; quantity: number; price: number };
export type Impression = {
  id: string;
  name: string;
  brand: string;
  category: ImpressionCategory;
  price: number;
  position: number;
  list: string;
};

export type AnalyticsEvent =
  | { event: "page_view"; page_path: string; page_title: string }
  | { event: "view_item_list"; list: string; items: Impression[] }
  | { event: "add_to_cart"; items: CartItem[] }
  | { event: "remove_from_cart"; items: CartItem[] }
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

let pagePush: { layer: unknown[]; push: ReturnType<typeof createDataLayer> } | null = null;

/**
 * Pushes to the page's data layer (`window.dataLayer`), with one shared duplicate filter for every page. Does nothing
 * on the server. Returns whether the event was pushed.
 */
export function track(e: AnalyticsEvent): boolean {
  const w = (globalThis as { window?: { dataLayer?: unknown[] } }).window;
  if (!w) return false;
  w.dataLayer ??= [];
  if (pagePush?.layer !== w.dataLayer) pagePush = { layer: w.dataLayer, push: createDataLayer(w.dataLayer) };
  return pagePush.push(e);
}

export function impressionCategory(tier: Tier): ImpressionCategory {
  return tier === "PREMIUM" ? "premium" : tier === "QUALITY" ? "quality" : "budget";
}

type ListedTyre = { id: string; marca: string; modelo: string; categoria: Tier; precio: number };

/** A results list as an impressions event: position from 1, price in euros, category premium/quality/budget. */
export function impressions(list: string, tyres: readonly ListedTyre[]): AnalyticsEvent {
  return {
    event: "view_item_list",
    list,
    items: tyres.map((t, i) => ({
      id: t.id,
      name: `${t.marca} ${t.modelo}`,
      brand: t.marca,
      category: impressionCategory(t.categoria),
      price: t.precio / 100,
      position: i + 1,
      list,
    })),
  };
}

type BasketLine = { id_navision: string; nombre: string; cantidad: number; precio: number };

/**
 * What changed between two versions of the basket's lines: units taken out (a line removed or its quantity lowered)
 * and units put in (a quantity raised, a new line). Quantities are the difference; prices in euros.
 */
export function basketChanges(before: readonly BasketLine[], after: readonly BasketLine[]): AnalyticsEvent[] {
  const removed: CartItem[] = [];
  const added: CartItem[] = [];
  const now = new Map(after.map((p) => [p.id_navision, p]));
  for (const p of before) {
    const q = now.get(p.id_navision)?.cantidad ?? 0;
    if (q < p.cantidad)
      removed.push({ id: p.id_navision, name: p.nombre, quantity: p.cantidad - q, price: p.precio / 100 });
  }
  const then = new Map(before.map((p) => [p.id_navision, p]));
  for (const p of after) {
    const q = then.get(p.id_navision)?.cantidad ?? 0;
    if (p.cantidad > q)
      added.push({ id: p.id_navision, name: p.nombre, quantity: p.cantidad - q, price: p.precio / 100 });
  }
  const events: AnalyticsEvent[] = [];
  if (removed.length) events.push({ event: "remove_from_cart", items: removed });
  if (added.length) events.push({ event: "add_to_cart", items: added });
  return events;
}
