/**
 * Tyre search under load: 50 concurrent clients POST the 205/55 R16 search (10 rows + total) against the real app
 * (Fastify + in-memory catalogue over a seeded PGlite), measured against a Fastify hello-world in the same process
 * and run, right before each search (issue 15). Goals: ≥ 0.25× the hello-world's req/s, p99 ≤ 10 ms, no errors.
 * The load comes from a worker thread (autocannon's `workers`): run on the servers' own thread, the client's work
 * would be counted into every latency and take the servers' CPU (the hello-world halved, the search p99 doubled).
 * Run: npm run bench   (BENCH_SECONDS=10 by default; prints the figures; exits 1 when a goal is missed)
 */
import { performance } from "node:perf_hooks";
import Fastify from "fastify";
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

const hello = Fastify({ logger: false });
hello.get("/", async () => ({ hello: "world" }));
await hello.listen({ port: 0, host: "127.0.0.1" });
const helloAddress = hello.server.address();
const helloPort = typeof helloAddress === "object" && helloAddress ? helloAddress.port : 0;

type Run = autocannon.Result & {
  /** The servers' thread: its busy time per answered request, in µs. */ busyUs: number;
};

/**
 * Load from a worker thread; the servers' thread's busy time (event-loop utilisation) per request is measured beside
 * the req/s: it is what the search costs the server, and shifts much less with the machine's other load.
 */
function load(title: string, url: string, body?: object): Promise<Run> {
  const before = performance.eventLoopUtilization();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        title,
        url,
        ...(body
          ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
          : {}),
        connections: 50,
        workers: 1,
        duration: Number(process.env.BENCH_SECONDS ?? 10),
      },
      (err, result) => {
        if (err) return reject(err);
        const { active } = performance.eventLoopUtilization(before);
        resolve({ ...result, busyUs: (1000 * active) / Math.max(1, result.requests.total) });
      },
    );
  });
}
const run = (title: string, body: object) =>
  load(title, `http://127.0.0.1:${port}/api/rodacerta/pt/neumaticos/selector`, body);
const helloWorld = () => load("hello-world", `http://127.0.0.1:${helloPort}/`);

await run("warm-up", { filters: { ancho: 205, serie: 55, llanta: 16 } }).catch(() => {});
await helloWorld();
const searches: Array<[string, object]> = [
  ["205/55 R16, recommended order", { filters: { ancho: 205, serie: 55, llanta: 16 } }],
  [
    "225/45 R17, price high-low, page 2, premium+quality, summer",
    {
      order: "precio",
      direction: "desc",
      pagination: { pageSize: 10, page: 1 },
      filters: { ancho: 225, serie: 45, llanta: 17, verano: true, gamas: ["PREMIUM", "QUALITY"] },
    },
  ],
];
let ok = true;
for (const [title, body] of searches) {
  const ref = await helloWorld();
  const r = await run(title, body);
  const ratio = r.requests.average / ref.requests.average;
  const p99 = r.latency.p99;
  const pass = ratio >= 0.25 && p99 <= 10 && r.non2xx === 0 && r.errors === 0;
  ok &&= pass;
  console.log(
    `${title}: ${Math.round(r.requests.average)} req/s vs hello-world ${Math.round(ref.requests.average)} → ${ratio.toFixed(2)}×, median ${r.latency.p50} ms, p99 ${p99} ms, errors ${r.errors}, non-2xx ${r.non2xx} → ${pass ? "OK" : "MISSED"} (goal ≥ 0.25×, p99 ≤ 10 ms); hello-world p99 ${ref.latency.p99} ms; server thread ${r.busyUs.toFixed(0)} µs/request vs hello-world ${ref.busyUs.toFixed(0)} → ${(ref.busyUs / r.busyUs).toFixed(2)}×`,
  );
}
await hello.close();
await app.close();
await database.close();
process.exit(ok ? 0 : 1);
