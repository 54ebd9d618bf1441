import { describe, expect, it } from "vitest";
import type { ApiFetch, ApiResponse } from "#src/web/api-context.ts";
import { loadAssistant } from "./assistant.server.ts";

/** An API answering each path by the first matching rule; anything else is a server error. */
function fakeApi(rules: Array<[RegExp, number, unknown]>): ApiFetch {
  return async (path: string): Promise<ApiResponse> => {
    const rule = rules.find(([re]) => re.test(path));
    if (!rule) return { status: 500, json: () => ({ error: "INTERNAL", message: "Erro interno" }) };
    return { status: rule[1], json: () => rule[2] };
  };
}

const oil = (id: string, recomendado: boolean) => ({
  id_site_revision_aceite: id,
  recomendado,
  tipo_aceite: "Sintético",
  sae: "5W-30",
  normativa: "ACEA C3",
  marca: "Marca",
  nombre: id,
  precio_litro: 1500,
});
const lookup = (status: string, oils = [oil("OIL-A", true)]) => ({
  matricula: "AA-00-AA",
  status,
  modelo: "Volkswagen Golf VIII 2.0 TDI 150",
  fuelType: "Gasóleo",
  vehicleOils: status === "OK" ? oils : [],
  vehiculoInfo: {},
  mensaje: status === "OK" ? null : { title: `T ${status}`, text: `X ${status}` },
  siguiente: status === "NO_OIL" ? "/marcacao-previa?servicos=CITA_REVISAO" : null,
});
const selector = (list = [oil("OIL-A", false), oil("OIL-B", true)]) => ({
  matricula: "AA-00-AA",
  kms: 90000,
  status: "OK",
  vehiculoInfo: { marca: "VW", modelo: "Golf", motor: "TDI", combustible: "Gasóleo", ano_fabric: 2021 },
  listaAceites: list,
  aceiteSeleccionado: "OIL-B",
  intervalo: { min: 15000, max: 20000, estado: "unknown", desdeUltima: null, mensaje: "m" },
  carter: { capacidad: 5.7, excede: true, litrosExtra: 0.7, aviso: "a" },
});
const url = (path: string) => new URL(`http://x/mudanca-de-oleo-filtros/assistente${path}`);

async function redirectOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return e.headers.get("Location") ?? "";
    throw e;
  }
  throw new Error("no redirect");
}

