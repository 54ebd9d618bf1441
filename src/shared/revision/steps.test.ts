import { describe, expect, it } from "vitest";
import {
  assistantUrl,
  isAssistantStep,
  isPickStep,
  missingAssistantStep,
  missingPick,
  parseCarYear,
  pickedVehicle,
  pickUrl,
  readAssistantChoices,
} from "./steps.ts";

describe("oil-change assistant steps", () => {
  it("reads valid choices from the query string and drops the rest", () => {
    const c = readAssistantChoices(new URLSearchParams("matricula=aa00aa&kms=90.000&ultima=70000&aceite=OIL-MOB-5W30"));
    const none = { marca: null, modelo: null, motor: null, ano: null };
    expect(c).toEqual({ matricula: "AA-00-AA", kms: 90000, ultima: 70000, aceite: "OIL-MOB-5W30", ...none });
    const bad = readAssistantChoices(new URLSearchParams("matricula=xx&kms=abc&ultima=5&aceite=<x>&marca=<b>"));
    expect(bad).toEqual({ matricula: null, kms: null, ultima: null, aceite: null, ...none });
    expect(readAssistantChoices(new URLSearchParams("kms=1000&ultima=2000")).ultima).toBeNull();
  });
  it("sends a step opened without its choices back to the first missing one", () => {
    const none = { matricula: null, kms: null, ultima: null, aceite: null };
    expect(missingAssistantStep("matricula", none)).toBeNull();
    expect(missingAssistantStep("servicos", none)).toBe("matricula");
    expect(missingAssistantStep("oleo", { ...none, matricula: "AA-00-AA" })).toBe("quilometros");
    expect(missingAssistantStep("servicos", { ...none, matricula: "AA-00-AA", kms: 5 })).toBe("oleo");
    expect(missingAssistantStep("servicos", { ...none, matricula: "AA-00-AA", kms: 5, aceite: "X" })).toBeNull();
  });
  it("builds each step's URL with only the choices made before it", () => {
    const all = { matricula: "AA-00-AA", kms: 90000, ultima: 70000, aceite: "OIL-A" };
    expect(assistantUrl("matricula", all)).toBe("/mudanca-de-oleo-filtros/assistente");
    expect(assistantUrl("quilometros", all)).toBe("/mudanca-de-oleo-filtros/assistente/quilometros?matricula=AA-00-AA");
    expect(assistantUrl("oleo", all)).toBe(
      "/mudanca-de-oleo-filtros/assistente/oleo?matricula=AA-00-AA&kms=90000&ultima=70000",
    );
    expect(assistantUrl("servicos", all)).toBe(
      "/mudanca-de-oleo-filtros/assistente/servicos?matricula=AA-00-AA&kms=90000&ultima=70000&aceite=OIL-A",
    );
    expect(isAssistantStep("oleo")).toBe(true);
    expect(isAssistantStep("x")).toBe(false);
  });
});

describe("oil-change assistant: the hand pick of a car the registry does not know", () => {
  const picked = { matricula: "ZZ-99-ZZ", marca: "Volkswagen", modelo: "Golf VIII", motor: "2.0 TDI 150" };
  it("reads brand, model and engine names and drops what no registry name looks like", () => {
    const c = readAssistantChoices(
      new URLSearchParams("matricula=zz99zz&marca=Citro%C3%ABn&modelo=C3+Aircross&motor=1.2+PureTech+110"),
    );
    expect(c).toMatchObject({ marca: "Citroën", modelo: "C3 Aircross", motor: "1.2 PureTech 110" });
    const odd = readAssistantChoices(new URLSearchParams(`marca=${"x".repeat(61)}&modelo=%3Cscript%3E&motor=+`));
    expect(odd).toMatchObject({ marca: null, modelo: null, motor: null });
    expect(pickedVehicle(c)).toEqual({ marca: "Citroën", modelo: "C3 Aircross", motor: "1.2 PureTech 110" });
    expect(pickedVehicle({ ...c, motor: null })).toBeNull();
    expect(readAssistantChoices(new URLSearchParams("ano=1998")).ano).toBe(1998);
    expect(pickedVehicle({ ...c, ano: 1998 })).toMatchObject({ ano: 1998 });
    for (const bad of ["98", "1899", "2101", "19a8", ""]) expect(parseCarYear(bad)).toBeNull();
  });
  it("each pick step has its own URL with the plate and the picks before it; the later steps carry the car", () => {
    expect(isPickStep("modelo")).toBe(true);
    expect(isPickStep("oleo")).toBe(false);
    expect(pickUrl("marca", picked)).toBe("/mudanca-de-oleo-filtros/assistente/marca?matricula=ZZ-99-ZZ");
    expect(pickUrl("motor", picked)).toBe(
      "/mudanca-de-oleo-filtros/assistente/motor?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII",
    );
    expect(assistantUrl("quilometros", { ...picked, ano: 1998 })).toBe(
      "/mudanca-de-oleo-filtros/assistente/quilometros?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII&motor=2.0+TDI+150&ano=1998",
    );
    expect(assistantUrl("oleo", { ...picked, kms: 1000 })).toBe(
      "/mudanca-de-oleo-filtros/assistente/oleo?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII&motor=2.0+TDI+150&kms=1000",
    );
    // without the engine the car is not picked: nothing half-picked is carried
    expect(assistantUrl("quilometros", { ...picked, motor: null })).toBe(
      "/mudanca-de-oleo-filtros/assistente/quilometros?matricula=ZZ-99-ZZ",
    );
    const none = { matricula: null, kms: null, ultima: null, aceite: null };
    expect(missingPick("marca", none)).toBe("matricula");
    expect(missingPick("marca", { ...none, matricula: "ZZ-99-ZZ" })).toBeNull();
    expect(missingPick("motor", { ...none, matricula: "ZZ-99-ZZ", marca: "VW" })).toBe("modelo");
    expect(missingPick("modelo", { ...none, matricula: "ZZ-99-ZZ" })).toBe("marca");
  });
});
