/**
 * MB WAY and Multibanco through the gateway interface and its simulator (PGlite and the PostgreSQL server): MB WAY
 * approved, refused in the app or expired; a Multibanco reference that holds the order and its bay until it is paid
 * at the "ATM" (confirmed, invoiced, reference e-mailed) or expires (stock and bay released); Bizum is Spanish only.
 */
import type { FastifyInstance } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { appointments, invoices, orders, paymentReferences, tyres, workshops } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { formatEur } from "#src/shared/money.ts";
import { MBWAY_TEST_PHONES } from "#src/shared/payment/codes.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";
import { apiCaller } from "../test-support/app.ts";
import { registerCustomer, TEST_BILLING } from "../test-support/orders.ts";
import { expireStaleOrders } from "#src/server/checkout/expiry.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const env = testEnv();
const billing = TEST_BILLING;

eachDatabase("MB WAY and Multibanco", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let tyreId: string;
  let lisbon: string;
  let seq = 0;
  const mailer = createMailer(env);
  const call = apiCaller(() => app, 31);
  const api = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, token?: string) =>
    call("pt", method, url, payload, token);
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  /** A registered customer with an order of 2 tyres and a held bay, to be paid by `method`. */
  async function order(method: "mbway" | "multibanco" | "bizum", product = tyreId) {
    const email = `pt${++seq}.${kind}@example.pt`;
    const { token } = await registerCustomer(app, email);
    const cestaID = (await api("POST", `/cesta-product/${product}`, { cantidad: 2 }, token)).json().cestaID as string;
    const dias = (await api("POST", "/consult-dates", { cestaID, codTienda: lisbon }, token)).json().dias;
    const day = dias[seq % dias.length].fecha;
    const horas = (await api("POST", "/consult-times", { cestaID, codTienda: lisbon, date: day }, token)).json()
      .horas as string[];
    expect(
      (await api("POST", "/reserve-time", { cestaID, codTienda: lisbon, date: day, time: horas[0] }, token)).statusCode,
    ).toBe(201);
    const res = await api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "full", paymentMethod: method },
        billing,
        idempotencyKey: `pt-pay-${kind}-${seq}-0001`,
      },
      token,
    );
    return { res, token, email };
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({
      database,
      env,
      logger: false,
      webBuildDir: null,
      now: () => NOW,
      mailer,
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
    await app.close();
    await database.close();
  });

  it("pays by MB WAY: approved in the app confirms; refused or expired say so and leave it payable", async () => {
    for (const [phone, expected] of [
      [
        MBWAY_TEST_PHONES.refused,
        "O pagamento MB WAY foi recusado na app. Tente de novo ou escolha outro meio de pagamento.",
      ],
      [
        MBWAY_TEST_PHONES.expired,
        "O pedido MB WAY expirou: não foi aprovado na app a tempo. Tente de novo ou escolha outro meio de pagamento.",
      ],
    ] as const) {
      const { res, token } = await order("mbway");
      expect(res.statusCode, res.body).toBe(201);
      const fields = res.json().pasarela.fields as Record<string, string>;
      expect(
        JSON.parse(Buffer.from(fields.Ds_MerchantParameters!, "base64url").toString()).Ds_Merchant_PayMethods,
      ).toBe("w");
      const page = await app.inject({ method: "GET", url: `/pasarela/pagar?${new URLSearchParams(fields)}` });
      expect(page.body).toContain("Telemóvel com MB WAY");
      const bad = await form("/pasarela/pagar", { ...fields, metodo: "w", telefone: "12345" });
      expect(bad.statusCode).toBe(422);
      const sent = await form("/pasarela/pagar", { ...fields, metodo: "w", telefone: phone });
      expect(sent.headers.location).toContain("recusado=1");
      const detail = (await api("GET", `/pedidos/${res.json().orderNumber}`, undefined, token)).json();
      expect(detail).toMatchObject({ estado: "pending", ultimoPago: { mensaje: expected } });
      // paying again with the approving number works
      const ok = await form("/pasarela/pagar", { ...fields, metodo: "w", telefone: MBWAY_TEST_PHONES.approved });
      expect(ok.headers.location).toContain("/carrinho/a-sua-reserva");
      const paid = (await api("GET", `/pedidos/${res.json().orderNumber}`, undefined, token)).json();
      expect(paid).toMatchObject({ estado: "confirmed", metodo: "mbway" });
      expect(paid.factura).toBeTruthy();
    }
  });

  it("pays by Multibanco reference: the order and its bay wait, the reference is e-mailed, paying at the ATM confirms once", async () => {
    const { res, token, email } = await order("multibanco");
    const number = res.json().orderNumber as string;
    const fields = res.json().pasarela.fields as Record<string, string>;
    const issued = await form("/pasarela/pagar", { ...fields, metodo: "m" });
    expect(issued.statusCode).toBe(303);
    expect(issued.headers.location).toContain(`/carrinho/a-sua-reserva?pedido=${number}`);
    const detail = (await api("GET", `/pedidos/${number}`, undefined, token)).json();
    expect(detail.estado).toBe("pending");
    expect(detail.referenciaMultibanco).toMatchObject({ entidad: "21312", importe: detail.total });
    expect(detail.referenciaMultibanco.referencia).toMatch(/^\d{9}$/);
    const mail = mailer.outbox!.find((m) => m.to === email && m.subject.startsWith("Referência Multibanco"));
    expect(mail?.text).toContain(`Entidade: 21312`);
    expect(mail?.text).toContain(detail.referenciaMultibanco.referencia.replace(/(\d{3})(?=\d)/g, "$1 "));
    // the same in the HTML part
    expect(mail?.html).toContain('<html lang="pt-PT">');
    expect(mail?.html).toContain(number);
    expect(mail?.html).toContain("21312");
    expect(mail?.html).toContain(detail.referenciaMultibanco.referencia.replace(/(\d{3})(?=\d)/g, "$1 "));
    expect(mail?.html).toContain(formatEur(detail.total, "pt"));
    expect(mail?.html).toContain(`A montagem de ${detail.cita.fecha} às ${detail.cita.hora} fica reservada`);
    // the bay stays held with the reference, and the 30-minute expiry does not release the order
    const [o] = await database.db.select().from(orders).where(eq(orders.number, number));
    const [hold] = await database.db.select().from(appointments).where(eq(appointments.id, o!.appointmentId!));
    expect(hold!.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    await expireStaleOrders(database.db, new Date(NOW.getTime() + 2 * 3_600_000));
    expect((await database.db.select().from(orders).where(eq(orders.number, number)))[0]!.status).toBe("pending");
    // pay it at the simulator's ATM (twice: the second changes nothing)
    const atm = detail.simuladorMultibanco as string;
    expect(atm).toMatch(/^\/pasarela\/multibanco\?/);
    const atmPage = await app.inject({ method: "GET", url: atm });
    expect(atmPage.body).toContain("Pagamento de serviços");
    const signedFields = Object.fromEntries(new URL(atm, "http://x").searchParams);
    for (let i = 0; i < 2; i++)
      expect((await form("/pasarela/multibanco", { ...signedFields, acao: "pagar" })).statusCode).toBe(303);
    const paid = (await api("GET", `/pedidos/${number}`, undefined, token)).json();
    expect(paid).toMatchObject({
      estado: "confirmed",
      metodo: "multibanco",
      pagado: paid.total,
      referenciaMultibanco: null,
    });
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, o!.id))).toHaveLength(1);
    expect(
      (await database.db.select().from(paymentReferences).where(eq(paymentReferences.orderId, o!.id)))[0]!.status,
    ).toBe("paid");
    // a forged ATM link is refused
    expect(
      (await form("/pasarela/multibanco", { ...signedFields, Ds_Signature: "x".repeat(43), acao: "pagar" })).statusCode,
    ).toBe(400);
  });

  it("releases the order, its stock and its bay when the Multibanco reference expires unpaid", async () => {
    const [before] = await database.db.select({ stock: tyres.stock }).from(tyres).where(eq(tyres.id, tyreId));
    const { res, token } = await order("multibanco");
    const number = res.json().orderNumber as string;
    await form("/pasarela/pagar", { ...(res.json().pasarela.fields as Record<string, string>), metodo: "m" });
    const atm = (await api("GET", `/pedidos/${number}`, undefined, token)).json().simuladorMultibanco as string;
    const expired = await form("/pasarela/multibanco", {
      ...Object.fromEntries(new URL(atm, "http://x").searchParams),
      acao: "expirar",
    });
    expect(expired.headers.location).toContain("recusado=1");
    const [o] = await database.db.select().from(orders).where(eq(orders.number, number));
    expect(o!.status).toBe("expired");
    expect((await database.db.select({ stock: tyres.stock }).from(tyres).where(eq(tyres.id, tyreId)))[0]!.stock).toBe(
      before!.stock,
    );
    expect(
      (await database.db.select().from(appointments).where(eq(appointments.id, o!.appointmentId!)))[0]!.status,
    ).toBe("cancelled");
  });

  it("lets the owner cancel an unpaid order (stock and bay released); an unpaid order never blocks a promotion", async () => {
    const [before] = await database.db.select({ stock: tyres.stock }).from(tyres).where(eq(tyres.id, tyreId));
    const { res, token } = await order("mbway");
    const number = res.json().orderNumber as string;
    const stranger = await registerCustomer(app, `outro.${kind}@example.pt`);
    expect((await api("POST", `/pedidos/${number}/cancelar`, undefined, stranger.token)).statusCode).toBe(403);
    const cancelled = await api("POST", `/pedidos/${number}/cancelar`, undefined, token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [o] = await database.db.select().from(orders).where(eq(orders.number, number));
    expect(o!.status).toBe("cancelled");
    expect((await database.db.select({ stock: tyres.stock }).from(tyres).where(eq(tyres.id, tyreId)))[0]!.stock).toBe(
      before!.stock,
    );
    expect(
      (await database.db.select().from(appointments).where(eq(appointments.id, o!.appointmentId!)))[0]!.status,
    ).toBe("cancelled");
    expect((await api("POST", `/pedidos/${number}/cancelar`, undefined, token)).statusCode).toBe(409);
  });

  it("does not count an unpaid order against the one-order-per-promotion rule", async () => {
    const [promo] = await database.db
      .execute(
        sql`select t.id from tyres t join tyre_models m on m.id = t.model_id join tyre_brands b on b.id = m.brand_id where b.slug = 'michelin' and m.season in ('invierno', 'allseason') and t.stock >= 10 order by t.id limit 1`,
      )
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    const email = `promo.${kind}@example.pt`;
    const { token } = await registerCustomer(app, email);
    const place = async (key: string) => {
      const cestaID = (await api("POST", `/cesta-product/${promo!.id}`, { cantidad: 2 }, token)).json()
        .cestaID as string;
      const dias = (await api("POST", "/consult-dates", { cestaID, codTienda: lisbon }, token)).json().dias;
      const horas = (
        await api("POST", "/consult-times", { cestaID, codTienda: lisbon, date: dias[3].fecha }, token)
      ).json().horas as string[];
      await api("POST", "/reserve-time", { cestaID, codTienda: lisbon, date: dias[3].fecha, time: horas[1] }, token);
      return api(
        "POST",
        "/pedidos",
        { cestaState: { cestaID, paymentType: "full", paymentMethod: "card" }, billing, idempotencyKey: key },
        token,
      );
    };
    const first = await place(`promo-a-${kind}-00001`);
    expect(first.statusCode, first.body).toBe(201);
    // left unpaid: a new attempt goes through instead of "Só é permitida uma encomenda…"
    const second = await place(`promo-b-${kind}-00001`);
    expect(second.statusCode, second.body).toBe(201);
  });

  it("offers Bizum only on the Spanish site", async () => {
    const { res } = await order("bizum");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: "PAYMENT_METHOD_NOT_OFFERED",
      errors: {
        paymentMethod: "Bizum não está disponível em Portugal: pague com cartão, MB WAY ou referência Multibanco.",
      },
    });
  });
});
