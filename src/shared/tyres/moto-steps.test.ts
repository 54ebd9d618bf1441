import { describe, expect, it } from "vitest";
import {
  carriedBefore,
  choicesQuery,
  EMPTY_CHOICES,
  internalStep,
  isStepPath,
  legacyStepUrl,
  missingStep,
  MOTO_PATHS,
  nextStep,
  previousStep,
  readChoices,
  stepUrl,
} from "./moto-steps.ts";

const q = (s: string) => new URLSearchParams(s);

describe("motorbike selector steps", () => {
  it("has a URL for every step the spec names, each with its internal step name", () => {
    for (const p of ["medidas", "ancho", "serie", "llanta", "carga", "velocidad", "preferencias", "marcas", "datos"])
      expect(MOTO_PATHS).toContain(p);
    for (const p of ["marca", "cilindrada", "modelo", "aplicacion", "fabricacion", "resultados/camaras-mousses"])
      expect(MOTO_PATHS).toContain(p);
    expect(internalStep("")).toBe("INITIAL");
    expect(internalStep("serie")).toBe("SELECT_ALTO");
    expect(internalStep("fabricacion")).toBe("SELECT_FABRICACION_MODELO");
    expect(internalStep("datos")).toBe("INSERT_DATOS_LEAD");
    expect(internalStep("resultados/camaras-mousses")).toBe("SHOW_CAMARAS");
    expect(isStepPath("llanta")).toBe(true);
    expect(isStepPath("resultados")).toBe(false);
    expect(isStepPath("agricola")).toBe(false);
  });

  it("reads the choices from the query string and ignores malformed values", () => {
    const c = readChoices(q("ancho=120&alto=&llanta=17x&ic=58&cv=w&tipo=sport&marca_pneu=Pirelli&aplicacion=lado"));
    expect(c.medidas).toEqual({ ancho: 120, ic: 58, cv: "W" });
    expect(c.prefs).toEqual({ tipos: ["sport"], gamas: [], marcas: ["Pirelli"] });
    expect(c.modelo).toEqual({});
  });

  it("follows the measure flow with the lead-data step skipped, and the model flow", () => {
    const order = ["ancho", "serie", "llanta", "carga", "velocidad", "preferencias", "marcas"] as const;
    for (let i = 0; i < order.length - 1; i++) expect(nextStep(order[i] as never)).toBe(order[i + 1]);
    expect(nextStep("marcas")).toBe("resultados");
    expect(nextStep("medidas")).toBe("preferencias");
    expect(nextStep("modelo")).toBe("fabricacion");
    expect(nextStep("fabricacion")).toBe("aplicacion");
    expect(nextStep("aplicacion")).toBe("resultados");
  });

  it("goes back to the shared sizes screen on a desktop and to the speed step on a phone", () => {
    expect(previousStep("preferencias", EMPTY_CHOICES, true)).toBe("medidas");
    expect(previousStep("preferencias", EMPTY_CHOICES, false)).toBe("velocidad");
    expect(previousStep("ancho", EMPTY_CHOICES, false)).toBeNull();
    expect(previousStep("resultados", readChoices(q("marca=Honda")), false)).toBe("aplicacion");
    expect(previousStep("resultados", readChoices(q("ancho=120&llanta=17")), false)).toBe("marcas");
  });

  it("names the first missing choice a step needs", () => {
    expect(missingStep("ancho", EMPTY_CHOICES)).toBeNull();
    expect(missingStep("llanta", EMPTY_CHOICES)).toBe("ancho");
    expect(missingStep("carga", readChoices(q("ancho=120")))).toBe("llanta");
    expect(missingStep("resultados", readChoices(q("ancho=120&llanta=17")))).toBeNull();
    expect(missingStep("resultados", EMPTY_CHOICES)).toBe("ancho");
    expect(missingStep("modelo", readChoices(q("marca=Yamaha")))).toBe("cilindrada");
    expect(missingStep("aplicacion", readChoices(q("marca=Yamaha&cilindrada=689&modelo=MT-07")))).toBeNull();
    expect(missingStep("resultados", readChoices(q("marca=Yamaha&cilindrada=689&modelo=MT-07")))).toBe("aplicacion");
    expect(missingStep("resultados/camaras-mousses", readChoices(q("ancho=120")))).toBe("llanta");
  });

  it("carries only the earlier choices into a step's form, so choosing again resets the later ones", () => {
    const c = readChoices(q("ancho=120&alto=70&llanta=17&ic=58&tipo=sport&marca_pneu=Pirelli"));
    expect(carriedBefore("serie", c)).toEqual([["ancho", "120"]]);
    expect(carriedBefore("preferencias", c)).toEqual([
      ["ancho", "120"],
      ["alto", "70"],
      ["llanta", "17"],
      ["ic", "58"],
    ]);
    expect(carriedBefore("datos", c)).toContainEqual(["marca_pneu", "Pirelli"]);
    const m = readChoices(q("marca=Yamaha&cilindrada=689&modelo=MT-07&fabricacion=2022"));
    expect(carriedBefore("modelo", m)).toEqual([
      ["marca", "Yamaha"],
      ["cilindrada", "689"],
    ]);
  });

  it("builds step URLs with the mode's choices", () => {
    const both = readChoices(q("ancho=120&llanta=17&marca=Yamaha&cilindrada=689"));
    expect(stepUrl("cilindrada", both)).toBe("/selector-moto/cilindrada?marca=Yamaha&cilindrada=689");
    expect(stepUrl("resultados/camaras-mousses", both)).toBe(
      "/selector-moto/resultados/camaras-mousses?ancho=120&llanta=17",
    );
    expect(stepUrl("", both)).toBe("/selector-moto");
    expect(choicesQuery(readChoices(q("ancho=120&llanta=17&gama=PREMIUM")), "medidas")).toBe(
      "ancho=120&llanta=17&gama=PREMIUM",
    );
  });

  it("sends old single-page links to the step they stand for", () => {
    expect(legacyStepUrl(q(""))).toBeNull();
    expect(legacyStepUrl(q("modo=modelo"))).toBe("/selector-moto/marca");
    expect(legacyStepUrl(q("modo=modelo&marca=Yamaha&cilindrada=689"))).toBe(
      "/selector-moto/modelo?marca=Yamaha&cilindrada=689",
    );
    expect(legacyStepUrl(q("modo=medidas&ancho=120&alto=70&llanta=17"))).toBe(
      "/selector-moto/resultados?ancho=120&alto=70&llanta=17",
    );
    expect(legacyStepUrl(q("modo=medidas&ancho=120"))).toBe("/selector-moto/llanta?ancho=120");
  });
});
