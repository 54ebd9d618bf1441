import { describe, expect, it } from "vitest";
import type { ApiFetch, ApiResponse } from "#src/web/api-context.ts";
import "#src/shared/i18n/catalogue/register-all.ts";
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

/** Like fakeApi, and keeps each call (path, method, body, headers) to check what the loaders ask. */
function recordingApi(rules: Array<[RegExp, number, unknown]>) {
  const calls: Array<{ path: string; method: string; body: unknown; headers: Record<string, string> }> = [];
  const inner = fakeApi(rules);
  const api: ApiFetch = async (path, init = {}) => {
    calls.push({ path, method: init.method ?? "GET", body: init.body, headers: init.headers ?? {} });
    return inner(path, init);
  };
  return { api, calls };
}

const B = "/mudanca-de-oleo-filtros/assistente";

describe("oil-change assistant: a plate the registry does not know, picked by hand", () => {
  it("the plate step offers the hand pick with the plate carried", async () => {
    const d = await loadAssistant(
      fakeApi([[/aceite-por/, 404, { error: "PLATE_NOT_FOUND" }]]),
      undefined,
      url("?matricula=zz99zz"),
    );
    expect(d).toMatchObject({ error: "Esta matrícula não existe", pick: `${B}/marca?matricula=ZZ-99-ZZ` });
    // a plate that is not even well written is not offered the hand pick
    const bad = await loadAssistant(fakeApi([[/aceite-por/, 404, {}]]), undefined, url("?matricula=1"));
    expect(bad).toMatchObject({ pick: null });
  });

  it("brand → model → engine: each list from the vehicles API, field errors, then the next step", async () => {
    const { api, calls } = recordingApi([
      [/\/matricula\/marcas$/, 200, ["Renault", "Volkswagen"]],
      [/\/matricula\/modelos\?marca=Volkswagen$/, 200, ["Golf VIII", "Polo"]],
      [/\/matricula\/modelos/, 404, { error: "BRAND_NOT_FOUND" }],
      [
        /\/matricula\/motores$/,
        200,
        [{ marca: "Volkswagen", motor: "2.0 TDI 150", combustible: "Gasóleo", potencia: 150 }],
      ],
      [/aceite-por/, 200, lookup("OK")],
    ]);
    const marca = await loadAssistant(api, "marca", url("/marca?matricula=ZZ-99-ZZ"));
    expect(marca).toMatchObject({
      step: "marca",
      error: null,
      options: [{ value: "Renault" }, { value: "Volkswagen" }],
    });
    expect(await loadAssistant(api, "marca", url("/marca?matricula=ZZ-99-ZZ&marca="))).toMatchObject({
      error: "Escolha a marca do seu carro",
    });
    expect(await loadAssistant(api, "marca", url("/marca?matricula=ZZ-99-ZZ&marca=Lancia"))).toMatchObject({
      error: "Escolha uma marca da lista",
    });
    expect(await redirectOf(loadAssistant(api, "marca", url("/marca?matricula=ZZ-99-ZZ&marca=Volkswagen")))).toBe(
      `${B}/modelo?matricula=ZZ-99-ZZ&marca=Volkswagen`,
    );
    const modelo = await loadAssistant(api, "modelo", url("/modelo?matricula=ZZ-99-ZZ&marca=Volkswagen"));
    expect(modelo).toMatchObject({ options: [{ value: "Golf VIII" }, { value: "Polo" }] });
    expect(
      await redirectOf(loadAssistant(api, "modelo", url("/modelo?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Polo"))),
    ).toBe(`${B}/motor?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Polo`);
    // a brand the API does not know (an edited link) goes back to the brand list
    expect(await redirectOf(loadAssistant(api, "modelo", url("/modelo?matricula=ZZ-99-ZZ&marca=Lada")))).toBe(
      `${B}/marca?matricula=ZZ-99-ZZ`,
    );
    const motorUrl = "/motor?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII";
    const motor = await loadAssistant(api, "motor", url(motorUrl));
    expect(motor).toMatchObject({ options: [{ value: "2.0 TDI 150", label: "2.0 TDI 150 · Gasóleo · 150 cv" }] });
    expect(calls.at(-1)).toMatchObject({
      path: "/matricula/motores",
      body: { modelo: "Golf VIII", marca: "Volkswagen" },
    });
    expect(await loadAssistant(api, "motor", url(`${motorUrl}&passo=motor`))).toMatchObject({
      error: "Escolha o motor do seu carro",
    });
    expect(await redirectOf(loadAssistant(api, "motor", url(`${motorUrl}&motor=2.0+TDI+150`)))).toBe(
      `${B}/quilometros?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII&motor=2.0+TDI+150`,
    );
    expect(calls.at(-1)).toMatchObject({
      path: "/aceite-por-matricula",
      body: { matricula: "ZZ-99-ZZ", vehicle: { marca: "Volkswagen", modelo: "Golf VIII", motor: "2.0 TDI 150" } },
    });
    // the optional year: checked, then carried with the car (it decides the interval for cars before 2000)
    expect(await loadAssistant(api, "motor", url(`${motorUrl}&motor=2.0+TDI+150&ano=96`))).toMatchObject({
      error: null,
      anoInput: "96",
      anoError: "Escreva o ano com 4 algarismos (ex.: 2015)",
    });
    const next = new Date().getUTCFullYear() + 1;
    expect(await loadAssistant(api, "motor", url(`${motorUrl}&motor=2.0+TDI+150&ano=${next}`))).toMatchObject({
      anoError: `O ano não pode ser posterior a ${next - 1}`,
    });
    expect(await redirectOf(loadAssistant(api, "motor", url(`${motorUrl}&motor=2.0+TDI+150&ano=1998`)))).toBe(
      `${B}/quilometros?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII&motor=2.0+TDI+150&ano=1998`,
    );
    expect(calls.at(-1)?.body).toMatchObject({ vehicle: { motor: "2.0 TDI 150", ano: 1998 } });
    // steps opened without the picks before them go back to the first one missing
    expect(await redirectOf(loadAssistant(api, "motor", url("/motor?matricula=ZZ-99-ZZ&marca=Volkswagen")))).toBe(
      `${B}/modelo?matricula=ZZ-99-ZZ&marca=Volkswagen`,
    );
    expect(await redirectOf(loadAssistant(api, "marca", url("/marca")))).toBe(B);
  });

  it("an engine with no revision (electric) shows its state on the engine step", async () => {
    const api = fakeApi([
      [/\/matricula\/motores$/, 200, [{ marca: "Renault", motor: "R135", combustible: "Elétrico", potencia: 135 }]],
      [/aceite-por/, 200, lookup("ELECTRIC")],
    ]);
    const d = await loadAssistant(api, "motor", url("/motor?matricula=ZZ-99-ZZ&marca=Renault&modelo=Zoe&motor=R135"));
    expect(d).toMatchObject({ step: "motor", state: { status: "ELECTRIC" }, error: null });
  });

  it("the later steps send the picked car to the revision API and carry it in their links", async () => {
    const picked = "matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII&motor=2.0+TDI+150";
    const { api, calls } = recordingApi([
      [/aceite-por/, 200, lookup("OK")],
      [/selector-aceite/, 200, selector()],
    ]);
    expect(await redirectOf(loadAssistant(api, "quilometros", url(`/quilometros?${picked}&kms=95000`)))).toBe(
      `${B}/oleo?${picked}&kms=95000`,
    );
    expect(calls.at(-1)?.body).toMatchObject({ vehicle: { motor: "2.0 TDI 150" } });
    await loadAssistant(api, "oleo", url(`/oleo?${picked}&kms=95000`));
    expect(calls.at(-1)).toMatchObject({
      path: "/selector-aceite",
      body: { matricula: "ZZ-99-ZZ", kms: 95000, vehicle: { marca: "Volkswagen", modelo: "Golf VIII" } },
    });
    // the picked car's engine no longer answers: back to the engine list, not to "not found"
    const gone = fakeApi([[/selector-aceite/, 404, { error: "VEHICLE_NOT_FOUND" }]]);
    expect(await redirectOf(loadAssistant(gone, "oleo", url(`/oleo?${picked}&kms=95000`)))).toBe(
      `${B}/motor?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII`,
    );
  });
});

