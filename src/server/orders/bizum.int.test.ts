/**
 * Each site offers its own payment methods (decision 006), decided by the language of the API path: the Spanish API
 * (/api/rodacerta/es) takes card and Bizum and refuses MB WAY and Multibanco; the Portuguese one refuses Bizum. A
 * Bizum payment goes through the simulator (a push approved in the bank's app at once) and confirms the order, whose
 * invoice says "Bizum". On PGlite and on the PostgreSQL server.
 */
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { localPath } from "#src/shared/i18n/paths.ts";
import { BIZUM_TEST_PHONE } from "#src/shared/payment/codes.ts";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { invoices, orders, tyres, workshops } from "../db/schema.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const env = testEnv();
const billing = {
  nombre: "Lucía",
  apellidos: "García",
  nif: "",
  calle: "Calle Castillo",
  numero: "12",
  poblacion: "Santa Cruz de Tenerife",
  codigo_postal: "38002",
  provincia: "Santa Cruz de Tenerife",
};
const REFUSED = {
  pt: "Bizum não está disponível em Portugal: pague com cartão, MB WAY ou referência Multibanco.",
  es: {
    mbway: "MB WAY no está disponible en España: pague con tarjeta o con Bizum.",
    multibanco: "Referencia Multibanco no está disponible en España: pague con tarjeta o con Bizum.",
  },
};

