/**
 * The demo payment simulator speaks the order's language: a Spanish order's description is "Pedido … RodaCerta" and
 * its simulator page (title, labels, test data, errors, amount) is es-ES; a Portuguese order keeps "Encomenda …" and
 * the Portuguese page, word for word.
 */
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { tyres, workshops } from "../db/schema.ts";
import { freshPglite, testEnv } from "../test-support/db.ts";
import { otherLanguageLeaks } from "../test-support/language.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const BILLING = {
  nombre: "Lucía",
  apellidos: "García",
  nif: "",
  calle: "Calle Castillo",
  numero: "12",
  poblacion: "Santa Cruz de Tenerife",
  codigo_postal: "38002",
  provincia: "Santa Cruz de Tenerife",
};

describe("the payment simulator in the order's language", () => {
  let database: Database;
  let app: FastifyInstance;
  let tyreId: string;
  let lisbon: string;
  let ip = 0;
  let seq = 0;
  const api = (lang: Lang, method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url: `/api/rodacerta/${lang}${url}`,
      payload: payload as object,
      remoteAddress: `10.47.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const form = (fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/pasarela/pagar",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  /** A pending order of `lang`'s site (2 tyres, a held bay), paid by `paymentMethod`: its number and gateway fields. */
  async function pendingOrder(lang: Lang, paymentMethod: string) {
    const reg = await api(lang, "POST", "/users", {
      nombre: "Lucía",
      apellidos: "García",
      email: `simulador${++seq}@example.es`,
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
    const res = await api(
      lang,
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "full", paymentMethod },
        billing: BILLING,
        idempotencyKey: `simulator-language-${++seq}-00001`,
      },
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const fields = res.json().pasarela.fields as Record<string, string>;
    const params = JSON.parse(Buffer.from(fields.Ds_MerchantParameters!, "base64url").toString());
    return { number: res.json().orderNumber as string, fields, params };
  }

  const simulator = async (fields: Record<string, string>, metodo?: string) =>
    (
      await app.inject({
        method: "GET",
        url: `/pasarela/pagar?${new URLSearchParams({ ...fields, ...(metodo ? { metodo } : {}) })}`,
      })
    ).body;

  beforeAll(async () => {
    database = await freshPglite();
    app = await buildApp({
      database,
      env: testEnv(),
      logger: false,
      webBuildDir: null,
      now: () => NOW,
      paymentRetries: false,
    });
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
    await app?.close();
    await database?.close();
  });

  it("a Spanish order: «Pedido … RodaCerta», and a Spanish simulator page, errors included", async () => {
    const { number, fields, params } = await pendingOrder("es", "bizum");
    expect(params.Ds_Merchant_ProductDescription).toBe(`Pedido ${number} RodaCerta`);
    const bizum = await simulator(fields);
    for (const phrase of [
      '<html lang="es-ES"',
      "<title>Pago seguro — simulador</title>",
      "Simulador de pago · RodaCerta",
      `Pedido ${number} RodaCerta`,
      "Móvil asociado a Bizum",
      "en la app de su banco",
      "Cancelar y volver a la tienda",
      "Datos de prueba",
      "Tarjeta perdida o robada (103)",
      'aria-label="Forma de pago"',
    ])
      expect(bizum, phrase).toContain(phrase);
    expect(otherLanguageLeaks(bizum, "es")).toEqual([]);
    expect(bizum).not.toMatch(/Telemóvel|Cancelar e voltar|Dados de teste|Encomenda|Cartão/);
    const card = await simulator(fields, "C");
    for (const phrase of ["Número de la tarjeta", "Caducidad (MM/AA)", ">Tarjeta</a>"]) expect(card).toContain(phrase);
    const wrongPhone = await form({ ...fields, metodo: "z", telefone: "12345" });
    expect(wrongPhone.statusCode).toBe(422);
    expect(wrongPhone.body).toContain("Indique un móvil de 9 cifras.");
    const wrongCard = await form({ ...fields, metodo: "C", cartao: "1234", validade: "12/40", cvv: "123" });
    expect(wrongCard.statusCode).toBe(422);
    expect(wrongCard.body).toContain("El número de la tarjeta no es válido.");
  });

  it("a Portuguese order keeps «Encomenda … RodaCerta» and the Portuguese page", async () => {
    const { number, fields, params } = await pendingOrder("pt", "card");
    expect(params.Ds_Merchant_ProductDescription).toBe(`Encomenda ${number} RodaCerta`);
    const page = await simulator(fields);
    for (const phrase of [
      '<html lang="pt-PT"',
      "<title>Pagamento seguro — simulador</title>",
      "Simulador de pagamento · RodaCerta",
      "Número do cartão",
      "Validade (MM/AA)",
      "Cancelar e voltar à loja",
      "Dados de teste (cartões: qualquer validade futura, qualquer CVV de 3 algarismos):",
      "Cartão perdido ou roubado (103)",
    ])
      expect(page, phrase).toContain(phrase);
    expect(otherLanguageLeaks(page, "pt")).toEqual([]);
    const wrongCvv = await form({ ...fields, metodo: "C", cartao: "4548812049400004", validade: "12/40", cvv: "1" });
    expect(wrongCvv.body).toContain("O CVV tem 3 algarismos.");
  });
});
