import { describe, expect, it } from "vitest";
import { canLoad, chooseMeasure, initialCascade, optionsFor, withOptions } from "./cascade.ts";

const rows = [
  { ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" },
  { ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "H" },
  { ancho: 205, serie: 55, llanta: 16, ic: 94, cv: "W" },
  { ancho: 205, serie: 55, llanta: 17, ic: 95, cv: "V" },
  { ancho: 205, serie: 60, llanta: 16, ic: 92, cv: "H" },
  { ancho: 195, serie: 65, llanta: 15, ic: 91, cv: "H" },
];

describe("selector cascade", () => {
  it("offers only options that lead to results, in order", () => {
    expect(optionsFor(rows, {})).toEqual({ measure: "ancho", options: ["195", "205"] });
    expect(optionsFor(rows, { ancho: 205 })).toEqual({ measure: "serie", options: ["55", "60"] });
    expect(optionsFor(rows, { ancho: 205, serie: 55 })).toEqual({ measure: "llanta", options: ["16", "17"] });
    expect(optionsFor(rows, { ancho: 205, serie: 55, llanta: 16 })).toEqual({
      measure: "carga",
      options: ["91", "94"],
    });
    expect(optionsFor(rows, { ancho: 205, serie: 55, llanta: 16, ic: 91 })).toEqual({
      measure: "velocidad",
      options: ["H", "V"],
    });
    expect(optionsFor(rows, { ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" })).toEqual({
      measure: null,
      options: [],
    });
  });

  it("an unknown choice yields no options", () => {
    expect(optionsFor(rows, { ancho: 999 }).options).toEqual([]);
  });

  it("changing a measure resets the following ones and sets the next to loading", () => {
    let s = initialCascade();
    s = chooseMeasure(s, "ancho", "205");
    s = withOptions(s, "serie", ["55", "60"]);
    s = chooseMeasure(s, "serie", "55");
    s = withOptions(s, "llanta", ["16", "17"]);
    s = chooseMeasure(s, "llanta", "16");
    expect(s.carga.loading).toBe(true);
    s = chooseMeasure(s, "ancho", "195");
    expect(s.ancho.value).toBe("195");
    expect(s.serie).toEqual({ loading: true, value: null, default: null, options: [] });
    expect(s.llanta).toEqual({ loading: false, value: null, default: null, options: [] });
    expect(s.carga.value).toBeNull();
  });

  it("a step loads only when every previous value is chosen", () => {
    let s = initialCascade();
    expect(canLoad(s, "ancho")).toBe(true);
    expect(canLoad(s, "serie")).toBe(false);
    s = chooseMeasure(s, "ancho", "205");
    expect(canLoad(s, "serie")).toBe(true);
    expect(canLoad(s, "llanta")).toBe(false);
  });
});
