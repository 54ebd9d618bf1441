import { describe, expect, it } from "vitest";
import { t } from "#src/shared/i18n/i18n.ts";
import {
  basket,
  CESTA,
  DATES,
  card,
  heldBasket,
  load,
  loadRaw,
  motoBasket,
  ME,
  order,
  pageRequest,
  professional,
  redirectsTo,
  scriptedApi,
  thrown,
  TOKEN,
  WORKSHOP,
} from "./checkout-test-kit.ts";

const GET_BASKET = /^GET \/cesta\/0b7c9a4e/;

describe("checkout loader: the basket step and the way back to it", () => {
  it("shows an empty basket without a cookie, and asks the API nothing", async () => {
    const api = scriptedApi([]);
    expect(await load(api, pageRequest("/carrinho/pedido", { basket: false }))).toEqual({
      step: "pedido",
      basket: null,
      order: null,
      loggedIn: false,
      extra: null,
    });
    expect(api.calls).toEqual([]);
  });

  it("reads the basket of the cookie (with the session's token) for /carrinho", async () => {
    const api = scriptedApi([[GET_BASKET, 200, basket()]]);
    const r = await load(api, pageRequest("/carrinho", { loggedIn: true }));
    expect(r).toMatchObject({ step: "pedido", loggedIn: true, order: null, extra: null });
    expect(r.basket?.products.map((p) => p.id_navision)).toEqual(["100001"]);
    expect(api.calls).toEqual([
      { call: `GET /cesta/${CESTA}`, body: undefined, headers: { authorization: `Bearer ${TOKEN}` } },
    ]);
  });

  it("sends a later step back to the basket when the basket is empty, gone or already ordered", async () => {
    const empty = scriptedApi([[GET_BASKET, 200, basket({ products: [] })]]);
    expect(await redirectsTo(load(empty, pageRequest("/carrinho/oficinas")))).toBe("/carrinho/pedido");
    const gone = scriptedApi([[GET_BASKET, 404, { error: "NOT_FOUND", message: "Não existe." }]]);
    expect(await redirectsTo(load(gone, pageRequest("/carrinho/data-e-hora")))).toBe("/carrinho/pedido");
    const ordered = scriptedApi([[GET_BASKET, 200, heldBasket({ status: "ordered", orderNumber: "RC-1" })]]);
    expect(await redirectsTo(load(ordered, pageRequest("/carrinho/pagamento", { loggedIn: true })))).toBe(
      "/carrinho/pedido",
    );
    expect(await redirectsTo(load(scriptedApi([]), pageRequest("/cesta/pago", { basket: false })))).toBe(
      "/cesta/pedido",
    );
  });

  it("is the 404 page, in the page's language, for a step that does not exist", async () => {
    expect(await thrown(load(scriptedApi([]), pageRequest("/carrinho/nada")))).toEqual({
      status: 404,
      body: "Página não encontrada",
    });
    expect(await thrown(load(scriptedApi([]), pageRequest("/cesta/pagamento-x")))).toEqual({
      status: 404,
      body: "Página no encontrada",
    });
  });
});

describe("checkout loader: a step needs the steps before it", () => {
  const at = async (path: string, b: ReturnType<typeof basket>, loggedIn = false) =>
    redirectsTo(
      load(
        scriptedApi([
          [GET_BASKET, 200, b],
          [/estado/, 200, professional(false)],
        ]),
        pageRequest(path, { loggedIn }),
      ),
    );

  it("sends the customer to the first missing step, in Portuguese and in Spanish", async () => {
    expect(await at("/carrinho/data-e-hora", basket())).toBe("/carrinho/oficinas");
    expect(await at("/cesta/fecha-y-hora", basket())).toBe("/cesta/taller");
    expect(await at("/carrinho/pagamento", basket({ selectedTaller: WORKSHOP }))).toBe("/carrinho/data-e-hora");
    expect(await at("/carrinho/pagamento", heldBasket())).toBe("/carrinho/registo");
    expect(await at("/cesta/datos-de-facturacion", heldBasket(), true)).toBe("/cesta/pago");
  });

  it("skips the options step of a car basket and the registration of a signed-in customer", async () => {
    expect(await at("/carrinho/opcoes", basket())).toBe("/carrinho/oficinas");
    expect(await at("/cesta/registro", heldBasket(), true)).toBe("/cesta/pago");
  });

  it("shows the options step of a motorbike basket", async () => {
    const api = scriptedApi([[GET_BASKET, 200, motoBasket()]]);
    expect(await load(api, pageRequest("/carrinho/opcoes"))).toMatchObject({ step: "opcoes", extra: null });
  });
});

