import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { fuelName, oilTypeName } from "./fuel-and-oil-names.ts";

describe("fuel and oil type names", () => {
  it("keeps the stored Portuguese names on the Portuguese site", () => {
    for (const f of ["Gasolina", "Gasóleo", "GPL", "Elétrico", "Híbrido"]) expect(fuelName("pt", f)).toBe(f);
    for (const o of ["Sintético", "Semissintético", "Mineral", "Sintético (mota)"])
      expect(oilTypeName("pt", o)).toBe(o);
  });

  it("writes them in Spanish on the Spanish site", () => {
    expect(["Gasolina", "Gasóleo", "GPL", "Elétrico", "Híbrido"].map((f) => fuelName("es", f))).toEqual([
      "Gasolina",
      "Diésel",
      "GLP",
      "Eléctrico",
      "Híbrido",
    ]);
    expect(["Sintético", "Semissintético", "Sintético (mota)"].map((o) => oilTypeName("es", o))).toEqual([
      "Sintético",
      "Semisintético",
      "Sintético (moto)",
    ]);
  });

  it("never rewrites a stored name on the Portuguese site, whatever its spelling", () => {
    // Names the Spanish site translates (lower case, Spanish spelling, spaces): byte-identical on the Portuguese one.
    for (const f of ["gasoleo", " Gasóleo ", "Diesel", "GLP", "Eléctrico", "HIBRIDO"])
      expect(fuelName("pt", f)).toBe(f);
    for (const o of ["semissintetico", "Semisintético", "Sintético (moto)", " mineral"])
      expect(oilTypeName("pt", o)).toBe(o);
    // The same names are translated on the Spanish site (so the Portuguese check above is not vacuous).
    expect(fuelName("es", " gasoleo ")).toBe("Diésel");
    expect(oilTypeName("es", "semissintetico")).toBe("Semisintético");
  });

  it("shows a name it does not know as it is stored", () => {
    expect(fuelName("es", "Hidrogénio")).toBe("Hidrogénio");
    expect(oilTypeName("es", "")).toBe("");
  });

  it("treats object property names as unknown names, without throwing", () => {
    for (const lang of ["pt", "es"] as const)
      for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
        expect(fuelName(lang, name)).toBe(name);
        expect(oilTypeName(lang, name)).toBe(name);
      }
  });
});
