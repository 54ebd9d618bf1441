import { describe, expect, it } from "vitest";
import { t } from "#src/shared/i18n/i18n.ts";
import {
  act,
  basket,
  CESTA,
  heldBasket,
  pageRequest,
  professional,
  redirectsTo,
  scriptedApi,
  thrown,
  TOKEN,
  WORKSHOP,
} from "./checkout-test-kit.ts";

const GET_BASKET = /^GET \/cesta\/0b7c9a4e/;
const UPDATE = /^POST \/cesta\/update$/;
const post = (path: string, form: Record<string, string | string[]>, loggedIn = false) =>
  pageRequest(path, { form, loggedIn });

describe("checkout action: postcode and workshop", () => {
  it("requires a postcode at its field, in the page's language", async () => {
    const a = scriptedApi([[GET_BASKET, 200, basket()]]);
    expect(await act(a, post("/carrinho/oficinas", { intent: "postcode", cp: "  " }))).toEqual({
      errors: { cp: t("pt", "checkout.errPostcodeRequired") },
    });
    expect(await act(a, post("/cesta/taller", { intent: "postcode" }))).toEqual({
      errors: { cp: "El código postal es obligatorio para buscar talleres" },
    });
    expect(a.calls.map((c) => c.call)).not.toContain("POST /cesta/update");
  });

  it("remembers the postcode and searches it on the page's own address", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, basket()],
      [UPDATE, 200, basket()],
    ]);
    expect(await redirectsTo(act(a, post("/cesta/taller", { intent: "postcode", cp: " 35001 " })))).toBe(
      "/cesta/taller?cp=35001",
    );
    expect(a.calls.at(-1)?.body).toEqual({ cestaState: { cestaID: CESTA, codigoPostalIntroducido: "35001" } });
  });

  it("chooses a workshop and goes to the dates; a refusal stays on the page as a message", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, basket()],
      [UPDATE, 200, basket({ selectedTaller: WORKSHOP })],
    ]);
    expect(await redirectsTo(act(a, post("/carrinho/oficinas", { intent: "workshop", codTienda: "1001" })))).toBe(
      "/carrinho/data-e-hora",
    );
    expect(a.calls.at(-1)?.body).toEqual({ cestaState: { cestaID: CESTA, selectedTaller: { codTienda: "1001" } } });
    const refused = scriptedApi([
      [GET_BASKET, 200, basket()],
      [UPDATE, 409, { error: "WORKSHOP_CLOSED", message: "Este taller no vende por internet." }],
    ]);
    expect(await act(refused, post("/cesta/taller", { intent: "workshop", codTienda: "9" }))).toEqual({
      message: "Este taller no vende por internet.",
      errors: {},
      code: "WORKSHOP_CLOSED",
    });
  });
});

describe("checkout action: holding a slot", () => {
  const RESERVE = /^POST \/reserve-time$/;

  it("asks for a time at its field before calling the API", async () => {
    const a = scriptedApi([[GET_BASKET, 200, basket({ selectedTaller: WORKSHOP })]]);
    expect(await act(a, post("/cesta/fecha-y-hora", { intent: "slot", dia: "02/12/2026" }))).toEqual({
      errors: { hora: "Elija la hora" },
      message: t("es", "checkout.errChooseDayTime"),
    });
    expect(await act(a, post("/carrinho/data-e-hora", { intent: "slot", dia: "02/12/2026", hora: "" }))).toEqual({
      errors: { hora: t("pt", "checkout.errChooseTime") },
      message: t("pt", "checkout.errChooseDayTime"),
    });
    expect(a.calls.map((c) => c.call)).not.toContain("POST /reserve-time");
  });

  it("holds the slot at the basket's workshop, then registration or payment", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, basket({ selectedTaller: WORKSHOP })],
      [RESERVE, 201, {}],
    ]);
    const form = { intent: "slot", dia: "02/12/2026", hora: "09:00" };
    expect(await redirectsTo(act(a, post("/carrinho/data-e-hora", form)))).toBe("/carrinho/registo");
    expect(a.calls.at(-1)?.body).toEqual({ cestaID: CESTA, codTienda: "1001", date: "02/12/2026", time: "09:00" });
    expect(await redirectsTo(act(a, post("/cesta/fecha-y-hora", form, true)))).toBe("/cesta/pago");
    expect(a.calls.at(-1)?.headers).toEqual({ authorization: `Bearer ${TOKEN}` });
  });

  it("shows a slot taken meanwhile as the form's message", async () => {
    const a = scriptedApi([
      [GET_BASKET, 200, basket({ selectedTaller: WORKSHOP })],
      [RESERVE, 409, { error: "SLOT_TAKEN", message: "Esta hora acaba de ser reservada." }],
    ]);
    expect(await act(a, post("/cesta/fecha-y-hora", { intent: "slot", dia: "02/12/2026", hora: "09:00" }))).toEqual({
      message: "Esta hora acaba de ser reservada.",
      errors: {},
      code: "SLOT_TAKEN",
    });
  });
});

