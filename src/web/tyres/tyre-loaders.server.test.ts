import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import type { TyreItem } from "#src/shared/tyres/types.ts";
import type { ApiFetch, ApiResponse } from "#src/web/api-context.ts";
import { loadPlate } from "./plate.server.ts";
import { loadProductOrModel, requestTyre } from "./product.server.ts";
import { loadLanding } from "./pneus.server.ts";
import { loadResults } from "./results.server.ts";
import { readOptions } from "./selector-measure.tsx";
import { askForLeadFirst, leadStepNeeded, loadSelector, saveSelectorLead } from "./selector.server.ts";
import { loadParsed } from "./tyre-api.server.ts";

/** An API that answers each path by the first matching rule; unmatched paths fail as a server error. */
function fakeApi(rules: Array<[RegExp, number, unknown]>): ApiFetch & { calls: string[] } {
  const calls: string[] = [];
  const api = async (path: string): Promise<ApiResponse> => {
    calls.push(path);
    const rule = rules.find(([re]) => re.test(path));
    if (!rule) return { status: 500, json: () => ({ error: "INTERNAL", message: "Erro interno" }) };
    return { status: rule[1], json: () => structuredClone(rule[2]) };
  };
  return Object.assign(api, { calls });
}

/** What a loader threw: a `data()` error page (its status and message) or a redirect Response. */
async function thrown(p: Promise<unknown>): Promise<{ status: number; body: unknown; headers?: Headers }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return { status: e.status, body: e.headers.get("location"), headers: e.headers };
    const d = e as { data: unknown; init: { status: number } | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  throw new Error("expected the loader to throw");
}

const TYRE: TyreItem & { url: string; oferta: null } = {
  id: "100001",
  brandId: 1,
  marca: "Michelin",
  marcaSlug: "michelin",
  modelo: "Primacy 4",
  modeloSlug: "primacy-4",
  categoria: "PREMIUM",
  temporada: "verano",
  tipoVehiculo: "turismo",
  ancho: 205,
  serie: 55,
  llanta: 16,
  ic: 91,
  cv: "V",
  runflat: false,
  antiPinchazo: null,
  xl: false,
  pmsf: false,
  ms: false,
  consumo: "B",
  frenadoMojado: "A",
  ruidoDb: 70,
  ruidoClase: "B",
  homologacion: null,
  precio: 9000,
  ecotasa: 185,
  stock: 8,
  orden: 1,
  garantia: 5,
  diasEntrega: 2,
  url: "/pneus/michelin/primacy-4-205-55-r16-91v-100001",
  oferta: null,
};
const BRANDS = [
  { id: 1, name: "Michelin", slug: "michelin", tier: "PREMIUM", moto: true, country: "FR" },
  { id: 2, name: "Mabor", slug: "mabor", tier: "BUDGET", moto: false, country: "PT" },
  { id: 3, name: "Mitas", slug: "mitas", tier: "QUALITY", moto: true, country: "CZ" },
];
const SEARCH = {
  total: 1,
  pages: 1,
  page: 0,
  neumaticos: [TYRE],
  recomendados: [],
  montaje: 1500,
  facetas: { ic: [{ valor: 91, total: 1 }], cv: [{ valor: "V", total: 1 }] },
  token: "7",
};
const VEHICLE = {
  cod_matricula: "AA-00-AA",
  marca: "Renault",
  modelo: "Clio",
  motor: "1.5 dCi",
  combustible: "Gasóleo",
  potencia: 90,
  ano_matric: 2019,
  medidasParsed: [{ ancho: 205, serie: 55, llanta: 16, ic: 91, cv: "V" }],
};
const page = (path: string, cookie = "") => new Request(`http://x${path}`, { headers: { cookie } });

describe("loadParsed", () => {
  it("is the 404 page on a 404 and the 500 page on a reply of another shape, trying a bad gateway again", async () => {
    const schema = (await import("#src/shared/tyres/catalogue.schema.ts")).SizeOptionsResponse;
    const missing = fakeApi([[/x/, 404, { error: "NOT_FOUND", message: "Não existe." }]]);
    expect(await thrown(loadParsed(missing, "/x", schema))).toEqual({ status: 404, body: "Não existe." });
    const odd = fakeApi([[/x/, 200, { options: [205] }]]);
    expect((await thrown(loadParsed(odd, "/x", schema))).status).toBe(500);
    let n = 0;
    const flaky: ApiFetch = async () =>
      ++n < 3 ? { status: 502, json: () => ({}) } : { status: 200, json: () => ({ options: ["205"] }) };
    expect(await loadParsed(flaky, "/x", schema, undefined, async () => {})).toEqual({ options: ["205"] });
    expect(n).toBe(3);
  });
});

