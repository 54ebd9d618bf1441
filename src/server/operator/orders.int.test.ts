/**
 * Orders and payments in the back office (issue 14, item 4): search by number, e-mail, plate and NIF; an order's
 * page with a repeated payment; a refund by hand through the gateway (the simulator), once even under concurrent
 * requests, audited, with the refusals in pt-PT; the confirmation sent again; and who may read and act.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, payments } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { createGateway, type PaymentGateway } from "../payment/gateway.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import {
  accessMatrix,
  BILLING,
  operatorTeam,
  paidFittingOrder,
  payOrder,
  testClock,
} from "../test-support/operator.ts";

const NOW = new Date("2026-11-23T07:00:00Z");
const env = testEnv();
const NIF = BILLING.nif;
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
  const clock = testClock(NOW);
  const t = testApp(kind, { now: clock.now, mailer, env, gateway, paymentRetries: false });
  const email = `cliente.encomendas.${kind}@example.pt`;
  const team = operatorTeam(t, kind, "enc", clock, { email });
  const tokens = team.tokens;
  let orderNumber = "";
  let duplicateId = 0;

  const search = (q: string, token?: string) =>
    t.api("GET", `/operador/encomendas?q=${encodeURIComponent(q)}`, undefined, token);
  const detail = (n: string, token?: string) => t.api("GET", `/operador/encomendas/${n}`, undefined, token);
  const refund = (id: number, token?: string) => t.api("POST", `/operador/pagamentos/${id}/reembolso`, {}, token);
  const resend = (n: string, token?: string) => t.api("POST", `/operador/encomendas/${n}/reenviar`, {}, token);

  beforeAll(async () => {
    inner = createGateway(env, (url, body) =>
      t.app
        .inject({ method: "POST", url, payload: body })
        .then((r) => ({ status: r.statusCode, json: () => r.json() })),
    );
    // A paid order fitted at the Lisbon workshop, then paid a second time: the automatic refund fails (gateway down).
    const paid = await paidFittingOrder(t, env, {
      token: tokens.customer,
      email,
      workshop: team.lisbon,
      key: `${kind}-encomendas-0001`,
      plate: PLATE,
      at: NOW,
    });
    orderNumber = paid.orderNumber;
    gw.down = true;
    const again = await payOrder(t, env, orderNumber, paid.dueNowCents, `enc-${kind}-2`, NOW);
    expect(again.json().resultado).toBe("duplicate");
    gw.down = false;
    const [dup] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.notificationId, `enc-${kind}-2`));
    expect(dup).toMatchObject({ outcome: "duplicate", refundStatus: "failed" });
    duplicateId = dup!.id;
  });

  describe("who may search, read and act", () => {
    const search_ = { method: "GET", url: () => `/operador/encomendas?q=${NIF}` } as const;
    const detail_ = { method: "GET", url: () => `/operador/encomendas/${orderNumber}` } as const;
    const refund_ = {
      method: "POST",
      url: () => `/operador/pagamentos/${duplicateId}/reembolso`,
      body: () => ({}),
    } as const;
    const resend_ = {
      method: "POST",
      url: () => `/operador/encomendas/${orderNumber}/reenviar`,
      body: () => ({}),
    } as const;
    accessMatrix({
      t,
      team,
      clock,
      endpoints: () => [search_, detail_, refund_, resend_],
      forbidden: [
        // The wrong role: workshop staff neither refund nor send e-mails again.
        { who: ["lisbonStaff"], endpoints: () => [refund_, resend_] },
        // Another workshop's staff: not even the order's page.
        { who: ["portoStaff"], endpoints: () => [detail_, refund_, resend_] },
      ],
    });

    it("says why in pt-PT, and no refund reached the gateway", async () => {
      const ws = await refund(duplicateId, tokens.lisbonStaff);
      expect(ws.statusCode).toBe(403);
      expect(ws.json().message).toBe("Só o apoio ao cliente e a administração podem fazer reembolsos.");
      expect(gw.refunds).toBe(0);
    });
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
    expect(hit).toMatchObject({ email, nif: NIF, matricula: PLATE, cliente: "Rita Marques", estado: "confirmed" });
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
      estado: "confirmed",
      cliente: { nome: "Rita Marques", email, nif: NIF },
      oficina: { id: team.lisbon.id },
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
    const mail = mailer.outbox![0]!; // newest first
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain(`Encomenda ${orderNumber} confirmada`);
    expect(mail.attachments?.map((a) => a.filename)).toEqual(["montagem-rodacerta.ics"]);
    expect(String(mail.attachments![0]!.content)).toContain("BEGIN:VEVENT");
    expect(mail.text).toContain("/marcacao-previa/alteracao?cita=");
    const invoice = (await detail(orderNumber, tokens.admin)).json().fatura as string;
    expect(mail.text).toContain(`fatura ${invoice}`);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.resend_confirmation"), eq(auditLog.entityId, orderNumber)));
    expect(rows).toHaveLength(1);
  });
});
