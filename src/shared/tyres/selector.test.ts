import { describe, expect, it } from "vitest";
import { chooseMeasure, initialCascade } from "./cascade.ts";
import {
  DESKTOP_FLOW,
  desktopScreen,
  MOBILE_FLOW,
  nextStep,
  previousStep,
  readStoredState,
  resultsQuery,
  serializeState,
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
});
