/**
 * Crash safety against the PostgreSQL server: the real server process is killed with SIGKILL in the middle of
 * concurrent checkouts, three times; after each restart every order the server acknowledged is stored exactly once,
 * confirmed, with its one booked slot (and its slot rows), and no slot belongs to two appointments.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresUrl } from "../test-support/db.ts";
import { apiClient, startServer } from "../test-support/server-process.ts";

const enabled = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(enabled)("orders survive SIGKILL of the server [postgres]", () => {
  let db: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  beforeAll(async () => {
    db = await freshPostgresUrl();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query("update tyres set stock = 1000 where width = 205 and series = 55 and rim = 16");
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  const start = () => startServer(db.url);

  it("keeps every acknowledged order exactly once with its one booked slot across three crashes", async () => {
    const tyre = (
      await client.query(
        "select id from tyres where width = 205 and series = 55 and rim = 16 and delivery_days <= 2 order by id limit 1",
      )
    ).rows[0].id as string;
    const acknowledged = new Set<string>();
    let seq = 0;
    for (let round = 0; round < 3; round++) {
      const { proc, base, exited } = await start();
      const http = apiClient(base);
      // Each customer comes from their own address (through the trusted proxy header), as in real life.
      const api = (method: string, path: string, body?: unknown, token?: string) =>
        http(method, path, body, { token, from: `10.44.${round}.${(seq % 250) + 1}` });
      const workshops = (
        (await api("POST", "/taller/localizacion", { postCode: "1600-209", distancia: 60 })).json.talleres as Array<{
          codTienda: string;
          citaWeb: boolean;
        }>
      ).filter((w) => w.citaWeb);
      // Prepare 8 customers up to the held slot (registration allows 10 per address per 10 minutes), then pay all at
      // once and kill the server mid-flight.
      const ready: Array<{ token: string; cestaID: string; key: string }> = [];
      for (let i = 0; i < 8; i++) {
        const n = ++seq;
        const reg = await api("POST", "/users", {
          nombre: "Crash",
          apellidos: "Teste",
          email: `crash${n}@example.pt`,
          password: "segredo1",
          confirmPassword: "segredo1",
          telefono: "912345678",
          codigo_postal: "1600-209",
          privacidad: true,
          permiso_comercial: true,
        });
        expect(reg.status).toBe(201);
        const token = reg.json.token as string;
        const cestaID = (await api("POST", `/cesta-product/${tyre}`, { cantidad: 2 }, token)).json.cestaID as string;
        const codTienda = workshops[n % workshops.length]!.codTienda;
        const dias = (await api("POST", "/consult-dates", { cestaID, codTienda }, token)).json.dias as Array<{
          fecha: string;
        }>;
        const day = dias[n % dias.length]!.fecha;
        const horas = (await api("POST", "/consult-times", { cestaID, codTienda, date: day }, token)).json
          .horas as string[];
        const hold = await api("POST", "/reserve-time", { cestaID, codTienda, date: day, time: horas[0] }, token);
        expect(hold.status).toBe(201);
        ready.push({ token, cestaID, key: `crash-${n}-idempotency-key` });
      }
      let firstAck: () => void = () => {};
      const acked = new Promise<void>((r) => (firstAck = r));
      const inflight = ready.map(async (r) => {
        try {
          const res = await api(
            "POST",
            "/pedidos",
            {
              cestaState: { cestaID: r.cestaID, paymentType: "at_workshop" },
              billing: {
                nombre: "Crash",
                apellidos: "Teste",
                nif: "123456789",
                calle: "Rua Augusta",
                numero: "1",
                poblacion: "Lisboa",
                codigo_postal: "1100-053",
                provincia: "Lisboa",
              },
              idempotencyKey: r.key,
            },
            r.token,
          );
          if (res.status === 201 || res.status === 200) {
            acknowledged.add(res.json.orderNumber as string);
            firstAck();
          }
        } catch {
          // the server died before answering: not acknowledged
        }
      });
      // Kill as soon as the first order is acknowledged (the others are still in flight).
      await Promise.race([acked, new Promise((r) => setTimeout(r, 3000))]);
      await new Promise((r) => setTimeout(r, round * 5));
      proc.kill("SIGKILL");
      await Promise.all(inflight);
      await exited;

      // After a restart, every acknowledged order is there once, confirmed, with its booked slot.
      const { proc: again, base: againBase, exited: againExited } = await start();
      // Retrying every payment with its key after the crash makes no second order.
      for (const r of ready) {
        const res = await fetch(`${againBase}/api/rodacerta/pt/pedidos`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${r.token}` },
          body: JSON.stringify({
            cestaState: { cestaID: r.cestaID, paymentType: "at_workshop" },
            billing: {
              nombre: "Crash",
              apellidos: "Teste",
              nif: "123456789",
              calle: "Rua Augusta",
              numero: "1",
              poblacion: "Lisboa",
              codigo_postal: "1100-053",
              provincia: "Lisboa",
            },
            idempotencyKey: r.key,
          }),
        });
        if (![200, 201].includes(res.status)) throw new Error(`${res.status} ${await res.text()} ${r.token}`);
        const number = ((await res.json()) as { orderNumber: string }).orderNumber;
        if (res.status === 200) expect(number).toBeTruthy();
        acknowledged.add(number);
        expect(
          (await client.query("select count(*)::int n from orders where idempotency_key = $1", [r.key])).rows[0].n,
        ).toBe(1);
      }
      for (const number of acknowledged) {
        const rows = (
          await client.query(
            "select o.status, a.status as appt, (select count(*)::int from appointment_slots s where s.appointment_id = a.id) as slots from orders o left join appointments a on a.id = o.appointment_id where o.number = $1",
            [number],
          )
        ).rows;
        expect(rows).toHaveLength(1);
        expect(rows[0].status).toBe("confirmed");
        expect(rows[0].appt).toBe("booked");
        expect(rows[0].slots).toBeGreaterThan(0);
      }
      const doubleBooked = (
        await client.query(
          "select count(*)::int n from (select order_id from appointments where order_id is not null and status = 'booked' group by order_id having count(*) > 1) x",
        )
      ).rows[0].n;
      expect(doubleBooked).toBe(0);
      const invoicesPerOrder = (
        await client.query(
          "select count(*)::int n from (select order_id from invoices group by order_id having count(*) > 1) x",
        )
      ).rows[0].n;
      expect(invoicesPerOrder).toBe(0);
      again.kill("SIGKILL");
      await againExited;
    }
    expect(acknowledged.size).toBeGreaterThan(0);
  }, 900_000);
});