describe("checkout action: the payment choice", () => {
  const paying = (business = false) =>
    scriptedApi([
      [GET_BASKET, 200, heldBasket()],
      [/^GET \/profissional\/estado$/, 200, professional(business)],
      [UPDATE, 200, heldBasket()],
    ]);

  it("marks a missing type and a missing method at their fields", async () => {
    const a = paying();
    expect(await act(a, post("/carrinho/pagamento", { intent: "payment" }, true))).toEqual({
      errors: {
        paymentType: t("pt", "checkout.errChoosePaymentType"),
        paymentMethod: t("pt", "checkout.errChooseMethod"),
      },
      message: t("pt", "checkout.errChoosePayment"),
    });
    expect(
      await act(a, post("/cesta/pago", { intent: "payment", paymentType: "full", paymentMethod: "mbway" }, true)),
    ).toEqual({ errors: { paymentMethod: "Elija la forma de pago" }, message: "Elija cómo quiere pagar." });
    expect(a.calls.map((c) => c.call)).not.toContain("POST /cesta/update");
  });

  it("refuses payment on account to a customer without an approved business account", async () => {
    const a = paying(false);
    expect(await act(a, post("/cesta/pago", { intent: "payment", paymentType: "on_account" }, true))).toEqual({
      errors: { paymentType: t("es", "checkout.errOnAccountNotAllowed") },
      message: t("es", "checkout.errChoosePayment"),
    });
    expect(
      await redirectsTo(act(paying(true), post("/cesta/pago", { intent: "payment", paymentType: "on_account" }, true))),
    ).toBe("/cesta/datos-de-facturacion");
  });

  it("saves the choice (no method when paid later) and goes to billing", async () => {
    const a = paying();
    const online = { intent: "payment", paymentType: "full", paymentMethod: "bizum" };
    expect(await redirectsTo(act(a, post("/cesta/pago", online, true)))).toBe("/cesta/datos-de-facturacion");
    expect(a.calls.at(-1)?.body).toEqual({
      cestaState: { cestaID: CESTA, paymentType: "full", paymentMethod: "bizum" },
    });
    const later = { intent: "payment", paymentType: "at_workshop", paymentMethod: "card" };
    expect(await redirectsTo(act(a, post("/carrinho/pagamento", later, true)))).toBe("/carrinho/dados-de-facturacao");
    expect(a.calls.at(-1)?.body).toEqual({ cestaState: { cestaID: CESTA, paymentType: "at_workshop" } });
  });
});

