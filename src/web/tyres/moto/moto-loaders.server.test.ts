import { describe, expect, it } from "vitest";
import { EMPTY_CHOICES, readChoices } from "#src/shared/tyres/moto-steps.ts";
import type { ApiFetch, ApiResponse } from "#src/web/api-context.ts";
import { MOTO_ERRORS } from "./messages.ts";
import { loadModelResults } from "./results.server.ts";
import { loadStep } from "./step.server.ts";

/** An API that answers each path by the first matching rule; unmatched paths fail as a server error. */
function fakeApi(rules: Array<[RegExp, number, unknown]>): ApiFetch & { calls: string[] } {
  const calls: string[] = [];
  const api = async (path: string): Promise<ApiResponse> => {
    calls.push(path);
    const rule = rules.find(([re]) => re.test(path));
    if (!rule) return { status: 500, json: () => ({ error: "INTERNAL", message: "Erro interno" }) };
    return { status: rule[1], json: () => rule[2] };
  };
  return Object.assign(api, { calls });
}
const down: ApiFetch = async () => {
  throw new Error("connection refused");
};

describe("motorbike selector loaders", () => {
  it("lists the brands, and says so with a retry when the brand list fails", async () => {
    const ok = await loadStep(
      "marca",
      EMPTY_CHOICES,
      fakeApi([[/values/, 200, { measure: "marca", options: ["Honda"] }]]),
    );
    expect(ok).toEqual({ kind: "model", field: "marca", list: { options: ["Honda"], error: null } });
    const failed = await loadStep("marca", EMPTY_CHOICES, down);
    expect(failed).toEqual({
      kind: "model",
      field: "marca",
      list: { options: [], error: { message: MOTO_ERRORS.brands, retry: true } },
    });
  });

  it("keeps the API's message when a model list is refused, without a retry", async () => {
    const api = fakeApi([
      [
        /values\?marca=Foo/,
        404,
        { error: "MOTO_MODEL_NOT_FOUND", message: "Não encontrámos modelos para esta escolha." },
      ],
    ]);
    const r = await loadStep("cilindrada", readChoices(new URLSearchParams("marca=Foo")), api);
    expect(r).toMatchObject({
      list: { error: { message: "Não encontrámos modelos para esta escolha.", retry: false } },
    });
    expect(api.calls).toEqual(["/modelos/moto/values?marca=Foo"]);
  });

  it("treats an unreadable reply as a failure, not as an empty list", async () => {
    const api = fakeApi([[/values/, 200, { options: "Honda" }]]);
    const r = await loadStep("modelo", readChoices(new URLSearchParams("marca=Honda&cilindrada=125")), api);
    expect(r).toMatchObject({ list: { options: [], error: { message: MOTO_ERRORS.models, retry: true } } });
  });

  it("asks the measure API for the step's own measure with the earlier ones", async () => {
    const api = fakeApi([[/tyres-with-values-moto/, 200, { measure: "cv", options: ["H", "W"] }]]);
    const r = await loadStep("velocidad", readChoices(new URLSearchParams("ancho=120&alto=70&llanta=17&ic=58")), api);
    expect(r).toMatchObject({ kind: "measure", field: "cv", list: { options: ["H", "W"] } });
    expect(api.calls).toEqual(["/tyres-with-values-moto?medida=cv&ancho=120&alto=70&llanta=17&ic=58"]);
  });

  it("says the moto tyre check failed when the model's sizes cannot be read or searched", async () => {
    const c = readChoices(new URLSearchParams("marca=Yamaha&cilindrada=689&modelo=MT-07&aplicacion=ambas"));
    const failed = await loadModelResults(down, c, new URLSearchParams());
    expect(failed.error).toEqual({ message: MOTO_ERRORS.tyreCheck, retry: true });
    expect(failed.byPosition).toEqual([]);
    const flagged = await loadModelResults(
      fakeApi([
        [/getMedidasTyre/, 200, { delantera: null, trasera: { ancho: 180, alto: 55, llanta: 17 }, error: true }],
        [/neumaticos-moto/, 200, { total: 0, pages: 0, tipos: [], montaje: 1500, neumaticos: [] }],
      ]),
      c,
      new URLSearchParams(),
    );
    expect(flagged.error?.message).toBe(MOTO_ERRORS.tyreCheck);
    expect(flagged.byPosition.map((p) => p.posicion)).toEqual(["trasera"]);
  });
});
