import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { createMailer } from "../mail/mailer.ts";
import { freshPglite, testEnv } from "../test-support/db.ts";
import { linkIn, startSmtp } from "../test-support/smtp.ts";

describe("password reset and newsletter over real SMTP", () => {
  let database: Database;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let now = new Date("2026-11-23T10:00:00Z");
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, ip = "10.60.0.1") =>
    app.inject({ method, url: `/api/rodacerta/pt${url}`, payload: payload as object, remoteAddress: ip });
  beforeAll(async () => {
    smtp = await startSmtp();
    database = await freshPglite();
    const env = testEnv({ SMTP_URL: smtp.url });
    app = await buildApp({
      database,
      env,
      logger: false,
      webBuildDir: null,
      now: () => now,
      mailer: createMailer(env),
    });
    await call("POST", "/users", {
      nombre: "Rui",
      apellidos: "Costa",
      email: "rui@example.pt",
      password: "antiga1",
      confirmPassword: "antiga1",
      telefono: "912345678",
      codigo_postal: "8000-138",
      privacidad: true,
      permiso_comercial: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  it("sends a single-use reset link that expires", async () => {
    const before = smtp.mails.length;
    const res = await call("POST", "/users/forgot-password", { email: "RUI@example.pt" });
    expect(res.statusCode).toBe(200);
    expect((await call("POST", "/users/forgot-password", { email: "ninguem@example.pt" })).json().message).toBe(
      res.json().message,
    );
    expect(smtp.mails.length).toBe(before + 1);
    const link = linkIn(smtp.mails.at(-1), "nova-password");
    const token = link.searchParams.get("token") as string;
    expect((await call("GET", `/users/reset-password/${token}`)).json()).toEqual({ valid: true });
    const mismatch = await call("PUT", `/users/reset-password/${token}`, {
      password: "nova123",
      confirmPassword: "nova124",
    });
    expect(mismatch.json().errors.confirmPassword).toBe("As passwords não coincidem");
    expect(
      (await call("PUT", `/users/reset-password/${token}`, { password: "nova123", confirmPassword: "nova123" }))
        .statusCode,
    ).toBe(200);
    const again = await call("PUT", `/users/reset-password/${token}`, {
      password: "outra12",
      confirmPassword: "outra12",
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain("O link já não é válido");
    expect((await call("POST", "/users/auth", { email: "rui@example.pt", password: "antiga1" })).statusCode).toBe(401);
    expect((await call("POST", "/users/auth", { email: "rui@example.pt", password: "nova123" })).statusCode).toBe(200);
    // an old link expires after an hour
    await call("POST", "/users/forgot-password", { email: "rui@example.pt" }, "10.60.0.2");
    const late = linkIn(smtp.mails.at(-1), "nova-password").searchParams.get("token") as string;
    now = new Date(now.getTime() + 61 * 60_000);
    expect((await call("GET", `/users/reset-password/${late}`)).statusCode).toBe(410);
  });

  it("newsletter: double opt-in, already-exists, unsubscribe", async () => {
    expect((await call("POST", "/newsletter", { email: "leitor@example.pt" })).statusCode).toBe(202);
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(["leitor@example.pt"]);
    const confirm = linkIn(mail, "confirmacao-newsletter").searchParams.get("token") as string;
    const cancel = linkIn(mail, "cancelar-newsletter").searchParams.get("token") as string;
    expect((await call("GET", `/newsletter/${confirm}`)).statusCode).toBe(200);
    const dup = await call("POST", "/newsletter", { email: "leitor@example.pt" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Este e-mail já está subscrito na newsletter.");
    expect((await call("GET", `/unsubscribe-newsletter/${cancel}`)).statusCode).toBe(200);
    expect((await call("GET", "/newsletter/invalidtokeninvalidtoken")).statusCode).toBe(404);
  });

  it("contact: a reason must be chosen; a lead is stored", async () => {
    const noReason = await call(
      "POST",
      "/contactar",
      { data: { nombre: "Ana", email: "ana@example.pt", comentario: "Quero um orçamento para 4 pneus." } },
      "10.60.1.1",
    );
    expect(noReason.json().errors["data.reason"]).toBe("Escolha o motivo do contacto");
    const ok = await call(
      "POST",
      "/contactar",
      {
        data: {
          reason: "quote",
          nombre: "Ana",
          email: "ana@example.pt",
          comentario: "Quero um orçamento para 4 pneus.",
        },
      },
      "10.60.1.1",
    );
    expect(ok.statusCode).toBe(201);
    expect(smtp.mails.at(-1)?.to).toEqual(["ana@example.pt"]);
    expect(
      (
        await call("POST", "/leads", {
          email: "lead@example.pt",
          telefono: "912 345 678",
          codigo_postal: "1000-001",
          origen: "seletor",
          privacidad: true,
        })
      ).statusCode,
    ).toBe(201);
  });
});
