/**
 * The Spanish site's last defects from a tester's walk (issue 13), through the API:
 * - a fixed-amount coupon takes exactly its amount off the total on both sites and under IGIC (it used to be re-taxed
 *   as if it were a Portuguese catalogue price: 12,50 € showed as 12,30 € off on /es and 10,87 € in the Canaries);
 * - the revision (oil-change) API answers fuel and oil-type names in its path's language;
 * - the payment simulator's invalid-request page is in the order's language (or the site the customer came from);
 * - the booking flow's services query is `servicios` on the Spanish pages (`servicos` still read), needs a web build
 *   (BUILD_DIR) for that part.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { invoiceDocument } from "./account/invoice-document.ts";
import { coupons, invoices, tyres, workshops } from "./db/schema.ts";
import { signed } from "./payment/gateway.ts";
import { testApp } from "./test-support/app.ts";
import { eachDatabase, testEnv } from "./test-support/db.ts";
import { otherLanguageLeaks } from "./test-support/language.ts";
import { startPageApp, webBuilt } from "./test-support/pages.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const COUPON_CENTS = 1250;
const BILLING_ES = {
  nombre: "Lucía",
  apellidos: "García",
  nif: "12345678Z",
  calle: "Calle Mayor",
  numero: "12",
  poblacion: "Madrid",
  codigo_postal: "28013",
  provincia: "Madrid",
};

type Totals = {
  productos: number;
  servicios: number;
  descuento: number;
  envio: number;
  total: number;
  impuestoLabel: string;
  impuestoPct: number;
};
type View = { cestaID: string; totals: Totals; cupones: Array<{ code: string }> };

eachDatabase("a fixed coupon takes its amount off the total on either site", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  let tyreId: string;
  let madrid: string;
  let canary: string;
  let ip = 0;
  let seq = 0;
  const api = (lang: Lang, method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload: payload as object,
      remoteAddress: `10.93.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    const db = t.database.db;
    const [tyre] = await db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id)
      .limit(1);
    tyreId = tyre!.id;
    await db.update(tyres).set({ stock: 500, deliveryDays: 1 }).where(eq(tyres.id, tyreId));
    const ws = (await db.select().from(workshops)).filter((w) => w.webBookings && w.services.includes("car"));
    madrid = ws.find((w) => w.country === "ES" && w.province === "Madrid")!.code;
    canary = ws.find((w) => w.province === "Las Palmas" || w.province === "Santa Cruz de Tenerife")!.code;
    await db.insert(coupons).values({
      code: "MENOS1250",
      tipo: "fixed_amount",
      importe: COUPON_CENTS,
      tipoProducto: null,
      descripcion: "12,50 € de desconto",
      descripcionEs: "12,50 € de descuento",
      validFrom: new Date("2026-01-01T00:00:00Z"),
      validTo: new Date("2026-12-31T23:59:59Z"),
    });
  });

  async function register(lang: Lang) {
    const r = await api(lang, "POST", "/users", {
      nombre: "Lucía",
      apellidos: "García",
      email: `cupon.${kind}.${++seq}@example.es`,
      password: "secreto1",
      confirmPassword: "secreto1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: false,
    });
    expect(r.statusCode, r.body).toBe(201);
    return { token: r.json().token as string, email: r.json().user.email as string };
  }

  /** 4 tyres on `lang`'s site, the coupon applied (and a workshop chosen when given). */
  async function basketWithCoupon(lang: Lang, token: string, codTienda?: string): Promise<View> {
    const add = await api(lang, "POST", `/cesta-product/${tyreId}`, { cantidad: 4 }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const before = (await api(lang, "GET", `/cesta/${cestaID}`, undefined, token)).json() as View;
    expect(before.totals.descuento).toBe(0);
    const applied = await api(lang, "POST", `/cesta/${cestaID}/cupon`, { codigo: "MENOS1250" }, token);
    expect(applied.statusCode, applied.body).toBe(200);
    let view = applied.json() as View;
    if (codTienda) {
      const chosen = await api(
        lang,
        "POST",
        "/cesta/update",
        { cestaState: { cestaID, selectedTaller: { codTienda } } },
        token,
      );
      expect(chosen.statusCode, chosen.body).toBe(200);
      view = chosen.json() as View;
    }
    expect(view.cupones.map((c) => c.code)).toEqual(["MENOS1250"]);
    // The total is what the lines add up to, less exactly the coupon's amount.
    expect(view.totals.total).toBe(view.totals.productos + view.totals.servicios - COUPON_CENTS + view.totals.envio);
    return view;
  }

  it("12,50 € off on /pt and on /es before a workshop is chosen (IVA 23 % and 21 %)", async () => {
    const pt = await basketWithCoupon("pt", (await register("pt")).token);
    expect(pt.totals.descuento).toBe(COUPON_CENTS);
    const es = await basketWithCoupon("es", (await register("es")).token);
    // Was 1230: the coupon's amount re-taxed from 23 % to 21 % IVA like a catalogue price.
    expect(es.totals.descuento).toBe(COUPON_CENTS);
    expect(es.totals.productos).toBeLessThan(pt.totals.productos);
  });

  it("12,50 € off under IGIC as well: the amount off the gross total a Canary customer pays stays 12,50 €", async () => {
    const canaryView = await basketWithCoupon("es", (await register("es")).token, canary);
    // The Canary Islands' tax (the basket no longer sends its internal tax region: the totals say it).
    expect(canaryView.totals).toMatchObject({ impuestoLabel: "IGIC", impuestoPct: 7 });
    expect(canaryView.totals.descuento).toBe(COUPON_CENTS);
    expect(canaryView.totals.envio).toBeGreaterThan(0);
  });

  it("an order placed on /es keeps the 12,50 € off: order, invoice lines and totals", async () => {
    const { token, email } = await register("es");
    const view = await basketWithCoupon("es", token, madrid);
    expect(view.totals).toMatchObject({ impuestoLabel: "IVA", impuestoPct: 21 });
    expect(view.totals.descuento).toBe(COUPON_CENTS);
    const cestaID = view.cestaID;
    const dates = await api("es", "POST", "/consult-dates", { cestaID, codTienda: madrid }, token);
    expect(dates.statusCode, dates.body).toBe(200);
    const day = dates.json().dias[0].fecha as string;
    const times = (await api("es", "POST", "/consult-times", { cestaID, codTienda: madrid, date: day }, token)).json()
      .horas as string[];
    const hold = await api(
      "es",
      "POST",
      "/reserve-time",
      { cestaID, codTienda: madrid, date: day, time: times[0], email },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    const placed = await api(
      "es",
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "at_workshop" },
        billing: BILLING_ES,
        idempotencyKey: `leftovers-${kind}-000001`,
      },
      token,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await api("es", "GET", `/pedidos/${placed.json().orderNumber}`, undefined, token)).json() as {
      total: number;
      descuento: number;
      factura: string;
      lineas: Array<{ nombre: string; total: number }>;
    };
    expect(order).toMatchObject({ total: view.totals.total, descuento: COUPON_CENTS });
    const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.number, order.factura));
    const doc = await invoiceDocument(t.database.db, testEnv(), inv!);
    expect(doc.figures.totalCents).toBe(view.totals.total);
    const discount = doc.figures.lines.filter((l) => l.kind === "item" && l.grossCents < 0);
    expect(discount.map((l) => l.grossCents)).toEqual([-COUPON_CENTS]);
    expect(doc.figures.lines.reduce((s, l) => s + l.grossCents, 0)).toBe(view.totals.total);
  });
});

