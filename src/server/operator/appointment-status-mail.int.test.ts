/**
 * Which status changes from the day sheet e-mail the customer (issue 14, item 2), over a real SMTP server: a
 * cancellation by the workshop and a finished job (vehicle ready to pick up) do, in pt-PT; arrival and "in
 * progress" do not (the customer sees them in the private area only).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { testApp } from "../test-support/app.ts";
import { testEnv } from "../test-support/db.ts";
import { operatorTeam, testClock } from "../test-support/operator.ts";
import { startSmtp } from "../test-support/smtp.ts";

const START = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon
const DAY = { iso: "2026-11-25", dmy: "25/11/2026" }; // a working Wednesday

describe("appointment status e-mails over real SMTP", () => {
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
  const team = operatorTeam(t, "pglite", "mail", clock, { nombre: "Maria", apellidos: "Silva" });
  const email = () => team.emails.customer;

  const setStatus = (id: string, estado: string) =>
    t.api("POST", `/operador/marcacoes/${id}/estado`, { estado }, team.tokens.lisbonStaff);
  async function book(plate: string): Promise<string> {
    const times = (
      await t.api("POST", `/cita-previa-times/taller/${team.lisbon.code}/${DAY.dmy.replaceAll("/", "-")}`, {
        services: ["CITA_TRAVOES"],
      })
    ).json().horas as string[];
    expect(times.length).toBeGreaterThan(0);
    const res = await t.api(
      "POST",
      "/cita-previa",
      {
        userData: { nombre: "Maria", apellidos: "Silva", email: email(), telefono: "912 345 678", matricula: plate },
        selectedDate: { date: DAY.dmy, time: times[0] },
        selectedService: ["CITA_TRAVOES"],
        selectedTaller: { codTienda: team.lisbon.code },
      },
      team.tokens.customer,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().citaPreviaId as string;
  }
  /** The captured mails to `to`, their text read as UTF-8 (the capture decodes quoted-printable byte by byte). */
  const mailsTo = (to: string) =>
    smtp.mails
      .filter((m) => m.to.includes(to))
      .map((m) => ({ ...m, text: Buffer.from(m.text, "latin1").toString("utf8") }));
  /** Mail delivery is awaited by the route, but give the SMTP server its "end" event. */
  const settle = () => new Promise((r) => setTimeout(r, 100));

  it("arrived and in progress send nothing; done tells the customer the vehicle is ready, in pt-PT", async () => {
    const id = await book("AA-11-BB");
    await settle();
    const before = mailsTo(email()).length; // the booking confirmation
    for (const estado of ["arrived", "in_progress"]) {
      const res = await setStatus(id, estado);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().emailEnviado).toBe(false);
    }
    await settle();
    expect(mailsTo(email())).toHaveLength(before);

    const done = await setStatus(id, "done");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().emailEnviado).toBe(true);
    await settle();
    const mails = mailsTo(email());
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain("Olá Maria,");
    expect(mail.text).toContain(`já pode ser levantado na oficina ${team.lisbon.alias}`);
    expect(mail.text).toContain("AA-11-BB");
    expect(mail.text).toContain("/area-privado/marcacoes");
    expect(mail.text).toContain('<html lang="pt-PT">');
  });

  it("a cancellation by the workshop e-mails the customer with the calendar cancellation", async () => {
    const id = await book("CC-22-DD");
    await settle();
    const before = mailsTo(email()).length;
    const res = await setStatus(id, "cancelled");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().emailEnviado).toBe(true);
    await settle();
    const mails = mailsTo(email());
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain(`a oficina ${team.lisbon.alias} teve de cancelar a sua`);
    expect(mail.text).toContain("/marcacao-previa");
    expect(mail.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
  });
});