describe("car selector loader and lead step", () => {
  const ok = (pedirDados: unknown): Array<[RegExp, number, unknown]> => [
    [/tyres-with-values/, 200, { measure: "ancho", options: ["195", "205"] }],
    [/marcas/, 200, BRANDS],
    [/site-init/, 200, { idioma: "pt", seletor: { pedirDados } }],
  ];

  it("gives the widths, the car brands and whether the lead step is asked", async () => {
    const d = await loadSelector(fakeApi(ok(true)), page("/seletor/medidas", "rc_lead=12"), "medidas");
    expect(d.widths).toEqual(["195", "205"]);
    expect(d.brands.map((b) => b.name)).toEqual(["Michelin", "Mabor"]);
    expect(d.lead).toEqual({ isLead: true, loggedIn: false, needed: true });
  });

  it("leaves the lead step off when the setting is unreadable, and is the 500 page when the widths are", async () => {
    expect(await leadStepNeeded(fakeApi(ok("sim")))).toBe(false);
    const broken = fakeApi([[/tyres-with-values/, 200, { options: "205" }], ...ok(true)]);
    expect((await thrown(loadSelector(broken, page("/seletor/medidas"), undefined))).status).toBe(500);
    expect((await thrown(loadSelector(fakeApi(ok(true)), page("/seletor/x"), "x"))).status).toBe(404);
  });

  const leadForm = () => {
    const f = new FormData();
    f.set("q", "ancho=205&serie=55&llanta=16");
    f.set("email", "ana@example.pt");
    return new Request("http://x/seletor/dados", { method: "POST", body: f });
  };

  it("saves the lead, remembers it in a cookie and opens the results", async () => {
    const r = await thrown(saveSelectorLead(fakeApi([[/leads/, 201, { id_site_lead: 42 }]]), leadForm(), "dados"));
    expect(r.status).toBe(302);
    expect(r.body).toBe("/seletor/resultados?ancho=205&serie=55&llanta=16");
    expect(r.headers?.get("set-cookie")).toMatch(/^rc_lead=42;/);
  });

  it("opens the Spanish results from the Spanish step, and words its own messages in the page's language", async () => {
    const form = leadForm();
    const es = new Request("http://x/selector/dados", { method: "POST", body: await form.formData() });
    const r = await thrown(saveSelectorLead(fakeApi([[/leads/, 201, { id_site_lead: 42 }]]), es, "dados"));
    expect(r.body).toBe("/selector/resultados?ancho=205&serie=55&llanta=16");
    const empty = new Request("http://x/selector/dados", { method: "POST", body: new FormData() });
    const d = await saveSelectorLead(fakeApi([]), empty, "dados");
    expect(resolve("pt", d.message)).toBe("Escolha pelo menos a largura, o perfil e a jante.");
    expect(resolve("es", d.message)).toBe("Elija al menos el ancho, el perfil y la llanta.");
  });

  it("opens the results without the cookie when the saved lead's reply is unreadable", async () => {
    const r = await thrown(saveSelectorLead(fakeApi([[/leads/, 201, { id_site_lead: "42" }]]), leadForm(), "dados"));
    expect(r.status).toBe(302);
    expect(r.headers?.get("set-cookie")).toBeNull();
  });

  it("gives the API's field errors back to the form", async () => {
    const api = fakeApi([
      [/leads/, 400, { error: "VALIDATION_ERROR", message: "Dados inválidos", errors: { email: "E-mail inválido" } }],
    ]);
    expect(await saveSelectorLead(api, leadForm(), "dados")).toEqual({
      errors: { email: "E-mail inválido" },
      message: "Dados inválidos",
    });
  });
});