describe("oil-change assistant: login and saved vehicles", () => {
  it("an anonymous customer is offered the login, coming back to this very step", async () => {
    const d = await loadAssistant(fakeApi([[/aceite-por/, 404, {}]]), undefined, url("?matricula=ZZ-99-ZZ"));
    expect(d).toMatchObject({
      login: `/login?next=${encodeURIComponent(`${B}?matricula=ZZ-99-ZZ`)}`,
      saved: [],
    });
  });

  it("a logged-in customer gets the plates saved in the private area, and no login link", async () => {
    const { api, calls } = recordingApi([
      [/\/users\/fetchInfo$/, 200, { user: { id_site_usuario: 7, nombre: "Ana", apellidos: "S", email: "a@b.pt" } }],
      [
        /\/vehicles\/7$/,
        200,
        [
          {
            id: 1,
            plate: "AA-00-AA",
            marca: "Volkswagen",
            modelo: "Golf VIII",
            motor: "2.0 TDI 150",
            kms: null,
            tyreSize: null,
          },
          { id: 2, plate: "12-AB-34", marca: "Renault", modelo: "Clio V", motor: null, kms: 1000, tyreSize: null },
        ],
      ],
    ]);
    const d = await loadAssistant(api, undefined, url(""), { authorization: "Bearer t" });
    expect(d).toMatchObject({
      login: null,
      saved: [
        { plate: "AA-00-AA", text: "Volkswagen Golf VIII 2.0 TDI 150" },
        { plate: "12-AB-34", text: "Renault Clio V" },
      ],
    });
    expect(calls.map((c) => c.headers.authorization)).toEqual(["Bearer t", "Bearer t"]);
    // an expired session is an anonymous customer again; a failing list just shows no plates
    const expired = fakeApi([[/fetchInfo/, 401, { error: "UNAUTHORIZED" }]]);
    expect(await loadAssistant(expired, undefined, url(""), { authorization: "Bearer t" })).toMatchObject({
      login: `/login?next=${encodeURIComponent(B)}`,
      saved: [],
    });
    const failing = fakeApi([[/fetchInfo/, 200, { user: { id_site_usuario: 7 } }]]);
    expect(await loadAssistant(failing, undefined, url(""), { authorization: "Bearer t" })).toMatchObject({
      login: null,
      saved: [],
    });
  });
});

