import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { appointments, invoices, orders, payments, tyres, users, workshops } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { signed } from "../payment/gateway.ts";
import { formatEur } from "#src/shared/money.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";
import { apiCaller } from "../test-support/app.ts";
import { registerCustomer, TEST_BILLING, type TestCustomer } from "../test-support/orders.ts";
import { TEST_PASSWORD } from "../test-support/registration.ts";

const NOW = new Date("2026-11-23T09:00:00Z"); // Monday morning in Lisbon
const env = testEnv();
const billing = TEST_BILLING;

eachDatabase("basket, checkout and payment API", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let tyreId: string;
  let lisbon: string;
  let canary: string;
  const mailer = createMailer(env);
  const call = apiCaller(() => app, 9);
  const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, token?: string) =>
    call("pt", method, url, payload, token);
  let userSeq = 0;
  const register = (): Promise<TestCustomer> => registerCustomer(app, `cliente${++userSeq}.${kind}@example.pt`);
  /** A basket with `qty` of a tyre, a Lisbon workshop and a held slot: ready for POST /pedidos. */
  async function readyBasket(
    token: string,
    opts: { product?: string; qty?: number; workshop?: string; dayIndex?: number; timeIndex?: number } = {},
  ) {
    const add = await api("POST", `/cesta-product/${opts.product ?? tyreId}`, { cantidad: opts.qty ?? 2 }, token);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const codTienda = opts.workshop ?? lisbon;
    const dates = await api("POST", "/consult-dates", { cestaID, codTienda }, token);
    expect(dates.statusCode, dates.body).toBe(200);
    const day = dates.json().dias[opts.dayIndex ?? 0];
    const times = (await api("POST", "/consult-times", { cestaID, codTienda, date: day.fecha }, token)).json()
      .horas as string[];
    const hold = await api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda, date: day.fecha, time: times[opts.timeIndex ?? 0], email: "rita@example.pt" },
      token,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    return cestaID;
  }
  const notify = (fields: Record<string, string>) =>
    api("POST", "/pagos/notificacion", signed(env.PAYMENT_SECRET, fields.Ds_Order!, fields));
  const notification = (order: string, amount: number, code: string, id: string) => ({
    Ds_Order: order,
    Ds_Amount: String(amount),
    Ds_Currency: "978",
    Ds_Response: code,
    Ds_AuthorisationCode: "A1B2C3",
    Ds_NotificationId: id,
    Ds_PayMethod: "C",
    Ds_Date: NOW.toISOString(),
  });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ database, env, logger: false, webBuildDir: null, now: () => NOW, mailer });
    const all = await database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (all.find((x) => x.stock >= 8 && x.deliveryDays <= 2) ?? all[0])!.id;
    await database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
    const ws = await database.db.select().from(workshops);
    lisbon = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"))!.code;
    canary = ws.find((w) => w.province === "Las Palmas" && w.webBookings && w.services.includes("car"))!.code;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("adds a tyre with prices from the catalogue (a client price is ignored) and auto-selects fitting and the safety test", async () => {
    const res = await api("POST", `/cesta-product/${tyreId}`, { cantidad: 4, precio: 1, importe: 1 });
    expect(res.statusCode).toBe(201);
    const b = res.json();
    const [row] = await database.db.select().from(tyres).where(eq(tyres.id, tyreId));
    expect(b.products[0].precio).toBe(row!.priceCents);
    expect(b.products[0].cantidad).toBe(4);
    const fitting = b.services.find((s: { id_navision: string }) => s.id_navision === "MONTAJE_TALLER");
    expect(fitting.cantidad).toBe(4);
    expect(b.services.some((s: { id_navision: string }) => s.id_navision === "TESTSEGURIDAD")).toBe(true);
    expect(b.totals.total).toBe(b.totals.productos + b.totals.servicios - b.totals.descuento);
    // Tampering on update: only quantities and choices are read.
    const upd = await api("POST", "/cesta/update", {
      cestaState: { cestaID: b.cestaID, products: [{ id_navision: tyreId, cantidad: 2, precio: 1 }] },
    });
    expect(upd.statusCode).toBe(200);
    expect(Math.abs(upd.json().products[0].importe - b.products[0].importe / 2)).toBeLessThanOrEqual(1);
    expect(upd.json().services.find((s: { id_navision: string }) => s.id_navision === "MONTAJE_TALLER").cantidad).toBe(
      2,
    );
  });

  it("refuses unknown products, bad quantities and a basket of another account; adopts an anonymous basket on login", async () => {
    expect((await api("POST", "/cesta-product/999999", { cantidad: 1 })).statusCode).toBe(404);
    const bad = await api("POST", `/cesta-product/${tyreId}`, { cantidad: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.cantidad).toBe("A quantidade tem de ser pelo menos 1");
    const anon = (await api("POST", `/cesta-product/${tyreId}`, { cantidad: 1 })).json().cestaID;
    const ana = await register();
    const login = await api("POST", "/users/auth", { email: ana.email, password: TEST_PASSWORD, cestaID: anon });
    expect(login.statusCode).toBe(200);
    const bruno = await register();
    const foreign = await api("GET", `/cesta/${anon}`, undefined, bruno.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe("ID_NOT_MATCH");
    expect(foreign.body).not.toContain(tyreId);
    expect((await api("GET", `/cesta/${anon}`)).statusCode).toBe(403);
    expect((await api("GET", `/cesta/${anon}`, undefined, "forged-token")).statusCode).toBe(401);
    expect((await api("GET", `/cesta/${anon}`, undefined, ana.token)).statusCode).toBe(200);
    expect((await api("DELETE", `/delete-cesta/${anon}`, undefined, bruno.token)).statusCode).toBe(403);
  });

  it("applies the basket rules: battery is exclusive, categories replace each other", async () => {
    const battery = (await database.db.query.batteries.findFirst({ where: (b, { gt }) => gt(b.stock, 2) }))!;
    const b1 = (await api("POST", `/cesta-product/${tyreId}`, { cantidad: 2 })).json();
    const b2 = (await api("POST", `/cesta-product/${battery.id}`, { cantidad: 1, cestaID: b1.cestaID })).json();
    expect(b2.products.map((p: { tipo_producto: string }) => p.tipo_producto)).toEqual(["bateria"]);
    expect(b2.services.map((s: { id_navision: string }) => s.id_navision).sort()).toEqual([
      "MONTAJE_TALLER_BATERIA",
      "RECOGIDA_TALLER_BATERIA",
    ]);
    const moto = (await database.db.query.motoTyres.findFirst({ where: (m, { gt }) => gt(m.stock, 2) }))!;
    const b3 = (await api("POST", `/cesta-product/${moto.id}`, { cantidad: 1, cestaID: b1.cestaID })).json();
    expect(b3.moto).toBe(true);
    expect(b3.products).toHaveLength(1);
    expect(b3.services.map((s: { id_navision: string }) => s.id_navision)).toEqual(
      expect.arrayContaining(["RECOGIDA_TALLER", "MONTAJE_TALLER"]),
    );
  });

  it("gives the coupon messages and applies a valid coupon", async () => {
    const { cestaID } = (await api("POST", `/cesta-product/${tyreId}`, { cantidad: 2 })).json();
    const empty = await api("POST", `/cesta/${cestaID}/cupon`, { codigo: " " });
    expect(empty.json().errors.codigo).toBe("Escreva o código do cupão");
    expect((await api("POST", `/cesta/${cestaID}/cupon`, { codigo: "NAOEXISTE" })).json().message).toBe(
      "Este cupão não existe",
    );
    expect((await api("POST", `/cesta/${cestaID}/cupon`, { codigo: "VERAO2025" })).json().message).toBe(
      "Este cupão já expirou",
    );
    expect((await api("POST", `/cesta/${cestaID}/cupon`, { codigo: "OLEO5" })).json().message).toBe(
      "Este cupão não se aplica aos produtos do carrinho",
    );
    const ok = await api("POST", `/cesta/${cestaID}/cupon`, { codigo: "inverno15" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().totals.descuento).toBe(1500);
    const removed = await api("DELETE", `/cesta/${cestaID}/cupon/INVERNO15`);
    expect(removed.json().totals.descuento).toBe(0);
  });

  it("re-taxes for a Canary Islands workshop (IGIC) and adds shipping", async () => {
    const { cestaID, totals } = (await api("POST", `/cesta-product/${tyreId}`, { cantidad: 2 })).json();
    const res = await api("POST", "/cesta/update", { cestaState: { cestaID, selectedTaller: { codTienda: canary } } });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b.totals.impuestoLabel).toBe("IGIC");
    expect(b.totals.envio).toBe(1995);
    expect(b.totals.total).toBeLessThan(totals.total + 1995);
    expect(b.avisos).toEqual(
      expect.arrayContaining([
        "O valor foi alterado para corresponder às taxas de imposto em vigor na oficina escolhida.",
      ]),
    );
  });

  it("pays by card: one order per idempotency key, a signed redirect, one payment for 100 replays, sequential invoices and an e-mail", async () => {
    const rita = await register();
    const cestaID = await readyBasket(rita.token);
    const body = {
      cestaState: { cestaID, paymentType: "full", paymentMethod: "card" },
      billing,
      idempotencyKey: `key-${kind}-rita-000001`,
    };
    const [a, b] = await Promise.all([
      api("POST", "/pedidos", body, rita.token),
      api("POST", "/pedidos", body, rita.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().orderNumber).toBe(b.json().orderNumber);
    const order = a.json();
    expect(order.estado).toBe("pending");
    expect(order.pasarela.url).toBe("/pasarela/pagar");
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey))).toHaveLength(
      1,
    );
    expect((await api("POST", "/pedidos", body)).statusCode).toBe(401);

    // A notification with a bad signature is refused.
    const forged = signed(
      "another-secret-of-32-characters!",
      order.orderNumber,
      notification(order.orderNumber, order.aPagarAgora, "0000", "forged-0001"),
    );
    expect((await api("POST", "/pagos/notificacion", forged)).statusCode).toBe(400);

    // Declined first, then approved 100 times (concurrently, with a stale decline mixed in).
    expect((await notify(notification(order.orderNumber, order.aPagarAgora, "0190", `dec-${kind}-1`))).statusCode).toBe(
      200,
    );
    const detail = (await api("GET", `/pedidos/${order.orderNumber}`, undefined, rita.token)).json();
    expect(detail.estado).toBe("pending");
    expect(detail.ultimoPago.mensaje).toBe(
      "Pagamento recusado: verifique os dados do cartão e se tem saldo disponível.",
    );
    const approved = notification(order.orderNumber, order.aPagarAgora, "0000", `ok-${kind}-1`);
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i === 50
          ? notify(notification(order.orderNumber, order.aPagarAgora, "0190", `dec-${kind}-1`))
          : notify(approved),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const pays = await database.db
      .select()
      .from(payments)
      .where(eq(payments.notificationId, approved.Ds_NotificationId));
    expect(pays).toHaveLength(1);
    const done = (await api("GET", `/pedidos/${order.orderNumber}`, undefined, rita.token)).json();
    expect(done.estado).toBe("confirmed");
    expect(done.pagado).toBe(done.total);
    expect(done.cita.estado).toBe("booked");
    expect(done.factura).toMatch(/^FT RC2026\/\d{6}$/);
    const mails = (mailer.outbox ?? []).filter((m) => m.to === rita.email && m.subject.includes(order.orderNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments?.[0]?.filename).toBe("montagem-rodacerta.ics");
    // The basket is closed; the invoice is in the private area and downloads as a PDF.
    expect(
      (await api("POST", "/cesta/update", { cestaState: { cestaID, generaFactura: true } }, rita.token)).statusCode,
    ).toBe(409);
    const list = (await api("GET", `/users/${rita.id}/facturas`, undefined, rita.token)).json();
    expect(list[0].numero).toBe(done.factura);
    const pdf = await api(
      "GET",
      `/users/${rita.id}/get-factura/${encodeURIComponent(done.factura)}`,
      undefined,
      rita.token,
    );
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("confirms a pay-at-workshop order at once and numbers invoices without gaps", async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await register();
      const cestaID = await readyBasket(u.token, { dayIndex: 1, timeIndex: i });
      const res = await api(
        "POST",
        "/pedidos",
        {
          cestaState: { cestaID, paymentType: "at_workshop" },
          billing,
          idempotencyKey: `key-${kind}-taller-${i}-0000`,
        },
        u.token,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().estado).toBe("confirmed");
      expect(res.json().pasarela).toBeNull();
      const [o] = await database.db.select().from(orders).where(eq(orders.number, res.json().orderNumber));
      const [inv] = await database.db.select().from(invoices).where(eq(invoices.orderId, o!.id));
      numbers.push(inv!.seq);
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it("sends the confirmation e-mail with an HTML part: order number, lines, totals, the fitting, the invoice; every value escaped", async () => {
    const u = await register();
    await database.db.update(users).set({ nombre: `<script>alert("x")</script> & Rita` }).where(eq(users.id, u.id));
    const cestaID = await readyBasket(u.token, { dayIndex: 1, timeIndex: 4 });
    const res = await api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType: "at_workshop" }, billing, idempotencyKey: `key-${kind}-html-mail-0001` },
      u.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().orderNumber as string;
    const d = (await api("GET", `/pedidos/${number}`, undefined, u.token)).json();
    const mail = (mailer.outbox ?? []).find(
      (m) => m.to === u.email && m.subject.startsWith(`Encomenda ${number} confirmada`),
    );
    expect(mail, "confirmation e-mail").toBeDefined();
    const html = mail!.html!;
    expect(html).toContain('<html lang="pt-PT">');
    expect(html).toContain(number);
    expect(html).toContain(formatEur(d.lineas[0].total, "pt"));
    expect(html).toContain(d.lineas[0].nombre.replace(/&/g, "&amp;"));
    expect(html).toContain(formatEur(d.total, "pt"));
    expect(html).toContain("A pagar na oficina");
    expect(html).toContain(`${d.cita.fecha} às ${d.cita.hora}`);
    expect(html).toContain(d.cita.taller.alias);
    expect(html).toContain(`/area-privado/fatura?n=${encodeURIComponent(d.factura)}`);
    expect(html).toContain("/area-privado/faturas");
    expect(html).toContain("/marcacao-previa/alteracao?cita=");
    expect(html).toContain("&amp;token=");
    // the customer's name is text, never markup
    expect(html).toContain("Olá &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Rita,");
    expect(html).not.toContain("<script");
    // the text part says as much as before
    expect(mail!.text).toContain(`Obrigado pela sua encomenda ${number}.`);
    expect(mail!.text).toContain(`— ${formatEur(d.lineas[0].total, "pt")}`);
    expect(mail!.text).toContain(`Total: ${formatEur(d.total, "pt")}`);
    expect(mail!.text).toContain(`a pagar na oficina: ${formatEur(d.restoEnOficina, "pt")}`);
    expect(mail!.text).toContain(`Descarregue a sua fatura ${d.factura} (PDF): `);
    expect(mail!.attachments?.[0]?.filename).toBe("montagem-rodacerta.ics");
  });

  it("refuses an order whose slot hold expired and an empty or unready basket", async () => {
    const u = await register();
    const { cestaID } = (await api("POST", `/cesta-product/${tyreId}`, { cantidad: 1 }, u.token)).json();
    const res = await api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "full", paymentMethod: "mbway" },
        billing,
        idempotencyKey: `key-${kind}-nohold-0001`,
      },
      u.token,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("NO_WORKSHOP");
    const badBilling = await api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "full" },
        billing: { ...billing, nif: "123", codigo_postal: "4000-322" },
        idempotencyKey: `key-${kind}-nohold-0002`,
      },
      u.token,
    );
    expect(badBilling.statusCode).toBe(400);
    expect(badBilling.json().errors["billing.nif"]).toBe("O NIF indicado não é válido");
    expect(badBilling.json().errors["billing.provincia"]).toBe("O código postal 4000-322 pertence a Porto");
  });

  it("runs the gateway simulator: signed redirect checked, test cards give their codes, the notification confirms", async () => {
    const u = await register();
    const cestaID = await readyBasket(u.token, { dayIndex: 1, timeIndex: 5 });
    const order = (
      await api(
        "POST",
        "/pedidos",
        {
          cestaState: { cestaID, paymentType: "deposit", paymentMethod: "card" },
          billing,
          idempotencyKey: `key-${kind}-sim-000001`,
        },
        u.token,
      )
    ).json();
    expect(order.aPagarAgora).toBe(2000);
    const fields = order.pasarela.fields as Record<string, string>;
    const pageRes = await app.inject({ method: "GET", url: `/pasarela/pagar?${new URLSearchParams(fields)}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain("20,00");
    const tampered = await app.inject({
      method: "GET",
      url: `/pasarela/pagar?${new URLSearchParams({ ...fields, Ds_Signature: fields.Ds_Signature!.replace(/^./, (c) => (c === "A" ? "B" : "A")) })}`,
    });
    expect(tampered.statusCode).toBe(400);
    const post = (card: string) =>
      app.inject({
        method: "POST",
        url: "/pasarela/pagar",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          ...fields,
          metodo: "C",
          cartao: card,
          validade: "12/30",
          cvv: "123",
        }).toString(),
      });
    const lost = await post("4000 0000 0000 0103");
    expect(lost.statusCode).toBe(303);
    expect(lost.headers.location).toContain(`/carrinho/pagamento?pedido=${order.orderNumber}&recusado=1`);
    expect((await api("GET", `/pedidos/${order.orderNumber}`, undefined, u.token)).json().ultimoPago.mensaje).toBe(
      "O cartão foi comunicado como perdido ou roubado. Use outro cartão.",
    );
    const ok = await post("4548 8120 4940 0004");
    expect(ok.headers.location).toContain(`/carrinho/a-sua-reserva?pedido=${order.orderNumber}`);
    const done = (await api("GET", `/pedidos/${order.orderNumber}`, undefined, u.token)).json();
    expect(done.estado).toBe("confirmed");
    expect(done.pagado).toBe(2000);
    expect(done.restoEnOficina).toBe(done.total - 2000);
  });

  it("sells the last unit once when 50 customers pay at the same moment", async () => {
    const last = (
      await database.db
        .select()
        .from(tyres)
        .where(and(eq(tyres.width, 195), eq(tyres.series, 65), eq(tyres.rim, 15)))
        .limit(1)
    )[0]!;
    await database.db.update(tyres).set({ stock: 1 }).where(eq(tyres.id, last.id));
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const u = await register();
      const cestaID = await readyBasket(u.token, {
        product: last.id,
        qty: 1,
        dayIndex: 2 + (i % 10),
        timeIndex: Math.floor(i / 10),
      });
      buyers.push({ u, cestaID });
    }
    const results = await Promise.all(
      buyers.map(({ u, cestaID }, i) =>
        api(
          "POST",
          "/pedidos",
          {
            cestaState: { cestaID, paymentType: "at_workshop" },
            billing,
            idempotencyKey: `key-${kind}-last-${i}-000000`,
          },
          u.token,
        ),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error === "OUT_OF_STOCK")).toBe(true);
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const [after] = await database.db.select().from(tyres).where(eq(tyres.id, last.id));
    expect(after!.stock).toBe(0);
    const booked = await database.db.select().from(appointments).where(eq(appointments.status, "booked"));
    expect(booked.filter((a) => a.orderId !== null).length).toBeGreaterThan(0);
  }, 120_000);
});
