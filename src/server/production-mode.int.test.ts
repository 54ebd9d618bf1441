/**
 * Production mode has no back doors: the payment simulator, its test cards, the e-mail outbox and (unless asked)
 * the API docs do not exist, and nothing signed with the built-in demo keys is accepted. Demo mode keeps them.
 */
import type { FastifyInstance } from "fastify";
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { signAppointment } from "./booking/booking.ts";
import type { Database } from "./db/client.ts";
import { users, workshops } from "./db/schema.ts";
import { DEMO_PAYMENT_SECRET, DEMO_SESSION_SECRET, loadEnv } from "./env.ts";
import { createMailer } from "./mail/mailer.ts";
import { signed } from "./payment/gateway.ts";
import { freshPglite, testEnv } from "./test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");
const productionEnv = loadEnv({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATABASE_URL: "postgres://shop@db.internal/rodacerta",
  SESSION_SECRET: "s".repeat(40),
  PAYMENT_SECRET: "p".repeat(40),
  SMTP_URL: "smtp://127.0.0.1:9",
  PAYMENT_GATEWAY_URL: "https://sis.gateway.example/sis/realizarPago",
  PUBLIC_URL: "https://www.rodacerta.pt",
});

describe("production mode", () => {
  let database: Database;
  let prod: FastifyInstance;
  let demo: FastifyInstance;
  let workshop: string;
  beforeAll(async () => {
    database = await freshPglite();
    // The outbox mailer stands in for SMTP so the test can book; the outbox route must still not exist.
    const mailer = createMailer({ MAIL_FROM: "x@y.pt" });
    prod = await buildApp({
      database,
      env: productionEnv,
      logger: false,
      webBuildDir: null,
      now: () => NOW,
      mailer,
      paymentRetries: false,
    });
    demo = await buildApp({
      database,
      env: testEnv(),
      logger: false,
      webBuildDir: null,
      now: () => NOW,
      paymentRetries: false,
    });
    const ws = await database.db.select().from(workshops);
    workshop = ws.find((w) => w.webBookings && w.services.includes("car") && w.town === "Lisboa")!.code;
  });
  afterAll(async () => {
    await prod.close();
    await demo.close();
    await database.close();
  });

  it("has no outbox, no simulator, no test cards and no API docs", async () => {
    for (const url of ["/api/rodacerta/pt/outbox", "/pasarela/pagar", "/api/docs", "/api/docs/json"])
      expect((await prod.inject({ method: "GET", url })).statusCode, url).toBe(404);
    expect((await prod.inject({ method: "POST", url: "/pasarela/pagar", payload: {} })).statusCode).toBe(404);
    expect((await prod.inject({ method: "POST", url: "/pasarela/reembolso", payload: {} })).statusCode).toBe(404);
    // demo mode keeps them
    expect((await demo.inject({ method: "GET", url: "/api/rodacerta/pt/outbox" })).statusCode).toBe(200);
    expect((await demo.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
  });

  it("serves the API docs in production only with API_DOCS=on", async () => {
    const withDocs = await buildApp({
      database,
      env: { ...productionEnv, apiDocs: true },
      logger: false,
      webBuildDir: null,
      paymentRetries: false,
    });
    expect((await withDocs.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
    await withDocs.close();
  });

  it("refuses a payment notification signed with the built-in demo key", async () => {
    const n = {
      Ds_Order: "RCABCDEFGH",
      Ds_Amount: "7990",
      Ds_Currency: "978",
      Ds_Response: "0000",
      Ds_AuthorisationCode: "A1",
      Ds_NotificationId: "forged-notification-1",
      Ds_PayMethod: "C",
      Ds_Date: NOW.toISOString(),
    };
    const res = await prod.inject({
      method: "POST",
      url: "/api/rodacerta/pt/pagos/notificacion",
      payload: signed(DEMO_PAYMENT_SECRET, n.Ds_Order, n),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("BAD_SIGNATURE");
  });

  it("refuses appointment links and impersonation tokens forged with the built-in session key", async () => {
    const booked = await prod.inject({
      method: "POST",
      url: "/api/rodacerta/pt/cita-previa",
      payload: {
        userData: { nombre: "Rita Marques", email: "rita@example.pt", telefono: "912 345 678", matricula: "AB-12-CD" },
        selectedDate: { date: "25/11/2026", time: "09:00" },
        selectedService: ["CITA_TRAVOES"],
        selectedTaller: { codTienda: workshop },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { citaPreviaId, token } = booked.json();
    const forged = signAppointment(DEMO_SESSION_SECRET, citaPreviaId);
    expect(forged).not.toBe(token);
    expect(
      (await prod.inject({ method: "GET", url: `/api/rodacerta/pt/cita-previa/${citaPreviaId}?token=${forged}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await prod.inject({ method: "GET", url: `/api/rodacerta/pt/cita-previa/${citaPreviaId}?token=${token}` }))
        .statusCode,
    ).toBe(200);

    const [operator] = await database.db
      .insert(users)
      .values({
        email: "op@rodacerta.pt",
        passwordHash: "x",
        nombre: "Op",
        apellidos: "Erador",
        telefono: "+351912000000",
        codigoPostal: "1100-053",
        role: "operator",
      })
      .returning();
    const [customer] = await database.db
      .insert(users)
      .values({
        email: "cliente@example.pt",
        passwordHash: "x",
        nombre: "Ana",
        apellidos: "Silva",
        telefono: "+351913000000",
        codigoPostal: "1100-053",
      })
      .returning();
    const payload = `${customer!.id}.${operator!.id}.${NOW.getTime() + 60_000}.nonce123`;
    const mac = createHmac("sha256", DEMO_SESSION_SECRET).update(`impersonate:${payload}`).digest("base64url");
    const res = await prod.inject({
      method: "POST",
      url: "/api/rodacerta/pt/users/auth/token",
      payload: { token: `${payload}.${mac}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("INVALID_TOKEN");
  });
});