describe("checkout loader: the workshops step", () => {
  const search = (found: [number, unknown], dates: [number, unknown] = [200, DATES]) =>
    scriptedApi([
      [GET_BASKET, 200, basket()],
      [/^POST \/taller\/localizacion$/, ...found],
      [/^POST \/consult-dates$/, ...dates],
    ]);

  it("lists the workshops near the postcode with their first free time; a phone-only one says so", async () => {
    const api = search([200, { centro: null, talleres: [card("1001"), card("1002", false)] }]);
    const r = await load(api, pageRequest("/carrinho/oficinas?cp=1100-048"));
    expect(r.extra).toMatchObject({
      cp: "1100-048",
      error: null,
      talleres: [
        { codTienda: "1001", primera: "01/12/2026 às 10:00", error: null },
        { codTienda: "1002", primera: null, error: "Marcações só por telefone: 210000000" },
      ],
    });
    expect(api.calls[1]).toMatchObject({
      call: "POST /taller/localizacion",
      body: { postCode: "1100-048", forEcommerce: true, distancia: 80, cestaID: CESTA },
    });
    expect(api.calls.filter((c) => c.call === "POST /consult-dates")).toHaveLength(1);
  });

  it("writes the Spanish page's times and notes in Spanish", async () => {
    const api = search([200, { centro: null, talleres: [card("1001"), card("1002", false)] }]);
    const r = await load(api, pageRequest("/cesta/taller?cp=35001"));
    expect(r.extra).toMatchObject({
      talleres: [
        { primera: "01/12/2026 a las 10:00" },
        { error: t("es", "checkout.workshopsPhoneOnly", { phone: WORKSHOP.telefono }) },
      ],
    });
  });

  it("asks the motorbike workshops for a motorbike basket, and the postcode typed earlier", async () => {
    const api = scriptedApi([
      [GET_BASKET, 200, motoBasket({ codigoPostalIntroducido: "4000-001" })],
      [/^POST \/taller\/moto\/localizacion$/, 200, { centro: null, talleres: [] }],
    ]);
    expect((await load(api, pageRequest("/carrinho/oficinas"))).extra).toEqual({
      cp: "4000-001",
      talleres: [],
      error: null,
    });
    expect(api.calls[1]?.call).toBe("POST /taller/moto/localizacion");
  });

  it("uses a signed-in customer's postcode, and shows nothing to search without one", async () => {
    const api = scriptedApi([
      [GET_BASKET, 200, basket()],
      [/^GET \/users\/fetchInfo$/, 200, ME],
      [/^POST \/taller\/localizacion$/, 200, { centro: null, talleres: [] }],
    ]);
    expect((await load(api, pageRequest("/carrinho/oficinas", { loggedIn: true }))).extra).toMatchObject({
      cp: "1100-053",
    });
    const none = scriptedApi([[GET_BASKET, 200, basket()]]);
    expect((await load(none, pageRequest("/carrinho/oficinas"))).extra).toEqual({ cp: "", talleres: [], error: null });
    expect(none.calls).toHaveLength(1);
  });

  it("shows the API's postcode error at the search, a dates error at its workshop, else a generic failure", async () => {
    const bad = search([
      400,
      { error: "VALIDATION_ERROR", message: "Reveja.", errors: { postCode: "Código postal inválido" } },
    ]);
    expect((await load(bad, pageRequest("/carrinho/oficinas?cp=11"))).extra).toMatchObject({
      error: "Código postal inválido",
    });
    const down = search([502, "<html>"]);
    expect((await load(down, pageRequest("/cesta/taller?cp=28001"))).extra).toMatchObject({
      error: "No se han podido buscar talleres.",
    });
    const noDates = search(
      [200, { centro: null, talleres: [card("1001")] }],
      [409, { error: "NO_DATES", message: "Sem datas livres." }],
    );
    expect((await load(noDates, pageRequest("/carrinho/oficinas?cp=1100-048"))).extra).toMatchObject({
      talleres: [{ primera: null, error: "Sem datas livres." }],
    });
  });
});

