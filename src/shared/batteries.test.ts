import { describe, expect, it } from "vitest";
import {
  activeBatteryFilters,
  type BatteryFacts,
  batteryFilterCounts,
  batteryPageHref,
  batteryPageStateFromUrl,
  batterySearchQuery,
  matchesBatteryFilters,
  searchBatteries,
} from "./batteries.ts";

const B = (id: string, ah: number, cca: number, technology: string, priceCents: number, terminal = "direita") =>
  ({
    id,
    ah,
    cca,
    technology,
    terminal,
    startStop: technology === "AGM" || technology === "EFB",
    priceCents,
  }) satisfies BatteryFacts;

const all = [
  B("a", 44, 440, "calcio", 6000),
  B("b", 60, 540, "calcio", 8000, "esquerda"),
  B("c", 60, 640, "EFB", 9500),
  B("d", 70, 760, "AGM", 14000),
  B("e", 95, 850, "AGM", 17000, "esquerda"),
  B("f", 12, 200, "gel", 4000),
  B("g", 45, 401, "calcio", 6000),
];

describe("battery filters", () => {
  it("keeps a battery on a range's edges (Ah and A ranges are inclusive)", () => {
    expect(matchesBatteryFilters(B("x", 45, 400, "calcio", 1), { ah: ["ate-45"], a: ["ate-400"] })).toBe(true);
    expect(matchesBatteryFilters(B("x", 46, 400, "calcio", 1), { ah: ["ate-45"] })).toBe(false);
    expect(matchesBatteryFilters(B("x", 45, 401, "calcio", 1), { a: ["ate-400"] })).toBe(false);
  });

  it("ORs the values of one group and ANDs the groups", () => {
    const ids = (f: Parameters<typeof searchBatteries>[1]) =>
      searchBatteries(all, f, { campo: "ah", sentido: "asc" }).map((b) => b.id);
    expect(ids({ ah: ["46-60", "61-75"] })).toEqual(["b", "c", "d"]);
    expect(ids({ ah: ["46-60", "61-75"], startStop: true })).toEqual(["c", "d"]);
    expect(ids({ startStop: false })).toEqual(["f", "a", "g", "b"]);
    expect(ids({ borne: ["esquerda"] })).toEqual(["b", "e"]);
    expect(ids({ tecnologia: ["AGM", "gel"] })).toEqual(["f", "d", "e"]);
    expect(ids({ a: ["601-mais"], tecnologia: ["calcio"] })).toEqual([]);
    expect(ids({ ah: [], borne: [] })).toHaveLength(all.length);
  });

  it("sorts by price or Ah either way, ties by price then id", () => {
    const by = (campo: "precio" | "ah", sentido: "asc" | "desc") =>
      searchBatteries(all, {}, { campo, sentido }).map((b) => b.id);
    expect(by("precio", "asc")).toEqual(["f", "a", "g", "b", "c", "d", "e"]);
    expect(by("precio", "desc")).toEqual(["e", "d", "c", "b", "a", "g", "f"]);
    expect(by("ah", "desc")).toEqual(["e", "d", "b", "c", "g", "a", "f"]);
    expect(by("ah", "asc")).toEqual(["f", "a", "g", "b", "c", "d", "e"]);
  });

  it("counts each filter value on its own", () => {
    const c = batteryFilterCounts(all);
    expect(c.ah.map((x) => x.total)).toEqual([3, 2, 1, 1]);
    expect(c.a.map((x) => x.total)).toEqual([1, 3, 3]);
    expect(c.borne).toEqual([
      { valor: "direita", etiqueta: "Positivo à direita", total: 5 },
      { valor: "esquerda", etiqueta: "Positivo à esquerda", total: 2 },
    ]);
    expect(c.tecnologia.map((x) => [x.valor, x.total])).toEqual([
      ["calcio", 3],
      ["gel", 1],
      ["AGM", 2],
      ["EFB", 1],
    ]);
    expect(c.startStop.map((x) => x.total)).toEqual([3, 4]);
  });
});

describe("the /carro/baterias URL", () => {
  it("reads repeated filters, start-stop, order and page, dropping values the page does not offer", () => {
    const s = batteryPageStateFromUrl(
      new URLSearchParams(
        "ah=46-60&ah=61-75&ah=999&a=401-600&borne=esquerda&tecnologia=AGM&tecnologia=xpto&startStop=1&ordem=ah-desc&pagina=2",
      ),
    );
    expect(s).toEqual({
      filters: { ah: ["46-60", "61-75"], a: ["401-600"], borne: ["esquerda"], tecnologia: ["AGM"], startStop: true },
      ordem: "ah-desc",
      pagina: 2,
    });
    expect(activeBatteryFilters(s.filters)).toBe(6);
  });

  it("falls back to price order and page 1 for bad values", () => {
    for (const q of ["pagina=0", "pagina=-1", "pagina=1.5", "pagina=abc", "ordem=nada", "startStop=talvez"])
      expect(batteryPageStateFromUrl(new URLSearchParams(q))).toEqual({ filters: {}, ordem: "preco-asc", pagina: 1 });
  });

  it("turns the state into the API query (JSON filters, pagination from 1, order) and back into a link", () => {
    const s = batteryPageStateFromUrl(new URLSearchParams("ah=61-75&startStop=0&ordem=preco-desc&pagina=3"));
    const q = batterySearchQuery(s, 9);
    expect(JSON.parse(q.get("filters") ?? "")).toEqual({ ah: ["61-75"], startStop: false });
    expect(JSON.parse(q.get("pagination") ?? "")).toEqual({ page: 3, pageSize: 9 });
    expect(JSON.parse(q.get("order") ?? "")).toEqual({ campo: "precio", sentido: "desc" });
    expect(batteryPageHref(s)).toBe("/carro/baterias?ah=61-75&startStop=0&ordem=preco-desc&pagina=3");
    expect(batteryPageHref({ filters: {}, ordem: "preco-asc", pagina: 1 })).toBe("/carro/baterias");
  });
});
