/**
 * Tyre search under load: 50 concurrent clients POST the 205/55 R16 search (10 rows + total) for 10 s against the
 * real app (Fastify + in-memory catalogue over a seeded PGlite). Budget: median < 20 ms, p99 < 50 ms.
 * Run: npm run bench   (prints the figures; exits 1 when over budget)
 */
import autocannon from "autocannon";
import { buildApp } from "../src/server/app.ts";
import { openPglite } from "../src/server/db/client.ts";
import { seed } from "../src/server/db/seed/seed.ts";
import { loadEnv } from "../src/server/env.ts";

const database = await openPglite();
await database.migrate();
await seed(database.db);
const app = await buildApp({ database, env: loadEnv({ LOG_LEVEL: "silent" }), logger: false, webBuildDir: null });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;

function run(title: string, body: object): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        title,
        url: `http://127.0.0.1:${port}/api/rodacerta/pt/neumaticos/selector`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        connections: 50,
        duration: Number(process.env.BENCH_SECONDS ?? 10),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

await run("warm-up", { filters: { ancho: 205, serie: 55, llanta: 16 } }).catch(() => {});
const results = [
  await run("205/55 R16, recommended order", { filters: { ancho: 205, serie: 55, llanta: 16 } }),
  await run("225/45 R17, price high-low, page 2, premium+quality, summer", {
    order: "precio",
    direction: "desc",
    pagination: { pageSize: 10, page: 1 },
    filters: { ancho: 225, serie: 45, llanta: 17, verano: true, gamas: ["PREMIUM", "QUALITY"] },
  }),
];
let ok = true;
for (const r of results) {
  const median = r.latency.p50;
  const p99 = r.latency.p99;
  const pass = median < 20 && p99 < 50 && r.non2xx === 0 && r.errors === 0;
  ok &&= pass;
  console.log(
    `${r.title}: ${Math.round(r.requests.average)} req/s, median ${median} ms, p99 ${p99} ms, errors ${r.errors}, non-2xx ${r.non2xx} → ${pass ? "OK" : "OVER BUDGET"} (budget: median < 20 ms, p99 < 50 ms)`,
  );
}
await app.close();
await database.close();
process.exit(ok ? 0 : 1);
