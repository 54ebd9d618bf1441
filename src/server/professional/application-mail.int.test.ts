/**
 * Where the professional-access e-mails go, over a real SMTP server: the acknowledgement of an application and the
 * admin's approval or refusal are sent to the signed-in account's own address, never to the e-mail typed in the
 * application form (anyone could type someone else's there); that address stays stored as the company's contact.
 * The profile (GET /users/fetchInfo) says when the account has become a business account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { apiCaller, testApp } from "../test-support/app.ts";
import { registrationPayload } from "../test-support/registration.ts";
import { testEnv } from "../test-support/db.ts";
import { operatorTeam, testClock } from "../test-support/operator.ts";
import { startSmtp } from "../test-support/smtp.ts";

const START = new Date("2026-11-23T10:00:00Z");
const TYPED = "frota@taxisribeira.pt";

const application = (email: string) => ({
  empresa: "Táxis Ribeira, Lda.",
  nif: "503504564",
  contacto: "Marta Ribeiro",
  email,
  telefone: "912345678",
  frota: 12,
  tipo: "taxi",
  mensagem: "Doze viaturas em Lisboa.",
});

describe("professional application e-mails over real SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let real: Mailer | undefined;
  // The SMTP server starts in beforeAll (registered first, so it runs before the app is built).
  beforeAll(async () => {
    smtp = await startSmtp();
    real = createMailer(testEnv({ SMTP_URL: smtp.url }));
  });
  afterAll(async () => smtp?.close());
  const mailer: Mailer = { outbox: null, send: (m) => real!.send(m) };
  const clock = testClock(START);
  const t = testApp("pglite", { now: clock.now, mailer });
  const team = operatorTeam(t, "pglite", "promail", clock);

  /** The captured mails to `to`, their text read as UTF-8 (the capture decodes quoted-printable byte by byte). */
  const mailsTo = (to: string) =>
    smtp.mails
      .filter((m) => m.to.includes(to))
      .map((m) => ({ ...m, text: Buffer.from(m.text, "latin1").toString("utf8") }));
  /** Mail delivery is awaited by the route, but give the SMTP server its "end" event. */
  const settle = () => new Promise((r) => setTimeout(r, 100));

  it("acknowledges and approves to the account's address; the typed e-mail is kept as the contact", async () => {
    const applied = await t.api("POST", "/profissional/candidatura", application(TYPED), team.tokens.customer);
    expect(applied.statusCode, applied.body).toBe(201);
    await settle();
    const ack = mailsTo(team.emails.customer);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.text).toContain("Recebemos a candidatura de Táxis Ribeira, Lda. (NIF 503504564)");
    expect(mailsTo(TYPED)).toEqual([]);

    const status = await t.api("GET", "/profissional/estado", undefined, team.tokens.customer);
    expect(status.json().candidatura).toMatchObject({ email: TYPED, contacto: "Marta Ribeiro" });
    const profile = () => t.api("GET", "/users/fetchInfo", undefined, team.tokens.customer);
    expect((await profile()).json().profissional).toBe(false);

    const approved = await t.api(
      "PATCH",
      `/operador/profissionais/${applied.json().id}`,
      { decisao: "approve", diasCredito: 30 },
      team.tokens.admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await settle();
    const mails = mailsTo(team.emails.customer);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("Aprovámos a conta profissional de Táxis Ribeira, Lda.");
    expect(mailsTo(TYPED)).toEqual([]);
    // The profile now says it is a business account (the private area's "A minha frota" link).
    expect((await profile()).json().profissional).toBe(true);
  });

  it("on the Spanish site takes a company's CIF (the form asks for «NIF/CIF de la empresa»), stored compact", async () => {
    const call = apiCaller(() => t.app, 73);
    const email = "flota.promail@example.es";
    const signUp = await call(
      "es",
      "POST",
      "/users",
      registrationPayload(email, {
        nombre: "Lucía",
        apellidos: "García",
        telefono: "612345678",
        codigo_postal: "28001",
        permiso_comercial: false,
      }),
    );
    expect(signUp.statusCode, signUp.body).toBe(201);
    const token = signUp.json().token as string;
    const spanish = { ...application("compras@flota.es"), empresa: "Flota Castellana, S.L.", telefone: "612345678" };
    const wrong = await call("es", "POST", "/profissional/candidatura", { ...spanish, nif: "B12345675" }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.nif).toBe("El NIF o CIF indicado no es válido (p. ej.: B12345674)");
    const applied = await call("es", "POST", "/profissional/candidatura", { ...spanish, nif: "ES B-1234567-4" }, token);
    expect(applied.statusCode, applied.body).toBe(201);
    await settle();
    const ack = mailsTo(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.text).toContain("B12345674");
  });

  it("sends a refusal to the account's address too", async () => {
    const email = "outra.promail@example.pt";
    const signUp = await t.api("POST", "/users", {
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
    expect(signUp.statusCode, signUp.body).toBe(201);
    const typed = "compras@outra-empresa.pt";
    const applied = await t.api("POST", "/profissional/candidatura", application(typed), signUp.json().token);
    expect(applied.statusCode, applied.body).toBe(201);
    const refused = await t.api(
      "PATCH",
      `/operador/profissionais/${applied.json().id}`,
      { decisao: "refuse", nota: "NIF não corresponde à empresa." },
      team.tokens.admin,
    );
    expect(refused.statusCode, refused.body).toBe(200);
    await settle();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("Motivo: NIF não corresponde à empresa.");
    expect(mailsTo(typed)).toEqual([]);
  });
});