describe("the revision API in its path's language", () => {
  const t = testApp("pglite", { now: () => NOW });
  const post = (lang: Lang, url: string, body: unknown) =>
    t.app.inject({ method: "POST", url: `/api/rodacerta/${lang}${url}`, payload: body as object });

  it("answers Spanish fuel and oil-type names on /es and the stored Portuguese ones on /pt", async () => {
    const es = await post("es", "/aceite-por-matricula", { matricula: "aa00aa" });
    expect(es.statusCode, es.body).toBe(200);
    // Was "Gasóleo" (and "Semissintético" for such oils) on the Spanish API.
    expect(es.json()).toMatchObject({ fuelType: "Diésel", vehiculoInfo: { combustible: "Diésel" } });
    expect(otherLanguageLeaks(es.body, "es")).toEqual([]);
    expect(es.body).not.toMatch(/Gasóleo|Semissintético/);
    const selector = await post("es", "/selector-aceite", { matricula: "AA-00-AA", kms: 60000 });
    expect(selector.statusCode, selector.body).toBe(200);
    expect(selector.json().vehiculoInfo.combustible).toBe("Diésel");
    expect(selector.body).not.toMatch(/Gasóleo|Semissintético/);
    // The oil's id is what the pages send back: the same on both sites.
    const pt = await post("pt", "/aceite-por-matricula", { matricula: "aa00aa" });
    expect(pt.json()).toMatchObject({ fuelType: "Gasóleo", vehiculoInfo: { combustible: "Gasóleo" } });
    const ids = (b: { vehicleOils: Array<{ id_site_revision_aceite: string }> }) =>
      b.vehicleOils.map((o) => o.id_site_revision_aceite);
    expect(ids(es.json())).toEqual(ids(pt.json()));
    expect(ids(es.json()).length).toBeGreaterThan(0);
  });
});

