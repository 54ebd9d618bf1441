import { describe, expect, it } from "vitest";
import { TyreSearchSchema } from "./search.schema.ts";
import { countTyres, loadSpeedFacets, searchTyres } from "./search.ts";
import type { TyreItem } from "./types.ts";

function tyre(i: number, ic: number, cv: string, over: Partial<TyreItem> = {}): TyreItem {
  return {
    id: String(200000 + i),
    brandId: 1 + (i % 2),
    marca: i % 2 ? "Mabor" : "Michelin",
    marcaSlug: "m",
    modelo: `Modelo ${i}`,
    modeloSlug: `modelo-${i}`,
    categoria: "PREMIUM",
    temporada: "verano",
    tipoVehiculo: "turismo",
    ancho: 205,
    serie: 55,
    llanta: 16,
    ic,
    cv,
    runflat: false,
    antiPinchazo: null,
    xl: ic > 91,
    pmsf: false,
    ms: false,
    consumo: "B",
    frenadoMojado: "A",
    ruidoDb: 70,
    ruidoClase: "B",
    homologacion: null,
    precio: 7000 + i,
    ecotasa: 185,
    stock: 8,
    orden: i,
    garantia: 5,
    diasEntrega: 2,
    ...over,
  };
}

// 205/55 R16 as the seed sells it: 91H, 91V, 91W, 94V XL, 94W XL (brand 1 on even ids, brand 2 on odd)
const items: TyreItem[] = [
  tyre(0, 91, "H"),
  tyre(1, 91, "H"),
  tyre(2, 91, "V"),
  tyre(3, 91, "W"),
  tyre(4, 94, "V"),
  tyre(5, 94, "W"),
  tyre(6, 91, "T"),
  tyre(7, 88, "V"),
];
const filters = (extra: object = {}) =>
  TyreSearchSchema.parse({ filters: { ancho: 205, serie: 55, llanta: 16, ...extra } }).filters;
const ids = (list: TyreItem[]) => list.map((t) => t.id).sort();

describe("load index and speed rating filters are minimums", () => {
  it("a 91V car gets 91V, 91W, 94V and 94W, never 91H, 91T or 88V", () => {
    const r = searchTyres(
      items,
      TyreSearchSchema.parse({ pagination: { pageSize: 50, page: 0 }, filters: filters({ ic: 91, cv: "V" }) }),
    );
    expect(ids(r.neumaticos)).toEqual(["200002", "200003", "200004", "200005"]);
    expect(r.neumaticos.some((t) => t.cv === "H" || t.cv === "T" || t.ic < 91)).toBe(false);
    expect(countTyres(items, filters({ ic: 91, cv: "V" }))).toBe(4);
  });

  it("the speed rating is compared in speed order, not alphabetically (H is faster than T)", () => {
    expect(countTyres(items, filters({ cv: "H" }))).toBe(7); // all but 91T
    expect(countTyres(items, filters({ cv: "T" }))).toBe(8);
    expect(countTyres(items, filters({ cv: "v" }))).toBe(5); // lower case accepted
  });

  it("the API schema refuses what is not a speed rating or a load index", () => {
    expect(TyreSearchSchema.safeParse({ filters: { ancho: 205, serie: 55, llanta: 16, cv: "X" } }).success).toBe(false);
    expect(TyreSearchSchema.safeParse({ filters: { ancho: 205, serie: 55, llanta: 16, ic: 200 } }).success).toBe(false);
    expect(TyreSearchSchema.parse({ filters: { ancho: 205, serie: 55, llanta: 16, cv: "zr" } }).filters.cv).toBe("ZR");
  });
});

describe("load index and speed rating facets", () => {
  it("list each value found with how many tyres meet at least it, in order", () => {
    expect(loadSpeedFacets(items, filters())).toEqual({
      ic: [
        { valor: 88, total: 8 },
        { valor: 91, total: 7 },
        { valor: 94, total: 2 },
      ],
      cv: [
        { valor: "T", total: 8 },
        { valor: "H", total: 7 },
        { valor: "V", total: 5 },
        { valor: "W", total: 2 },
      ],
    });
  });

  it("each facet applies the other filters but not its own", () => {
    const f = loadSpeedFacets(items, filters({ ic: 91, cv: "V" }));
    // speed options among tyres with load index ≥ 91 (88V left out), still offering H and T to widen
    expect(f.cv).toEqual([
      { valor: "T", total: 7 },
      { valor: "H", total: 6 },
      { valor: "V", total: 4 },
      { valor: "W", total: 2 },
    ]);
    // load options among tyres rated V or faster
    expect(f.ic).toEqual([
      { valor: 88, total: 5 },
      { valor: 91, total: 4 },
      { valor: 94, total: 2 },
    ]);
    // the option the customer chose counts what the results show
    expect(f.cv.find((o) => o.valor === "V")?.total).toBe(countTyres(items, filters({ ic: 91, cv: "V" })));
  });

  it("follow the brand and season filters like the result count", () => {
    const brand1 = loadSpeedFacets(items, filters({ idsmarca: [1] }));
    expect(brand1.cv).toEqual([
      { valor: "T", total: 4 },
      { valor: "H", total: 3 },
      { valor: "V", total: 2 },
    ]);
    expect(loadSpeedFacets(items, filters({ invierno: true }))).toEqual({ ic: [], cv: [] });
  });
});
