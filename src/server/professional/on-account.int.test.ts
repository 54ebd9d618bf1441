/**
 * Paying on account (issue 14, item 7): an approved business orders with "on_account" — confirmed at once, nothing due
 * now, the invoice says "A crédito" — and the order lands on the month's statement with its due date. A customer
 * without a business account is refused at the order (and at a pending order's payment change).
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { appointments, invoices, orders } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { BILLING, heldTyreBasket, operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z"); // a Monday morning in Lisbon

eachDatabase("paying on account", (kind) => {
  const clock = testClock(START);
  const env = testEnv();
  const mailer = createMailer(env);
  const t = testApp(kind, { now: clock.now, mailer, env });
  const team = operatorTeam(t, kind, "conta", clock);
  const tokens = team.tokens;

  const order = (cestaID: string, key: string, paymentType: string) =>
    t.api(
      "POST",
      "/pedidos",
      { cestaState: { cestaID, paymentType }, billing: BILLING, idempotencyKey: `conta-${kind}-${key}` },
      tokens.customer,
    );

  it("is refused to a customer without an approved business account, at the payment type", async () => {
    const { cestaID } = await heldTyreBasket(t, {
      token: tokens.customer,
      email: team.emails.customer,
      workshop: team.lisbon,
    });
    const refused = await order(cestaID, "sem-conta", "on_account");
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ error: "ON_ACCOUNT_NOT_ALLOWED" });
    expect(refused.json().errors?.paymentType ?? refused.json().message).toContain("contas profissionais aprovadas");
    expect(await t.database.db.select().from(orders).where(eq(orders.basketId, cestaID))).toEqual([]);
  });

  it("an approved business orders on account: confirmed, nothing due now, invoiced 'a crédito', on the statement", async () => {
    const applied = await t.api(
      "POST",
      "/profissional/candidatura",
      {
        empresa: "Táxis do Tejo, Lda.",
        nif: "501234560",
        contacto: "Rui Costa",
        email: `rui.conta.${kind}@example.pt`,
        telefone: "912345678",
        frota: "12",
        tipo: "taxi",
      },
      tokens.customer,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const approved = await t.api(
      "PATCH",
      `/operador/profissionais/${applied.json().id}`,
      { decisao: "approve", diasCredito: 45 },
      tokens.admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const { cestaID } = await heldTyreBasket(t, {
      token: tokens.customer,
      email: team.emails.customer,
      workshop: team.lisbon,
    });
    // Customer service inside the business's account may help, but not commit the company's credit.
    const issued = await t.api("POST", `/operador/clientes/${team.customerId}/impersonacao`, undefined, tokens.service);
    expect(issued.statusCode, issued.body).toBe(200);
    const inside = await t.api("POST", "/users/auth/staff-token", { token: issued.json().token });
    expect(inside.statusCode, inside.body).toBe(200);
    const byStaff = await t.api(
      "POST",
      "/pedidos",
      {
        cestaState: { cestaID, paymentType: "on_account" },
        billing: BILLING,
        idempotencyKey: `conta-${kind}-pela-equipa`,
      },
      inside.json().token,
    );
    expect(byStaff.statusCode, byStaff.body).toBe(403);
    expect(byStaff.json()).toMatchObject({ error: "IMPERSONATION_NOT_ALLOWED" });

    const made = await order(cestaID, "com-conta", "on_account");
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().aPagarAgora).toBe(0);
    const number = made.json().orderNumber as string;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({ paymentType: "on_account", paymentMethod: null, status: "confirmed", dueNowCents: 0 });
    const [fitting] = await t.database.db.select().from(appointments).where(eq(appointments.id, row!.appointmentId!));
    expect(fitting!.status).toBe("booked");
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, row!.id));
    expect((invoice!.billing as { pagamento: string }).pagamento).toBe("A crédito (fatura mensal)");

    // The confirmation e-mail says where the rest goes: the monthly invoice, not the workshop's till.
    const mail = (mailer.outbox ?? []).find((m) => m.subject.includes(number));
    expect(mail?.text).toContain("na fatura mensal da empresa");
    expect(mail?.text).not.toContain("a pagar na oficina");

    const fleet = await t.api("GET", "/profissional/frota", undefined, tokens.customer);
    expect(fleet.statusCode, fleet.body).toBe(200);
    expect(fleet.json().faturacao).toEqual([
      { mes: "2026-11", encomendas: [number], totalCents: row!.totalCents, vencimento: "2027-01-14" },
    ]);

    // A credit note on that order: the month owes what was not given back.
    const credit = await t.api(
      "POST",
      `/operador/encomendas/${number}/notas-credito`,
      { modo: "partial", valor: "10,00", motivo: "Desconto acordado" },
      tokens.admin,
    );
    expect(credit.statusCode, credit.body).toBe(201);
    const after = (await t.api("GET", "/profissional/frota", undefined, tokens.customer)).json();
    expect(after.faturacao[0].totalCents).toBe(row!.totalCents - 1000);
  });
});
