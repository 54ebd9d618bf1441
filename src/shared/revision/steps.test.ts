import { describe, expect, it } from "vitest";
import { assistantUrl, isAssistantStep, missingAssistantStep, readAssistantChoices } from "./steps.ts";

describe("oil-change assistant steps", () => {
  it("reads valid choices from the query string and drops the rest", () => {
    const c = readAssistantChoices(new URLSearchParams("matricula=aa00aa&kms=90.000&ultima=70000&aceite=OIL-MOB-5W30"));
    expect(c).toEqual({ matricula: "AA-00-AA", kms: 90000, ultima: 70000, aceite: "OIL-MOB-5W30" });
    const bad = readAssistantChoices(new URLSearchParams("matricula=xx&kms=abc&ultima=5&aceite=<x>"));
    expect(bad).toEqual({ matricula: null, kms: null, ultima: null, aceite: null });
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
