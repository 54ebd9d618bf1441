import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import type { ApiFetch } from "#src/web/api-context.ts";
import { loadStart, loadStep, startAction, stepAction } from "./moto-revision.server.ts";

type Answer = { status: number; body: unknown };

function fakeApi(routes: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown; headers?: Record<string, string> }> = [];
  const api: ApiFetch = async (path, init = {}) => {
    const key = `${init.method ?? "GET"} ${path}`;
    calls.push({ key, body: init.body, headers: init.headers });
    const answer = routes[key];
    if (!answer) return { status: 404, json: () => ({ error: "NOT_FOUND", message: "Não encontrado" }) };
    return { status: answer.status, json: () => answer.body };
  };
  return { api, calls };
}

const SESSION = { cookie: "rc_session=tok123" };

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://loja.test${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

async function thrown(p: Promise<unknown>): Promise<Response> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("expected a redirect");
}

const PRODUCT = {
  idNavision: "REV_MOTA_125",
  tipo_producto: "revision_moto",
  nombre: "Revisão de mota até 125 cc",
  precio: 5990,
  duracion: 60,
  incluye: ["Óleo"],
  banda: "ate125",
};
const STATE = {
  id_registro_lead_revision_moto: 7,
  matricula: "AB-12-C",
  cilindrada: 125,
  producto: PRODUCT,
  marcas: ["Honda"],
  marca: null,
  modelos: [],
  moto: null,
};

describe("moto revision: first step", () => {
  it("shows field errors without calling the API", async () => {
    const { api, calls } = fakeApi({});
    const r = await startAction(api, post("/mota/revisao", { matricula: "AB 12", cilindrada: "20" }, SESSION));
    expect(r.errors).toEqual({
      matricula: "A matrícula só pode ter letras, algarismos e hífenes (ex.: 12-AB-34)",
      cilindrada: expect.stringMatching(/^Indique a cilindrada em cc/),
    });
    expect(calls).toEqual([]);
  });

  it("sends a visitor to log in and back to the assistant with the data", async () => {
    const { api, calls } = fakeApi({});
    const res = await thrown(startAction(api, post("/mota/revisao", { matricula: "ab-12-c", cilindrada: "125" })));
    const next = new URL(res.headers.get("location")!, "http://loja.test").searchParams.get("next");
    expect(next).toBe("/mota/revisao?matricula=AB-12-C&cilindrada=125&sessao=1");
    expect(calls).toEqual([]);
  });

  it("an electric motorbike is sent as 0 cc", async () => {
    const { api, calls } = fakeApi({
      "POST /moto/revision/datos": {
        status: 201,
        body: {
          id_registro_lead_revision_moto: 7,
          idLead: 7,
          idNavision: "REV_MOTA_ELETRICA",
          precio: 4990,
          matricula: "AB-12-C",
          cilindrada: 0,
          producto: { ...PRODUCT, idNavision: "REV_MOTA_ELETRICA", banda: "eletrica" },
        },
      },
    });
    const res = await thrown(
      startAction(api, post("/mota/revisao", { matricula: "AB-12-C", cilindrada: "", eletrica: "1" }, SESSION)),
    );
    expect(res.headers.get("location")).toBe("/mota/revisao/7/marca");
    expect(calls[0]).toMatchObject({ body: { matricula: "AB-12-C", cilindrada: 0 } });
    expect(calls[0]!.headers).toEqual({ authorization: "Bearer tok123" });
  });
});

