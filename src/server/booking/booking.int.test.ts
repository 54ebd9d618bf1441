import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { createMailer } from "../mail/mailer.ts";
import { gt } from "drizzle-orm";
import { basketLines, baskets, tyres } from "../db/schema.ts";
import { eachDatabase, freshDatabase, testEnv } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T07:00:00Z"); // Monday 07:00 in Lisbon
let plateSeq = 0;
function plate() {
  plateSeq++;
  const a = String.fromCharCode(65 + (plateSeq % 26));
  const b = String.fromCharCode(65 + (Math.floor(plateSeq / 26) % 26));
  return `${String(plateSeq % 100).padStart(2, "0")}-${a}${b}-${String(Math.floor(plateSeq / 100) % 100).padStart(2, "0")}`;
}

function booking(code: string, date: string, time: string, over: Record<string, unknown> = {}) {
  return {
    userData: {
      nombre: "Rita Marques",
      email: "rita@example.pt",
      telefono: "912 345 678",
      matricula: plate(),
      comentario: "Barulho nos travões",
    },
    selectedDate: { date, time },
    selectedService: ["CITA_TRAVOES"],
    selectedTaller: { codTienda: code },
    ...over,
  };
}

eachDatabase("workshops and booking API", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let code: string;
  let bays: number;
  let ip = 0;
  const nextIp = () => `10.${Math.floor(++ip / 250) % 250}.${ip % 250}.7`;
  const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url: `/api/rodacerta/pt${url}`, payload: payload as object, remoteAddress: nextIp() });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: null, now: () => NOW });
    const found = (await api("POST", "/taller/localizacion", { postCode: "1600-209" })).json();
    const lisbon = found.talleres.find(
      (t: { citaWeb: boolean; poblacion: string }) => t.citaWeb && t.poblacion === "Lisboa",
    );
    code = lisbon.codTienda;
    bays = (await database.db.query.workshops.findFirst({ where: (w, { eq }) => eq(w.code, code) }))!.bays;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("finds workshops by postcode, nearest first, with filters and the spec's errors", async () => {
    const res = await api("POST", "/taller/localizacion", { postCode: "4000-322" });
    expect(res.statusCode).toBe(200);
    const list = res.json().talleres;
    expect(list[0].provincia).toBe("Porto");
    const d = list.map((t: { distancia: number }) => t.distancia);
    expect(d).toEqual([...d].sort((a: number, b: number) => a - b));
    const moto = (await api("POST", "/taller/moto/localizacion", { postCode: "4000-322" })).json().talleres;
    expect(moto.every((t: { servicios: string[] }) => t.servicios.includes("motorbike"))).toBe(true);
    const sat = (await api("POST", "/taller/localizacion", { postCode: "4000-322", sabado: true })).json().talleres;
    expect(sat.every((t: { abreSabado: boolean }) => t.abreSabado)).toBe(true);
    const required = await api("POST", "/taller/localizacion", { postCode: "" });
    expect(required.statusCode).toBe(400);
    expect(required.json().errors.postCode).toBe("O código postal é obrigatório para procurar oficinas");
    const none = await api("POST", "/taller/localizacion", { postCode: "52001" });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain("Não há oficinas para o código postal 52001");
    const canary = (await api("POST", "/taller/localizacion", { postCode: "35010" })).json().talleres;
    expect(canary[0].provincia).toBe("Las Palmas");
  });

  it("finds by coordinates and shows a workshop with hours, services, equipment and reviews", async () => {
    const near = (await api("POST", "/tiendas", { lat: 41.55, lon: -8.42 })).json().tiendas;
    expect(near[0].poblacion).toBe("Braga");
    const detail = (await api("GET", `/tienda/${near[0].codTienda}`)).json();
    expect(detail).toMatchObject({
      horario: { mon: expect.any(Array), sun: [] },
      equipamiento: expect.any(Array),
      responsable: expect.any(String),
    });
    expect(detail.resenas.length).toBeGreaterThan(0);
    expect((await api("GET", "/tienda/99999")).statusCode).toBe(404);
    const check = (await api("GET", `/verificar-taller-servicio/${near[0].codTienda}/car`)).json();
    expect(check.disponible).toBe(true);
    expect((await api("GET", "/marcas-patinete")).json()).toContain("Xiaomi");
  });

  it("offers 25 days of free dates in DD/MM/YYYY and the free times of a day", async () => {
    const dates = (await api("POST", `/cita-previa-dates/taller/${code}`, { services: ["CITA_OLEO"] })).json().dias;
    expect(dates.length).toBeGreaterThan(15);
    expect(dates[0].fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(dates.every((d: { iso: string }) => d.iso >= "2026-11-23" && d.iso <= "2026-12-17")).toBe(true);
    const times = (
      await api("POST", `/cita-previa-times/taller/${code}/24-11-2026`, { services: ["CITA_OLEO"] })
    ).json().horas;
    expect(times).toContain("10:00");
    const sunday = await api("POST", `/cita-previa-times/taller/${code}/29-11-2026`, {});
    expect(sunday.statusCode).toBe(404);
  });

  it("books, reads with the signed link only, changes and cancels", async () => {
    const res = await api("POST", "/cita-previa", booking(code, "25/11/2026", "09:00"));
    expect(res.statusCode).toBe(201);
    const { citaPreviaId, token } = res.json();
    expect((await api("GET", `/cita-previa/${citaPreviaId}`)).statusCode).toBe(403);
    expect((await api("GET", `/cita-previa/${citaPreviaId}?token=forged-token-123`)).statusCode).toBe(403);
    const seen = (await api("GET", `/cita-previa/${citaPreviaId}?token=${token}`)).json();
    expect(seen).toMatchObject({ fecha: "25/11/2026", hora: "09:00", estado: "booked" });
    const ics = await api("GET", `/cita-previa/${citaPreviaId}/calendario.ics?token=${token}`);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).toContain("DTSTART:20261125T090000Z");
    const moved = await api("PATCH", "/cita-previa", {
      oldCitaId: citaPreviaId,
      token,
      selectedDate: { date: "26/11/2026", time: "15:00" },
      userData: { comentario: "Prefiro à tarde" },
    });
    expect(moved.statusCode).toBe(200);
    expect((await api("GET", `/cita-previa/${citaPreviaId}?token=${token}`)).json()).toMatchObject({
      fecha: "26/11/2026",
      hora: "15:00",
      comentario: "Prefiro à tarde",
    });
    expect((await api("DELETE", `/cita-previa/${citaPreviaId}`)).statusCode).toBe(403);
    const cancelled = await api("DELETE", `/cita-previa/${citaPreviaId}?token=${token}`);
    expect(cancelled.json()).toMatchObject({ cancelada: true });
    expect((await api("GET", `/cita-previa/${citaPreviaId}?token=${token}`)).json().estado).toBe("cancelled");
    const again = await api("PATCH", "/cita-previa", {
      oldCitaId: citaPreviaId,
      token,
      selectedDate: { date: "26/11/2026", time: "16:00" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("validates the payload with the spec's rules", async () => {
    const noService = await api("POST", "/cita-previa", booking(code, "25/11/2026", "10:00", { selectedService: [] }));
    expect(noService.json().errors.selectedService).toBe("Escolha pelo menos um serviço");
    const noSlot = await api("POST", "/cita-previa", {
      ...booking(code, "25/11/2026", "10:00"),
      selectedDate: undefined,
    });
    expect(noSlot.json().errors.selectedDate).toBe("Escolha o dia e a hora");
    const scooter = booking(code, "25/11/2026", "10:00", { selectedService: ["CITA_TROTINETA"] });
    (scooter.userData as Record<string, unknown>).vehiculo = "scooter";
    expect((await api("POST", "/cita-previa", scooter)).json().errors.marcaPatinete).toBe(
      "Escolha a marca da trotinete",
    );
    const bad = booking(code, "2026-11-25", "10:00");
    bad.userData.email = "rita";
    bad.userData.matricula = "12-34-56";
    const errors = (await api("POST", "/cita-previa", bad)).json().errors;
    expect(Object.keys(errors).sort()).toEqual(["selectedDate.date", "userData.email", "userData.matricula"]);
  });

  it("the owner sees and changes their booking with their session; others are refused; renting is phone-only", async () => {
    const reg = (email: string, ip: string) =>
      app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/users",
        remoteAddress: ip,
        payload: {
          nombre: "Dono",
          apellidos: "Teste",
          email,
          password: "segredo1",
          confirmPassword: "segredo1",
          telefono: "912345678",
          codigo_postal: "1000-001",
          privacidad: true,
          permiso_comercial: true,
        },
      });
    const owner = (await reg(`dono.${kind}@example.pt`, "10.55.0.1")).json();
    const other = (await reg(`outro.${kind}@example.pt`, "10.55.0.2")).json();
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const created = await app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/cita-previa",
      headers: auth(owner.token),
      remoteAddress: "10.55.0.3",
      payload: booking(code, "04/12/2026", "09:00"),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().citaPreviaId;
    expect(
      (await app.inject({ url: `/api/rodacerta/pt/cita-previa/${id}`, headers: auth(owner.token) })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: `/api/rodacerta/pt/cita-previa/${id}`, headers: auth(other.token) })).statusCode,
    ).toBe(403);
    const mine = await app.inject({
      url: `/api/rodacerta/pt/citas-previas/${owner.user.id_site_usuario}`,
      headers: auth(owner.token),
    });
    expect(mine.json().map((a: { id: string }) => a.id)).toContain(id);
    const theirs = await app.inject({
      url: `/api/rodacerta/pt/citas-previas/${owner.user.id_site_usuario}`,
      headers: auth(other.token),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe("ID_NOT_MATCH");
    expect(
      (await app.inject({ url: `/api/rodacerta/pt/citas-previas/${owner.user.id_site_usuario}` })).statusCode,
    ).toBe(401);
    const renting = booking(code, "04/12/2026", "14:00");
    (renting.userData as Record<string, unknown>).renting = true;
    const r = await api("POST", "/cita-previa", renting);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe("RENTING_PHONE_ONLY");
  });

  it("refuses a second booking for the same plate, naming the plate and workshop", async () => {
    const first = booking(code, "27/11/2026", "09:00");
    expect((await api("POST", "/cita-previa", first)).statusCode).toBe(201);
    const second = await api("POST", "/cita-previa", {
      ...booking(code, "27/11/2026", "14:00"),
      userData: first.userData,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe("ALREADY_BOOKED");
    expect(second.json().message).toContain(first.userData.matricula);
    expect(second.json().message).toContain("RodaCerta");
  });

  it("a basket's slot hold blocks the last bay until it expires; a new choice releases the old hold", async () => {
    const date = "02/12/2026";
    for (let i = 0; i < bays - 1; i++)
      expect((await api("POST", "/cita-previa", booking(code, date, "11:00"))).statusCode).toBe(201);
    const [basket] = await database.db.insert(baskets).values({ state: {} }).returning();
    const [tyre] = await database.db.select({ id: tyres.id }).from(tyres).where(gt(tyres.stock, 4)).limit(1);
    await database.db
      .insert(basketLines)
      .values({ basketId: basket!.id, productType: "neumatico", productId: tyre!.id, quantity: 2 });
    const cestaID = basket!.id;
    // a basket that does not exist holds nothing
    expect(
      (
        await api("POST", "/reserve-time", {
          codTienda: code,
          date,
          time: "11:00",
          cestaID: "7d9f1c2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f",
          services: ["CITA_TRAVOES"],
        })
      ).statusCode,
    ).toBe(404);
    const hold = await api("POST", "/reserve-time", {
      codTienda: code,
      date,
      time: "11:00",
      email: "ana@example.pt",
      cestaID,
      services: ["CITA_TRAVOES"],
    });
    expect(hold.statusCode).toBe(201);
    expect(hold.json().minutos).toBe(15);
    const blocked = await api("POST", "/cita-previa", booking(code, date, "11:00"));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe("NO_SLOTS");
    // the basket picks another time: the 11:00 hold is released at once
    expect(
      (
        await api("POST", "/reserve-time", {
          codTienda: code,
          date,
          time: "15:00",
          email: "ana@example.pt",
          cestaID,
          services: ["CITA_TRAVOES"],
        })
      ).statusCode,
    ).toBe(201);
    expect((await api("POST", "/cita-previa", booking(code, date, "11:00"))).statusCode).toBe(201);
    const bad = await api("POST", "/reserve-time", { codTienda: code, date: "2026-12-02", time: "25h", email: "x" });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["date", "email", "time"]);
  });

  it(`200 clients racing for the last bay: exactly one wins, the rest get 409 "no slots", no 5xx`, async () => {
    const date = "07/12/2026"; // a Monday (01/12 is a public holiday)
    for (let i = 0; i < bays - 1; i++)
      expect((await api("POST", "/cita-previa", booking(code, date, "10:00"))).statusCode).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => api("POST", "/cita-previa", booking(code, date, "10:00"))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error === "NO_SLOTS")).toBe(true);
    const times = (
      await api("POST", `/cita-previa-times/taller/${code}/07-12-2026`, { services: ["CITA_TRAVOES"] })
    ).json().horas;
    expect(times).not.toContain("10:00");
  }, 120_000);
});

