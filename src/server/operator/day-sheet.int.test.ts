/**
 * The workshop day sheet (issue 14, item 2): a day with a booking and a paid order's fitting per bay, the status
 * moves and their refusals in pt-PT, a workshop cancellation that frees the bay and e-mails the customer, the
 * customer seeing the status in the private area, the audit rows, and who may read and change what.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointmentSlots, appointments, auditLog, orders } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { accessMatrix, operatorTeam, paidFittingOrder, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon (UTC+0 in winter)
const env = testEnv();

eachDatabase("workshop day sheet API", (kind) => {
  const clock = testClock(START);
  const mailer = createMailer(env);
  const t = testApp(kind, { now: clock.now, mailer, env });
  const team = operatorTeam(t, kind, "folha", clock);
  const tokens = team.tokens;
  let lisbon: { id: number; code: string; alias: string; bays: number };
  let tyreId: string;
  let customerId = 0;
  const customerEmail = team.emails.customer;
  /** The fitting's day (yyyy-mm-dd and DD/MM/YYYY) and the ids made along the way. */
  const day = { iso: "", dmy: "" };
  const ids = { booking: "", fitting: "", orderNumber: "", spare: [] as string[] };
  let fullTime = "";

  /** Moves the clock (staff sessions last a working day, so the staff log in again on the new day). */
  async function moveClockTo(at: Date) {
    clock.set(at);
    await team.loginAll();
  }
  const sheet = (token: string | undefined, workshopId = lisbon.id, date = day.iso) =>
    t.api("GET", `/operador/oficinas/${workshopId}/dia/${date}`, undefined, token);
  const setStatus = (token: string | undefined, id: string, estado: string) =>
    t.api("POST", `/operador/marcacoes/${id}/estado`, { estado }, token);
  const book = (time: string, plate: string, token?: string) =>
    t.api(
      "POST",
      "/cita-previa",
      {
        userData: {
          nombre: "Rui",
          apellidos: "Costa",
          email: customerEmail,
          telefono: "912 345 678",
          matricula: plate,
          comentario: "Chia ao travar",
        },
        selectedDate: { date: day.dmy, time },
        selectedService: ["CITA_TRAVOES"],
        selectedTaller: { codTienda: lisbon.code },
      },
      token,
    );
  const timesOfDay = async () =>
    (
      await t.api("POST", `/cita-previa-times/taller/${lisbon.code}/${day.dmy.replaceAll("/", "-")}`, {
        services: ["CITA_TRAVOES"],
      })
    ).json().horas as string[];

  beforeAll(async () => {
    const l = team.lisbon;
    lisbon = { id: l.id, code: l.code, alias: l.alias, bays: l.bays };
    customerId = team.customerId;

    // A paid order with fitting at the Lisbon workshop: two tyres, paid in full by card.
    const paid = await paidFittingOrder(t, env, {
      token: tokens.customer,
      email: customerEmail,
      workshop: l,
      key: `${kind}-folha-000001`,
      at: clock.now(),
    });
    tyreId = paid.tyreId;
    ids.orderNumber = paid.orderNumber;
    const [o] = await t.database.db.select().from(orders).where(eq(orders.number, ids.orderNumber));
    expect(o!.status).toBe("confirmed");
    const [fitting] = await t.database.db.select().from(appointments).where(eq(appointments.id, o!.appointmentId!));
    expect(fitting!.status).toBe("booked");
    ids.fitting = fitting!.id;
    day.iso = fitting!.startsAt.toISOString().slice(0, 10);
    day.dmy = day.iso.split("-").reverse().join("/");

    // The customer's own booking on that day, at the last free time (after the fitting).
    const free = await timesOfDay();
    const booked = await book(free.at(-1)!, "AB-10-CD", tokens.customer);
    expect(booked.statusCode, booked.body).toBe(201);
    ids.booking = booked.json().citaPreviaId;
    // Every other bay taken at one time: that time is full, and a workshop cancellation must free it.
    fullTime = free.at(-2)!;
    for (let i = 0; ; i++) {
      const res = await book(fullTime, `AC-${String(20 + i)}-CD`);
      if (res.statusCode === 409) {
        expect(res.json().error).toBe("NO_SLOTS");
        break;
      }
      expect(res.statusCode, res.body).toBe(201);
      ids.spare.push(res.json().citaPreviaId);
      expect(i).toBeLessThan(lisbon.bays);
    }
  });

  it("lists the day per bay in time order: the booking and the paid order's fitting, with products and stock", async () => {
    const res = await sheet(tokens.lisbonStaff);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.oficina).toMatchObject({ id: lisbon.id, alias: lisbon.alias, codTienda: lisbon.code });
    expect(s).toMatchObject({ data: day.dmy, iso: day.iso, fechado: null });
    expect(s.boxes.map((b: { box: number }) => b.box)).toEqual(Array.from({ length: lisbon.bays }, (_, i) => i + 1));
    const rows = s.boxes.flatMap((b: { marcacoes: Array<{ box: number }> }) => b.marcacoes);
    for (const b of s.boxes) {
      const hours = b.marcacoes.map((m: { hora: string }) => m.hora);
      expect(hours).toEqual([...hours].sort());
      for (const m of b.marcacoes) expect(m.box).toBe(b.box);
    }
    const booking = rows.find((r: { id: string }) => r.id === ids.booking);
    expect(booking).toMatchObject({
      estado: "booked",
      cliente: { nome: "Rui Costa", telefone: "912 345 678", email: customerEmail },
      matricula: "AB10CD",
      veiculo: "Carro",
      produtos: [],
      pedido: null,
      comentario: "Chia ao travar",
      acoes: ["arrived", "cancelled"], // its time has not come: no no-show yet
    });
    expect(booking.servicos.join(" ")).toMatch(/trav/i);
    const fitting = rows.find((r: { id: string }) => r.id === ids.fitting);
    expect(fitting).toMatchObject({
      estado: "booked",
      cliente: { nome: "Rita Marques", email: customerEmail },
      pedido: { numero: ids.orderNumber, pagamento: "paid", pagamentoTexto: "Pago" },
      produtos: [{ referencia: tyreId, quantidade: 2, stock: 38 }],
      acoes: ["arrived"], // an order's fitting is cancelled with its order, never from the sheet
    });
    expect(fitting.hora < booking.hora).toBe(true);
    expect(rows).toHaveLength(2 + ids.spare.length);
    // Another day of the same workshop: empty bays.
    const other = (await sheet(tokens.lisbonStaff, lisbon.id, "2026-11-24")).json();
    if (day.iso !== "2026-11-24")
      expect(other.boxes.every((b: { marcacoes: unknown[] }) => b.marcacoes.length === 0)).toBe(true);
  });

  it("says a closed day is closed, and refuses a malformed day", async () => {
    const christmas = (await sheet(tokens.lisbonStaff, lisbon.id, "2026-12-25")).json();
    expect(christmas.fechado).toBe("Natal");
    const bad = await sheet(tokens.lisbonStaff, lisbon.id, "2026-02-30");
    expect(bad.statusCode).toBe(400);
  });

  it("cancels for the workshop: frees the bay at once, e-mails the customer in pt-PT, writes the audit", async () => {
    expect(await timesOfDay()).not.toContain(fullTime);
    const victim = ids.spare[0]!;
    const res = await setStatus(tokens.lisbonStaff, victim, "cancelled");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: victim, estado: "cancelled", antes: "booked", emailEnviado: true });
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, victim));
    expect(row!.status).toBe("cancelled");
    expect(row!.revision).toBe(1);
    expect(
      await t.database.db.select().from(appointmentSlots).where(eq(appointmentSlots.appointmentId, victim)),
    ).toHaveLength(0);
    // The time is offered again straight away (the availability cache was dropped) and can be booked.
    expect(await timesOfDay()).toContain(fullTime);
    const again = await book(fullTime, "AD-30-CD");
    expect(again.statusCode, again.body).toBe(201);

    const mail = (mailer.outbox ?? []).find(
      (m) => m.to === customerEmail && m.subject === `Marcação cancelada pela oficina — ${lisbon.alias}`,
    );
    expect(mail, "cancellation e-mail").toBeDefined();
    expect(mail!.text).toContain(
      `Lamentamos, mas a oficina ${lisbon.alias} teve de cancelar a sua marcação de ${day.dmy} às ${fullTime}.`,
    );
    expect(mail!.text).toContain(`${env.PUBLIC_URL}/marcacao-previa`);
    expect(mail!.html).toContain('<html lang="pt-PT">');
    expect(mail!.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    expect(mail!.attachments?.[0]?.content).toContain("SEQUENCE:1");

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "appointment"), eq(auditLog.entityId, victim)));
    expect(audit).toMatchObject({ action: "appointment.status", before: { estado: "booked" } });
    expect(audit!.after).toMatchObject({ estado: "cancelled", oficinaId: lisbon.id });

    // Cancelling it again is refused, and no second e-mail goes out.
    const sent = (mailer.outbox ?? []).length;
    const twice = await setStatus(tokens.lisbonStaff, victim, "cancelled");
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: "STATUS_NOT_ALLOWED",
      message: "Esta marcação já está no estado «cancelada».",
    });
    expect((mailer.outbox ?? []).length).toBe(sent);
  });

  it("refuses a no-show before its time and cancelling an order's fitting, in pt-PT", async () => {
    await moveClockTo(new Date(`${day.iso}T07:30:00Z`)); // that morning, before any appointment
    const noShow = await setStatus(tokens.lisbonStaff, ids.booking, "no_show");
    expect(noShow.statusCode).toBe(422);
    expect(noShow.json().error).toBe("NOT_YET_TIME");
    expect(noShow.json().message).toBe("Só pode registar a falta depois da hora marcada.");
    const fittingCancel = await setStatus(tokens.admin, ids.fitting, "cancelled");
    expect(fittingCancel.statusCode).toBe(422);
    expect(fittingCancel.json()).toMatchObject({
      error: "ORDER_CANCEL_ELSEWHERE",
      message: "Esta montagem faz parte de uma encomenda: para a cancelar, cancele a encomenda e reembolse o cliente.",
    });
    const unknown = await setStatus(tokens.admin, "00000000-0000-4000-8000-000000000000", "arrived");
    expect(unknown.statusCode).toBe(404);
    const badStatus = await setStatus(tokens.admin, ids.booking, "booked");
    expect(badStatus.statusCode).toBe(400);
  });

  it("moves confirmed → arrived → in progress → done, shown to the customer; done is final", async () => {
    await moveClockTo(new Date(`${day.iso}T19:00:00Z`)); // the end of that day
    for (const [estado, antes] of [
      ["arrived", "booked"],
      ["in_progress", "arrived"],
      ["done", "in_progress"],
    ] as const) {
      const res = await setStatus(tokens.lisbonStaff, ids.booking, estado);
      expect(res.statusCode, res.body).toBe(200);
      // Only the finished job e-mails the customer (vehicle ready); arrival and work in progress do not.
      expect(res.json()).toEqual({ id: ids.booking, estado, antes, emailEnviado: estado === "done" });
      const mine = await t.api("GET", `/citas-previas/${customerId}`, undefined, tokens.customer);
      expect(mine.json().find((a: { id: string }) => a.id === ids.booking).estado).toBe(estado);
    }
    const back = await setStatus(tokens.lisbonStaff, ids.booking, "arrived");
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("Uma marcação no estado «concluída» não pode passar a «chegou».");
    const skip = await setStatus(tokens.lisbonStaff, ids.spare[1] ?? ids.fitting, "done");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe("Uma marcação no estado «confirmada» não pode passar a «concluída».");

    // A no-show of the fitting, then the customer turns up late after all.
    expect((await setStatus(tokens.lisbonStaff, ids.fitting, "no_show")).statusCode).toBe(200);
    expect((await setStatus(tokens.lisbonStaff, ids.fitting, "arrived")).statusCode).toBe(200);
    const rows = (await sheet(tokens.lisbonStaff)).json().boxes.flatMap((b: { marcacoes: unknown[] }) => b.marcacoes);
    expect(rows.find((r: { id: string }) => r.id === ids.booking)).toMatchObject({ estado: "done", acoes: [] });
    expect(rows.find((r: { id: string }) => r.id === ids.fitting)).toMatchObject({
      estado: "arrived",
      acoes: ["in_progress"],
    });
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "appointment"), eq(auditLog.entityId, ids.booking)));
    expect(trail.map((a) => (a.after as { estado: string }).estado)).toEqual(["arrived", "in_progress", "done"]);
  });

  describe("who may read and change the sheet", () => {
    const target = () => ids.spare[1] ?? ids.booking;
    const sheet_ = { method: "GET", url: () => `/operador/oficinas/${lisbon.id}/dia/${day.iso}` } as const;
    const cancel_ = {
      method: "POST",
      url: () => `/operador/marcacoes/${target()}/estado`,
      body: () => ({ estado: "cancelled" }),
    } as const;
    accessMatrix({
      t,
      team,
      clock,
      endpoints: () => [sheet_, cancel_],
      forbidden: [
        // Another workshop's staff.
        { who: ["portoStaff"], endpoints: () => [sheet_, cancel_] },
        // The wrong role: customer service may not record a fitting's progress.
        {
          who: ["service"],
          endpoints: () => [
            {
              method: "POST",
              url: () => `/operador/marcacoes/${ids.fitting}/estado`,
              body: () => ({ estado: "in_progress" }),
            },
          ],
        },
      ],
    });

    it("staff of another workshop: 403; customer service reads every sheet and may only cancel", async () => {
      const porto = await sheet(tokens.portoStaff);
      expect(porto.statusCode).toBe(403);
      expect(porto.json()).toMatchObject({ error: "OPERATOR_FORBIDDEN", message: "Não tem acesso a esta oficina." });
      const target = ids.spare[1] ?? ids.booking;
      const move = await setStatus(tokens.portoStaff, target, "cancelled");
      expect(move.statusCode).toBe(403);
      const [still] = await t.database.db.select().from(appointments).where(eq(appointments.id, target));
      expect(still!.status).not.toBe("cancelled");

      const read = await sheet(tokens.service);
      expect(read.statusCode).toBe(200);
      const rows = read.json().boxes.flatMap((b: { marcacoes: Array<{ id: string; acoes: string[] }> }) => b.marcacoes);
      expect(rows.find((r: { id: string }) => r.id === ids.fitting).acoes).toEqual([]);
      const arrive = await setStatus(tokens.service, ids.fitting, "in_progress");
      expect(arrive.statusCode).toBe(403);
      expect(arrive.json().message).toBe(
        "O apoio ao cliente só pode cancelar marcações; a chegada e o serviço são registados pela oficina.",
      );
      expect((await sheet(tokens.admin)).statusCode).toBe(200);
    });
  });
});
