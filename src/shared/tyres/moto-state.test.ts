import { describe, expect, it } from "vitest";
import { describeChoices, readStoredMotoState, serializeMotoState, withStoredChoices } from "./moto-state.ts";
import { EMPTY_CHOICES, readChoices } from "./moto-steps.ts";

const q = (s: string) => new URLSearchParams(s);

describe("motorbike selector stored state", () => {
  it("stores the state as version 4 and discards another version or other keys", () => {
    const state = { step: "llanta" as const, choices: readChoices(q("ancho=120&alto=70")) };
    const raw = serializeMotoState(state);
    expect(JSON.parse(raw).version).toBe(4);
    expect(readStoredMotoState(raw)).toEqual(state);
    expect(readStoredMotoState(JSON.stringify({ version: 3, state }))).toBeNull();
    expect(readStoredMotoState(JSON.stringify({ version: 4, state: { ...state, extra: 1 } }))).toBeNull();
    expect(
      readStoredMotoState(JSON.stringify({ version: 4, state: { ...state, choices: { ...state.choices, x: {} } } })),
    ).toBeNull();
    const wrong = (choices: object) => JSON.stringify({ version: 4, state: { ...state, choices } });
    expect(readStoredMotoState(wrong({ ...state.choices, medidas: { ancho: "120" } }))).toBeNull();
    expect(readStoredMotoState(wrong({ ...state.choices, medidas: { cv: "VVV" } }))).toBeNull();
    expect(readStoredMotoState(wrong({ ...state.choices, prefs: { tipos: [1], gamas: [], marcas: [] } }))).toBeNull();
    expect(readStoredMotoState(JSON.stringify({ version: 4, state: { ...state, step: "nowhere" } }))).toBeNull();
    expect(readStoredMotoState("[]")).toBeNull();
    expect(readStoredMotoState("{not json")).toBeNull();
    expect(readStoredMotoState(null)).toBeNull();
  });
  it("describes a stored search for the resume link", () => {
    expect(describeChoices({ step: "llanta", choices: readChoices(q("ancho=120&alto=70")) })).toBe("120/70");
    expect(describeChoices({ step: "resultados", choices: readChoices(q("ancho=120&alto=70&llanta=17")) })).toBe(
      "120/70-17",
    );
    expect(
      describeChoices({ step: "aplicacion", choices: readChoices(q("marca=Yamaha&cilindrada=689&modelo=MT-07")) }),
    ).toBe("Yamaha MT-07");
    expect(describeChoices({ step: "ancho", choices: EMPTY_CHOICES })).toBeNull();
  });
  it("completes a step's choices from the stored ones only when they agree with the URL", () => {
    const stored = readChoices(q("ancho=120&alto=70&llanta=17&tipo=sport"));
    expect(withStoredChoices(readChoices(q("ancho=120&alto=70&llanta=17")), stored)).toEqual(stored);
    expect(withStoredChoices(readChoices(q("ancho=120")), stored)).toEqual(stored);
    const other = readChoices(q("ancho=130"));
    expect(withStoredChoices(other, stored)).toEqual(other);
    const otherType = readChoices(q("ancho=120&alto=70&llanta=17&tipo=trail"));
    expect(withStoredChoices(otherType, stored)).toEqual(otherType);
    expect(withStoredChoices(other, null)).toEqual(other);
  });
});
