/**
 * Memory under a long load (issue 15): the built shop on PGlite (or BENCH_DATABASE_URL) serves a mix of pages and
 * searches to 20 concurrent clients for SOAK_MINUTES (default 10) after a 1-minute warm-up; its resident memory is
 * sampled every 30 s. One request in ten goes to a results page under one of 5 000 tracking addresses (more than
 * the page cache keeps). Every request carries a browser's Accept-Encoding. Goal: every sample within ±10 % of the first one after warm-up (no unbounded growth).
 * Run: npm run build && node bench/soak.bench.ts   (exits 1 when the goal is missed)
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { findPages, startShopProcess, stopAll } from "./support.ts";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

let ok: boolean;
try {
  const { base, pid } = await startShopProcess();
  const { results, product, brand, area, workshop } = await findPages(base);
  const search = { filters: { ancho: 205, serie: 55, llanta: 16 } };
  // Addresses with ever new tracking parameters: more pages than the page cache keeps (decision 023), so its bounds
  // are what hold its memory.
  let campaign = 0;
  const requests: autocannon.Request[] = [
    ...["/", results, product, brand, "/oficinas-mecanicas", area, workshop, "/empresa"].map((path) => ({ path })),
    { setupRequest: (req) => ({ ...req, path: `${results}&utm_campaign=${campaign++ % 5_000}` }) },
    {
      path: "/api/rodacerta/pt/neumaticos/selector",
      method: "POST" as const,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(search),
    },
  ];
  const load = (seconds: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      // As browsers: kept pages go out gzipped from their kept pieces, the rest compressed per answer.
      autocannon({ url: base, connections: 20, duration: seconds, requests, headers: BROWSER }, (err, r) =>
        err ? reject(err) : resolve(r),
      ),
    );
  console.log(`start: ${rssMb(pid).toFixed(0)} MB`);
  await load(60);
  const first = rssMb(pid);
  console.log(`after 1 min warm-up: ${first.toFixed(0)} MB`);
  let last = first;
  let max = first;
  let min = first;
  let failed = 0;
  for (let i = 1; i <= MINUTES * 2; i++) {
    const r = await load(30);
    failed += r.errors + r.non2xx + r.timeouts;
    last = rssMb(pid);
    max = Math.max(max, last);
    min = Math.min(min, last);
    console.log(`${(i / 2).toFixed(1)} min: ${last.toFixed(0)} MB, ${Math.round(r.requests.average)} req/s`);
  }
  const change = (last - first) / first;
  // flat: the end within ±10 % of the start, and no sample in between beyond it either
  ok = Math.abs(change) <= 0.1 && max <= first * 1.1 && min >= first * 0.9 && failed === 0;
  console.log(
    `RSS ${first.toFixed(0)} → ${last.toFixed(0)} MB (${(change * 100).toFixed(1)} %), min ${min.toFixed(0)}, max ${max.toFixed(0)} MB, failed ${failed} → ${ok ? "OK" : "MISSED"} (goal ±10 %)`,
  );
} finally {
  await stopAll();
}
process.exit(ok ? 0 : 1);