describe("the payment simulator's invalid request page", () => {
  const t = testApp("pglite", { now: () => NOW });
  const forged = (urlOk: string) =>
    signed("not-the-shop-secret", "2611000001", {
      Ds_Merchant_Order: "2611000001",
      Ds_Merchant_Amount: "10000",
      Ds_Merchant_UrlOK: urlOk,
    });
  const get = (fields: Record<string, string>, referer?: string) =>
    t.app.inject({
      method: "GET",
      url: `/pasarela/pagar?${new URLSearchParams(fields)}`,
      headers: referer ? { referer } : {},
    });

  it("is Spanish for a Spanish order (or a customer coming from the Spanish site), Portuguese otherwise", async () => {
    const es = await get(forged("http://localhost/cesta/su-reserva?pedido=2611000001"));
    expect(es.statusCode).toBe(400);
    expect(es.body).toContain('<html lang="es-ES"');
    expect(es.body).toContain("<h1>Solicitud de pago no válida</h1>");
    expect(es.body).toContain('<a href="/cesta">Volver a la cesta</a>');
    expect(otherLanguageLeaks(es.body, "es")).toEqual([]);
    // Unreadable parameters: the site the customer came from.
    const garbage = {
      Ds_SignatureVersion: "HMAC_SHA256_V1",
      Ds_MerchantParameters: "zzzzzzzzzz",
      Ds_Signature: "x".repeat(20),
    };
    const fromEs = await get(garbage, "http://localhost/cesta/pago");
    expect(fromEs.body).toContain("Solicitud de pago no válida");
    const post = await t.app.inject({
      method: "POST",
      url: "/pasarela/pagar",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(forged("/cesta/su-reserva")).toString(),
    });
    expect(post.statusCode).toBe(400);
    expect(post.body).toContain('<a href="/cesta">Volver a la cesta</a>');
    // The Portuguese page, word for word as before.
    const pt = await get(forged("http://localhost/carrinho/a-sua-reserva?pedido=2611000001"));
    expect(pt.body).toContain(
      '<div class="card"><h1>Pedido de pagamento inválido</h1><p>A assinatura do pedido não é válida. Volte à loja e tente novamente.</p><p><a href="/carrinho">Voltar ao carrinho</a></p></div>',
    );
    expect(pt.body).toContain('<html lang="pt-PT"');
    expect((await get(garbage)).body).toContain("Pedido de pagamento inválido");
  });
});

describe.skipIf(!webBuilt("spanish-leftovers-2"))("the booking flow's services query on the Spanish pages", () => {
  const site = startPageApp();

  it("links and the services step use `servicios` on /es (an old `servicos` link still preselects), `servicos` on /pt", async () => {
    const brakes = await site.get("/coche/frenos");
    expect(brakes.statusCode).toBe(200);
    // Was /cita-previa/seleccion-taller?tipo=car&servicos=CITA_TRAVOES.
    expect(brakes.body).toMatch(/href="\/cita-previa\/seleccion-taller\?tipo=car&amp;servicios=CITA_TRAVOES"/);
    expect(brakes.body).not.toMatch(/servicos=/);
    const ptBrakes = await site.get("/carro/travoes");
    expect(ptBrakes.body).toMatch(/href="\/marcacao-previa\/selecao-oficina\?tipo=car&amp;servicos=CITA_TRAVOES"/);

    const [ws] = await site.database.db
      .select()
      .from(workshops)
      .where(and(eq(workshops.country, "ES"), eq(workshops.webBookings, true)))
      .orderBy(workshops.code)
      .limit(1);
    const step = await site.get(`/cita-previa/servicios?tipo=car&taller=${ws!.code}`);
    expect(step.statusCode).toBe(200);
    const ids = [...step.body.matchAll(/type="checkbox" name="servicios" (?:checked="" )?value="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(step.body).not.toContain('name="servicos"');
    for (const name of ["servicios", "servicos"]) {
      const old = await site.get(`/cita-previa/servicios?tipo=car&taller=${ws!.code}&${name}=${ids[0]}`);
      expect(old.body, name).toContain(`type="checkbox" name="servicios" checked="" value="${ids[0]}"`);
      // The step's own field is not carried twice in a hidden field.
      expect(old.body, name).not.toMatch(new RegExp(`type="hidden" name="servic[io]+s"`));
    }
    const pt = await site.get(`/marcacao-previa/servicos?tipo=car&taller=${ws!.code}&servicos=${ids[0]}`);
    expect(pt.body).toContain(`type="checkbox" name="servicos" checked="" value="${ids[0]}"`);
  });

  it("answers an unknown API address in the API path's language", async () => {
    const es = await site.app.inject({ url: "/api/rodacerta/es/no-existe", remoteAddress: site.address() });
    expect(es.statusCode).toBe(404);
    // Was "Este endereço não existe." on /es too.
    expect(es.json()).toEqual({ error: "NOT_FOUND", message: "Esta dirección no existe." });
    const pt = await site.app.inject({ url: "/api/rodacerta/pt/nao-existe", remoteAddress: site.address() });
    expect(pt.json()).toEqual({ error: "NOT_FOUND", message: "Este endereço não existe." });
  });
});