describe("results loader", () => {
  const url = (q: string) => new URL(`http://x/seletor/resultados?${q}`);
  const api = (search: unknown, vehicle: unknown = { vehiculo: VEHICLE }) =>
    fakeApi([
      [/neumaticos\/selector/, 200, search],
      [/^\/marcas$/, 200, BRANDS],
      [/neumatico-por-matricula/, 200, vehicle],
    ]);

  it("reads the search, the car brands and the plate's vehicle (then no shared cache)", async () => {
    const { payload, hasVehicle } = await loadResults(api(SEARCH), url("ancho=205&serie=55&llanta=16&matricula=AA"));
    expect(payload.results.neumaticos.map((t) => t.id)).toEqual(["100001"]);
    expect(payload.brands.map((b) => b.id)).toEqual([1, 2]);
    expect(payload.vehicle).toEqual({ nome: "Renault Clio", matricula: "AA-00-AA", ic: 91, cv: "V" });
    expect(hasVehicle).toBe(true);
  });

  it("sends the cards' fields only, and a recommended tyre that is also on the page once (the same object)", async () => {
    const other = { ...TYRE, id: "100002", url: "/pneus/michelin/primacy-4-205-55-r16-94v-100002" };
    const search = { ...SEARCH, total: 2, neumaticos: [TYRE, other], recomendados: [other] };
    const { payload } = await loadResults(api(search), url("ancho=205&serie=55&llanta=16"));
    const [first, second] = payload.results.neumaticos;
    expect(payload.results.recomendados[0]).toBe(second);
    expect(first).not.toHaveProperty("orden");
    expect(first).not.toHaveProperty("garantia");
    expect(first).toMatchObject({ id: "100001", precio: 9000, ecotasa: 185, stock: 8, url: TYRE.url, oferta: null });
  });

  it("is the 500 page when the search reply has another shape", async () => {
    const broken = { ...SEARCH, neumaticos: [{ ...TYRE, precio: "90,00" }] };
    const r = await thrown(loadResults(api(broken), url("ancho=205&serie=55&llanta=16")));
    expect(r.status).toBe(500);
  });

  it("shows the results without the vehicle banner when the vehicle's reply is unreadable", async () => {
    const { payload } = await loadResults(
      api(SEARCH, { vehiculo: { marca: "Renault" } }),
      url("ancho=205&serie=55&llanta=16&matricula=AA"),
    );
    expect(payload.vehicle).toBeNull();
    expect(payload.results.total).toBe(1);
  });

  it("keeps the API's message for an unknown size (404)", async () => {
    const unknown = fakeApi([[/neumaticos\/selector/, 404, { error: "UNKNOWN_SIZE", message: "Não temos pneus." }]]);
    expect(await thrown(loadResults(unknown, url("ancho=205&serie=55&llanta=16")))).toEqual({
      status: 404,
      body: "Não temos pneus.",
    });
  });
});

describe("product and model loaders", () => {
  const PRODUCT = { ...TYRE, descripcion: "Pneu de verão.", montaje: 1500, resenas: [], variantes: [] };
  const params = { marca: "michelin", rest: "primacy-4-205-55-r16-91v-100001" };

  it("reads the product, and sends a wrong size text to its one address", async () => {
    const api = fakeApi([[/neumaticos\/100001/, 200, PRODUCT]]);
    const d = await loadProductOrModel(api, params, "2026-11-24");
    expect(d.kind === "product" && d.product.modelo).toBe("Primacy 4");
    const moved = await thrown(loadProductOrModel(api, { ...params, rest: "primacy-4-205-55-r16-94v-100001" }, ""));
    expect(moved).toMatchObject({ status: 301, body: TYRE.url });
    const movedEs = await thrown(
      loadProductOrModel(api, { ...params, rest: "primacy-4-205-55-r16-94v-100001" }, "", "es"),
    );
    expect(movedEs).toMatchObject({ status: 301, body: TYRE.url.replace("/pneus/", "/neumaticos/") });
  });

  it("is the 500 page when the product or model reply has another shape", async () => {
    const api = fakeApi([
      [/neumaticos\/100001/, 200, { ...PRODUCT, variantes: null }],
      [/tyres-model/, 200, { marca: "Michelin", neumaticos: [] }],
    ]);
    expect((await thrown(loadProductOrModel(api, params, ""))).status).toBe(500);
    expect((await thrown(loadProductOrModel(api, { marca: "michelin", rest: "primacy-4" }, ""))).status).toBe(500);
  });

  it("confirms a stock request with the API's words, and fails it when the reply is unreadable", async () => {
    const form = { email: "ana@example.pt", cantidad: "4", marca: "Michelin", modelo: "Primacy 4" };
    const full = { ...form, productID: "100001", tyreSpecs: "205/55 R16 91V", precio: "9000" };
    const done = await requestTyre(fakeApi([[/solicitado/, 201, { message: "Pedido registado." }]]), full);
    expect(done).toEqual({ ok: true, errors: {}, message: "Pedido registado." });
    const odd = await requestTyre(fakeApi([[/solicitado/, 201, { ok: 1 }]]), full);
    expect(odd).toMatchObject({ ok: false, errors: {} });
    expect(resolve("pt", odd.message)).toBe("Não foi possível registar o pedido.");
    expect(resolve("es", odd.message)).toBe("No se ha podido registrar la solicitud.");
  });
});

