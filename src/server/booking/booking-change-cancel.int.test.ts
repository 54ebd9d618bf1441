/**
 * Changing and cancelling online (issue 17, items 8 and 15): the e-mails' calendar files update and remove the one
 * event (same UID, rising SEQUENCE, METHOD:CANCEL), and an order's fitting follows the shared rule in
 * src/shared/booking/change-rules.ts (moved online up to 24 h before, same workshop and duration, booked day or
 * later; never cancelled online), with the API saying so before any button is offered.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { appointments, appointmentSlots, tyres, workshops } from "../db/schema.ts";
import { createMailer, type SentMail } from "../mail/mailer.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { paidFittingOrder } from "../test-support/orders.ts";

const START = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon
const env = testEnv();
/** Unfolded property lines of a calendar file. */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const icsProp = (ics: string, name: string) =>
  icsLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)) ?? "";
const sequenceOf = (ics: string) => Number(icsProp(ics, "SEQUENCE").slice("SEQUENCE:".length));
const calendarOf = (m: SentMail) => {
  const a = (m.attachments ?? []).find((x) => x.contentType.startsWith("text/calendar"));
  expect(a, `calendar file in "${m.subject}"`).toBeDefined();
  return a!;
};

eachDatabase("changing and cancelling a booking online", (kind) => {
  let now = START;
  let lisbon: { code: string; phone: string };
  let other: string;
  let tyreId: string;
  const mailer = createMailer(env);
  const t = testApp(kind, { now: () => now, mailer });
  const api = t.api;
  const mailsTo = (to: string) => (mailer.outbox ?? []).filter((m) => m.to === to).reverse();

  beforeAll(async () => {
    const ws = await t.database.db.select().from(workshops);
    const cars = ws.filter((w) => w.town === "Lisboa" && w.webBookings && w.services.includes("car"));
    lisbon = { code: cars[0]!.code, phone: cars[0]!.phone };
    other = ws.find((w) => w.webBookings && w.services.includes("car") && w.code !== lisbon.code)!.code;
    const all = await t.database.db
      .select()
      .from(tyres)
      .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)))
      .orderBy(tyres.id);
    tyreId = (all.find((x) => x.stock >= 8 && x.deliveryDays <= 2) ?? all[0])!.id;
    await t.database.db.update(tyres).set({ stock: 500 }).where(eq(tyres.id, tyreId));
  });

  it("the booked, changed and cancelled e-mails carry one calendar event: same UID, higher SEQUENCE, then METHOD:CANCEL", async () => {
    now = START;
    const email = `calendario.${kind}@example.pt`;
    const booked = await api("POST", "/cita-previa", {
      userData: {
        nombre: "Rita <Marques>",
        email,
        telefono: "912 345 678",
        matricula: "AA-00-AA",
        comentario: "Barulho <b>nos</b> travões",
      },
      selectedDate: { date: "25/11/2026", time: "09:00" },
      selectedService: ["CITA_TRAVOES"],
      selectedTaller: { codTienda: lisbon.code },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { citaPreviaId: id, token } = booked.json();
    now = new Date(START.getTime() + 5 * 60_000);
    expect(
      (
        await api("PATCH", "/cita-previa", {
          oldCitaId: id,
          token,
          selectedDate: { date: "26/11/2026", time: "15:00" },
        })
      ).statusCode,
    ).toBe(200);
    now = new Date(START.getTime() + 6 * 60_000);
    const cancelled = await api("DELETE", `/cita-previa/${id}?token=${token}`);
    expect(cancelled.statusCode).toBe(200);
    // a second click: same answer, no second e-mail
    expect((await api("DELETE", `/cita-previa/${id}?token=${token}`)).json()).toMatchObject({ cancelada: true });

    const [first, change, cancel, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect([first?.subject, change?.subject, cancel?.subject]).toEqual([
      expect.stringMatching(/^Marcação confirmada: 25\/11\/2026 às 09:00/),
      expect.stringMatching(/^Marcação alterada: 26\/11\/2026 às 15:00/),
      expect.stringMatching(/^Marcação cancelada/),
    ]);
    const [a, b, c] = [calendarOf(first!), calendarOf(change!), calendarOf(cancel!)];
    const uid = `UID:${id}@rodacerta.pt`;
    for (const file of [a, b, c]) expect(icsProp(file.content, "UID")).toBe(uid);
    expect(icsProp(a.content, "METHOD")).toBe("METHOD:REQUEST");
    expect(icsProp(b.content, "METHOD")).toBe("METHOD:REQUEST");
    expect(icsProp(b.content, "DTSTART")).toBe("DTSTART:20261126T150000Z");
    expect(icsProp(c.content, "METHOD")).toBe("METHOD:CANCEL");
    expect(icsProp(c.content, "STATUS")).toBe("STATUS:CANCELLED");
    expect(c.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(b.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(sequenceOf(a.content)).toBe(0);
    expect(sequenceOf(b.content)).toBeGreaterThan(sequenceOf(a.content));
    expect(sequenceOf(c.content)).toBeGreaterThan(sequenceOf(b.content));
    expect(icsProp(c.content, "ATTENDEE").toLowerCase()).toContain(`mailto:${email}`);

    // an HTML part beside the text, escaped, in pt-PT, with the change link
    expect(first!.html).toContain('<html lang="pt-PT">');
    expect(first!.html).toContain("Barulho &lt;b&gt;nos&lt;/b&gt; travões");
    expect(first!.html).toContain("Olá Rita &lt;Marques&gt;,");
    expect(first!.html).not.toContain("<b>nos</b>");
    expect(first!.html).toContain(`/marcacao-previa/alteracao?cita=${id}&amp;token=`);
    expect(change!.html).toContain("26/11/2026 às 15:00");
    expect(cancel!.html).toContain("foi cancelada");
    expect(first!.text).toContain(`/marcacao-previa/alteracao?cita=${id}&token=`);

    // the downloadable file of a cancelled appointment removes the event too
    const file = await api("GET", `/cita-previa/${id}/calendario.ics?token=${token}`);
    expect(icsProp(file.body, "METHOD")).toBe("METHOD:CANCEL");
    expect(icsProp(file.body, "UID")).toBe(uid);
    // and the page is told nothing more can be done
    expect((await api("GET", `/cita-previa/${id}?token=${token}`)).json().acciones).toMatchObject({
      alterar: false,
      cancelar: false,
    });
  });

  it("an order's fitting: moved online at the same workshop for the same duration, to its day or later; cancelled by phone; by phone within 24 h", async () => {
    now = START;
    const email = `montagem.${kind}@example.pt`;
    const { customer, cestaID, days, day } = await paidFittingOrder(t.app, {
      email,
      tyreId,
      codTienda: lisbon.code,
      quantity: 2,
      dayIndex: 2,
      idempotencyKey: `key-${kind}-fitting-change-0001`,
    });
    const user = customer.token;
    const [fitting] = await t.database.db.select().from(appointments).where(eq(appointments.basketId, cestaID));
    expect(fitting?.orderId).not.toBeNull();
    const id = fitting!.id;
    const minutes = (fitting!.endsAt.getTime() - fitting!.startsAt.getTime()) / 60_000;

    // what the page is told: change yes (from the booked day), cancel no, with the workshop's phone
    const seen = await api("GET", `/cita-previa/${id}`, undefined, user);
    expect(seen.statusCode).toBe(200);
    const acciones = seen.json().acciones;
    expect(acciones).toMatchObject({ alterar: true, cancelar: false, motivoAlterar: null, aPartirDe: day.fecha });
    expect(acciones.motivoCancelar).toContain(lisbon.phone);
    expect(acciones.motivoCancelar).not.toContain("não pode ser alterada online");

    // the days offered for the change start at the booked day and fit the order's work
    const offered = (
      await api("POST", `/cita-previa-dates/taller/${lisbon.code}`, {
        services: fitting!.services,
        idNavisionCitaModificada: id,
      })
    ).json().dias as Array<{ iso: string; fecha: string }>;
    expect(offered.length).toBeGreaterThan(3);
    expect(offered.every((d) => d.iso >= day.iso)).toBe(true);
    const later = offered.find((d) => d.iso > day.iso)!;
    const laterTimes = (
      await api("POST", `/cita-previa-times/taller/${lisbon.code}/${later.fecha.replaceAll("/", "-")}`, {
        services: fitting!.services,
        idNavisionCitaModificada: id,
      })
    ).json().horas as string[];
    expect(laterTimes.length).toBeGreaterThan(0);

    // cancelling is by phone; another workshop or an earlier day is refused with the reason
    const cancel = await api("DELETE", `/cita-previa/${id}`, undefined, user);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ error: "ORDER_CANCEL_BY_PHONE" });
    expect(cancel.json().message).toContain(lisbon.phone);
    const moved = await api(
      "PATCH",
      "/cita-previa",
      { oldCitaId: id, selectedDate: { date: later.fecha, time: laterTimes[0] }, selectedTaller: { codTienda: other } },
      user,
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error).toBe("ORDER_SAME_WORKSHOP");
    const earlier = await api(
      "PATCH",
      "/cita-previa",
      { oldCitaId: id, selectedDate: { date: days[0]!.fecha, time: "15:00" } },
      user,
    );
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().error).toBe("ORDER_NOT_EARLIER");

    // a later day: accepted, same workshop, same duration and claims, same services, and the change e-mail goes out
    const ok = await api(
      "PATCH",
      "/cita-previa",
      {
        oldCitaId: id,
        selectedDate: { date: later.fecha, time: laterTimes[0] },
        userData: { comentario: "Chego às 9h" },
      },
      user,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [after] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(after!.workshopId).toBe(fitting!.workshopId);
    expect((after!.endsAt.getTime() - after!.startsAt.getTime()) / 60_000).toBe(minutes);
    expect(after!.services).toEqual(fitting!.services);
    expect(after!.orderId).toBe(fitting!.orderId);
    const claims = await t.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.appointmentId, id));
    expect(claims).toHaveLength(Math.ceil(minutes / 15));
    const changedMail = mailsTo(email).find((m) => m.subject.startsWith("Marcação alterada"));
    expect(changedMail).toBeDefined();
    expect(icsProp(calendarOf(changedMail!).content, "UID")).toBe(`UID:${id}@rodacerta.pt`);

    // less than 24 h before the fitting: by phone, and the page is told so before offering anything
    now = new Date(after!.startsAt.getTime() - 23 * 3_600_000);
    const late = (await api("GET", `/cita-previa/${id}`, undefined, user)).json().acciones;
    expect(late).toMatchObject({ alterar: false, cancelar: false });
    expect(late.motivoAlterar).toContain(lisbon.phone);
    const tooLate = await api(
      "PATCH",
      "/cita-previa",
      { oldCitaId: id, selectedDate: { date: offered[offered.length - 1]!.fecha, time: "10:00" } },
      user,
    );
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error).toBe("ORDER_TOO_LATE");
    now = START;
  });

  it("a booking on its own offers change and cancel until it starts", async () => {
    now = START;
    const made = await api("POST", "/cita-previa", {
      userData: { nombre: "Rui", email: `rui.${kind}@example.pt`, telefono: "912 345 678", matricula: "BB-11-BB" },
      selectedDate: { date: "24/11/2026", time: "10:00" },
      selectedService: ["CITA_OLEO"],
      selectedTaller: { codTienda: lisbon.code },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { citaPreviaId: id, token } = made.json();
    expect((await api("GET", `/cita-previa/${id}?token=${token}`)).json().acciones).toEqual({
      alterar: true,
      cancelar: true,
      motivoAlterar: null,
      motivoCancelar: null,
      aPartirDe: null,
    });
    now = new Date("2026-11-24T10:30:00Z");
    expect((await api("GET", `/cita-previa/${id}?token=${token}`)).json().acciones).toMatchObject({
      alterar: false,
      cancelar: false,
    });
    expect((await api("DELETE", `/cita-previa/${id}?token=${token}`)).json().error).toBe("STARTED");
    now = START;
  });
});
