import { describe, expect, it } from "vitest";
import { chooseMeasure, initialCascade } from "./cascade.ts";
import {
  cleanResultsQuery,
  DESKTOP_FLOW,
  desktopScreen,
  MOBILE_FLOW,
  nextStep,
  previousStep,
  readStoredState,
  resultsEntry,
  resultsQuery,
  serializeState,
  skipLeadStep,
  type SelectorState,
} from "./selector.ts";

const anon = { isLead: false, loggedIn: false, needed: true };

describe("car selector steps", () => {
  it("mobile walks one measure per screen, desktop shares screens", () => {
    expect(nextStep(MOBILE_FLOW, "largura", anon)).toBe("serie");
    expect(nextStep(MOBILE_FLOW, "velocidade", anon)).toBe("estacao");
    expect(nextStep(DESKTOP_FLOW, "medidas", anon)).toBe("preferencias");
    expect(desktopScreen("jante")).toBe("medidas");
    expect(desktopScreen("runflat")).toBe("preferencias");
  });
  it("skips the lead-data step for leads, logged-in users or when not needed", () => {
    expect(nextStep(MOBILE_FLOW, "marcas", anon)).toBe("dados");
    expect(nextStep(MOBILE_FLOW, "marcas", { ...anon, isLead: true })).toBe("resultados");
    expect(nextStep(MOBILE_FLOW, "marcas", { ...anon, loggedIn: true })).toBe("resultados");
    expect(nextStep(DESKTOP_FLOW, "preferencias", { ...anon, needed: false })).toBe("resultados");
    expect(previousStep(MOBILE_FLOW, "resultados")).toBe("marcas");
    expect(previousStep(MOBILE_FLOW, "largura")).toBeNull();
  });
  it("stored state (version 2) survives a reload and is discarded on a version or key mismatch", () => {
    let cascade = initialCascade();
    cascade = chooseMeasure(cascade, "ancho", "205");
    const state: SelectorState = {
      cascade,
      prefs: { temporada: ["invierno"], runflat: null, marcas: [] },
      tipoVehiculo: "turismo",
    };
    expect(readStoredState(serializeState(state))).toEqual(state);
    expect(readStoredState(JSON.stringify({ version: 1, state }))).toBeNull();
    expect(readStoredState(JSON.stringify({ version: 2, state: { ...state, extra: 1 } }))).toBeNull();
    expect(readStoredState("{not json")).toBeNull();
  });
  it("builds the results query only when width, series and rim are chosen", () => {
    let cascade = initialCascade();
    cascade = chooseMeasure(cascade, "ancho", "205");
    const state: SelectorState = {
      cascade,
      prefs: { temporada: [], runflat: null, marcas: [] },
      tipoVehiculo: "turismo",
    };
    expect(resultsQuery(state)).toBeNull();
    cascade = chooseMeasure(chooseMeasure(cascade, "serie", "55"), "llanta", "16");
    expect(
      resultsQuery({ ...state, cascade, prefs: { temporada: ["verano", "allseason"], runflat: true, marcas: [3] } }),
    ).toBe("ancho=205&serie=55&llanta=16&temporada=verano&temporada=allseason&runflat=1&marca=3");
  });
  it("the lead-data step is shown only to an anonymous visitor who is not a lead, when the site needs it", () => {
    for (const isLead of [false, true])
      for (const loggedIn of [false, true])
        for (const needed of [false, true])
          expect(skipLeadStep({ isLead, loggedIn, needed })).toBe(!(needed && !isLead && !loggedIn));
    expect(resultsEntry(anon)).toBe("dados");
    expect(resultsEntry({ ...anon, isLead: true })).toBe("resultados");
    expect(resultsEntry({ ...anon, loggedIn: true })).toBe("resultados");
    expect(resultsEntry({ ...anon, needed: false })).toBe("resultados");
    expect(nextStep(MOBILE_FLOW, "dados", anon)).toBe("resultados");
    expect(previousStep(DESKTOP_FLOW, "dados")).toBe("preferencias");
  });
  it("keeps from a results query sent back by the browser only what the selector builds", () => {
    expect(cleanResultsQuery("ancho=205&serie=55&llanta=16&temporada=verano&runflat=1&marca=3")).toBe(
      "ancho=205&serie=55&llanta=16&temporada=verano&runflat=1&marca=3",
    );
    expect(cleanResultsQuery("?ancho=205&serie=55&llanta=16")).toBe("ancho=205&serie=55&llanta=16");
    expect(
      cleanResultsQuery(
        "ancho=205&serie=55&llanta=16&temporada=x&temporada=invierno&temporada=invierno&marca=0&next=//evil",
      ),
    ).toBe("ancho=205&serie=55&llanta=16&temporada=invierno");
    expect(cleanResultsQuery("ancho=205&serie=55")).toBeNull();
    expect(cleanResultsQuery("ancho=205&serie=55&llanta=/evil")).toBeNull();
    expect(cleanResultsQuery("")).toBeNull();
  });
});