describe("plate loader", () => {
  it("finds the plate's vehicle, and is the 500 page when its reply has another shape", async () => {
    const q = new URLSearchParams("matricula=AA-00-AA");
    const found = await loadPlate(fakeApi([[/neumatico-por-matricula/, 200, { vehiculo: VEHICLE }]]), q);
    expect(found).toMatchObject({ state: "found", manual: false, vehicle: { motor: "1.5 dCi" } });
    const odd = fakeApi([[/neumatico-por-matricula/, 200, { vehiculo: { ...VEHICLE, potencia: null } }]]);
    expect((await thrown(loadPlate(odd, q))).status).toBe(500);
  });

  it("offers the makes, models and engines to pick, an unknown model's engines being none", async () => {
    const api = fakeApi([
      [/matricula\/marcas/, 200, ["Renault", "Seat"]],
      [/matricula\/modelos/, 200, ["Clio"]],
      [/matricula\/motores/, 404, { error: "MODEL_NOT_FOUND", message: "Não temos o modelo." }],
    ]);
    const d = await loadPlate(api, new URLSearchParams("marca=Renault&modelo=Xyz"));
    expect(d).toMatchObject({ state: "manual", marcas: ["Renault", "Seat"], modelos: ["Clio"], motores: [] });
  });

  it("words its own messages in the page's language", async () => {
    const none = await loadPlate(fakeApi([]), new URLSearchParams(""));
    expect(none.state === "invalid" && resolve("pt", none.message)).toBe("O campo matrícula é obrigatório");
    expect(none.state === "invalid" && resolve("es", none.message)).toBe("El campo matrícula es obligatorio");
    const unknown = await loadPlate(
      fakeApi([
        [/neumatico-por-matricula/, 404, { error: "NOT_FOUND", message: "x" }],
        [/matricula\/marcas/, 200, ["Renault"]],
      ]),
      new URLSearchParams("matricula=ZZ-99-ZZ"),
    );
    expect(unknown.state === "manual" && resolve("pt", unknown.message ?? "")).toBe(
      "Não encontrámos esta matrícula. Escolha a marca, o modelo e o motor do seu carro.",
    );
  });
});

describe("size options in the browser (no zod there)", () => {
  it("reads a list of strings and nothing else", () => {
    expect(readOptions({ measure: "serie", options: ["55", "60"] })).toEqual(["55", "60"]);
    expect(readOptions({ options: [55] })).toBeNull();
    expect(readOptions({ error: "UNKNOWN_SIZE", message: "x" })).toBeNull();
    expect(readOptions(null)).toBeNull();
  });
});

describe("landing loaders", () => {
  const BRAND_LANDING = {
    brand: BRANDS[0],
    models: [
      { slug: "primacy-4", nombre: "Primacy 4", temporada: "verano", tipoVehiculo: "turismo", medidas: 3, desde: 9000 },
    ],
    total: 3,
    desde: 9000,
    medidas: [{ ancho: 205, serie: 55, llanta: 16, total: 3, desde: 9000 }],
  };

  it("reads a brand landing, and is the 500 page when it has another shape", async () => {
    const d = await loadLanding(fakeApi([[/marca=michelin/, 200, BRAND_LANDING]]), "michelin");
    expect(d).toMatchObject({ kind: "marca", moto: false, models: [{ nombre: "Primacy 4" }] });
    const odd = fakeApi([[/marca=michelin/, 200, { ...BRAND_LANDING, desde: "90 €" }]]);
    expect((await thrown(loadLanding(odd, "michelin"))).status).toBe(500);
  });

  it("has no motorbike page for a brand without motorbike tyres", async () => {
    const api = fakeApi([[/marca=mabor/, 200, { ...BRAND_LANDING, brand: BRANDS[1] }]]);
    expect((await thrown(loadLanding(api, "mabor-mota"))).status).toBe(404);
  });
});

describe("a results address while the lead-data step is on", () => {
  const on = fakeApi([[/^\/site-init$/, 200, { seletor: { pedirDados: true } }]]);
  const off = fakeApi([[/^\/site-init$/, 200, { seletor: { pedirDados: false } }]]);
  const url = new URL("http://shop/seletor/resultados?ancho=205&serie=55&llanta=16&temporada=verano&x=<script>");
  const visitor = (cookie = "") => new Request(url, { headers: cookie ? { cookie } : {} });

  it("sends an anonymous visitor to the step first, with the (cleaned) search to show afterwards", async () => {
    const r = await thrown(askForLeadFirst(on, visitor(), url));
    expect(r.status).toBe(302);
    expect(r.body).toBe(`/seletor/dados?q=${encodeURIComponent("ancho=205&serie=55&llanta=16&temporada=verano")}`);
    const es = new URL(url.href.replace("/seletor/", "/selector/"));
    const inSpanish = await thrown(askForLeadFirst(on, new Request(es), es));
    expect(inSpanish.body).toMatch(/^\/selector\/datos\?q=/);
  });

  it("lets a lead, a signed-in customer, a plate search and any visitor with the step off through", async () => {
    await expect(askForLeadFirst(on, visitor("rc_lead=42"), url)).resolves.toBeUndefined();
    await expect(askForLeadFirst(on, visitor("rc_session=abc"), url)).resolves.toBeUndefined();
    const plate = new URL(`${url.href}&matricula=AA-00-AA`);
    await expect(askForLeadFirst(on, new Request(plate), plate)).resolves.toBeUndefined();
    await expect(askForLeadFirst(off, visitor(), url)).resolves.toBeUndefined();
  });
});
