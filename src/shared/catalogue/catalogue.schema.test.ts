import { describe, expect, it } from "vitest";
import { BatteryFiltersSchema, BatteryOrderSchema } from "./batteries.schema.ts";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { paginate, PaginationRequestSchema, parseJsonParam as parseParam } from "./catalogue.schema.ts";
import { findDistrict } from "./distrito.schema.ts";

/** parseJsonParam with its message (a descriptor) read in `lang`. */
function parseJsonParam(...args: Parameters<typeof parseParam>) {
  return readIn("pt", parseParam(...args));
}
function readIn<T extends ReturnType<typeof parseParam>>(lang: "pt" | "es", r: T): T {
  return r.ok ? r : { ...r, message: resolve(lang, r.message) };
}

describe("catalogue pagination", () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);
  it("pages start at 1, 9 to a page by default", () => {
    const first = paginate(items, PaginationRequestSchema.parse({}));
    expect(first).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      pagination: { page: 1, pageSize: 9, pages: 3, total: 20 },
    });
    expect(paginate(items, { page: 3, pageSize: 9 }).items).toEqual([19, 20]);
  });
  it("a page past the end is empty but keeps the totals", () => {
    expect(paginate(items, { page: 4, pageSize: 9 })).toEqual({
      items: [],
      pagination: { page: 4, pageSize: 9, pages: 3, total: 20 },
    });
    expect(paginate([], { page: 1, pageSize: 9 }).pagination).toEqual({ page: 1, pageSize: 9, pages: 0, total: 0 });
  });
});

describe("catalogue JSON parameters", () => {
  it("an absent parameter takes the schema's defaults", () => {
    expect(parseJsonParam(undefined, PaginationRequestSchema, "pagination", "Paginação")).toEqual({
      ok: true,
      value: { page: 1, pageSize: 9 },
    });
    expect(parseJsonParam("", BatteryOrderSchema, "order", "Ordenação")).toEqual({
      ok: true,
      value: { campo: "precio", sentido: "asc" },
    });
  });
  it("names what is wrong: not JSON, a page 0, an unknown range or filter", () => {
    expect(parseJsonParam("{page:1", PaginationRequestSchema, "pagination", "Paginação")).toEqual({
      ok: false,
      field: "pagination",
      message: "Paginação: o valor não é JSON válido",
    });
    expect(parseJsonParam('{"page":0}', PaginationRequestSchema, "pagination", "Paginação")).toMatchObject({
      ok: false,
      message: "Paginação (page): As páginas começam no 1",
    });
    expect(parseJsonParam('{"pageSize":100}', PaginationRequestSchema, "p", "Paginação")).toMatchObject({ ok: false });
    expect(parseJsonParam('{"ah":["99-100"]}', BatteryFiltersSchema, "filters", "Filtros")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Filtros \(ah\.0\): Capacidade \(Ah\): valor desconhecido/),
    });
    expect(parseJsonParam('{"cor":"azul"}', BatteryFiltersSchema, "filters", "Filtros")).toMatchObject({
      ok: false,
      message: "Filtros: Filtro desconhecido: cor",
    });
    expect(parseJsonParam('{"startStop":"sim"}', BatteryFiltersSchema, "filters", "Filtros")).toMatchObject({
      ok: false,
      message: "Filtros (startStop): Start-stop: indique true ou false",
    });
    expect(parseJsonParam("[1]", BatteryFiltersSchema, "filters", "Filtros")).toMatchObject({ ok: false });
  });
  it("reads in Spanish too, with zod's own issues in words (never a raw descriptor)", () => {
    const es = (raw: string) => {
      const r = readIn("es", parseParam(raw, PaginationRequestSchema, "pagination", "Paginação"));
      return { message: r.ok ? "" : r.message };
    };
    expect(es("{page:1").message).toBe("Paginación: el valor no es un JSON válido");
    expect(es('{"pageSize":"9"}').message).toBe(
      "Error en Paginación (pageSize): El tamaño de página debe ser un número entero",
    );
    expect(es('{"page":0}').message).toBe("Error en Paginación (page): Las páginas empiezan en el 1");
    expect(es('{"x":1}').message).toBe("Error en Paginación: Campos desconocidos: x.");
  });
});

describe("districts", () => {
  it("by postcode, CP4, name or slug", () => {
    expect(findDistrict("4000-322")).toEqual({ distrito: "Porto", slug: "porto", codigoPostal: "4000" });
    expect(findDistrict("2750")).toMatchObject({ distrito: "Lisboa" });
    expect(findDistrict("4900-001")).toMatchObject({ distrito: "Viana do Castelo" });
    expect(findDistrict("viana-do-castelo")).toMatchObject({ distrito: "Viana do Castelo", codigoPostal: null });
    expect(findDistrict("Évora")).toMatchObject({ slug: "evora" });
    expect(findDistrict("acores")).toMatchObject({ distrito: "Região Autónoma dos Açores" });
  });
  it("nothing for an unknown name or a postcode outside Portugal", () => {
    expect(findDistrict("madrid")).toBeNull();
    expect(findDistrict("0999")).toBeNull();
    expect(findDistrict("28001")).toBeNull();
  });
});
