import { describe, expect, it } from "vitest";
import { parseCarSize, resultsHref } from "./size.ts";

describe("results links for a size", () => {
  it("from a size alone: the size only", () => {
    expect(resultsHref({ ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" })).toBe(
      "/seletor/resultados?ancho=205&serie=55&llanta=16",
    );
  });

  it("from a vehicle: its load index and speed rating as minimums, and the plate or the hand-picked car", () => {
    const golf = parseCarSize("205/55 R16 91V");
    expect(golf).not.toBeNull();
    expect(resultsHref(golf!, { matricula: "AA-00-AA" })).toBe(
      "/seletor/resultados?ancho=205&serie=55&llanta=16&ic=91&cv=V&matricula=AA-00-AA",
    );
    expect(
      resultsHref(
        { ancho: 185, serie: 65, llanta: 15, ic: 88, cv: "H" },
        { matricula: null, veiculo: "Renault|Clio V|1.0 TCe 90" },
      ),
    ).toBe("/seletor/resultados?ancho=185&serie=65&llanta=15&ic=88&cv=H&veiculo=Renault%7CClio+V%7C1.0+TCe+90");
  });
});
