/**
 * The API answers in the language of its path: the same requests on /api/rodacerta/pt and /api/rodacerta/es give
 * the same codes and statuses, Portuguese messages on /pt (byte-identical to before) and Spanish ones on /es —
 * never the Portuguese text — for the errors of the spec's catalogue along the customer's paths.
 */
import Fastify, { type LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { msg } from "#src/shared/i18n/i18n.ts";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { eachDatabase } from "./test-support/db.ts";
import { testApp } from "./test-support/app.ts";
import { registerReplyLanguage } from "./i18n.ts";

const NOW = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Call = { method: Method; url: string; payload?: unknown; token?: string };

eachDatabase("API messages in the language of the path", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  let ip = 0;
  const call = (lang: Lang, c: Call): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: c.method,
      url: `/api/rodacerta/${lang}${c.url}`,
      payload: c.payload as object,
      remoteAddress: `10.77.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: c.token ? { authorization: `Bearer ${c.token}` } : {},
    });

  /** The same request in both languages: same status and code, a Spanish message that is not the Portuguese one. */
  async function both(c: Call | ((lang: Lang) => Call)) {
    const of = (lang: Lang) => (typeof c === "function" ? c(lang) : c);
    const pt = await call("pt", of("pt"));
    const es = await call("es", of("es"));
    const p = pt.json();
    const e = es.json();
    expect(es.statusCode, `${of("es").url}: ${es.body}`).toBe(pt.statusCode);
    expect(e.error).toBe(p.error);
    expect(typeof p.message).toBe("string");
    expect(e.message).not.toBe(p.message);
    for (const text of [p.message, e.message, ...Object.values(p.errors ?? {}), ...Object.values(e.errors ?? {})])
      expect(text, "no descriptor leaves the API").not.toMatch(/^i18n:/);
    expect(Object.keys(e.errors ?? {}).sort()).toEqual(Object.keys(p.errors ?? {}).sort());
    for (const [field, text] of Object.entries(p.errors ?? {}))
      expect(e.errors[field], `errors.${field}`).not.toBe(text);
    return { pt: { status: pt.statusCode, ...p }, es: { status: es.statusCode, ...e } };
  }

  let n = 0;
  const register = async (lang: Lang) => {
    const res = await call(lang, {
      method: "POST",
      url: "/users",
      payload: {
        nombre: "Lúcia",
        apellidos: "Idiomas",
        email: `idiomas.${kind}.${++n}@example.pt`,
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono: "912345678",
        codigo_postal: "1000-001",
        privacidad: true,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().token as string;
  };

  let plates = 0;
  const booking = (code: string, date: string, time: string, plate?: string) => ({
    userData: {
      nombre: "Rita Marques",
      email: "rita@example.pt",
      telefono: "912 345 678",
      matricula: plate ?? `${String(++plates).padStart(2, "0")}-LG-${String(plates).padStart(2, "0")}`,
    },
    selectedDate: { date, time },
    selectedService: ["CITA_TRAVOES"],
    selectedTaller: { codTienda: code },
  });
  const lisbonWorkshop = async () => {
    const found = (await call("pt", { method: "POST", url: "/taller/localizacion", payload: { postCode: "1600-209" } }))
      .json()
      .talleres.find((w: { citaWeb: boolean; poblacion: string }) => w.citaWeb && w.poblacion === "Lisboa");
    return found.codTienda as string;
  };

  it("basket: an unknown basket, an unknown product and a malformed basket id", async () => {
    const gone = await both({ method: "GET", url: "/cesta/2d0f3c6e-9b1a-4c1e-8f00-000000000000" });
    expect(gone.pt).toMatchObject({ status: 404, error: "BASKET_NOT_FOUND" });
    expect(gone.pt.message).toBe("Este carrinho já não existe. Comece um novo.");
    expect(gone.es.message).toBe("Esta cesta ya no existe. Empiece una nueva.");

    const product = await both({ method: "POST", url: "/cesta-product/NAO-EXISTE-1", payload: { cantidad: 1 } });
    expect(product.pt).toMatchObject({ status: 404, error: "PRODUCT_NOT_FOUND" });
    expect(product.es.message).toBe("Este producto no existe o ya no está a la venta.");

    const badId = await both({ method: "GET", url: "/cesta/nao-e-um-uuid" });
    expect(badId.pt).toMatchObject({ status: 400, error: "VALIDATION_ERROR" });
    expect(badId.pt.errors.id).toBe("Carrinho inválido");
    expect(badId.es.errors.id).toBe("Cesta no válida");
  });

  it("account: a wrong login, a registration with field errors, an e-mail already registered", async () => {
    const login = await both({
      method: "POST",
      url: "/users/auth",
      payload: { email: "ninguem@example.pt", password: "errada1" },
    });
    expect(login.pt).toMatchObject({ status: 401, error: "WRONG_CREDENTIALS" });
    expect(login.pt.message).toBe("O e-mail ou a password estão incorretos");

    const invalid = await both({
      method: "POST",
      url: "/users",
      payload: { nombre: "", apellidos: "X", email: "nao-e-email", password: "1", confirmPassword: "2" },
    });
    expect(invalid.pt).toMatchObject({ status: 400, error: "VALIDATION_ERROR" });
    expect(Object.keys(invalid.pt.errors).length).toBeGreaterThan(2);

    await register("pt");
    const email = `idiomas.${kind}.${n}@example.pt`;
    const again = await both({
      method: "POST",
      url: "/users",
      payload: {
        nombre: "Lúcia",
        apellidos: "Idiomas",
        email,
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono: "912345678",
        codigo_postal: "1000-001",
        privacidad: true,
      },
    });
    expect(again.pt).toMatchObject({ status: 409, error: "EMAIL_EXISTS" });
    expect(again.pt.message).toBe("Já existe uma conta com este e-mail. Entre ou recupere a password.");
    expect(again.es.message).toBe(
      "Ya existe una cuenta con este correo electrónico. Inicie sesión o recupere la contraseña.",
    );
  });

  it("orders: an order that does not exist, someone else's data", async () => {
    const token = await register("es");
    const order = await both({ method: "GET", url: "/pedidos/RC-NAO-EXISTE", token });
    expect(order.pt).toMatchObject({ status: 404, error: "NOT_EXIST" });
    expect(order.pt.message).toBe("Esta encomenda não existe.");
    expect(order.es.message).toBe("Este pedido no existe.");

    const others = await both({ method: "GET", url: "/citas-previas/999999", token });
    expect(others.pt).toMatchObject({ status: 403, error: "ID_NOT_MATCH" });
    expect(others.es.message).toBe("Estas citas pertenecen a otro usuario.");
  });

  it("booking: the same plate twice, renting by phone, a wrong date, a day without times", async () => {
    const code = await lisbonWorkshop();
    const plate = "77-LG-77";
    expect(
      (await call("pt", { method: "POST", url: "/cita-previa", payload: booking(code, "25/11/2026", "09:00", plate) }))
        .statusCode,
    ).toBe(201);
    const twice = await both({
      method: "POST",
      url: "/cita-previa",
      payload: booking(code, "26/11/2026", "10:00", plate),
    });
    expect(twice.pt).toMatchObject({ status: 409, error: "ALREADY_BOOKED" });
    expect(twice.pt.message).toMatch(
      /^Já existe uma marcação para a matrícula 77-LG-77 na oficina .+\. Cancele essa marcação antes de fazer uma nova\.$/,
    );
    expect(twice.es.message).toMatch(
      /^Ya existe una cita para la matrícula 77-LG-77 en el taller .+\. Cancele esa cita antes de pedir una nueva\.$/,
    );

    const renting = booking(code, "26/11/2026", "11:00");
    (renting.userData as Record<string, unknown>).renting = true;
    const phone = await both({ method: "POST", url: "/cita-previa", payload: renting });
    expect(phone.pt).toMatchObject({ status: 422, error: "RENTING_PHONE_ONLY" });
    expect(phone.es.message).toMatch(/^Las citas de vehículos de renting se piden por teléfono: llame al .+\.$/);

    const badDate = await both({ method: "POST", url: `/cita-previa-times/taller/${code}/99-99-2026`, payload: {} });
    expect(badDate.pt).toMatchObject({ status: 400, error: "VALIDATION_ERROR" });
    expect(badDate.pt.errors.date).toBe("A data deve estar no formato DD/MM/AAAA");
    expect(badDate.es.errors.date).toBe("La fecha debe tener el formato DD/MM/AAAA");

    const sunday = await both({ method: "POST", url: `/cita-previa-times/taller/${code}/29-11-2026`, payload: {} });
    expect(sunday.pt).toMatchObject({ status: 404, error: "NO_SLOTS_DAY" });
    expect(sunday.es.message).toBe("No hay horas libres este día. Elija otro día.");

    const workshops = await both({ method: "POST", url: "/taller/localizacion", payload: { postCode: "52001" } });
    expect(workshops.pt).toMatchObject({ status: 404, error: "NO_WORKSHOPS" });
    expect(workshops.es.message).toBe(
      "No hay talleres para el código postal 52001. Pruebe con otro código postal o amplíe la distancia.",
    );
  });

  it("tyres and vehicles: an unknown size, an unknown tyre, an unknown car brand", async () => {
    const size = await both({
      method: "POST",
      url: "/neumaticos/selector",
      payload: { filters: { ancho: 135, serie: 80, llanta: 12 } },
    });
    expect(size.pt).toMatchObject({ status: 404, error: "UNKNOWN_SIZE" });
    expect(size.pt.message).toBe("Não temos pneus na medida 135/80 R12.");
    expect(size.es.message).toBe("No tenemos neumáticos en la medida 135/80 R12.");

    const values = await both({ method: "GET", url: "/tyres-with-values?ancho=123" });
    expect(values.pt).toMatchObject({ status: 404, error: "UNKNOWN_SIZE" });

    const tyre = await both({ method: "GET", url: "/neumaticos/99999999" });
    expect(tyre.pt).toMatchObject({ status: 404, error: "TYRE_NOT_FOUND" });
    expect(tyre.es.message).toBe("Este neumático no existe o ya no se vende.");

    const brand = await both({ method: "GET", url: "/matricula/modelos?marca=Inexistente" });
    expect(brand.pt).toMatchObject({ status: 404, error: "BRAND_NOT_FOUND" });
    expect(brand.es.message).toBe("No tenemos modelos de la marca «Inexistente».");
  });

  it("a notice of success is said in the path's language too", async () => {
    const pt = await call("pt", {
      method: "POST",
      url: "/users/forgot-password",
      payload: { email: "ninguem@example.pt" },
    });
    const es = await call("es", {
      method: "POST",
      url: "/users/forgot-password",
      payload: { email: "ninguem@example.pt" },
    });
    expect(pt.statusCode).toBe(es.statusCode);
    expect(pt.json().message).toBe(
      "Se existir uma conta com este e-mail, enviámos um link para escolher uma nova password.",
    );
    expect(es.json().message).toBe(
      "Si el correo electrónico tiene una cuenta, le hemos enviado un enlace para elegir una nueva contraseña.",
    );
  });
});

describe("lists of notices", () => {
  it("the basket's avisos are said in the path's language, other texts in the list untouched", async () => {
    const app = Fastify({ logger: false });
    registerReplyLanguage(app);
    app.get("/api/rodacerta/:lang/avisos", async () => ({
      avisos: [msg("api.basketPromoPackRemoved"), "texto simples"],
    }));
    const pt = (await app.inject({ url: "/api/rodacerta/pt/avisos" })).json();
    const es = (await app.inject({ url: "/api/rodacerta/es/avisos" })).json();
    await app.close();
    expect(pt.avisos).toEqual([
      "Não é possível juntar packs de serviços a pneus em promoção: o serviço foi retirado do carrinho.",
      "texto simples",
    ]);
    expect(es.avisos).toEqual([
      "No se pueden combinar packs de servicios con neumáticos en promoción: hemos retirado el servicio de la cesta.",
      "texto simples",
    ]);
  });
});
