/**
 * Orders and payments in the back office (issue 14, item 4): search by number, e-mail, plate and NIF; an order's
 * page with a repeated payment; a refund by hand through the gateway (the simulator), once even under concurrent
 * requests, audited, with the refusals in pt-PT; the confirmation sent again; and who may read and act.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, payments, tyres, workshops } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { createGateway, type PaymentGateway, signed } from "../payment/gateway.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { createStaff } from "./staff.ts";

const NOW = new Date("2026-11-23T07:00:00Z");
const env = testEnv();
const NIF = "123456789";
const PLATE = "AA-12-BB";

eachDatabase("back-office orders and payments API", (kind) => {
  const mailer = createMailer(env);
  /** The real gateway client posting to the in-process simulator; `down` makes it unreachable; refunds counted. */
  const gw = { down: false, refunds: 0 };
  let inner: PaymentGateway | null = null;
  const gateway: PaymentGateway = {
    refund: async (r) => {
      if (gw.down) throw new Error("gateway unreachable");
      gw.refunds++;
      return inner!.refund(r);
    },
  };
  const t = testApp(kind, { now: () => NOW, mailer, env, gateway, paymentRetries: false });
  const tokens = { admin: "", lisbonStaff: "", portoStaff: "", service: "", customer: "" };
  const email = `cliente.encomendas.${kind}@example.pt`;
  let orderNumber = "";
  let duplicateId = 0;
  let lisbonId = 0;

  const login = async (e: string, password: string) =>
    (await t.api("POST", "/operador/login", { email: e, password })).json().token as string;
  const search = (q: string, token?: string) =>
    t.api("GET", `/operador/encomendas?q=${encodeURIComponent(q)}`, undefined, token);
  const detail = (n: string, token?: string) => t.api("GET", `/operador/encomendas/${n}`, undefined, token);
  const refund = (id: number, token?: string) => t.api("POST", `/operador/pagamentos/${id}/reembolso`, {}, token);
  const resend = (n: string, token?: string) => t.api("POST", `/operador/encomendas/${n}/reenviar`, {}, token);
  const pay = (id: string, amount: number) =>
    t.api(
      "POST",
      "/pagos/notificacion",
      signed(env.PAYMENT_SECRET, orderNumber, {
        Ds_Order: orderNumber,
        Ds_Amount: String(amount),
        Ds_Currency: "978",
        Ds_Response: "0000",
        Ds_AuthorisationCode: "A1B2C3",
        Ds_NotificationId: id,
        Ds_PayMethod: "C",
        Ds_Date: NOW.toISOString(),
      }),
    );

  beforeAll(async () => {
    inner = createGateway(env, (url, body) =>
      t.app
        .inject({ method: "POST", url, payload: body })
        .then((r) => ({ status: r.statusCode, json: () => r.json() })),
    );
    const ws = await t.database.db.select().from(workshops);
    const l = ws.find((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("coche"))!;
    lisbonId = l.id;
    const porto = ws.find((w) => w.town === "Porto")!.id;
    await createStaff(
      t.database.db,
      null,
      {
        email: `admin.enc.${kind}@rodacerta.pt`,
        nome: "Ana Admin",
        password: "password-admin-1",
        perfil: "admin",
        oficinas: [],
      },
      NOW,
    );
    tokens.admin = await login(`admin.enc.${kind}@rodacerta.pt`, "password-admin-1");
    for (const [key, perfil, oficinas] of [
      ["lisbonStaff", "workshop", [l.id]],
      ["portoStaff", "workshop", [porto]],
      ["service", "service", []],
    ] as const) {
      const e = `${key}.enc.${kind}@rodacerta.pt`;
      const res = await t.api(
        "POST",
        "/operador/funcionarios",
        { email: e, nome: `Equipa ${key}`, password: "password-da-equipa", perfil, oficinas },
        tokens.admin,
      );
      expect(res.statusCode, res.body).toBe(201);
      tokens[key] = await login(e, "password-da-equipa");
    }
    const customer = await t.api("POST", "/users", {
      nombre: "Rita",
      apellidos: "Marques",
      email,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: true,
    });
    expect(customer.statusCode, customer.body).toBe(201);
    tokens.customer = customer.json().token;

    // A paid order fitted at the Lisbon workshop, then paid a second time: the automatic refund fails (gateway down).
    const sizes = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    const tyreId = (sizes.find((x) => x.deliveryDays <= 2) ?? sizes[0])!.id;
    await t.database.db.update(tyres).set({ stock: 40 }).where(eq(tyres.id, tyreId));
    const add = await t.api("POST", `/cesta-product/${tyreId}`, { cantidad: 2 }, tokens.customer);
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    const plate = await t.api("POST", "/cesta/update", { cestaState: { cestaID, matricula: PLATE } }, tokens.customer);
    expect(plate.statusCode, plate.body).toBe(200);
    const dates = (await t.api("POST", "/consult-dates", { cestaID, codTienda: l.code }, tokens.customer)).json();
    const first = dates.dias[0].fecha as string;
    const times = (
      await t.api("POST", "/consult-times", { cestaID, codTienda: l.code, date: first }, tokens.customer)
    ).json().horas as string[];
    const hold = await t.api(
      "POST",
      "/reserve-time",
      { cestaID, codTienda: l.code, date: first, time: times[0], email },
      tokens.customer,
    );
    expect(hold.statusCode, hold.body).toBe(201);
    const order = await t.api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "total" },
        billing: {
          nombre: "Rita",
          apellidos: "Marques",
          nif: NIF,
          calle: "Rua Augusta",
          numero: "12",
          poblacion: "Lisboa",
          codigo_postal: "1100-053",
          provincia: "Lisboa",
        },
        idempotencyKey: `key-${kind}-encomendas-0001`,
      },
      tokens.customer,
    );
    expect(order.statusCode, order.body).toBe(201);
    orderNumber = order.json().orderNumber;
    const due = order.json().aPagarAgora as number;
    expect((await pay(`enc-${kind}-1`, due)).json().resultado).toBe("applied");
    gw.down = true;
    expect((await pay(`enc-${kind}-2`, due)).json().resultado).toBe("duplicate");
    gw.down = false;
    const [dup] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.notificationId, `enc-${kind}-2`));
    expect(dup).toMatchObject({ outcome: "duplicate", refundStatus: "failed" });
    duplicateId = dup!.id;
  });

  it("finds the order by its number, the customer's e-mail, the plate and the NIF", async () => {
    for (const [q, procura] of [
      [orderNumber.toLowerCase(), "number"],
      [email.toUpperCase(), "email"],
      ["aa 12 bb", "plate"],
      [NIF, "nif"],
    ] as const) {
      const res = await search(q, tokens.service);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().procura).toBe(procura);
      expect(res.json().encomendas.map((o: { numero: string }) => o.numero)).toEqual([orderNumber]);
    }
    const hit = (await search(NIF, tokens.admin)).json().encomendas[0];
    expect(hit).toMatchObject({ email, nif: NIF, matricula: PLATE, cliente: "Rita Marques", estado: "confirmado" });
    expect((await search("ZZ-99-ZZ", tokens.admin)).json().encomendas).toEqual([]);
    const short = await search("a1", tokens.admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.q).toBe("Escreva pelo menos 3 letras ou algarismos.");
  });

  it("workshop staff find only the orders fitted at their workshops", async () => {
    expect((await search(NIF, tokens.lisbonStaff)).json().encomendas).toHaveLength(1);
    expect((await search(NIF, tokens.portoStaff)).json().encomendas).toEqual([]);
    expect((await detail(orderNumber, tokens.lisbonStaff)).statusCode).toBe(200);
    const other = await detail(orderNumber, tokens.portoStaff);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Não tem acesso a esta encomenda.");
  });

  it("shows the order: lines, customer, workshop and appointment, both payments and the invoice", async () => {
    const res = await detail(orderNumber, tokens.service);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      numero: orderNumber,
      estado: "confirmado",
      cliente: { nome: "Rita Marques", email, nif: NIF },
      oficina: { id: lisbonId },
      marcacao: { matricula: PLATE },
      podeReembolsar: true,
    });
    expect(d.fatura).toMatch(/^FT RC2026\/\d{6}$/);
    expect(d.linhas.length).toBeGreaterThan(0);
    expect(d.pagamentos).toHaveLength(2);
    expect(d.pagamentos[0]).toMatchObject({ resultado: "applied", estadoTexto: "Cobrado", reembolsavel: false });
    expect(d.pagamentos[1]).toMatchObject({
      id: duplicateId,
      resultado: "duplicate",
      reembolso: "failed",
      estadoTexto: "Pagamento repetido — reembolso falhou",
      reembolsavel: true,
    });
    expect((await detail(orderNumber, tokens.lisbonStaff)).json().pagamentos[1].reembolsavel).toBe(false);
    expect((await detail("RCZZZZZZZZ", tokens.admin)).statusCode).toBe(404);
  });

  it("refuses every action without a staff session, with a forged one, to a customer and across workshops", async () => {
    for (const token of [undefined, "forged-token-0000000000000000", tokens.customer]) {
      expect((await search(NIF, token)).statusCode).toBe(401);
      expect((await detail(orderNumber, token)).statusCode).toBe(401);
      expect((await refund(duplicateId, token)).statusCode).toBe(401);
      expect((await resend(orderNumber, token)).statusCode).toBe(401);
    }
    const ws = await refund(duplicateId, tokens.lisbonStaff);
    expect(ws.statusCode).toBe(403);
    expect(ws.json().message).toBe("Só o apoio ao cliente e a administração podem fazer reembolsos.");
    expect((await resend(orderNumber, tokens.portoStaff)).statusCode).toBe(403);
    expect(gw.refunds).toBe(0);
  });

  it("refuses to refund the payment that pays the order", async () => {
    const applied = (await detail(orderNumber, tokens.admin)).json().pagamentos[0].id as number;
    const res = await refund(applied, tokens.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("APPLIED");
    expect((await refund(999_999, tokens.admin)).statusCode).toBe(404);
  });

  it("refunds the repeated payment through the simulator once, even asked five times at once, and audits it", async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => refund(duplicateId, tokens.admin)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok, results.map((r) => r.body).join("\n")).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(gw.refunds).toBe(1);
    expect(ok[0]!.json().pagamento).toMatchObject({ reembolso: "refunded", reembolsavel: false });
    expect(ok[0]!.json().pagamento.referenciaReembolso).toMatch(/^RB[0-9A-F]{10}$/);
    const again = await refund(duplicateId, tokens.service);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Este pagamento já foi reembolsado.");
    expect(gw.refunds).toBe(1);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refund"), eq(auditLog.entityId, String(duplicateId))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { reembolso: "failed" }, after: { reembolso: "refunded" } });
  });

  it("sends the confirmation again with the invoice, and audits it", async () => {
    const before = mailer.outbox!.length;
    const res = await resend(orderNumber, tokens.service);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ numero: orderNumber, para: email });
    expect(mailer.outbox!.length).toBe(before + 1);
    const mail = mailer.outbox![0]!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain(`Encomenda ${orderNumber} confirmada`);
    const invoice = (await detail(orderNumber, tokens.admin)).json().fatura as string;
    expect(mail.text).toContain(`fatura ${invoice}`);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.resend_confirmation"), eq(auditLog.entityId, orderNumber)));
    expect(rows).toHaveLength(1);
  });
});
