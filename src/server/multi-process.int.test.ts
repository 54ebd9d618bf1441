/**
 * Two real server processes on one PostgreSQL database, the way the shop scales out: bookings for the last bay and
 * checkouts for the last unit race across both with exactly one winner and no 5xx, and a booking made through one
 * process disappears from the other's availability at once (NOTIFY), not after its cache expires.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresUrl } from "./test-support/db.ts";
import { apiClient, type ServerProcess, startServer } from "./test-support/server-process.ts";

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const billing = {
  nombre: "Ana",
  apellidos: "Silva",
  nif: "123456789",
  calle: "Rua Augusta",
  numero: "1",
  poblacion: "Lisboa",
  codigo_postal: "1100-053",
  provincia: "Lisboa",
};

describe.runIf(enabled)("two server processes on one PostgreSQL [postgres]", () => {
  let db: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  let servers: ServerProcess[] = [];
  let apis: Array<ReturnType<typeof apiClient>> = [];
  let workshop: { code: string; bays: number };
  /** Two weekdays the workshop is open, as the API offers them (the processes run on the real clock). */
  let days: { slash: string; dash: string }[] = [];
  beforeAll(async () => {
    db = await freshPostgresUrl();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    servers = await Promise.all([startServer(db.url), startServer(db.url)]);
    apis = servers.map((s) => apiClient(s.base));
    const row = (
      await client.query(
        "select code, bays from workshops where town = 'Lisboa' and web_bookings order by code limit 1",
      )
    ).rows[0];
    workshop = { code: row.code, bays: row.bays };
    const offered = (
      await apis[0]!("POST", `/cita-previa-dates/taller/${workshop.code}`, { services: ["CITA_TRAVOES"] })
    ).json.dias as { fecha: string; iso: string }[];
    days = offered
      .slice(1) // not the first: part of it may be past
      .filter((d) => new Date(`${d.iso}T12:00:00Z`).getUTCDay() % 6 !== 0) // Monday to Friday: open at 10:00 and 15:00
      .slice(0, 2)
      .map((d) => ({ slash: d.fecha, dash: d.fecha.replaceAll("/", "-") }));
    expect(days).toHaveLength(2);
  }, 400_000);
  afterAll(async () => {
    for (const s of servers) {
      s.proc.kill("SIGTERM");
      await s.exited;
    }
    await client?.end();
    await db?.drop();
  });

  const booking = (date: string, time: string, n: number) => ({
    userData: {
      nombre: "Rita Marques",
      email: `rita${n}@example.pt`,
      telefono: "912 345 678",
      matricula: `${String(10 + (n % 89)).padStart(2, "0")}-XY-${String(10 + Math.floor(n / 89)).padStart(2, "0")}`,
    },
    selectedDate: { date, time },
    selectedService: ["CITA_TRAVOES"],
    selectedTaller: { codTienda: workshop.code },
  });

  it("40 bookings for the last bay across two processes: exactly one wins, no 5xx", async () => {
    for (let i = 0; i < workshop.bays - 1; i++)
      expect(
        (
          await apis[i % 2]!("POST", "/cita-previa", booking(days[0]!.slash, "10:00", 1000 + i), {
            from: `10.1.0.${i + 1}`,
          })
        ).status,
      ).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apis[i % 2]!("POST", "/cita-previa", booking(days[0]!.slash, "10:00", i), { from: `10.2.${i}.1` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
  }, 60_000);

  it("a booking through one process leaves the other's availability at once", async () => {
    const times = async (api: ReturnType<typeof apiClient>) =>
      (await api("POST", `/cita-previa-times/taller/${workshop.code}/${days[1]!.dash}`, { services: ["CITA_TRAVOES"] }))
        .json.horas as string[];
    expect(await times(apis[1]!)).toContain("15:00"); // process B caches the day's claims
    for (let i = 0; i < workshop.bays; i++)
      expect(
        (
          await apis[0]!("POST", "/cita-previa", booking(days[1]!.slash, "15:00", 2000 + i), {
            from: `10.3.0.${i + 1}`,
          })
        ).status,
      ).toBe(201);
    let seen: string[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      seen = await times(apis[1]!);
      if (!seen.includes("15:00")) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // well inside the 3-second cache lifetime: B heard about A's bookings
    expect(seen).not.toContain("15:00");
  }, 60_000);

  it("12 customers paying for the last unit across two processes: one order, the rest told it is sold out", async () => {
    const tyre = (
      await client.query(
        "select id from tyres where width = 205 and series = 55 and rim = 16 and delivery_days <= 2 order by id limit 1",
      )
    ).rows[0].id as string;
    await client.query("update tyres set stock = 20 where id = $1", [tyre]);
    const ready: Array<{ token: string; cestaID: string; api: ReturnType<typeof apiClient>; from: string }> = [];
    for (let i = 0; i < 12; i++) {
      const api = apis[i % 2]!;
      const from = `10.4.${i}.1`;
      const reg = await api(
        "POST",
        "/users",
        {
          nombre: "Ana",
          apellidos: "Silva",
          email: `ultima${i}@example.pt`,
          password: "segredo1",
          confirmPassword: "segredo1",
          telefono: "912345678",
          codigo_postal: "1100-053",
          privacidad: true,
          permiso_comercial: true,
        },
        { from },
      );
      expect(reg.status).toBe(201);
      const token = reg.json.token as string;
      const cestaID = (await api("POST", `/cesta-product/${tyre}`, { cantidad: 1 }, { token, from })).json
        .cestaID as string;
      const dias = (await api("POST", "/consult-dates", { cestaID, codTienda: workshop.code }, { token, from })).json
        .dias as Array<{ fecha: string }>;
      const day = dias[2 + (i % 5)]!.fecha;
      const horas = (
        await api("POST", "/consult-times", { cestaID, codTienda: workshop.code, date: day }, { token, from })
      ).json.horas as string[];
      expect(
        (
          await api(
            "POST",
            "/reserve-time",
            { cestaID, codTienda: workshop.code, date: day, time: horas[i % horas.length] },
            { token, from },
          )
        ).status,
      ).toBe(201);
      ready.push({ token, cestaID, api, from });
    }
    await client.query("update tyres set stock = 1 where id = $1", [tyre]);
    const results = await Promise.all(
      ready.map((r, i) =>
        r.api(
          "POST",
          "/pedidos",
          {
            cestaState: { cestaID: r.cestaID, paymentType: "at_workshop" },
            billing,
            idempotencyKey: `last-unit-${i}-key-0001`,
          },
          { token: r.token, from: r.from },
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.json.error)).toEqual(Array(11).fill("OUT_OF_STOCK"));
    expect((await client.query("select stock from tyres where id = $1", [tyre])).rows[0].stock).toBe(0);
  }, 120_000);
});

describe("catalogue changes reach every process", () => {
  it("a version bump announced by one app reloads the other's catalogue at once", async () => {
    const { buildApp } = await import("./app.ts");
    const { bumpCatalogueVersion } = await import("./catalogue/catalogue.ts");
    const { freshDatabase, testEnv, DB_KINDS } = await import("./test-support/db.ts");
    for (const kind of DB_KINDS) {
      const database = await freshDatabase(kind);
      const env = testEnv();
      const a = await buildApp({ database, env, logger: false, webBuildDir: null, paymentRetries: false });
      const b = await buildApp({ database, env, logger: false, webBuildDir: null, paymentRetries: false });
      const version = async () =>
        (await b.inject({ method: "GET", url: "/api/rodacerta/pt/site-init" })).json().catalogo.version as number;
      const before = await version();
      const bumped = await bumpCatalogueVersion(database.db);
      expect(bumped).toBe(before + 1);
      let seen = before;
      for (let i = 0; i < 20 && seen !== bumped; i++) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await version();
      }
      expect(seen, kind).toBe(bumped); // long before the 30-second periodic check
      await a.close();
      await b.close();
      await database.close();
    }
  }, 60_000);
});
