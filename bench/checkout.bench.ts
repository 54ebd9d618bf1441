/**
 * 50 concurrent complete checkouts (4 each, 200 orders): add tyres → workshop dates → times → hold the slot →
 * create the order → signed payment notification. Reports throughput and p50/p99 per step; checks afterwards that
 * every acknowledged order is stored once with one booked slot. Budget: p99 of every step < 1500 ms on the embedded
 * PGlite database (one connection, so with 50 clients the figures are mostly queueing; ~13 checkouts/s on 2 cores).
 * Requests go through Fastify's full request pipeline in-process (app.inject) with one client address per customer,
 * so the per-address rate limits apply as in production without 50 real IPs.
 * Run: node bench/checkout.bench.ts   (exits 1 when over budget or when an order is missing)
 */
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { openPglite } from "../src/server/db/client.ts";
import { appointments, orders, tyres } from "../src/server/db/schema.ts";
import { seed } from "../src/server/db/seed/seed.ts";
import { loadEnv } from "../src/server/env.ts";
import { signed } from "../src/server/payment/gateway.ts";

const CLIENTS = 50;
const PER_CLIENT = 4;
const env = loadEnv({ LOG_LEVEL: "silent" });
const database = await openPglite();
await database.migrate();
await seed(database.db);
await database.db
  .update(tyres)
  .set({ stock: 10_000 })
  .where(and(eq(tyres.width, 205), eq(tyres.series, 55), eq(tyres.rim, 16)));
const app = await buildApp({ database, env, logger: false, webBuildDir: null });
// A tyre outside the promotions (a promotion allows one tyre order per customer).
const [tyre] = await database.db
  .select()
  .from(tyres)
  .where(
    and(
      eq(tyres.width, 205),
      eq(tyres.series, 55),
      eq(tyres.rim, 16),
      sql`${tyres.deliveryDays} <= 2`,
      sql`${tyres.modelId} in (select m.id from tyre_models m join tyre_brands b on b.id = m.brand_id where b.slug not in (select brand_slug from promotions where brand_slug is not null))`,
    ),
  )
  .limit(1);
const workshops = (
  (
    await app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/taller/localizacion",
      payload: { postCode: "1600-209", distancia: 60 },
    })
  ).json().talleres as Array<{ codTienda: string; citaWeb: boolean }>
)
  .filter((w) => w.citaWeb)
  .map((w) => w.codTienda);

const timings: Record<string, number[]> = { add: [], dates: [], times: [], hold: [], order: [], payment: [] };
let slotRetries = 0;
const acknowledged: string[] = [];

async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await fn();
  timings[name]!.push(performance.now() - t);
  return r;
}

async function client(c: number) {
  const ip = `10.50.${c}.1`;
  const call = (method: "GET" | "POST", url: string, payload?: object, token?: string) =>
    app.inject({
      method,
      url: `/api/rodacerta/pt${url}`,
      payload,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const reg = await call("POST", "/users", {
    nombre: "Carga",
    apellidos: "Checkout",
    email: `carga${c}@example.pt`,
    password: "segredo1",
    confirmPassword: "segredo1",
    telefono: "912345678",
    codigo_postal: "1600-209",
    privacidad: true,
    permiso_comercial: true,
  });
  const token = reg.json().token as string;
  for (let k = 0; k < PER_CLIENT; k++) {
    const add = await step("add", () => call("POST", `/cesta-product/${tyre!.id}`, { cantidad: 4 }, token));
    const cestaID = add.json().cestaID as string;
    const codTienda = workshops[(c + k) % workshops.length]!;
    const dias = (await step("dates", () => call("POST", "/consult-dates", { cestaID, codTienda }, token))).json()
      .dias as Array<{ fecha: string }>;
    let held = false;
    for (let attempt = 0; attempt < 20 && !held; attempt++) {
      const day = dias[(c * 3 + k + attempt) % dias.length]!;
      const horas = (
        await step("times", () => call("POST", "/consult-times", { cestaID, codTienda, date: day.fecha }, token))
      ).json().horas as string[] | undefined;
      if (!horas?.length) continue;
      const r = await step("hold", () =>
        call(
          "POST",
          "/reserve-time",
          { cestaID, codTienda, date: day.fecha, time: horas[(c + attempt) % horas.length] },
          token,
        ),
      );
      held = r.statusCode === 201;
      if (!held) slotRetries++;
    }
    if (!held) throw new Error(`cliente ${c}: sem hora livre`);
    const order = await step("order", () =>
      call(
        "POST",
        "/pedidos",
        {
          cestaState: { cestaID, paymentType: "full", paymentMethod: "card" },
          billing: {
            nombre: "Carga",
            apellidos: "Checkout",
            nif: "123456789",
            calle: "Rua Augusta",
            numero: "1",
            poblacion: "Lisboa",
            codigo_postal: "1100-053",
            provincia: "Lisboa",
          },
          idempotencyKey: `bench-${c}-${k}-0000000000`,
        },
        token,
      ),
    );
    if (order.statusCode !== 201) throw new Error(`cliente ${c}: ${order.body}`);
    const o = order.json() as { orderNumber: string; aPagarAgora: number };
    const n = {
      Ds_Order: o.orderNumber,
      Ds_Amount: String(o.aPagarAgora),
      Ds_Currency: "978",
      Ds_Response: "0000",
      Ds_AuthorisationCode: "BENCH1",
      Ds_NotificationId: `bench-${c}-${k}-notification`,
      Ds_PayMethod: "C",
      Ds_Date: new Date().toISOString(),
    };
    const paid = await step("payment", () =>
      call("POST", "/pagos/notificacion", signed(env.PAYMENT_SECRET, o.orderNumber, n)),
    );
    if (paid.statusCode !== 200) throw new Error(`pagamento ${o.orderNumber}: ${paid.body}`);
    acknowledged.push(o.orderNumber);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
const seconds = (performance.now() - started) / 1000;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
console.log(
  `${acknowledged.length} encomendas pagas em ${seconds.toFixed(1)} s → ${(acknowledged.length / seconds).toFixed(1)} checkouts/s (${CLIENTS} clientes em simultâneo; ${slotRetries} horas tomadas por outro cliente e escolhidas de novo)`,
);
let over = false;
for (const [name, xs] of Object.entries(timings)) {
  const p99 = pct(xs, 99);
  if (p99 > 1500) over = true;
  console.log(
    `  ${name.padEnd(8)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 50).toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms`,
  );
}
const stored = await database.db
  .select({ number: orders.number, status: orders.status, appt: appointments.status })
  .from(orders)
  .leftJoin(appointments, eq(appointments.id, orders.appointmentId));
const missing = acknowledged.filter(
  (n) => stored.filter((s) => s.number === n && s.status === "confirmed" && s.appt === "booked").length !== 1,
);
console.log(
  missing.length === 0
    ? "Todas as encomendas confirmadas estão guardadas uma vez, com a hora marcada."
    : `Em falta ou duplicadas: ${missing.join(", ")}`,
);
await app.close();
await database.close();
process.exit(over || missing.length > 0 ? 1 : 0);