describe("booking confirmation e-mail over real SMTP", () => {
  it("sends the confirmation with the change link and a calendar file", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (c: Buffer) => {
          data += c.toString();
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
    const port = (smtp.server.address() as { port: number }).port;
    const env = testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const database = await freshDatabase("pglite");
    const app = await buildApp({
      database,
      env,
      logger: false,
      webBuildDir: null,
      now: () => NOW,
      mailer: createMailer({
        ...env,
        SMTP_URL: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false&ignoreTLS=true`,
      }),
    });
    const found = (
      await app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/taller/localizacion",
        payload: { postCode: "3000-150" },
      })
    ).json();
    const ws = found.talleres.find((t: { citaWeb: boolean }) => t.citaWeb);
    const res = await app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/cita-previa",
      payload: booking(ws.codTienda, "24/11/2026", "14:00"),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().citaPreviaId;
    expect(received).toHaveLength(1);
    const mail = received[0] as string;
    expect(mail).toContain("To: rita@example.pt");
    expect(mail).toMatch(/Subject: .*Marca/);
    expect(mail).toContain("marcacao-rodacerta.ics");
    const decoded = mail
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    // the change/cancel link points at the page that exists, on the address the server is reached at
    expect(decoded).toContain(`${env.PUBLIC_URL}/marcacao-previa/alteracao?cita=${id}&token=`);
    await app.close();
    await database.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });
});

describe("slot holds expire", () => {
  it("an unpaid hold stops blocking after 15 minutes", async () => {
    let now = new Date("2026-11-23T07:00:00Z");
    const database = await freshDatabase("pglite");
    const app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: null, now: () => now });
    const found = (
      await app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/taller/localizacion",
        payload: { postCode: "8000-138" },
      })
    ).json();
    const ws = found.talleres.find((t: { citaWeb: boolean }) => t.citaWeb);
    const bays = (await database.db.query.workshops.findFirst({ where: (w, { eq }) => eq(w.code, ws.codTienda) }))!
      .bays;
    for (let i = 0; i < bays; i++) {
      const r = await app.inject({
        method: "POST",
        url: "/api/rodacerta/pt/reserve-time",
        remoteAddress: `10.7.0.${i}`,
        payload: { codTienda: ws.codTienda, date: "03/12/2026", time: "10:00", email: `h${i}@example.pt` },
      });
      expect(r.statusCode).toBe(201);
    }
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/rodacerta/pt/cita-previa",
          payload: booking(ws.codTienda, "03/12/2026", "10:00"),
        })
      ).statusCode,
    ).toBe(409);
    now = new Date(now.getTime() + 16 * 60_000);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/rodacerta/pt/cita-previa",
          remoteAddress: "10.7.1.1",
          payload: booking(ws.codTienda, "03/12/2026", "10:00"),
        })
      ).statusCode,
    ).toBe(201);
    await app.close();
    await database.close();
  });
});
