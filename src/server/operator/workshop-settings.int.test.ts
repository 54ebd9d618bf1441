/**
 * A workshop's capacity and calendar from the back office (issue 14, item 3): who may read and change them, field
 * errors in Portuguese, the audit row, and the effect at once on the public dates and times, on parallel bookings
 * and on which baskets the workshop accepts; cutting below existing bookings lists the customers to contact.
 */
import { and, desc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, motoTyres } from "../db/schema.ts";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";
import { accessMatrix, type Endpoint, operatorTeam, testClock } from "../test-support/operator.ts";

const START = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon

type Periods = Array<[string, string]>;
const split: Periods = [
  ["09:00", "13:00"],
  ["14:00", "19:00"],
];
const week = (over: Partial<Record<string, Periods>> = {}) => ({
  mon: split,
  tue: split,
  wed: split,
  thu: split,
  fri: split,
  sat: [] as Periods,
  sun: [] as Periods,
  ...over,
});

eachDatabase("workshop settings in the back office", (kind) => {
  const clock = testClock(START);
  const t = testApp(kind, { now: clock.now });
  const team = operatorTeam(t, kind, "cap", clock, { email: `cliente.cap.${kind}@example.pt` });
  const { tokens } = team;
  let url: string;
  let code: string;

  const settings = (over: Record<string, unknown> = {}) => ({
    horario: week(),
    boxes: 2,
    servicos: ["car", "motorbike"],
    equipamento: ["Equilibradora de rodas"],
    ...over,
  });
  const save = (body: unknown, token = tokens.admin) => t.api("PATCH", url, body, token);
  const times = async (ddmmyyyy: string) => {
    const res = await t.api("POST", `/cita-previa-times/taller/${code}/${ddmmyyyy.replaceAll("/", "-")}`, {
      services: ["CITA_TRAVOES"],
    });
    return res.statusCode === 200 ? (res.json().horas as string[]) : [];
  };
  const dates = async () =>
    (await t.api("POST", `/cita-previa-dates/taller/${code}`, { services: ["CITA_TRAVOES"] }))
      .json()
      .dias.map((d: { fecha: string }) => d.fecha) as string[];
  const book = (date: string, time: string, plate: string) =>
    t.api("POST", "/cita-previa", {
      userData: { nombre: "Rui Costa", email: "rui@example.pt", telefono: "912 345 678", matricula: plate },
      selectedDate: { date, time },
      selectedService: ["CITA_TRAVOES"],
      selectedTaller: { codTienda: code },
    });

  beforeAll(() => {
    url = `/operador/oficinas/${team.lisbon.id}/definicoes`;
    code = team.lisbon.code;
  });

  describe("every endpoint refuses whoever may not use it", () => {
    const endpoints = (): Endpoint[] => [
      { method: "GET", url: () => url },
      { method: "PATCH", url: () => url, body: () => settings() },
    ];
    accessMatrix({
      t,
      team,
      clock,
      endpoints,
      forbidden: [
        { who: ["portoStaff"], endpoints },
        { who: ["service"], endpoints: () => endpoints().filter((e) => e.method !== "GET") },
      ],
    });
  });

  it("shows the workshop's settings to its staff and admins; an unknown workshop is a 404", async () => {
    const mine = await t.api("GET", url, undefined, tokens.lisbonStaff);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      oficina: { id: team.lisbon.id, codTienda: code },
      boxes: team.lisbon.bays,
      servicos: team.lisbon.services,
    });
    expect((await t.api("GET", "/operador/oficinas/999999/definicoes", undefined, tokens.admin)).statusCode).toBe(404);
    const unknown = await t.api("PATCH", "/operador/oficinas/999999/definicoes", settings(), tokens.admin);
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses invalid settings with a Portuguese message at each field", async () => {
    const res = await save(
      settings({
        horario: week({
          mon: [["10:00", "09:00"]],
          tue: [
            ["09:00", "14:00"],
            ["13:00", "18:00"],
          ],
          wed: [["9h", "13:00"]],
        }),
        boxes: 21,
        servicos: [],
        equipamento: ["Forno de pizza"],
      }),
      tokens.lisbonStaff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: "VALIDATION_ERROR",
      errors: {
        "horario.mon.0.1": "A hora de fecho tem de ser depois da hora de abertura",
        "horario.tue.1.0": "Os dois períodos não se podem sobrepor",
        "horario.wed.0.0": "Indique a hora de abertura no formato HH:MM",
        boxes: "A oficina pode ter no máximo 20 boxes",
        servicos: "Escolha pelo menos um serviço",
        "equipamento.0": "Equipamento desconhecido",
      },
    });
  });

  it("shorter Monday hours stop offering the removed times at once, audited before and after", async () => {
    const first = await save(settings(), tokens.lisbonStaff);
    expect(first.statusCode, first.body).toBe(200);
    const before = await times("30/11/2026");
    expect(before).toContain("14:00");
    expect(before).toContain("09:00");

    const res = await save(settings({ horario: week({ mon: [["09:00", "12:00"]] }) }), tokens.lisbonStaff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().definicoes.horario.mon).toEqual([["09:00", "12:00"]]);
    const after = await times("30/11/2026");
    expect(after).toContain("09:00");
    expect(after.every((h) => h < "12:00")).toBe(true);
    expect(await times("03/12/2026")).toContain("14:00"); // Thursday unchanged

    // Closing Mondays takes them out of the dates.
    expect(await dates()).toContain("30/11/2026");
    expect((await save(settings({ horario: week({ mon: [] }) }))).statusCode).toBe(200);
    expect(await dates()).not.toContain("30/11/2026");

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "workshop"), eq(auditLog.entityId, String(team.lisbon.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: "workshop.settings", staffId: team.ids.admin });
    expect((row!.before as { horario: { mon: Periods } }).horario.mon).toEqual([["09:00", "12:00"]]);
    expect((row!.after as { horario: { mon: Periods } }).horario.mon).toEqual([]);
  });

  it("fewer bays offer fewer parallel slots; cutting below bookings lists the customers to contact", async () => {
    expect((await save(settings({ boxes: 2 }))).statusCode).toBe(200);
    const first = await book("02/12/2026", "10:00", "11-AA-11");
    expect(first.statusCode, first.body).toBe(201);
    expect(await times("02/12/2026")).toContain("10:00"); // the second bay is free

    const one = await save(settings({ boxes: 1 }));
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().marcacoesForaDoHorario).toEqual([]); // the booking is on bay 1
    expect(await times("02/12/2026")).not.toContain("10:00");

    expect((await save(settings({ boxes: 2 }))).statusCode).toBe(200);
    const second = await book("02/12/2026", "10:00", "22-BB-22");
    expect(second.statusCode, second.body).toBe(201);
    const cut = await save(settings({ boxes: 1 }));
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json().marcacoesForaDoHorario).toEqual([
      expect.objectContaining({
        marcacao: second.json().citaPreviaId,
        data: "02/12/2026",
        hora: "10:00",
        nome: "Rui Costa",
        email: "rui@example.pt",
        matricula: "22BB22",
        motivo: "boxes",
      }),
    ]);

    const afternoon = await save(settings({ boxes: 2, horario: week({ wed: [["14:00", "19:00"]] }) }));
    expect(afternoon.statusCode, afternoon.body).toBe(200);
    const listed = afternoon.json().marcacoesForaDoHorario as Array<{ marcacao: string; motivo: string }>;
    expect(listed.map((a) => a.marcacao).sort()).toEqual(
      [first.json().citaPreviaId, second.json().citaPreviaId].sort(),
    );
    expect(listed.every((a) => a.motivo === "horario")).toBe(true);
    expect(await times("02/12/2026")).not.toContain("10:00");
  });

  it("a workshop that stops doing motorbikes is refused for a motorbike basket", async () => {
    const [moto] = await t.database.db.select().from(motoTyres).where(gt(motoTyres.stock, 2)).limit(1);
    const add = await t.api("POST", `/cesta-product/${moto!.id}`, { cantidad: 1 });
    expect(add.statusCode, add.body).toBe(201);
    const cestaID = add.json().cestaID as string;
    expect(add.json().moto).toBe(true);

    expect((await save(settings({ servicos: ["car", "motorbike"] }))).statusCode).toBe(200);
    const ok = await t.api("POST", "/consult-dates", { cestaID, codTienda: code, numDays: 5 });
    expect(ok.statusCode, ok.body).toBe(200);

    expect((await save(settings({ servicos: ["car"] }), tokens.lisbonStaff)).statusCode).toBe(200);
    const refused = await t.api("POST", "/consult-dates", { cestaID, codTienda: code, numDays: 5 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe("PRODUCT_NOT_AVAILABLE_HERE");
  });
  it("the air-conditioning appointment needs an AC station: not offered, and refused, at a workshop without one", async () => {
    const bookAc = (plate: string) =>
      t.api("POST", "/cita-previa", {
        userData: { nombre: "Rui Costa", email: "rui.ac@example.pt", telefono: "912 345 678", matricula: plate },
        selectedDate: { date: "09/12/2026", time: "15:00" },
        selectedService: ["CITA_AC"],
        selectedTaller: { codTienda: code },
      });
    const offered = async () =>
      ((await t.api("GET", `/talleres-servicios/${code}`)).json() as Array<{ id: string }>).map((s) => s.id);

    expect((await save(settings({ equipamento: ["Equilibradora de rodas"] }))).statusCode).toBe(200);
    expect(await offered()).not.toContain("CITA_AC");
    expect(await offered()).toContain("CITA_TRAVOES");
    const refused = await bookAc("33-AC-33");
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ error: "SERVICE_NOT_OFFERED" });
    expect(refused.json().message).toContain("Carga de ar condicionado");

    const nearby = async () => {
      const res = await t.api("POST", "/taller/localizacion", {
        postCode: team.lisbon.postcode,
        servicios: ["CITA_AC"],
      });
      return res.statusCode === 200
        ? (res.json().talleres as Array<{ codTienda: string }>).map((w) => w.codTienda)
        : [];
    };
    expect(await nearby()).not.toContain(code);

    const withStation = settings({ equipamento: ["Equilibradora de rodas", "Estação de ar condicionado R134a"] });
    expect((await save(withStation)).statusCode).toBe(200);
    expect(await offered()).toContain("CITA_AC");
    expect(await nearby()).toContain(code);
    const booked = await bookAc("33-AC-33");
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("a booking racing a cut in the hours is refused, or listed among the customers to contact", async () => {
    // Each round: the workshop drops a weekday's morning while a customer books 11:00 on that day, at once.
    const rounds: Array<[string, string]> = [
      ["thu", "10/12/2026"],
      ["fri", "11/12/2026"],
      ["mon", "14/12/2026"],
      ["tue", "15/12/2026"],
    ];
    for (const [i, [weekday, date]] of rounds.entries()) {
      expect((await save(settings())).statusCode).toBe(200);
      const [cut, booking] = await Promise.all([
        save(settings({ horario: week({ [weekday]: [["14:00", "19:00"]] }) })),
        book(date, "11:00", `4${i}-RC-4${i}`),
      ]);
      expect(cut.statusCode, cut.body).toBe(200);
      if (booking.statusCode === 201) {
        const listed = (cut.json().marcacoesForaDoHorario as Array<{ marcacao: string }>).map((a) => a.marcacao);
        expect(listed, `round ${i}: booked at 11:00 but not listed`).toContain(booking.json().citaPreviaId);
      } else {
        expect(booking.statusCode, booking.body).toBe(409);
      }
      expect(await times(date)).not.toContain("11:00");
    }
  });
});
