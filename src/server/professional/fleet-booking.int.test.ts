/**
 * The fleet of an approved business (issue 14, item 7): its vehicles and the workshops and services it can book,
 * several vehicles booked at one workshop and day through the booking use case (all or nothing), and the fleet
 * history per plate. Touches booking slots: run on PostgreSQL too (TEST_DATABASE_URL).
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { appointments, userVehicles } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase, testEnv } from "../test-support/db.ts";
import { operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T10:00:00Z"); // a Monday morning in Lisbon

eachDatabase("fleet booking", (kind) => {
  const clock = testClock(START);
  const env = testEnv();
  const mailer = createMailer(env);
  const t = testApp(kind, { now: clock.now, mailer, env });
  const team = operatorTeam(t, kind, "frota", clock);
  const tokens = team.tokens;
  const vehicleIds: number[] = [];
  let day = "";
  let times: string[] = [];
  let serviceId = "";

  const booked = (plates: string[]) =>
    t.database.db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.plate, plates), eq(appointments.status, "booked")));

  beforeAll(async () => {
    const applied = await t.api(
      "POST",
      "/profissional/candidatura",
      {
        empresa: "Entregas Rápidas, S.A.",
        nif: "501234560",
        contacto: "Rita Marques",
        email: `rita.frota.${kind}@example.pt`,
        telefone: "912345678",
        frota: "3",
        tipo: "delivery",
      },
      tokens.customer,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const rows = await t.database.db
      .insert(userVehicles)
      .values(
        ["AA-01-BB", "AA-02-BB", "AA-03-BB"].map((plate) => ({
          userId: team.customerId,
          plate,
          marca: "Renault",
          modelo: "Kangoo",
        })),
      )
      .returning();
    vehicleIds.push(...rows.map((r) => r.id));
  });

  it("before approval the fleet endpoints refuse the customer; without a session they are 401", async () => {
    expect((await t.api("GET", "/profissional/frota")).statusCode).toBe(401);
    const r = await t.api(
      "POST",
      "/profissional/frota/marcacoes",
      {
        codTienda: team.lisbon.code,
        fecha: "25/11/2026",
        servicos: ["x"],
        veiculos: [{ veiculoId: vehicleIds[0], hora: "09:00" }],
      },
      tokens.customer,
    );
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe("PROFESSIONAL_ONLY");
  });

  it("once approved, the fleet lists its vehicles, car workshops and bookable services", async () => {
    const list = await t.api("GET", "/operador/profissionais?estado=pending", undefined, tokens.admin);
    const id = (list.json().candidaturas as Array<{ id: number }>)[0]!.id;
    const ok = await t.api(
      "PATCH",
      `/operador/profissionais/${id}`,
      { decisao: "approve", diasCredito: 30 },
      tokens.admin,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const fleet = await t.api("GET", "/profissional/frota", undefined, tokens.customer);
    expect(fleet.statusCode, fleet.body).toBe(200);
    const f = fleet.json();
    expect(f.empresa).toBe("Entregas Rápidas, S.A.");
    expect(f.veiculos.map((v: { matricula: string }) => v.matricula)).toEqual(["AA-01-BB", "AA-02-BB", "AA-03-BB"]);
    expect(f.oficinas.map((o: { codigo: string }) => o.codigo)).toContain(team.lisbon.code);
    expect(f.servicos.length).toBeGreaterThan(0);
    serviceId = (f.servicos as Array<{ id: string }>)[0]!.id;
    const dias = (
      await t.api("POST", `/cita-previa-dates/taller/${team.lisbon.code}`, { services: [serviceId] }, tokens.customer)
    ).json().dias;
    day = dias[1].fecha as string;
    times = (
      await t.api(
        "POST",
        `/cita-previa-times/taller/${team.lisbon.code}/${day.replaceAll("/", "-")}`,
        { services: [serviceId] },
        tokens.customer,
      )
    ).json().horas as string[];
    expect(times.length).toBeGreaterThan(2);
  });

  it("refuses another customer's vehicle and a vehicle chosen twice, naming the vehicle", async () => {
    const r = await t.api(
      "POST",
      "/profissional/frota/marcacoes",
      {
        codTienda: team.lisbon.code,
        fecha: day,
        servicos: [serviceId],
        veiculos: [
          { veiculoId: vehicleIds[0], hora: times[0] },
          { veiculoId: vehicleIds[0], hora: times[1] },
          { veiculoId: 999_999, hora: times[0] },
        ],
      },
      tokens.customer,
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({
      [`veiculos.${vehicleIds[0]}`]: "Este veículo foi escolhido mais de uma vez",
      "veiculos.999999": "Este veículo não pertence à sua frota",
    });
  });

  it("all or nothing: a line the booking rules refuse cancels the lines booked before it", async () => {
    const r = await t.api(
      "POST",
      "/profissional/frota/marcacoes",
      {
        codTienda: team.lisbon.code,
        fecha: day,
        servicos: [serviceId],
        veiculos: [
          { veiculoId: vehicleIds[0], hora: times[0] },
          { veiculoId: vehicleIds[1], hora: "03:00" },
        ],
      },
      tokens.customer,
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe("FLEET_SLOT_TAKEN");
    expect(r.json().message).toContain("AA-02-BB");
    expect(await booked(["AA01BB", "AA02BB"])).toHaveLength(0);
  });

  it("books two vehicles at the same time (two bays) and a third later, mails one summary, lists the history", async () => {
    const r = await t.api(
      "POST",
      "/profissional/frota/marcacoes",
      {
        codTienda: team.lisbon.code,
        fecha: day,
        servicos: [serviceId],
        veiculos: [
          { veiculoId: vehicleIds[0], hora: times[0] },
          { veiculoId: vehicleIds[1], hora: times[0] },
          { veiculoId: vehicleIds[2], hora: times[2] },
        ],
        comentario: "Chaves na receção",
      },
      tokens.customer,
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().marcacoes).toHaveLength(3);
    const rows = await booked(["AA01BB", "AA02BB", "AA03BB"]);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.filter((a) => a.plate !== "AA03BB").map((a) => a.bay)).size).toBe(2);
    expect(rows.every((a) => a.userId === team.customerId && a.comment?.includes("Chaves na receção"))).toBe(true);
    const mail = (mailer.outbox ?? []).find((m) => m.subject.startsWith("Marcações da frota confirmadas: 3 veículos"));
    expect(mail?.to).toBe(team.emails.customer);
    expect(mail?.text).toContain("AA-03-BB");

    const history = (await t.api("GET", "/profissional/frota", undefined, tokens.customer)).json().historial as Array<{
      tipo: string;
      plate: string;
      estado: string;
    }>;
    const visits = history.filter((h) => h.tipo === "appointment");
    expect(
      visits
        .filter((h) => h.estado === "booked")
        .map((h) => h.plate)
        .sort(),
    ).toEqual(["AA01BB", "AA02BB", "AA03BB"]);
    // The line rolled back above stays in the history as cancelled.
    expect(visits.filter((h) => h.estado === "cancelled").map((h) => h.plate)).toEqual(["AA01BB"]);
  });

  it("a vehicle already booked is refused by the booking rules, and nothing else is booked", async () => {
    const before = (await t.database.db.select().from(appointments).where(eq(appointments.userId, team.customerId)))
      .length;
    const r = await t.api(
      "POST",
      "/profissional/frota/marcacoes",
      {
        codTienda: team.lisbon.code,
        fecha: day,
        servicos: [serviceId],
        veiculos: [{ veiculoId: vehicleIds[0], hora: times[1] }],
      },
      tokens.customer,
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe("ALREADY_BOOKED");
    expect(r.json().errors[`veiculos.${vehicleIds[0]}`]).toBeDefined();
    const after = (await t.database.db.select().from(appointments).where(eq(appointments.userId, team.customerId)))
      .length;
    expect(after).toBe(before);
  });
});
