import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema.ts";
import { testApp } from "#src/server/test-support/app.ts";

describe("impersonation by operator token", () => {
  const t = testApp("pglite", { now: () => now });
  let now = new Date("2026-11-23T10:00:00Z");
  const call = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/rodacerta/pt${url}`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const reg = async (email: string) =>
    (
      await call("/users", {
        nombre: "Pessoa",
        apellidos: "Teste",
        email,
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono: "912345678",
        codigo_postal: "1000-001",
        privacidad: true,
        permiso_comercial: true,
      })
    ).json();

  it("only operators get a token; it is short-lived, single use and marks the session", async () => {
    const customer = await reg("cliente@example.pt");
    const operator = await reg("operador@rodacerta.pt");
    expect(
      (await call("/operador/impersonation-token", { userId: customer.user.id_site_usuario }, customer.token))
        .statusCode,
    ).toBe(403);
    await t.database.db.update(users).set({ role: "operator" }).where(eq(users.id, operator.user.id_site_usuario));
    const issued = await call(
      "/operador/impersonation-token",
      { userId: customer.user.id_site_usuario },
      operator.token,
    );
    expect(issued.statusCode).toBe(200);
    const token = issued.json().token as string;
    expect((await call("/users/auth/token", { token: `${token.slice(0, -3)}abc` })).statusCode).toBe(401);
    const login = await call("/users/auth/token", { token });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      user: { email: "cliente@example.pt" },
      impersonatedBy: operator.user.id_site_usuario,
    });
    const [s] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.impersonatedBy, operator.user.id_site_usuario));
    expect(s?.userId).toBe(customer.user.id_site_usuario);
    expect((await call("/users/auth/token", { token })).json().error).toBe("TOKEN_USED");
    const late = (
      await call("/operador/impersonation-token", { userId: customer.user.id_site_usuario }, operator.token)
    ).json().token;
    now = new Date(now.getTime() + 6 * 60_000);
    expect((await call("/users/auth/token", { token: late })).json().error).toBe("TOKEN_EXPIRED");
    // the customer's password is never involved, and a customer's password cannot open an operator path
    expect((await call("/users/auth/token", { token: "segredo1segredo1segredo1" })).statusCode).toBe(401);
  });
});