describe("checkout loader: the date and time step", () => {
  const dated = (b = heldBasket(), dates: [number, unknown] = [200, DATES]) =>
    scriptedApi([
      [GET_BASKET, 200, b],
      [/^POST \/consult-dates$/, ...dates],
      [/^POST \/consult-times$/, 200, { horas: ["09:00", "09:30"] }],
    ]);

  it("opens on the held slot's day with that day's times", async () => {
    const api = dated();
    expect((await load(api, pageRequest("/carrinho/data-e-hora"))).extra).toEqual({
      dias: DATES.dias,
      dia: "02/12/2026",
      horas: ["09:00", "09:30"],
      error: null,
      minutos: 60,
    });
    expect(api.calls.at(-1)).toMatchObject({
      call: "POST /consult-times",
      body: { cestaID: CESTA, codTienda: "1001", date: "02/12/2026" },
    });
  });

  it("opens on the first free day without a held slot, or on the day asked for", async () => {
    const noSlot = basket({ selectedTaller: WORKSHOP });
    expect((await load(dated(noSlot), pageRequest("/carrinho/data-e-hora"))).extra).toMatchObject({
      dia: "01/12/2026",
    });
    expect((await load(dated(noSlot), pageRequest("/cesta/fecha-y-hora?dia=02/12/2026"))).extra).toMatchObject({
      dia: "02/12/2026",
    });
  });

  it("shows the API's refusal of the dates in the page's language", async () => {
    const api = dated(heldBasket(), [400, { error: "NO_BASKET", message: "Esta cesta ya no existe." }]);
    expect((await load(api, pageRequest("/cesta/fecha-y-hora"))).extra).toEqual({
      dias: [],
      dia: null,
      horas: [],
      error: "Esta cesta ya no existe.",
      minutos: 0,
    });
  });
});

describe("checkout loader: payment, billing and the order", () => {
  it("offers payment on account only to an approved business", async () => {
    for (const business of [true, false]) {
      const api = scriptedApi([
        [GET_BASKET, 200, heldBasket()],
        [/^GET \/profissional\/estado$/, 200, professional(business)],
      ]);
      expect((await load(api, pageRequest("/carrinho/pagamento", { loggedIn: true }))).extra).toEqual({ business });
    }
  });

  it("shows the order of a declined payment on the payment step", async () => {
    const declined = order({ estado: "pending", tipoPago: "full", metodo: "card" });
    const api = scriptedApi([
      [GET_BASKET, 200, heldBasket({ status: "ordered", orderNumber: "RC-000123" })],
      [/^GET \/pedidos\/RC-000123$/, 200, declined],
    ]);
    const r = await load(api, pageRequest("/cesta/pago?pedido=RC-000123", { loggedIn: true }));
    expect(r).toMatchObject({ step: "pagamento", order: { numero: "RC-000123", estado: "pending" } });
    expect(r.basket?.status).toBe("ordered");
  });

  it("prefills the billing step from the profile, the province from the postcode", async () => {
    const api = scriptedApi([
      [GET_BASKET, 200, heldBasket({ paymentType: "at_workshop" })],
      [/^GET \/users\/fetchInfo$/, 200, ME],
    ]);
    const r = await load(api, pageRequest("/carrinho/dados-de-facturacao", { loggedIn: true }));
    expect(r.extra).toMatchObject({
      prefill: {
        nombre: "Rita",
        apellidos: "Marques",
        nif: "123456789",
        calle: "Rua Augusta",
        numero: "12",
        poblacion: "Lisboa",
        codigo_postal: "1100-053",
        provincia: "Lisboa",
      },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("sends a signed-out customer to the login and back to the order, in the page's language", async () => {
    expect(await redirectsTo(load(scriptedApi([]), pageRequest("/carrinho/a-sua-reserva?pedido=RC-1")))).toBe(
      `/login?next=${encodeURIComponent("/carrinho/a-sua-reserva?pedido=RC-1")}`,
    );
    expect(await redirectsTo(load(scriptedApi([]), pageRequest("/cesta/su-reserva?pedido=RC-1")))).toBe(
      `/iniciar-sesion?next=${encodeURIComponent("/cesta/su-reserva?pedido=RC-1")}`,
    );
  });

  it("shows the placed order and forgets the basket; an unknown order is the 404 page", async () => {
    const api = scriptedApi([[/^GET \/pedidos\/RC-000123$/, 200, order()]]);
    const r = await loadRaw(api, pageRequest("/carrinho/a-sua-reserva?pedido=RC-000123", { loggedIn: true }));
    expect("data" in r && r.data).toMatchObject({
      step: "a-sua-reserva",
      basket: null,
      order: { numero: "RC-000123" },
    });
    expect(new Headers("init" in r ? r.init?.headers : undefined).get("set-cookie")).toMatch(/^rc_cesta=;.*Max-Age=0/);
    expect(await thrown(load(scriptedApi([]), pageRequest("/cesta/su-reserva?pedido=X", { loggedIn: true })))).toEqual({
      status: 404,
      body: "Pedido no encontrado",
    });
  });

  it("sends an order whose approval was refunded back to the payment step as refused", async () => {
    const refunded = order({
      estado: "pending",
      tipoPago: "full",
      ultimoPago: { codigo: "0000", aprobado: true, resultado: "not_owed", mensaje: "" },
    });
    const api = scriptedApi([[/^GET \/pedidos\/RC-000123$/, 200, refunded]]);
    expect(await redirectsTo(load(api, pageRequest("/cesta/su-reserva?pedido=RC-000123", { loggedIn: true })))).toBe(
      "/cesta/pago?pedido=RC-000123&recusado=1",
    );
  });
});