describe("oil-change assistant loaders", () => {
  it("plate step: OK goes to the kilometres; each no-revision state is shown; unknown is 'Esta matrícula não existe'", async () => {
    expect(
      await redirectOf(
        loadAssistant(fakeApi([[/aceite-por/, 200, lookup("OK")]]), undefined, url("?matricula=aa00aa")),
      ),
    ).toBe("/mudanca-de-oleo-filtros/assistente/quilometros?matricula=AA-00-AA");
    const noOil = await loadAssistant(fakeApi([[/aceite-por/, 200, lookup("NO_OIL")]]), undefined, url("?matricula=x"));
    expect(noOil).toMatchObject({
      step: "matricula",
      state: { status: "NO_OIL", next: "/marcacao-previa?servicos=CITA_REVISAO" },
    });
    const unknown = await loadAssistant(
      fakeApi([[/aceite-por/, 404, { error: "PLATE_NOT_FOUND" }]]),
      undefined,
      url("?matricula=ZZ-99-ZZ"),
    );
    expect(unknown).toMatchObject({ error: "Esta matrícula não existe", state: null });
    const odd = await loadAssistant(
      fakeApi([[/aceite-por/, 200, lookup("WHATEVER")]]),
      undefined,
      url("?matricula=AA-00-AA"),
    );
    expect(odd).toMatchObject({ error: "Esta matrícula não existe" });
    const bad = await loadAssistant(
      fakeApi([[/aceite-por/, 400, { error: "VALIDATION_ERROR", errors: { matricula: "Formato" } }]]),
      undefined,
      url("?matricula=1"),
    );
    expect(bad).toMatchObject({ error: "Formato" });
    expect(await loadAssistant(fakeApi([]), undefined, url(""))).toMatchObject({ step: "matricula", error: null });
  });

  it("kilometres step: field errors, then the oil step with the choices", async () => {
    const api = fakeApi([[/aceite-por/, 200, lookup("OK")]]);
    const wrong = await loadAssistant(
      api,
      "quilometros",
      url("/quilometros?matricula=AA-00-AA&kms=abc&ultima=99999999"),
    );
    expect(wrong).toMatchObject({
      errors: { kms: expect.stringMatching(/algarismos/), ultima: expect.stringMatching(/9 999 999/) },
    });
    const above = await loadAssistant(api, "quilometros", url("/quilometros?matricula=AA-00-AA&kms=1000&ultima=2000"));
    expect(above).toMatchObject({ errors: { ultima: expect.stringMatching(/última mudança/) } });
    expect(await redirectOf(loadAssistant(api, "quilometros", url("/quilometros?matricula=AA-00-AA&kms=95.000")))).toBe(
      "/mudanca-de-oleo-filtros/assistente/oleo?matricula=AA-00-AA&kms=95000",
    );
    // a plate that is not OK (any more) goes back to the first step, which explains it
    expect(
      await redirectOf(
        loadAssistant(
          fakeApi([[/aceite-por/, 200, lookup("ELECTRIC")]]),
          "quilometros",
          url("/quilometros?matricula=AA-00-AA"),
        ),
      ),
    ).toBe("/mudanca-de-oleo-filtros/assistente?matricula=AA-00-AA");
  });

  it("oil step: the recommended oil preselected, else the first; a chosen oil kept", async () => {
    const api = fakeApi([[/selector-aceite/, 200, selector()]]);
    expect(await loadAssistant(api, "oleo", url("/oleo?matricula=AA-00-AA&kms=90000"))).toMatchObject({
      selected: "OIL-B",
    });
    expect(await loadAssistant(api, "oleo", url("/oleo?matricula=AA-00-AA&kms=90000&aceite=OIL-A"))).toMatchObject({
      selected: "OIL-A",
    });
    const none = fakeApi([[/selector-aceite/, 200, selector([oil("OIL-A", false), oil("OIL-C", false)])]]);
    expect(await loadAssistant(none, "oleo", url("/oleo?matricula=AA-00-AA&kms=90000"))).toMatchObject({
      selected: "OIL-A",
    });
  });

  it("services step: an oil not in the engine's list goes back to the oil choice; missing choices to their step", async () => {
    const api = fakeApi([
      [/selector-aceite/, 200, selector()],
      [/packs-mantenimiento/, 200, [{ id: "PACK_BASIC" }]],
    ]);
    const ok = await loadAssistant(api, "servicos", url("/servicos?matricula=AA-00-AA&kms=90000&aceite=OIL-A"));
    expect(ok).toMatchObject({
      step: "servicos",
      oil: { id_site_revision_aceite: "OIL-A" },
      packs: [{ id: "PACK_BASIC" }],
    });
    expect(
      await redirectOf(loadAssistant(api, "servicos", url("/servicos?matricula=AA-00-AA&kms=90000&aceite=OIL-ZZ"))),
    ).toBe("/mudanca-de-oleo-filtros/assistente/oleo?matricula=AA-00-AA&kms=90000");
    expect(await redirectOf(loadAssistant(api, "servicos", url("/servicos?matricula=AA-00-AA")))).toBe(
      "/mudanca-de-oleo-filtros/assistente/quilometros?matricula=AA-00-AA",
    );
    expect(await redirectOf(loadAssistant(api, "matricula", url("/matricula?matricula=AA-00-AA")))).toBe(
      "/mudanca-de-oleo-filtros/assistente?matricula=AA-00-AA",
    );
    await expect(loadAssistant(api, "nada", url("/nada"))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