eachDatabase("payment methods per site", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let tyreId: string;
  let lisbon: string;
  let ip = 0;
  let seq = 0;
  const api = (lang: Lang, method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload: payload as object,
      remoteAddress: `10.32.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  /** A customer of `lang`'s site with a basket of 2 tyres and a held bay. */
  async function heldBasket(lang: Lang) {
    const reg = await api(lang, "POST", "/users", {
      nombre: "Lucía",
      apellidos: "García",
      email: `bizum${++seq}.${kind}@example.es`,
      password: "secreto1",
      confirmPassword: "secreto1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: false,
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = reg.json().token as string;
    const cestaID = (await api(lang, "POST", `/cesta-product/${tyreId}`, { cantidad: 2 }, token)).json()
      .cestaID as string;
    const dias = (await api(lang, "POST", "/consult-dates", { cestaID, codTienda: lisbon }, token)).json().dias;
    const day = dias[seq % dias.length].fecha;
    const horas = (await api(lang, "POST", "/consult-times", { cestaID, codTienda: lisbon, date: day }, token)).json()
      .horas as string[];
    const hold = await api(
      lang,
      "POST",
      "/reserve-time",
      { cestaID, codTienda: lisbon, date: day, time: horas[0] },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    return { token, cestaID };
  }

  const place = (lang: Lang, b: { token: string; cestaID: string }, paymentMethod: string) =>
    api(
      lang,
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID: b.cestaID, paymentType: "full", paymentMethod },
        billing,
        idempotencyKey: `bizum-${kind}-${++seq}-00001`,
      },
      b.token,
    );

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ database, env, logger: false, webBuildDir: null, now: () => NOW, paymentRetries: false });
    const [t] = await database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id)
      .limit(1);
    tyreId = t!.id;
    await database.db.update(tyres).set({ stock: 100, deliveryDays: 1 }).where(eq(tyres.id, tyreId));
    const ws = await database.db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!.code;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("pays by Bizum on the Spanish site: refused in the app says so, approved confirms and the invoice says Bizum", async () => {
    const b = await heldBasket("es");
    // The payment step saves the choice on the basket: accepted on the Spanish site.
    const saved = await api(
      "es",
      "POST",
      "/cesta/update",
      { cestaState: { cestaID: b.cestaID, paymentType: "full", paymentMethod: "bizum" } },
      b.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().paymentMethod).toBe("bizum");
    const res = await place("es", b, "bizum");
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().orderNumber as string;
    const fields = res.json().pasarela.fields as Record<string, string>;
    const params = JSON.parse(Buffer.from(fields.Ds_MerchantParameters!, "base64url").toString());
    expect(params.Ds_Merchant_PayMethods).toBe("z");
    expect(params.Ds_Merchant_UrlOK).toBe(localPath("es", `/carrinho/a-sua-reserva?pedido=${number}`));
    const page = await app.inject({ method: "GET", url: `/pasarela/pagar?${new URLSearchParams(fields)}` });
    // A Spanish order's simulator page is in Spanish.
    expect(page.body).toContain("Móvil asociado a Bizum");
    expect(page.body).toContain("en la app de su banco");
    // Not a Spanish mobile number: the gateway asks again, nothing is notified.
    expect((await form("/pasarela/pagar", { ...fields, metodo: "z", telefone: "12345" })).statusCode).toBe(422);
    // Refused in the bank's app (a number ending in 9): back to the retry page, the order still payable.
    const refused = await form("/pasarela/pagar", { ...fields, metodo: "z", telefone: "600000009" });
    expect(refused.headers.location).toMatch(new RegExp(`^${localPath("es", "/carrinho/pagamento")}\\?pedido=`));
    const after = (await api("es", "GET", `/pedidos/${number}`, undefined, b.token)).json();
    expect(after).toMatchObject({ estado: "pending", metodo: "bizum", ultimoPago: { aprobado: false } });
    // Approved at once in the app: confirmed, invoiced, back to the Spanish confirmation page.
    const ok = await form("/pasarela/pagar", { ...fields, metodo: "z", telefone: BIZUM_TEST_PHONE });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toMatch(new RegExp(`^${localPath("es", "/carrinho/a-sua-reserva")}\\?pedido=`));
    const paid = (await api("es", "GET", `/pedidos/${number}`, undefined, b.token)).json();
    expect(paid).toMatchObject({ estado: "confirmed", metodo: "bizum", pagado: paid.total });
    expect(paid.factura).toBeTruthy();
    const [o] = await database.db.select().from(orders).where(eq(orders.number, number));
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.orderId, o!.id));
    expect((invoice!.billing as Record<string, string>).pagamento).toBe("Bizum");
  });

  it("refuses MB WAY and Multibanco on the Spanish site, in Spanish, and takes a card", async () => {
    const b = await heldBasket("es");
    for (const method of ["mbway", "multibanco"] as const) {
      const res = await place("es", b, method);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        error: "PAYMENT_METHOD_NOT_OFFERED",
        message: REFUSED.es[method],
        errors: { paymentMethod: REFUSED.es[method] },
      });
      const saved = await api(
        "es",
        "POST",
        "/cesta/update",
        { cestaState: { cestaID: b.cestaID, paymentMethod: method } },
        b.token,
      );
      expect(saved.statusCode).toBe(422);
      expect(saved.json().errors.paymentMethod).toBe(REFUSED.es[method]);
    }
    const card = await place("es", b, "card");
    expect(card.statusCode, card.body).toBe(201);
    // Changing the pending order's method: Bizum is fine in Spain, MB WAY is not.
    const number = card.json().orderNumber as string;
    const toBizum = await api(
      "es",
      "PATCH",
      "/pedidos",
      { data: { orderNumber: number, paymentMethod: "bizum" } },
      b.token,
    );
    expect(toBizum.statusCode, toBizum.body).toBe(200);
    expect(toBizum.json().pasarela.fields.Ds_MerchantParameters).toBeTruthy();
    const toMbway = await api(
      "es",
      "PATCH",
      "/pedidos",
      { data: { orderNumber: number, paymentMethod: "mbway" } },
      b.token,
    );
    expect(toMbway.statusCode).toBe(422);
    expect(toMbway.json().errors.paymentMethod).toBe(REFUSED.es.mbway);
  });

  it("refuses Bizum on the Portuguese site with its message, everywhere the method is chosen", async () => {
    const b = await heldBasket("pt");
    const saved = await api(
      "pt",
      "POST",
      "/cesta/update",
      { cestaState: { cestaID: b.cestaID, paymentMethod: "bizum" } },
      b.token,
    );
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject({ error: "PAYMENT_METHOD_NOT_OFFERED", errors: { paymentMethod: REFUSED.pt } });
    const res = await place("pt", b, "bizum");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: REFUSED.pt, errors: { paymentMethod: REFUSED.pt } });
    const card = await place("pt", b, "card");
    expect(card.statusCode, card.body).toBe(201);
    const number = card.json().orderNumber as string;
    const toBizum = await api(
      "pt",
      "PATCH",
      "/pedidos",
      { data: { orderNumber: number, paymentMethod: "bizum" } },
      b.token,
    );
    expect(toBizum.statusCode).toBe(422);
    expect(toBizum.json().errors.paymentMethod).toBe(REFUSED.pt);
    const toMbway = await api(
      "pt",
      "PATCH",
      "/pedidos",
      { data: { orderNumber: number, paymentMethod: "mbway" } },
      b.token,
    );
    expect(toMbway.statusCode, toMbway.body).toBe(200);
  });
});
