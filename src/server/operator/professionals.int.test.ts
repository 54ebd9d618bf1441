/**
 * Professional access (issue 14, item 7): a signed-in customer applies (pending), an admin approves or refuses in
 * the back office, each decision audited and mailed; the approval makes the account a business account. Only admins
 * list and decide; the application is for signed-in customers and validated with the shared schema.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { resolve } from "#src/shared/i18n/i18n.ts";
import { NIF_MESSAGE } from "#src/shared/professional/application.schema.ts";
import { auditLog, businessAccounts, professionalApplications } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { accessMatrix, operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z");

const application = (over: Record<string, unknown> = {}) => ({
  empresa: "Táxis Ribeira, Lda.",
  nif: "503504564",
  contacto: "Marta Ribeiro",
  email: "frota@taxisribeira.pt",
  telefone: "912345678",
  frota: 12,
  tipo: "taxi",
  mensagem: "Doze viaturas em Lisboa.",
  ...over,
});

eachDatabase("professional applications", (kind) => {
  const clock = testClock(START);
  const env = testEnv();
  const mailer = createMailer(env);
  const t = testApp(kind, { now: clock.now, mailer, env });
  const team = operatorTeam(t, kind, "pro", clock);
  const tokens = team.tokens;
  let pendingId = 0;
  let seq = 0;

  async function customer(): Promise<{ token: string; id: number; email: string }> {
    const email = `nuno${++seq}.pro.${kind}@example.pt`;
    const r = await t.api("POST", "/users", {
      nombre: "Nuno",
      apellidos: "Costa",
      email,
      password: "segredo1",
      confirmPassword: "segredo1",
      telefono: "912345678",
      codigo_postal: "1100-053",
      privacidad: true,
      permiso_comercial: false,
    });
    expect(r.statusCode, r.body).toBe(201);
    return { token: r.json().token as string, id: r.json().user.id_site_usuario as number, email };
  }

  const audits = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "professional_application"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    const r = await t.api("POST", "/profissional/candidatura", application(), tokens.customer);
    expect(r.statusCode, r.body).toBe(201);
    pendingId = r.json().id;
  });

  accessMatrix({
    t,
    team,
    clock,
    endpoints: () => [
      { method: "GET", url: () => "/operador/profissionais" },
      {
        method: "PATCH",
        url: () => `/operador/profissionais/${pendingId}`,
        body: () => ({ decisao: "approve", diasCredito: 30 }),
      },
    ],
    forbidden: [
      {
        who: ["service", "lisbonStaff", "portoStaff"],
        endpoints: () => [
          { method: "GET", url: () => "/operador/profissionais" },
          {
            method: "PATCH",
            url: () => `/operador/profissionais/${pendingId}`,
            body: () => ({ decisao: "approve", diasCredito: 30 }),
          },
        ],
      },
    ],
  });

  it("the refused attempts above left the application pending and unaudited", async () => {
    const [row] = await t.database.db
      .select()
      .from(professionalApplications)
      .where(eq(professionalApplications.id, pendingId));
    expect(row?.status).toBe("pending");
    expect(await audits(pendingId)).toHaveLength(0);
  });

  it("applying needs a customer session, and a valid Portuguese NIF and phone", async () => {
    expect((await t.api("POST", "/profissional/candidatura", application())).statusCode).toBe(401);
    expect((await t.api("POST", "/profissional/candidatura", application(), tokens.admin)).statusCode).toBe(401);
    const { token } = await customer();
    const bad = await t.api(
      "POST",
      "/profissional/candidatura",
      application({ nif: "503504565", telefone: "12", frota: 0, tipo: "camioes" }),
      token,
    );
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors as Record<string, string>;
    expect(errors.nif).toBe(resolve("pt", NIF_MESSAGE));
    expect(Object.keys(errors).sort()).toEqual(["frota", "nif", "telefone", "tipo"]);
  });

  it("the applicant sees the pending application, and cannot apply twice", async () => {
    const status = await t.api("GET", "/profissional/estado", undefined, tokens.customer);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ conta: null, candidatura: { id: pendingId, estado: "pending", frota: 12 } });
    const again = await t.api("POST", "/profissional/candidatura", application(), tokens.customer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("APPLICATION_PENDING");
    const acknowledged = (mailer.outbox ?? []).filter(
      (m) => m.to === team.emails.customer && m.subject.includes("Recebemos a sua candidatura"),
    );
    expect(acknowledged).toHaveLength(1);
  });

  it("the fleet is closed to a customer who is not an approved business", async () => {
    const r = await t.api("GET", "/profissional/frota", undefined, tokens.customer);
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe("PROFESSIONAL_ONLY");
  });

  it("an admin lists pending applications, approves one with credit terms: business account, audit, e-mail", async () => {
    const list = await t.api("GET", "/operador/profissionais?estado=pending", undefined, tokens.admin);
    expect(list.statusCode, list.body).toBe(200);
    const found = (list.json().candidaturas as Array<{ id: number; cliente: { email: string } }>).find(
      (c) => c.id === pendingId,
    );
    expect(found?.cliente.email).toBe(team.emails.customer);

    const bad = await t.api(
      "PATCH",
      `/operador/profissionais/${pendingId}`,
      { decisao: "approve", diasCredito: 7 },
      tokens.admin,
    );
    expect(bad.statusCode).toBe(400);

    const ok = await t.api(
      "PATCH",
      `/operador/profissionais/${pendingId}`,
      { decisao: "approve", diasCredito: 60, nota: "Cliente de longa data." },
      tokens.admin,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ estado: "approved", diasCredito: 60, decididaPor: "Ana Admin" });

    const [account] = await t.database.db
      .select()
      .from(businessAccounts)
      .where(eq(businessAccounts.userId, team.customerId));
    expect(account).toMatchObject({ companyName: "Táxis Ribeira, Lda.", nif: "503504564", creditDays: 60 });

    const log = await audits(pendingId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ staffId: team.ids.admin, action: "professional.approve" });
    expect(log[0]!.before).toMatchObject({ estado: "pending" });
    expect(log[0]!.after).toMatchObject({ estado: "approved", diasCredito: 60 });

    const mail = (mailer.outbox ?? []).find((m) => m.subject.includes("conta profissional RodaCerta está ativa"));
    expect(mail?.to).toBe(team.emails.customer);
    expect(mail?.text).toContain("60 dias");

    const status = (await t.api("GET", "/profissional/estado", undefined, tokens.customer)).json();
    expect(status.conta).toMatchObject({ empresa: "Táxis Ribeira, Lda.", diasCredito: 60 });
    const again = await t.api("POST", "/profissional/candidatura", application(), tokens.customer);
    expect(again.json().error).toBe("ALREADY_BUSINESS");
  });

  it("a decided application cannot be decided again", async () => {
    const r = await t.api(
      "PATCH",
      `/operador/profissionais/${pendingId}`,
      { decisao: "refuse", nota: "Engano" },
      tokens.admin,
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe("APPLICATION_DECIDED");
    expect(await audits(pendingId)).toHaveLength(1);
  });

  it("a refusal needs a reason, is audited and mailed, and the customer may apply again", async () => {
    const { token, id, email } = await customer();
    const applied = await t.api(
      "POST",
      "/profissional/candidatura",
      application({ email: `recusa.${kind}@example.pt` }),
      token,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const appId = applied.json().id as number;
    const noReason = await t.api("PATCH", `/operador/profissionais/${appId}`, { decisao: "refuse" }, tokens.admin);
    expect(noReason.statusCode).toBe(400);
    const refused = await t.api(
      "PATCH",
      `/operador/profissionais/${appId}`,
      { decisao: "refuse", nota: "NIF não corresponde à empresa." },
      tokens.admin,
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().estado).toBe("refused");
    expect(await t.database.db.select().from(businessAccounts).where(eq(businessAccounts.userId, id))).toHaveLength(0);
    expect((await audits(appId))[0]?.action).toBe("professional.refuse");
    const mail = (mailer.outbox ?? []).find((m) => m.to === email && m.text.includes("Motivo"));
    expect(mail?.text).toContain("NIF não corresponde à empresa.");
    const refusedList = await t.api("GET", "/operador/profissionais?estado=refused", undefined, tokens.admin);
    expect((refusedList.json().candidaturas as Array<{ id: number }>).map((c) => c.id)).toContain(appId);
    const again = await t.api("POST", "/profissional/candidatura", application(), token);
    expect(again.statusCode, again.body).toBe(201);
  });

  it("applications are rate-limited per address: the sixth in ten minutes is refused", async () => {
    const { token } = await customer();
    const post = () =>
      t.app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/profissional/candidatura",
        payload: application({ nif: "1" }),
        remoteAddress: `10.250.${kind === "pglite" ? 1 : 2}.7`,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 5; i++) expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(429);
  });

  it("an unknown application is a 404", async () => {
    const r = await t.api(
      "PATCH",
      "/operador/profissionais/999999",
      { decisao: "approve", diasCredito: 30 },
      tokens.admin,
    );
    expect(r.statusCode).toBe(404);
  });
});
