import { afterEach, describe, expect, it } from "vitest";
import { basketChanges, createDataLayer, DEDUPE_MS, impressionCategory, impressions, track } from "./analytics.ts";

describe("data layer", () => {
  it("drops the same event pushed again within 1000 ms, keeps it after", () => {
    let t = 0;
    const layer: unknown[] = [];
    const push = createDataLayer(layer, () => t);
    const view = { event: "page_view" as const, page_path: "/pneus", page_title: "Pneus" };
    expect(push(view)).toBe(true);
    t = DEDUPE_MS - 1;
    expect(push(view)).toBe(false);
    expect(push({ ...view, page_path: "/carrinho" })).toBe(true);
    t = DEDUPE_MS;
    expect(push(view)).toBe(true);
    expect(layer).toEqual([
      { ...view, language: "pt" },
      { ...view, page_path: "/carrinho", language: "pt" },
      { ...view, language: "pt" },
    ]);
  });

  describe("track (the page's window.dataLayer)", () => {
    const g = globalThis as { window?: { dataLayer?: unknown[] } };
    afterEach(() => {
      delete g.window;
    });

    it("does nothing on the server", () => {
      expect(track({ event: "checkout_step", step: 1, name: "pedido" })).toBe(false);
    });

    it("creates window.dataLayer and shares the duplicate filter between pages", () => {
      g.window = {};
      const e = { event: "remove_from_cart" as const, items: [{ id: "P1", name: "Pneu", quantity: 1, price: 80 }] };
      expect(track(e)).toBe(true);
      expect(track(e)).toBe(false);
      expect(g.window.dataLayer).toEqual([{ ...e, language: "pt" }]);
    });

    it("keeps what a tag manager already put in the data layer", () => {
      g.window = { dataLayer: [{ "gtm.start": 1 }] };
      track({ event: "page_view", page_path: "/", page_title: "RodaCerta" });
      expect(g.window.dataLayer).toHaveLength(2);
    });
  });
});

describe("tyre impressions", () => {
  it("name the category premium, quality or budget", () => {
    expect(impressionCategory("PREMIUM")).toBe("premium");
    expect(impressionCategory("QUALITY")).toBe("quality");
    expect(impressionCategory("BUDGET")).toBe("budget");
  });

  it("list each tyre with its position, brand, category and price in euros", () => {
    const e = impressions("resultados", [
      { id: "A", marca: "Michelin", modelo: "Primacy 4", categoria: "PREMIUM", precio: 10350 },
      { id: "B", marca: "Kumho", modelo: "Ecsta", categoria: "BUDGET", precio: 5599 },
    ]);
    expect(e).toEqual({
      event: "view_item_list",
      list: "resultados",
      items: [
        {
          id: "A",
          name: "Michelin Primacy 4",
          brand: "Michelin",
          category: "premium",
          price: 103.5,
          position: 1,
          list: "resultados",
        },
        {
          id: "B",
          name: "Kumho Ecsta",
          brand: "Kumho",
          category: "budget",
          price: 55.99,
          position: 2,
          list: "resultados",
        },
      ],
    });
  });
});

describe("basket changes", () => {
  const line = (id: string, cantidad: number) => ({ id_navision: id, nombre: `Pneu ${id}`, cantidad, precio: 8000 });

  it("a removed line is a remove event with all its units", () => {
    expect(basketChanges([line("A", 4), line("B", 2)], [line("B", 2)])).toEqual([
      { event: "remove_from_cart", items: [{ id: "A", name: "Pneu A", quantity: 4, price: 80 }] },
    ]);
  });

  it("a lowered quantity removes the difference; a raised one adds it", () => {
    expect(basketChanges([line("A", 4), line("B", 1)], [line("A", 2), line("B", 3)])).toEqual([
      { event: "remove_from_cart", items: [{ id: "A", name: "Pneu A", quantity: 2, price: 80 }] },
      { event: "add_to_cart", items: [{ id: "B", name: "Pneu B", quantity: 2, price: 80 }] },
    ]);
  });

  it("no change, no event", () => {
    expect(basketChanges([line("A", 4)], [line("A", 4)])).toEqual([]);
  });
});
