import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import "#src/shared/i18n/catalogue/register-all.ts";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import type { ServiceOffer } from "#src/shared/services/service-catalogue.schema.ts";
import { type ApiFetch, apiContext } from "../api-context.ts";
import { bookingHref, formatDuration, priceLabel } from "./offer-format.ts";
import {
  HUBS,
  hubIn,
  SERVICE_PAGES,
  SERVICE_PAGES_ES,
  SERVICE_PATHS,
} from "#src/shared/services/pages/service-pages.ts";
import { SERVICE_ROUTES } from "./service-routes.ts";
import {
  KITS_ERROR,
  loadHub,
  loadOzoneKits,
  loadServicePage,
  noWorkshopsMessage,
  QUOTE_ERROR,
  SERVICES_ERROR,
  sendQuote,
  WORKSHOPS_ERROR,
} from "./services.server.ts";

type Answer = { status: number; body: unknown };

function fakeApi(routes: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const api: ApiFetch = async (path, init = {}) => {
    const key = `${init.method ?? "GET"} ${path}`;
    calls.push({ key, body: init.body });
    const answer = routes[key];
    if (!answer) return { status: 404, json: () => ({ error: "NOT_FOUND", message: "Não encontrado" }) };
    return { status: answer.status, json: () => answer.body };
  };
  const ctx = new RouterContextProvider();
  ctx.set(apiContext, api);
  return { ctx, calls };
}

const offer = (id: string, over: Partial<ServiceOffer> = {}): ServiceOffer => ({
  id,
  kind: "appointment",
  tipo_producto: null,
  categoria: "car",
  nombre: id,
  incluye: ["Verificação"],
  precio: 0,
  duracion: 60,
  oficinas: 4,
  ...over,
});

const CAR = {
  servicos: [
    offer("CITA_TRAVOES", { nombre: "Travões", precio: 4990 }),
    offer("AMORTECEDORES_EIXO", { kind: "product", tipo_producto: "amortiguador", precio: 24990, duracion: 120 }),
    offer("CITA_AMORTECEDORES"),
    offer("AC_R134A", { kind: "product", tipo_producto: "ac", precio: 5990 }),
    offer("AC_R1234YF", { kind: "product", tipo_producto: "ac2", precio: 8990 }),
  ],
};
const ok = (body: unknown): Answer => ({ status: 200, body });
const url = (path: string) => new URL(`http://localhost${path}`);

describe("service hubs", () => {
  it("cards carry the lowest price of their offers, a 'from' price for appointments and several offers", async () => {
    const { ctx } = fakeApi({ "GET /servicos?categoria=car": ok(CAR) });
    const hub = await loadHub(ctx, "/carro");
    const card = (path: string) => hub.cards.find((c) => c.path === path);
    expect(card("/carro/travoes")?.price).toEqual({ precio: 4990, desde: true });
    expect(card("/carro/amortecedores-para-carro")?.price).toEqual({ precio: 0, desde: true });
    expect(card("/carro/carga-de-ar-condicionado")?.price).toEqual({ precio: 5990, desde: true });
    // not in the catalogue (yet): no price, no invented one
    expect(card("/carro/filtros")?.price).toBeNull();
    expect(hub.error).toBeNull();
  });

  it("a failed catalogue keeps the cards and shows the loading error; the .data suffix is ignored", async () => {
    const { ctx } = fakeApi({ "GET /servicos?categoria=motorbike": { status: 503, body: {} } });
    const hub = await loadHub(ctx, "/mota.data");
    expect(hub.error).toBe(SERVICES_ERROR);
    expect(hub.cards.length).toBe(HUBS[1]?.cards.length);
    expect(hub.cards.every((c) => c.price === null)).toBe(true);
  });

  it("routes every page of issue 12's page map that this feature owns", () => {
    // The routes serve exactly the shared list the sitemap and the benchmarks read.
    expect(SERVICE_ROUTES.map((r) => `/${r.path}`).sort()).toEqual([...SERVICE_PATHS].sort());
    expect([...SERVICE_PATHS].sort()).toEqual(
      [
        "/carro",
        "/carro/travoes",
        "/carro/amortecedores-para-carro",
        "/carro/correia-de-distribuicao-para-carro",
        "/carro/filtros",
        "/carro/escovas-limpa-para-brisas-para-carro",
        "/carro/inspecao-automovel-ipo",
        "/carro/desinfecao-ozono",
        "/kits-ozono",
        "/mota",
        "/mota/travoes",
        "/mota/kit-de-transmissao",
        "/mota/embraiagem",
        "/mota/filtro-de-oleo",
        "/mota/filtro-de-ar",
        "/mota/mudanca-de-oleo",
        "/mota/baterias",
        "/camiao",
        "/camiao/gestao-de-frotas",
        "/camiao/assistencia-24h-camiao",
        "/camiao/pneus-industriais",
      ].sort(),
    );
  });

  it("every page of the copy belongs to its category's hub", () => {
    for (const p of SERVICE_PAGES) {
      const hub = HUBS.find((h) => h.categoria === p.categoria);
      expect(
        hub?.cards.some((c) => c.path === p.path),
        p.path,
      ).toBe(true);
      expect(p.path.startsWith(hub?.path ?? "?"), p.path).toBe(true);
    }
  });
});

