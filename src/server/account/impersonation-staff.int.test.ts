/**
 * Customer service opens a customer's account from the back office (issue 14, item 6): only customer service and
 * admins get the token (workshop staff, customers and no/forged/expired sessions are refused), each token is audited,
 * lives 5 minutes and opens one session, marked with the staff member, that the banner describes and logout ends.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, sessions } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { accessMatrix, operatorTeam, testClock } from "../test-support/operator.ts";
import { hashToken } from "./sessions.ts";

const START = new Date("2026-11-23T10:00:00Z");

eachDatabase("impersonation from the back office", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "imp", clock, { nombre: "Maria", apellidos: "Silva" });
  const issue = (token: string | undefined, customerId = team.customerId) =>
    t.api("POST", `/operador/clientes/${customerId}/impersonacao`, undefined, token);
  const redeem = (token: string) => t.api("POST", "/users/auth/staff-token", { token });
  const banner = (token: string) => t.api("GET", "/users/me/impersonacao", undefined, token);

  accessMatrix({
    t,
    team,
    clock,
    endpoints: () => [{ method: "POST", url: () => `/operador/clientes/${team.customerId}/impersonacao` }],
    forbidden: [
      {
        who: ["lisbonStaff", "portoStaff"],
        endpoints: () => [{ method: "POST", url: () => `/operador/clientes/${team.customerId}/impersonacao` }],
      },
    ],
  });

  it("customer service gets an audited single-use token that opens a marked session, described for the banner", async () => {
    const before = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.impersonate"), eq(auditLog.staffId, team.ids.service)));
    const res = await issue(team.tokens.service);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().expiraEm).toBe(300);
    const token = res.json().token as string;
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.impersonate"), eq(auditLog.staffId, team.ids.service)));
    expect(audit).toHaveLength(before.length + 1);
    expect(audit.at(-1)).toMatchObject({ entity: "cliente", entityId: String(team.customerId), at: START });
    expect(audit.at(-1)!.after).toMatchObject({ cliente: "Maria Silva", email: team.emails.customer });

    // A forged signature, and the staff token offered to the old operators' exchange: refused.
    expect((await redeem(`${token.slice(0, -3)}abc`)).json().error).toBe("INVALID_TOKEN");
    const wrongDoor = await t.api("POST", "/users/auth/token", { token });
    expect(wrongDoor.statusCode).toBe(401);
    expect(wrongDoor.json().error).toBe("INVALID_TOKEN");

    const opened = await redeem(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      cliente: { id: team.customerId, nome: "Maria Silva" },
      funcionario: { id: team.ids.service, perfil: "service" },
    });
    const session = opened.json().token as string;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(session)));
    expect(row).toMatchObject({ userId: team.customerId, impersonatedByStaff: team.ids.service, impersonatedBy: null });
    expect(row!.expiresAt.getTime() - START.getTime()).toBe(2 * 3_600_000);

    // Used once, for good.
    const again = await redeem(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe("TOKEN_USED");

    // The session is the customer's (their private data), and the banner knows who is inside.
    const me = await t.api("GET", "/users/fetchInfo", undefined, session);
    expect(me.json().user.email).toBe(team.emails.customer);
    expect((await banner(session)).json()).toEqual({
      impersonacao: {
        cliente: { id: team.customerId, nome: "Maria Silva" },
        funcionario: { nome: "Equipa service", perfil: "service", perfilTexto: "Apoio ao cliente" },
      },
    });
    // The customer's own session is not marked.
    expect((await banner(team.tokens.customer)).json()).toEqual({ impersonacao: null });
    expect((await banner("forjado".repeat(6))).statusCode).toBe(401);

    // The shop may look and help, but only the customer may delete the account.
    const deleting = await t.api("DELETE", `/users/${team.customerId}`, { confirm: true }, session);
    expect(deleting.statusCode, deleting.body).toBe(403);
    expect(deleting.json()).toMatchObject({ error: "IMPERSONATION_NOT_ALLOWED" });
    expect((await t.api("GET", "/users/fetchInfo", undefined, team.tokens.customer)).statusCode).toBe(200);

    // Leaving ends that session only.
    expect((await t.api("POST", "/users/logout", undefined, session)).statusCode).toBe(200);
    expect((await banner(session)).statusCode).toBe(401);
    expect((await t.api("GET", "/users/fetchInfo", undefined, team.tokens.customer)).statusCode).toBe(200);
  });

  it("an admin may too; an expired token, an unknown customer and a member disabled since are refused", async () => {
    const late = (await issue(team.tokens.admin)).json().token as string;
    clock.set(new Date(START.getTime() + 5 * 60_000 + 1000));
    try {
      const expired = await redeem(late);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error).toBe("TOKEN_EXPIRED");
    } finally {
      clock.set(START);
    }
    const unknown = await issue(team.tokens.admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("CUSTOMER_NOT_FOUND");

    const adminToken = (await issue(team.tokens.admin)).json().token as string;
    const opened = await redeem(adminToken);
    expect(opened.json().funcionario.perfil).toBe("admin");
    // Leaving the back office leaves the customer's account opened from it too (not the customer's own session).
    const inside = opened.json().token as string;
    expect((await banner(inside)).statusCode).toBe(200);
    expect((await t.api("POST", "/operador/logout", undefined, team.tokens.admin)).statusCode).toBe(200);
    expect((await banner(inside)).statusCode).toBe(401);
    expect((await t.api("GET", "/users/fetchInfo", undefined, team.tokens.customer)).statusCode).toBe(200);
    await team.loginAll();

    // A token issued to customer service, whose account is then disabled, opens nothing.
    const pending = (await issue(team.tokens.service)).json().token as string;
    const off = await t.api("PATCH", `/operador/funcionarios/${team.ids.service}`, { ativo: false }, team.tokens.admin);
    expect(off.statusCode, off.body).toBe(200);
    try {
      const res = await redeem(pending);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe("INVALID_TOKEN");
    } finally {
      await t.api("PATCH", `/operador/funcionarios/${team.ids.service}`, { ativo: true }, team.tokens.admin);
      await team.loginAll();
    }
  });

  it("a customer's token and a made-up token are refused at the exchange", async () => {
    expect((await redeem(team.tokens.customer)).json().error).toBe("INVALID_TOKEN");
    expect((await redeem("1.1.99999999999999.abc.def")).json().error).toBe("INVALID_TOKEN");
  });
});
