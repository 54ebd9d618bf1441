import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import type { ServiceOffer } from "#src/shared/services/service-catalogue.schema.ts";
import type { ApiFetch } from "#src/web/api-context.ts";
import { acAppointmentHref } from "./ac-links.ts";
import { addAcPack, loadAcPage } from "./ac.server.ts";

type Answer = { status: number; body: unknown };

function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const api: ApiFetch = async (path, init = {}) => {
    const key = `${init.method ?? "GET"} ${path}`;
    calls.push({ key, body: init.body });
    const entry = routes[key];
    const answer = Array.isArray(entry) ? entry.shift() : entry;
    if (!answer) return { status: 404, json: () => ({ error: "NOT_FOUND", message: "Não encontrado" }) };
    return { status: answer.status, json: () => answer.body };
  };
  return { api, calls };
}

const offer = (id: string, over: Partial<ServiceOffer> = {}): ServiceOffer => ({
  id,
  kind: "product",
  tipo_producto: "ac",
  categoria: "car",
  nombre: id,
  incluye: [],
  precio: 5990,
  duracion: 60,
  oficinas: 3,
  ...over,
});
const CATALOGUE = {
  status: 200,
  body: {
    servicos: [
      offer("AC_R134A"),
      offer("AC_R1234YF", { tipo_producto: "ac2", precio: 8990 }),
      offer("CITA_AC", { kind: "appointment", tipo_producto: null, precio: 2990 }),
      offer("CITA_TRAVOES", { kind: "appointment", tipo_producto: null }),
    ],
  },
};
const vehicle = { marca: "Renault", modelo: "Clio V", motor: "1.0 TCe 90", ano_fabric: 2019, ano_matric: 2019 };
const PACK_2019 = {
  status: 200,
  body: {
    matricula: "98-ZY-01",
    vehiculo: vehicle,
    decisao: {
      kind: "pack",
      gas: "R1234YF",
      productId: "AC_R1234YF",
      tipo: "ac2",
      year: 2019,
      fromRegistration: false,
      flagged: false,
    },
    aviso: null,
  },
};
const UNKNOWN = {
  status: 200,
  body: {
    matricula: "98-ZY-05",
    vehiculo: { ...vehicle, ano_fabric: 0, ano_matric: 0 },
    decisao: { kind: "appointment", serviceId: "CITA_AC", comment: "verificar o gás" },
    aviso: null,
  },
};
const CESTA = "0b6c1d8e-1111-4222-8333-944445555666";

