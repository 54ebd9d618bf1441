import { describe, expect, it } from "vitest";
import { activeFilters, readMotoRefinement, refineMotoResults } from "./moto-results.ts";

const t = (id: string, marca: string, gama: string, tipo: string, precio: number) => ({
  id,
  marca,
  gama,
  tipo,
  precio,
  stock: 4,
});
const TYRES = [
  t("1", "Pirelli", "PREMIUM", "sport", 18900),
  t("2", "Mitas", "BUDGET", "carretera", 7900),
  t("3", "Michelin", "PREMIUM", "carretera", 15900),
  t("4", "Pirelli", "PREMIUM", "carretera", 14900),
];
const ids = (list: Array<{ id: string }>) => list.map((x) => x.id);

describe("motorbike results: sort and filters", () => {
  it("reads sort and filters from the query, ignoring unknown sorts", () => {
    const r = readMotoRefinement(new URLSearchParams("ordem=precio-asc&marca_pneu=Pirelli&gama=PREMIUM&tipo=sport"));
    expect(r).toEqual({ sort: "precio-asc", marcas: ["Pirelli"], gamas: ["PREMIUM"], tipos: ["sport"] });
    expect(readMotoRefinement(new URLSearchParams("ordem=xpto")).sort).toBe("recomendado");
    expect(activeFilters(r)).toBe(3);
  });
  it("keeps the catalogue order when recommended and sorts by price or brand", () => {
    const base = { marcas: [], gamas: [], tipos: [] };
    expect(ids(refineMotoResults(TYRES, { ...base, sort: "recomendado" }).tyres)).toEqual(["1", "2", "3", "4"]);
    expect(ids(refineMotoResults(TYRES, { ...base, sort: "precio-asc" }).tyres)).toEqual(["2", "4", "3", "1"]);
    expect(ids(refineMotoResults(TYRES, { ...base, sort: "precio-desc" }).tyres)).toEqual(["1", "3", "4", "2"]);
    expect(ids(refineMotoResults(TYRES, { ...base, sort: "marca-az" }).tyres)).toEqual(["3", "2", "4", "1"]);
  });
  it("filters by brand, range and type, with counts that show what each choice would give", () => {
    const r = refineMotoResults(TYRES, { sort: "recomendado", marcas: ["Pirelli"], gamas: [], tipos: ["carretera"] });
    expect(ids(r.tyres)).toEqual(["4"]);
    expect(r.marcas).toEqual([
      { value: "Michelin", count: 1 },
      { value: "Mitas", count: 1 },
      { value: "Pirelli", count: 1 },
    ]);
    expect(r.tipos).toEqual([
      { value: "carretera", count: 1 },
      { value: "sport", count: 1 },
    ]);
    expect(r.gamas).toEqual([{ value: "PREMIUM", count: 1 }]);
  });
  it("keeps a chosen value listed when nothing matches it any more", () => {
    const r = refineMotoResults(TYRES, { sort: "recomendado", marcas: ["Dunlop"], gamas: [], tipos: [] });
    expect(r.tyres).toEqual([]);
    expect(r.marcas.find((f) => f.value === "Dunlop")).toEqual({ value: "Dunlop", count: 0 });
  });
});

describe("sorting motorbike tyres by price", () => {
  it("uses the price the card shows, after a promotion", () => {
    const tyre = (id: string, precio: number, pct: number | null) => ({
      id,
      marca: id,
      gama: "PREMIUM",
      tipo: "estrada",
      precio,
      stock: 5,
      oferta: pct === null ? null : { pct },
    });
    const list = [tyre("a", 10000, null), tyre("b", 10500, 10), tyre("c", 9600, null)];
    const sorted = refineMotoResults(list, { sort: "precio-asc", marcas: [], gamas: [], tipos: [] }).tyres.map(
      (t) => t.id,
    );
    expect(sorted).toEqual(["b", "c", "a"]); // b shows 94,50 €
  });
});