describe("service page", () => {
  it("shows the page's offers in its order and no workshops before a postcode", async () => {
    const { ctx, calls } = fakeApi({ "GET /servicos?categoria=car": ok(CAR) });
    const r = await loadServicePage(ctx, url("/carro/amortecedores-para-carro"));
    expect(r.offers.map((o) => o.id)).toEqual(["AMORTECEDORES_EIXO", "CITA_AMORTECEDORES"]);
    expect(r.workshops).toBeNull();
    expect(calls.map((c) => c.key)).toEqual(["GET /servicos?categoria=car"]);
  });

  it("lists the first offer's workshops near the typed postcode, at most 6", async () => {
    const oficinas = Array.from({ length: 9 }, (_, i) => ({
      codTienda: String(1000 + i),
      alias: `Oficina ${i}`,
      morada: "Rua A",
      localidade: "Lisboa",
      url: `/oficinas-mecanicas/lisboa/oficina-${i}`,
      distancia: i,
    }));
    const { ctx } = fakeApi({
      "GET /servicos?categoria=car": ok(CAR),
      "GET /servicos/AMORTECEDORES_EIXO/oficinas?cp=1000-001": ok({ total: 9, oficinas }),
    });
    const r = await loadServicePage(ctx, url("/carro/amortecedores-para-carro?cp=1000-001"));
    expect(r.workshops).toMatchObject({ cp: "1000-001", error: null, total: 9 });
    expect(r.workshops?.oficinas.map((o) => o.codTienda)).toEqual(["1000", "1001", "1002", "1003", "1004", "1005"]);
  });

  it("a malformed postcode, no workshops and a failing search are messages, not errors", async () => {
    const { ctx, calls } = fakeApi({
      "GET /servicos?categoria=car": ok(CAR),
      "GET /servicos/CITA_TRAVOES/oficinas?cp=9999-999": ok({ total: 0, oficinas: [] }),
      "GET /servicos/CITA_TRAVOES/oficinas?cp=4000-322": { status: 500, body: { error: "X", message: "boom" } },
    });
    const bad = await loadServicePage(ctx, url("/carro/travoes?cp=abc"));
    expect(resolve("pt", bad.workshops?.error ?? "")).toBe("O campo código postal tem um formato incorreto");
    expect(calls.some((c) => c.key.includes("cp=abc"))).toBe(false);
    expect((await loadServicePage(ctx, url("/carro/travoes?cp=9999-999"))).workshops?.error).toBe(
      noWorkshopsMessage("9999-999"),
    );
    expect((await loadServicePage(ctx, url("/carro/travoes?cp=4000-322"))).workshops?.error).toBe(WORKSHOPS_ERROR);
  });

  it("a failed catalogue still renders the page's copy with the error", async () => {
    const { ctx } = fakeApi({ "GET /servicos?categoria=car": { status: 500, body: { error: "X", message: "x" } } });
    const r = await loadServicePage(ctx, url("/carro/travoes/"));
    expect(r.page.title).toMatch(/Travões/);
    expect(r.offers).toEqual([]);
    expect(r.error).toBe(SERVICES_ERROR);
  });

  it("an unknown page is the 404 page", async () => {
    const { ctx } = fakeApi({});
    await expect(loadServicePage(ctx, url("/carro/nao-existe"))).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("ozone kits", () => {
  it("lists the kits, and an empty or failed list is the kits message", async () => {
    const kits = [offer("KIT_OZONO_1", { kind: "product", tipo_producto: "kito1", precio: 1990 })];
    expect((await loadOzoneKits(fakeApi({ "GET /kits-ozono": ok({ kits }) }).ctx)).kits.map((k) => k.id)).toEqual([
      "KIT_OZONO_1",
    ]);
    expect(await loadOzoneKits(fakeApi({ "GET /kits-ozono": ok({ kits: [] }) }).ctx)).toEqual({
      kits: [],
      error: KITS_ERROR,
    });
    expect(await loadOzoneKits(fakeApi({ "GET /kits-ozono": { status: 500, body: {} } }).ctx)).toEqual({
      kits: [],
      error: KITS_ERROR,
    });
  });
});

describe("truck quote request", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  const good = { nombre: "Transportes Silva", email: "frota@silva.pt", comentario: "Temos 12 camiões em Leiria." };

  it("sends a contact request with reason quote naming the page's service", async () => {
    const { ctx, calls } = fakeApi({ "POST /contactar": { status: 201, body: { ok: true } } });
    expect(await sendQuote(ctx, "/camiao/gestao-de-frotas", form({ ...good, vehicle: "12 camiões" }))).toEqual({
      sent: true,
    });
    expect(calls[0]?.body).toMatchObject({
      data: { reason: "quote", ...good, vehicle: "12 camiões", services: ["gestao-de-frotas"] },
    });
  });

  it("field errors come back without calling the API", async () => {
    const { ctx, calls } = fakeApi({});
    const r = await sendQuote(ctx, "/camiao/pneus-industriais", form({ nombre: "", email: "x", comentario: "curto" }));
    expect(r.sent).toBe(false);
    if (r.sent) return;
    expect(Object.keys(r.errors).sort()).toEqual(["comentario", "email", "nombre"]);
    expect(calls).toEqual([]);
  });

  it("a failing API is the contact failure message; its field errors are shown at the fields", async () => {
    const down = fakeApi({ "POST /contactar": { status: 502, body: "<html>" } });
    expect(await sendQuote(down.ctx, "/camiao/assistencia-24h-camiao", form(good))).toEqual({
      sent: false,
      message: QUOTE_ERROR,
      errors: {},
    });
    const refused = fakeApi({
      "POST /contactar": {
        status: 400,
        body: {
          error: "VALIDATION_ERROR",
          message: "Há campos com erros.",
          errors: { "data.email": "E-mail recusado" },
        },
      },
    });
    expect(await sendQuote(refused.ctx, "/camiao/assistencia-24h-camiao", form(good))).toEqual({
      sent: false,
      message: "Há campos com erros.",
      errors: { email: "E-mail recusado" },
    });
  });

  it("pages without a quote form refuse the post", async () => {
    await expect(sendQuote(fakeApi({}).ctx, "/carro/travoes", form(good))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("the Spanish site", () => {
  it("every service page has Spanish copy with the same lists, and every hub card a Spanish title", () => {
    for (const p of SERVICE_PAGES) {
      const es = SERVICE_PAGES_ES[p.path];
      expect(es, p.path).toBeDefined();
      if (!es) continue;
      expect(es.title, p.path).not.toBe(p.title);
      expect(es.intro.length, p.path).toBe(p.intro.length);
      expect(es.when.length, p.path).toBe(p.when.length);
      expect(es.signs.length, p.path).toBe(p.signs.length);
      expect(es.facts?.length, p.path).toBe(p.facts?.length);
      expect(es.related?.length, p.path).toBe(p.related?.length);
      expect(es.headings === undefined, p.path).toBe(p.headings === undefined);
    }
    expect(Object.keys(SERVICE_PAGES_ES).sort()).toEqual(SERVICE_PAGES.map((p) => p.path).sort());
    for (const hub of HUBS) {
      const es = hubIn("es", hub);
      expect(es.title).not.toBe(hub.title);
      // "Kits de ozono" is the same in both languages; every other card has a Spanish title.
      const same = es.cards.filter((c, i) => c.title === hub.cards[i]?.title).map((c) => c.title);
      expect(
        same.filter((t) => t !== "Kits de ozono"),
        hub.path,
      ).toEqual([]);
      expect(es.cards.map((c) => c.path)).toEqual(hub.cards.map((c) => c.path));
    }
  });

  it("loads the hubs and the pages by their Spanish paths, in Spanish", async () => {
    const { ctx } = fakeApi({ "GET /servicos?categoria=car": ok(CAR) });
    const hub = await loadHub(ctx, "/coche.data");
    expect(hub.title).toBe("Servicios para su coche");
    expect(hub.path).toBe("/carro");
    expect(hub.cards.find((c) => c.path === "/carro/travoes")).toMatchObject({
      title: "Frenos: pastillas, discos y líquido",
      price: { precio: 4990, desde: true },
    });
    const page = await loadServicePage(ctx, url(`${localPath("es", "/carro/inspecao-automovel-ipo")}/`));
    expect(page.page.title).toBe("Preparación para la ITV");
    expect(resolve("es", page.hub.label)).toBe("Coche");
    expect(page.hub.to).toBe("/carro");
    await expect(loadHub(ctx, "/coche/nada")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("the Spanish truck pages take the quote request", async () => {
    const { ctx, calls } = fakeApi({ "POST /contactar": { status: 201, body: { ok: true } } });
    const f = new FormData();
    for (const [k, v] of Object.entries({
      nombre: "Transportes Gil",
      email: "flota@gil.es",
      comentario: "Tenemos 12 camiones.",
    }))
      f.set(k, v);
    expect(await sendQuote(ctx, localPath("es", "/camiao/gestao-de-frotas"), f)).toEqual({ sent: true });
    expect(calls[0]?.body).toMatchObject({ data: { services: ["gestao-de-frotas"] } });
  });
});

describe("display", () => {
  it("formats durations, prices and the booking link", () => {
    expect([45, 60, 90, 120].map(formatDuration)).toEqual(["45 min", "1 h", "1 h 30 min", "2 h"]);
    expect(priceLabel(0, true)).toBe("Orçamento gratuito na oficina");
    expect(priceLabel(0, true, true)).toBe("Orçamento sem compromisso");
    expect(priceLabel(4990, true)).toBe("Desde 49,90\u00a0€");
    expect(priceLabel(4990, false)).toBe("49,90\u00a0€");
    expect(priceLabel(0, true, true, "es")).toBe("Presupuesto sin compromiso");
    expect(priceLabel(4990, true, false, "es")).toMatch(/^Desde 49,90\s€$/);
    expect(bookingHref("CITA_MOTA_TRAVOES", "motorbike", " 1000-001 ")).toBe(
      "/marcacao-previa/selecao-oficina?tipo=motorbike&servicos=CITA_MOTA_TRAVOES&cp=1000-001",
    );
  });
});