describe("oil-change assistant on the Spanish site", () => {
  const es = (path: string) => new URL(`http://x/cambio-de-aceite-y-filtros/asistente${path}`);
  const E = "/cambio-de-aceite-y-filtros/asistente";

  it("redirects and links stay on the Spanish paths; messages are Spanish", async () => {
    expect(
      await redirectOf(
        loadAssistant(fakeApi([[/aceite-por/, 200, lookup("OK")]]), undefined, es("?matricula=1234bcd")),
      ),
    ).toBe(`${E}/kilometros?matricula=AA-00-AA`);
    const unknown = await loadAssistant(fakeApi([[/aceite-por/, 404, {}]]), undefined, es("?matricula=1234 BCD"));
    expect(unknown).toMatchObject({
      error: "Esta matrícula no existe",
      pick: `${E}/marca?matricula=1234BCD`,
      login: `/iniciar-sesion?next=${encodeURIComponent(`${E}?matricula=1234BCD`)}`,
    });
    const noOil = await loadAssistant(fakeApi([[/aceite-por/, 200, lookup("NO_OIL")]]), undefined, es("?matricula=x"));
    expect(noOil).toMatchObject({
      state: {
        status: "NO_OIL",
        title: "No tenemos el aceite indicado para este motor",
        next: "/cita-previa?servicios=CITA_REVISAO",
      },
    });
  });

  it("field errors in Spanish, and the Spanish step names (kilometros, aceite, servicios) are read as the Portuguese ones", async () => {
    const api = fakeApi([
      [/aceite-por/, 200, lookup("OK")],
      [/selector-aceite/, 200, selector()],
      [/packs-mantenimiento/, 200, []],
    ]);
    const wrong = await loadAssistant(api, "kilometros", es("/kilometros?matricula=AA-00-AA&kms=abc&ultima=1000"));
    expect(wrong).toMatchObject({ step: "quilometros", errors: { kms: expect.stringMatching(/solo con cifras/) } });
    expect(await redirectOf(loadAssistant(api, "kilometros", es("/kilometros?matricula=AA-00-AA&kms=95000")))).toBe(
      `${E}/aceite?matricula=AA-00-AA&kms=95000`,
    );
    expect(await loadAssistant(api, "aceite", es("/aceite?matricula=AA-00-AA&kms=90000"))).toMatchObject({
      step: "oleo",
    });
    const pack = await loadAssistant(api, "servicios", es("/servicios?matricula=AA-00-AA&kms=90000&aceite=OIL-A"));
    expect(pack).toMatchObject({ step: "servicos", oil: { id_site_revision_aceite: "OIL-A" } });
    expect(await redirectOf(loadAssistant(api, "servicios", es("/servicios?matricula=AA-00-AA")))).toBe(
      `${E}/kilometros?matricula=AA-00-AA`,
    );
    await expect(loadAssistant(api, "nada", es("/nada"))).rejects.toMatchObject({ data: "Página no encontrada" });
  });

  it("names the engines' fuel in Spanish in the hand pick", async () => {
    const api = fakeApi([
      [
        /\/matricula\/motores$/,
        200,
        [
          { marca: "Volkswagen", motor: "2.0 TDI 150", combustible: "Gasóleo", potencia: 150 },
          { marca: "Volkswagen", motor: "e-Golf", combustible: "Elétrico", potencia: 136 },
        ],
      ],
    ]);
    const motor = await loadAssistant(api, "motor", es("/motor?matricula=ZZ-99-ZZ&marca=Volkswagen&modelo=Golf+VIII"));
    expect(motor).toMatchObject({
      options: [
        { value: "2.0 TDI 150", label: "2.0 TDI 150 · Diésel · 150 cv" },
        { value: "e-Golf", label: "e-Golf · Eléctrico · 136 cv" },
      ],
    });
  });
});
