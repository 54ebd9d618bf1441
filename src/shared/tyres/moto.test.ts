import { describe, expect, it } from "vitest";
import { measuresValid, modelValid, motoStep, parseMotoSize } from "./moto.ts";
import { MotoSearchSchema } from "./moto.schema.ts";

describe("motorbike selector rules", () => {
  it("by measures needs width and rim", () => {
    expect(measuresValid({ ancho: 120, llanta: 17 })).toBe(true);
    expect(measuresValid({ ancho: 120, alto: 70 })).toBe(false);
  });
  it("by model needs brand, engine size, model and application", () => {
    expect(modelValid({ marca: "Yamaha", cilindrada: 689, modelo: "MT-07", aplicacion: "ambas" })).toBe(true);
    expect(modelValid({ marca: "Yamaha", cilindrada: 689, modelo: "MT-07" })).toBe(false);
  });
  it("names the internal steps", () => {
    expect(motoStep("medidas", {}, false)).toBe("SELECT_ANCHO");
    expect(motoStep("medidas", { ancho: 120 }, false)).toBe("SELECT_ALTO");
    expect(motoStep("medidas", { ancho: 120, alto: 70 }, false)).toBe("SELECT_LLANTA");
    expect(motoStep("modelo", { marca: "Honda" }, false)).toBe("SELECT_CILINDRADA_MODELO");
    expect(motoStep("modelo", { marca: "Honda", cilindrada: 125, modelo: "PCX 125" }, false)).toBe(
      "SELECT_FABRICACION_MODELO",
    );
    expect(
      motoStep(
        "modelo",
        { marca: "Honda", cilindrada: 125, modelo: "PCX 125", fabricacion: 2022, aplicacion: "trasera" },
        false,
      ),
    ).toBe("SHOW_RESULTADOS");
  });
  it("parses motorbike sizes, and flags sizes without width or rim", () => {
    expect(parseMotoSize("120/70-17")).toEqual({ ancho: 120, alto: 70, llanta: 17 });
    expect(parseMotoSize("180/55 ZR17")).toEqual({ ancho: 180, alto: 55, llanta: 17 });
    expect(parseMotoSize("120/70")).toBeNull();
  });
  it("validates the search payload", () => {
    expect(MotoSearchSchema.safeParse({ medidas: { ancho: 120, llanta: 17 } }).success).toBe(true);
    expect(MotoSearchSchema.safeParse({ medidas: { ancho: 120 } }).success).toBe(false);
  });
});