describe("checkout action: placing the order and paying again", () => {
  const BILLING = {
    nombre: "Rita",
    apellidos: "Marques",
    nif: "123456789",
    calle: "Rua Augusta",
    numero: "12",
    poblacion: "Lisboa",
    codigo_postal: "1100-053",
    provincia: "Lisboa",
  };
  const placing = (status: number, body: unknown) =>
    scriptedApi([
      [GET_BASKET, 200, heldBasket({ paymentType: "full", paymentMethod: "card" })],
      [/^POST \/pedidos$/, status, body],
      [/^PATCH \/pedidos$/, status, body],
    ]);
  const placed = (pasarela: unknown) => ({
    orderNumber: "RC-000123",
    estado: "pending",
    aPagarAgora: 36740,
    total: 36740,
    pasarela,
  });
  const form = { intent: "order", ...BILLING, idempotencyKey: "k-1" };

  it("places the order with the basket's payment choice and opens the gateway in a full navigation", async () => {
    const a = placing(201, placed({ url: "https://pay.example/pay", fields: { ref: "RC-000123", sig: "a b" } }));
    const r = await thrown(act(a, post("/carrinho/dados-de-facturacao", form, true)));
    expect(r).toMatchObject({ status: 302, to: "https://pay.example/pay?ref=RC-000123&sig=a+b" });
    expect(r.headers?.get("X-Remix-Reload-Document")).toBe("true");
    expect(a.calls.at(-1)?.body).toEqual({
      cestaState: { cestaID: CESTA, paymentType: "full", paymentMethod: "card" },
      billing: { ...BILLING, empresa: false, faturaNif: false, guardar: false },
      idempotencyKey: "k-1",
    });
  });

  it("shows an order paid later on the confirmation page of the page's language", async () => {
    const a = placing(201, placed(null));
    expect(await redirectsTo(act(a, post("/cesta/datos-de-facturacion", form, true)))).toBe(
      "/cesta/su-reserva?pedido=RC-000123",
    );
  });

  it("puts billing errors at their fields, and any other refusal in the message", async () => {
    const invalid = placing(400, {
      error: "VALIDATION_ERROR",
      message: "Reveja os dados.",
      errors: { "billing.nif": "NIF inválido" },
    });
    expect(await act(invalid, post("/carrinho/dados-de-facturacao", form, true))).toEqual({
      message: t("pt", "checkout.errReviewBilling"),
      errors: { nif: "NIF inválido" },
      code: "VALIDATION_ERROR",
    });
    const expired = placing(409, { error: "SLOT_EXPIRED", message: "La reserva de la hora ha caducado." });
    expect(await act(expired, post("/cesta/datos-de-facturacion", form, true))).toEqual({
      message: "No se ha podido procesar su pedido: La reserva de la hora ha caducado.",
      errors: {},
      code: "SLOT_EXPIRED",
    });
    const down = placing(502, "<html>");
    expect(await act(down, post("/cesta/datos-de-facturacion", form, true))).toEqual({
      message: "No se ha podido procesar su pedido: No se ha podido procesar su pedido",
    });
  });

  it("pays a declined order again: the gateway, or the confirmation when nothing is paid online", async () => {
    const retry = { intent: "retry", pedido: "RC-000123", paymentType: "full", paymentMethod: "card" };
    const online = placing(200, placed({ url: "https://pay.example/pay", fields: { ref: "RC-000123" } }));
    expect(
      await redirectsTo(act(online, pageRequest("/cesta/pago", { form: retry, loggedIn: true, basket: false }))),
    ).toBe("https://pay.example/pay?ref=RC-000123");
    expect(online.calls).toEqual([
      {
        call: "PATCH /pedidos",
        body: { data: { orderNumber: "RC-000123", paymentType: "full", paymentMethod: "card" } },
        headers: { authorization: `Bearer ${TOKEN}` },
      },
    ]);
    const later = placing(200, placed(null));
    expect(
      await redirectsTo(act(later, post("/carrinho/pagamento", { ...retry, paymentType: "at_workshop" }, true))),
    ).toBe("/carrinho/a-sua-reserva?pedido=RC-000123");
    const refused = placing(409, { error: "ORDER_PAID", message: "Este pedido ya está pagado." });
    expect(await act(refused, post("/cesta/pago", retry, true))).toEqual({
      message: "Este pedido ya está pagado.",
      errors: {},
      code: "ORDER_PAID",
    });
  });
});

describe("checkout action: signing in and registering inside the checkout", () => {
  const SESSION = { token: "new-token", cesta: CESTA };

  it("signs in with the basket and continues to the payment step of the page's language", async () => {
    const a = scriptedApi([[/^POST \/users\/auth$/, 200, SESSION]]);
    const r = await thrown(act(a, post("/cesta/registro", { intent: "login", email: "r@x.es", password: "segredo1" })));
    expect(r.to).toBe("/cesta/pago");
    expect(r.headers?.get("set-cookie")).toMatch(/^rc_session=new-token;/);
    expect(a.calls[0]?.body).toEqual({ email: "r@x.es", password: "segredo1", cestaID: CESTA });
  });

  it("registers with the basket and continues to payment; field errors stay on the form", async () => {
    const a = scriptedApi([[/^POST \/users$/, 201, SESSION]]);
    expect(await redirectsTo(act(a, post("/carrinho/registo", { intent: "register", privacidad: "on" })))).toBe(
      "/carrinho/pagamento",
    );
    expect(a.calls[0]?.body).toMatchObject({ privacidad: true, permiso_comercial: false, cestaID: CESTA });
    const invalid = scriptedApi([
      [/^POST \/users$/, 400, { error: "VALIDATION_ERROR", message: "Revise.", errors: { email: "Correo no válido" } }],
    ]);
    expect(await act(invalid, post("/cesta/registro", { intent: "register" }))).toEqual({
      form: "register",
      message: "Revise.",
      errors: { email: "Correo no válido" },
    });
  });
});
