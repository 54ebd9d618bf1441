/**
 * Limits shared by every process of the shop (PGlite and the PostgreSQL server): two app instances on one
 * database stand for two processes. Login attempts per address and route limits add up across them; guesses from
 * rotating addresses only slow the account down (never a 15-minute lockout) and a reset link lifts the delay; a
 * single-use impersonation token stays used after a restart.
 */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";
import { accountDelaySeconds, LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_S, LOGIN_MAX_PER_ADDRESS } from "./login-limiter.ts";

const env = testEnv();

eachDatabase("limits shared across processes", (kind) => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const mailer = createMailer(env);
  const call = (app: FastifyInstance, url: string, payload: unknown, remoteAddress: string, token?: string) =>
    app.inject({
      method: "POST",
      url: `/api/rodacerta/pt${url}`,
      payload: payload as object,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const register = async (email: string, remoteAddress: string) => {
    const r = await call(
      a,
      "/users",
      {
        nombre: "Pessoa",
        apellidos: "Teste",
        email,
        password: "segredo1",
        confirmPassword: "segredo1",
        telefono: "912345678",
        codigo_postal: "1000-001",
        privacidad: true,
        permiso_comercial: true,
      },
      remoteAddress,
    );
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { user: { id_site_usuario: number }; token: string };
  };
  beforeAll(async () => {
    database = await freshDatabase(kind);
    a = await buildApp({ database, env, logger: false, webBuildDir: null, mailer, paymentRetries: false });
    b = await buildApp({ database, env, logger: false, webBuildDir: null, mailer, paymentRetries: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it("counts login attempts per address across processes", async () => {
    const ip = `10.50.${kind.length}.1`;
    for (let i = 0; i < LOGIN_MAX_PER_ADDRESS; i++) {
      const r = await call(
        i % 2 ? a : b,
        "/users/auth",
        { email: `ninguem${i}@example.pt`, password: "errada123" },
        ip,
      );
      expect(r.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const r = await call(app, "/users/auth", { email: "outro@example.pt", password: "errada123" }, ip);
      expect(r.statusCode).toBe(429);
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(
      (await call(a, "/users/auth", { email: "outro@example.pt", password: "errada123" }, `10.51.${kind.length}.1`))
        .statusCode,
    ).toBe(401);
  });

  it("guesses from rotating addresses only delay the account briefly, and the reset link lifts the delay", async () => {
    const email = `dona.${kind}@example.pt`;
    await register(email, "10.60.0.1");
    for (let i = 0; i < 10; i++)
      await call(i % 2 ? a : b, "/users/auth", { email, password: "adivinha99" }, `10.61.${i}.${kind.length}`);
    const blocked = await call(a, "/users/auth", { email, password: "segredo1" }, "10.62.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_MAX_DELAY_S);
    expect(blocked.json().message).toMatch(
      /^Demasiadas tentativas\. Tente de novo dentro de \d+ (segundos|minutos?)\.$/,
    );
    expect((await call(b, "/users/forgot-password", { email }, "10.62.0.1")).statusCode).toBeLessThan(300);
    const link = mailer.outbox!.find((m) => m.to === email)!.text.match(/nova-password\?token=([\w-]+)/)![1];
    const reset = await b.inject({
      method: "PUT",
      url: `/api/rodacerta/pt/users/reset-password/${link}`,
      payload: { password: "novasenha1", confirmPassword: "novasenha1" },
      remoteAddress: "10.62.0.1",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(a, "/users/auth", { email, password: "novasenha1" }, "10.62.0.1")).statusCode).toBe(200);
  });

  it("lets exactly one of several parallel guesses through when an account's delay runs out", async () => {
    const email = `paralelo.${kind}@example.pt`;
    await register(email, "10.63.0.1");
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++)
      expect(
        (await call(a, "/users/auth", { email, password: "adivinha99" }, `10.64.${i}.${kind.length}`)).statusCode,
      ).toBe(401);
    await new Promise((r) => setTimeout(r, (accountDelaySeconds(LOGIN_FREE_FAILURES) + 0.3) * 1000));
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? a : b, "/users/auth", { email, password: "adivinha99" }, `10.65.${i}.${kind.length}`),
      ),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("counts route limits (registrations per address) across processes", async () => {
    const ip = `10.70.${kind.length}.1`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await call(
        i % 2 ? a : b,
        "/users",
        {
          nombre: "Pessoa",
          apellidos: "Teste",
          email: `massa${i}.${kind}@example.pt`,
          password: "segredo1",
          confirmPassword: "segredo1",
          telefono: "912345678",
          codigo_postal: "1000-001",
          privacidad: true,
          permiso_comercial: true,
        },
        ip,
      );
      statuses.push(r.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("a single-use impersonation token stays used after a restart", async () => {
    const customer = await register(`cliente.imp.${kind}@example.pt`, "10.80.0.1");
    const operator = await register(`operador.imp.${kind}@rodacerta.pt`, "10.80.0.2");
    await database.db.update(users).set({ role: "operator" }).where(eq(users.id, operator.user.id_site_usuario));
    const token = (
      await call(
        a,
        "/operador/impersonation-token",
        { userId: customer.user.id_site_usuario },
        "10.80.0.3",
        operator.token,
      )
    ).json().token as string;
    expect((await call(a, "/users/auth/token", { token }, "10.80.0.3")).statusCode).toBe(200);
    await a.close();
    a = await buildApp({ database, env, logger: false, webBuildDir: null, mailer, paymentRetries: false });
    for (const app of [a, b])
      expect((await call(app, "/users/auth/token", { token }, "10.80.0.3")).json().error).toBe("TOKEN_USED");
  });
});
