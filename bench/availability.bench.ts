/**
 * Workshop availability under load: 50 concurrent clients ask for a workshop's free dates over the 25-day window
 * (POST /cita-previa-dates/taller/:code) while the workshop already has 150 appointments. Budget: p99 < 50 ms.
 * Run: node bench/availability.bench.ts   (prints the figures; exits 1 when over budget)
 */
import autocannon from "autocannon";
import { buildApp } from "../src/server/app.ts";
import { openPglite } from "../src/server/db/client.ts";
import { seed } from "../src/server/db/seed/seed.ts";
import { loadEnv } from "../src/server/env.ts";

const database = await openPglite();
await database.migrate();
await seed(database.db);
const now = new Date();
const app = await buildApp({
  database,
  env: loadEnv({ LOG_LEVEL: "silent" }),
  logger: false,
  webBuildDir: null,
  now: () => now,
});
const found = (
  await app.inject({ method: "POST", url: "/api/rodacerta/pt/taller/localizacion", payload: { postCode: "1600-209" } })
).json();
const code: string = found.talleres.find((t: { citaWeb: boolean }) => t.citaWeb).codTienda;

// Fill the calendar: 150 bookings spread over the window.
let booked = 0;
const dates = (
  await app.inject({ method: "POST", url: `/api/rodacerta/pt/cita-previa-dates/taller/${code}`, payload: {} })
).json().dias as Array<{ fecha: string }>;
for (let i = 0; booked < 150 && i < 2000; i++) {
  const day = dates[i % dates.length] as { fecha: string };
  const times = (
    await app.inject({
      method: "POST",
      url: `/api/rodacerta/pt/cita-previa-times/taller/${code}/${day.fecha.replaceAll("/", "-")}`,
      payload: {},
    })
  ).json().horas as string[] | undefined;
  if (!times?.length) continue;
  const res = await app.inject({
    method: "POST",
    url: "/api/rodacerta/pt/cita-previa",
    remoteAddress: `10.0.${Math.floor(i / 200)}.${i % 200}`,
    payload: {
      userData: {
        nombre: "Teste Carga",
        email: "carga@example.pt",
        telefono: "912345678",
        matricula: `${String(i % 100).padStart(2, "0")}-AB-${String(Math.floor(i / 100)).padStart(2, "0")}`,
      },
      selectedDate: { date: day.fecha, time: times[i % times.length] },
      selectedService: ["CITA_OLEO"],
      selectedTaller: { codTienda: code },
    },
  });
  if (res.statusCode === 201) booked++;
}
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;

const result = await new Promise<autocannon.Result>((resolve, reject) =>
  autocannon(
    {
      url: `http://127.0.0.1:${port}/api/rodacerta/pt/cita-previa-dates/taller/${code}`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ services: ["CITA_TRAVOES"] }),
      connections: 50,
      // The load from a worker thread, off the server's thread (as bench/search.bench.ts).
      workers: 1,
      duration: Number(process.env.BENCH_SECONDS ?? 10),
    },
    (err, r) => (err ? reject(err) : resolve(r)),
  ),
);
const pass = result.latency.p99 < 50 && result.non2xx === 0 && result.errors === 0;
console.log(
  `availability over 25 days (${booked} appointments booked): ${Math.round(result.requests.average)} req/s, median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx} → ${pass ? "OK" : "OVER BUDGET"} (budget: p99 < 50 ms)`,
);
await app.close();
await database.close();
process.exit(pass ? 0 : 1);