function post(matricula: string, cookie?: string) {
  const body = new URLSearchParams({ matricula });
  return new Request("http://localhost/carro/carga-de-ar-condicionado", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
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

describe("the AC page's loader", () => {
  it("picks the two gas packs and the appointment from the car catalogue; no lookup without a plate", async () => {
    const { api } = fakeApi({ "GET /servicos?categoria=car": CATALOGUE });
    const r = await loadAcPage(api, new URL("http://x/carro/carga-de-ar-condicionado"));
    expect(r.offers.R134A?.precio).toBe(5990);
    expect(r.offers.R1234YF?.precio).toBe(8990);
    expect(r.offers.appointment?.id).toBe("CITA_AC");
    expect(r.lookup).toBeNull();
  });

  it("looks the plate up and passes the server's field error on", async () => {
    const { api, calls } = fakeApi({
      "GET /servicos?categoria=car": CATALOGUE,
      "POST /ar-condicionado/pack": [
        PACK_2019,
        {
          status: 400,
          body: { error: "VALIDATION_ERROR", message: "Erros", errors: { matricula: "Formato inválido" } },
        },
      ],
    });
    const ok = await loadAcPage(api, new URL("http://x/?matricula=98zy01"));
    expect(ok.lookup).toMatchObject({ ok: true, result: { decisao: { productId: "AC_R1234YF" } } });
    expect(calls.find((c) => c.key === "POST /ar-condicionado/pack")?.body).toEqual({ matricula: "98zy01" });
    const bad = await loadAcPage(api, new URL("http://x/?matricula=zz"));
    expect(bad.lookup).toEqual({ matricula: "zz", ok: false, error: "Formato inválido" });
    const empty = await loadAcPage(api, new URL("http://x/?matricula="));
    expect(empty.lookup).toMatchObject({ matricula: "", ok: false });
    expect(resolve("pt", empty.lookup?.ok === false ? empty.lookup.error : "")).toBe("O campo matrícula é obrigatório");
  });

  it("a catalogue that fails is the 500 page", async () => {
    const { api } = fakeApi({ "GET /servicos?categoria=car": { status: 503, body: {} } });
    await expect(loadAcPage(api, new URL("http://x/"))).rejects.toMatchObject({ init: { status: 500 } });
  });
});

describe("adding the pack", () => {
  it("adds the pack the server decided with the car's plate (the server checks the gas by it)", async () => {
    const { api, calls } = fakeApi({
      "POST /ar-condicionado/pack": PACK_2019,
      "POST /cesta-product/AC_R1234YF": { status: 201, body: { cestaID: CESTA, avisos: [] } },
    });
    const res = await thrown(addAcPack(api, post("98-ZY-01")));
    expect(res.headers.get("location")).toBe("/carrinho/pedido?adicionado=AC_R1234YF");
    expect(res.headers.get("set-cookie")).toContain(CESTA);
    expect(calls.map((c) => c.key)).toEqual(["POST /ar-condicionado/pack", "POST /cesta-product/AC_R1234YF"]);
    expect(calls[1]!.body).toEqual({ cantidad: 1, matricula: "98-ZY-01" });
  });

  it("with a basket already open, sets the plate first (another car's basket is reset) and adds to it", async () => {
    const { api, calls } = fakeApi({
      "POST /ar-condicionado/pack": PACK_2019,
      "POST /cesta/update": { status: 200, body: {} },
      "POST /cesta-product/AC_R1234YF": { status: 201, body: { cestaID: CESTA, avisos: [] } },
    });
    await thrown(addAcPack(api, post("98-ZY-01", `rc_cesta=${CESTA}`)));
    expect(calls.map((c) => c.key)).toEqual([
      "POST /ar-condicionado/pack",
      "POST /cesta/update",
      "POST /cesta-product/AC_R1234YF",
    ]);
    expect(calls[2]!.body).toEqual({ cantidad: 1, matricula: "98-ZY-01", cestaID: CESTA });
  });

  it("a car of unknown year goes to the appointment with the comment instead", async () => {
    const { api, calls } = fakeApi({ "POST /ar-condicionado/pack": UNKNOWN });
    const res = await thrown(addAcPack(api, post("98-ZY-05")));
    const to = new URL(res.headers.get("location")!, "http://x");
    expect(to.pathname).toBe("/marcacao-previa/selecao-oficina");
    expect(to.searchParams.get("servicos")).toBe("CITA_AC");
    expect(to.searchParams.get("comentario")).toBe("verificar o gás");
    expect(to.searchParams.get("matricula")).toBe("98-ZY-05");
    expect(calls).toHaveLength(1);
  });

  it("a bad plate comes back as the field's message", async () => {
    const { api } = fakeApi({
      "POST /ar-condicionado/pack": { status: 422, body: { error: "AC_NOT_FOR_MOTO", message: "É uma mota" } },
    });
    expect(await addAcPack(api, post("45-TT-67"))).toEqual({ error: "É uma mota" });
  });

  it("the appointment link carries the car kind, the service, the plate and the comment", () => {
    expect(acAppointmentHref("AA-00-AA", "gás?")).toBe(
      "/marcacao-previa/selecao-oficina?tipo=car&servicos=CITA_AC&matricula=AA-00-AA&comentario=g%C3%A1s%3F",
    );
    expect(acAppointmentHref(null, null)).toBe("/marcacao-previa/selecao-oficina?tipo=car&servicos=CITA_AC");
  });
});