describe("moto revision: back from the login", () => {
  const created = {
    id_registro_lead_revision_moto: 9,
    idLead: 9,
    idNavision: "REV_MOTA_125",
    precio: 5990,
    matricula: "AB-12-C",
    cilindrada: 125,
    producto: PRODUCT,
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://loja.test${path}`, { headers });

  it("goes straight on to the brand/model data screen with the data given before the login", async () => {
    const { api, calls } = fakeApi({ "POST /moto/revision/datos": { status: 201, body: created } });
    const res = await thrown(loadStart(api, get("/mota/revisao?matricula=AB-12-C&cilindrada=125&sessao=1", SESSION)));
    expect(res.headers.get("location")).toBe("/mota/revisao/9/marca");
    expect(calls[0]).toMatchObject({
      key: "POST /moto/revision/datos",
      body: { matricula: "AB-12-C", cilindrada: 125 },
      headers: { authorization: "Bearer tok123" },
    });
  });

  it("without the session, without the return mark, or refused: the first step with the data", async () => {
    const { api, calls } = fakeApi({ "GET /servicos?categoria=motorbike": { status: 200, body: { servicos: [] } } });
    const visitor = await loadStart(api, get("/mota/revisao?matricula=AB-12-C&cilindrada=125&sessao=1"));
    expect(visitor).toMatchObject({ loggedIn: false, values: { matricula: "AB-12-C", cilindrada: "125" } });
    await loadStart(api, get("/mota/revisao?matricula=AB-12-C&cilindrada=125", SESSION));
    expect(calls.some((c) => c.key === "POST /moto/revision/datos")).toBe(false);
    const refused = fakeApi({
      "POST /moto/revision/datos": { status: 400, body: { error: "VALIDATION_ERROR", message: "x", errors: {} } },
    });
    const back = await loadStart(refused.api, get("/mota/revisao?matricula=AB-12-C&cilindrada=125&sessao=1", SESSION));
    expect(back).toMatchObject({ loggedIn: true, values: { matricula: "AB-12-C" } });
    // bad data never reach the API
    const bad = fakeApi({});
    await loadStart(bad.api, get("/mota/revisao?matricula=AB/12&cilindrada=9&sessao=1", SESSION));
    expect(bad.calls.some((c) => c.key === "POST /moto/revision/datos")).toBe(false);
  });
});

describe("moto revision: data screen and basket", () => {
  it("a step without a session goes to log in and comes back to it", async () => {
    const { api } = fakeApi({});
    const res = await thrown(
      loadStep(api, new Request("http://loja.test/mota/revisao/7/marca"), { id: "7", step: "marca" }),
    );
    expect(res.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/mota/revisao/7/marca")}`);
  });

  it("the revision step needs the model first; unknown steps are 404", async () => {
    const { api } = fakeApi({ "GET /moto/revision/7": { status: 200, body: STATE } });
    const req = new Request("http://loja.test/mota/revisao/7/revisao", { headers: SESSION });
    const res = await thrown(loadStep(api, req, { id: "7", step: "revisao" }));
    expect(res.headers.get("location")).toBe("/mota/revisao/7/marca");
    const notFound = await loadStep(api, req, { id: "7", step: "outro" }).catch(
      (e: { init?: { status: number } }) => e,
    );
    expect((notFound as { init: { status: number } }).init.status).toBe(404);
  });

  it("adds the request's product (not one from the form) with the plate, then goes to the basket", async () => {
    const chosen = { ...STATE, moto: { id: 3, marca: "Honda", modelo: "PCX 125", cilindrada: 125 } };
    const { api, calls } = fakeApi({
      "GET /moto/revision/7": { status: 200, body: chosen },
      "POST /cesta-product/REV_MOTA_125": { status: 201, body: { cestaID: "b1" } },
      "POST /cesta/update": { status: 200, body: {} },
    });
    const res = await thrown(
      stepAction(api, post("/mota/revisao/7/revisao", { produto: "REV_MOTA_MAIS_500" }, SESSION), {
        id: "7",
        step: "revisao",
      }),
    );
    expect(res.headers.get("location")).toBe("/carrinho/pedido?adicionado=REV_MOTA_125");
    expect(res.headers.get("set-cookie")).toContain("b1");
    expect(calls.map((c) => c.key)).toEqual([
      "GET /moto/revision/7",
      "POST /cesta-product/REV_MOTA_125",
      "POST /cesta/update",
    ]);
    expect(calls[2]!.body).toEqual({ cestaState: { cestaID: "b1", matricula: "AB-12-C" } });
  });

  it("the model step shows the API's field error", async () => {
    const { api } = fakeApi({
      "POST /moto/revision/lead": {
        status: 422,
        body: {
          error: "MOTO_MODEL_OTHER_BAND",
          message: "Outra cilindrada",
          errors: { id_moto: "Modelo de outra cilindrada" },
        },
      },
    });
    const r = await stepAction(
      api,
      post("/mota/revisao/7/modelo?marca=Honda", { marca: "Honda", id_moto: "9" }, SESSION),
      {
        id: "7",
        step: "modelo",
      },
    );
    expect(r.errors).toEqual({ id_moto: "Modelo de outra cilindrada" });
    const empty = await stepAction(api, post("/mota/revisao/7/modelo", { marca: "Honda" }, SESSION), {
      id: "7",
      step: "modelo",
    });
    expect(empty.errors).toEqual({ id_moto: "Escolha o modelo da sua mota" });
  });
});
