import { describe, expect, it } from "vitest";
import { countTyres, PageOutOfRangeError, pickRecommended, searchTyres } from "./search.ts";
import { TyreSearchSchema, sortToOrder } from "./search.schema.ts";
import type { TyreItem } from "./types.ts";
import { parseProductSlug, productPath } from "./types.ts";

function tyre(i: number, over: Partial<TyreItem> = {}): TyreItem {
  return {
    id: String(100000 + i),
    brandId: (i % 3) + 1,
    marca: ["Michelin", "Mabor", "Kleber"][i % 3] as string,
    marcaSlug: "m",
    modelo: `Modelo ${i % 5}`,
    modeloSlug: `modelo-${i % 5}`,
    categoria: (["PREMIUM", "BUDGET", "QUALITY"] as const)[i % 3] as TyreItem["categoria"],
    temporada: (["verano", "invierno", "allseason"] as const)[i % 3] as TyreItem["temporada"],
    tipoVehiculo: "turismo",
    ancho: 205,
    serie: 55,
    llanta: 16,
    ic: 91,
    cv: "V",
    runflat: i % 7 === 0,
    antiPinchazo: null,
    xl: false,
    pmsf: false,
    ms: false,
    consumo: "B",
    frenadoMojado: "A",
    ruidoDb: 70,
    ruidoClase: "B",
    homologacion: null,
    precio: 5000 + ((i * 937) % 9000),
    ecotasa: 185,
    stock: i % 10 === 0 ? 0 : 5,
    orden: i,
    garantia: 5,
    diasEntrega: 2,
    ...over,
  };
}
const items = Array.from({ length: 37 }, (_, i) => tyre(i));
const query = (extra: object = {}) =>
  TyreSearchSchema.parse({ filters: { ancho: 205, serie: 55, llanta: 16 }, ...extra });

describe("tyre search", () => {
  it("pages of 10 from page 0 with the total", () => {
    const r = searchTyres(items, query());
    expect(r.total).toBe(37);
    expect(r.pages).toBe(4);
    expect(r.neumaticos).toHaveLength(10);
    expect(searchTyres(items, query({ pagination: { pageSize: 10, page: 3 } })).neumaticos).toHaveLength(7);
  });

  it("a page past the end is an error", () => {
    expect(() => searchTyres(items, query({ pagination: { pageSize: 10, page: 4 } }))).toThrow(PageOutOfRangeError);
  });

  it("sorts in the five orders", () => {
    const prices = (sort: Parameters<typeof sortToOrder>[0]) =>
      searchTyres(items, query({ ...sortToOrder(sort), pagination: { pageSize: 50, page: 0 } })).neumaticos;
    const asc = prices("precio-asc").map((t) => t.precio);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = prices("precio-desc").map((t) => t.precio);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(prices("marca-az")[0]?.marca).toBe("Kleber");
    expect(prices("marca-za")[0]?.marca).toBe("Michelin");
    expect(prices("recomendado").map((t) => t.orden)).toEqual(items.map((t) => t.orden));
  });

  it("gives the same answer for a size list in any order (the catalogue's pre-sorted lists are a shortcut only)", () => {
    const shuffled = [...items].reverse();
    for (const sort of ["recomendado", "precio-asc", "precio-desc", "marca-az", "marca-za"] as const) {
      const q = query({ ...sortToOrder(sort), pagination: { pageSize: 50, page: 0 } });
      const ids = (r: ReturnType<typeof searchTyres>) => r.neumaticos.map((t) => `${t.orden}/${t.precio}/${t.marca}`);
      expect(ids(searchTyres(shuffled, q))).toEqual(ids(searchTyres(items, q)));
      expect(searchTyres(shuffled, q).recomendados.map((t) => t.id)).toEqual(
        searchTyres(items, q).recomendados.map((t) => t.id),
      );
    }
  });

  it("filters by brand, tier, season, runflat and price", () => {
    expect(countTyres(items, { ancho: 205, serie: 55, llanta: 16, idsmarca: [1] })).toBe(13);
    expect(countTyres(items, { ancho: 205, serie: 55, llanta: 16, gamas: ["BUDGET"] })).toBe(12);
    expect(countTyres(items, { ancho: 205, serie: 55, llanta: 16, invierno: true, allseason: true })).toBe(24);
    expect(countTyres(items, { ancho: 205, serie: 55, llanta: 16, runflat: true })).toBe(6);
    const cheap = searchTyres(
      items,
      query({ filters: { ancho: 205, serie: 55, llanta: 16, precioMax: 8000 }, pagination: { pageSize: 50, page: 0 } }),
    );
    expect(cheap.neumaticos.every((t) => t.precio <= 8000)).toBe(true);
    expect(countTyres(items, { ancho: 195, serie: 55, llanta: 16 })).toBe(0);
  });

  it("recommends 6 in-stock tyres of different models", () => {
    const rec = pickRecommended(items);
    expect(rec).toHaveLength(6);
    expect(rec.every((t) => t.stock > 0)).toBe(true);
    expect(new Set(rec.map((t) => `${t.marca} ${t.modelo}`)).size).toBe(6);
    const oneBrand = items.map((t) => ({ ...t, marca: "Michelin" }));
    expect(pickRecommended(oneBrand)).toHaveLength(5); // only 5 distinct models exist then
    const many = Array.from({ length: 30 }, (_, i) => tyre(i, { modelo: `M${i}` }));
    expect(pickRecommended(many)).toHaveLength(6);
  });

  it("rejects wrong types in the query", () => {
    expect(TyreSearchSchema.safeParse({ filters: { ancho: "abc", serie: 55, llanta: 16 } }).success).toBe(false);
    expect(TyreSearchSchema.safeParse({ filters: { ancho: 205, serie: 55 } }).success).toBe(false);
    expect(
      TyreSearchSchema.safeParse({
        filters: { ancho: 205, serie: 55, llanta: 16 },
        pagination: { pageSize: 10, page: -1 },
      }).success,
    ).toBe(false);
  });

  it("product URLs round-trip", () => {
    const t = tyre(3, {
      marcaSlug: "michelin",
      modeloSlug: "primacy-4",
      ancho: 205,
      serie: 55,
      llanta: 16,
      ic: 91,
      cv: "V",
    });
    const path = productPath(t);
    expect(path).toBe("/pneus/michelin/primacy-4-205-55-r16-91v-100003");
    expect(parseProductSlug(path.split("/")[3] as string)).toEqual({
      modeloSlug: "primacy-4",
      id: "100003",
      fm: false,
    });
    expect(parseProductSlug("primacy-4")).toBeNull();
  });
});
