/**
 * Server-rendered pages under load, as ratios against a bare React Router page measured in the same run (issue 15).
 *
 * Starts the built shop (build/, or BUILD_DIR) with a fresh embedded database (or BENCH_DATABASE_URL, a PostgreSQL
 * database it may migrate and seed) and the reference app in bench/reference (built here if missing), then loads
 * each page with 20 concurrent clients. The reference is measured before every page, so each ratio compares two
 * figures taken seconds apart on the same machine.
 * Goals: each page ≥ 0.5× the reference's req/s, p99 ≤ 50 ms, no errors.
 * Run: npm run build && node bench/pages.bench.ts   (BENCH_SECONDS=5 by default; exits 1 when a goal is missed)
 * BENCH_PAGES=results,home measures only the pages whose names start with one of those words (while profiling).
 */
import autocannon from "autocannon";
import { findPages, startReference, startShop, stopAll } from "./support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 50;

function load(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

let ok = true;
try {
  const reference = await startReference();
  const shop = await startShop();
  const { results, product, brand, area, workshop } = await findPages(shop);
  const all: [string, string][] = [
    ["home", "/"],
    ["results 205/55 R16", results],
    ["product", product],
    ["brand", brand],
    ["workshop finder", "/oficinas-mecanicas"],
    ["workshop area", area],
    ["workshop page", workshop],
    ["content page", "/empresa"],
  ];
  const only = (process.env.BENCH_PAGES ?? "").split(",").filter(Boolean);
  const pages = only.length ? all.filter(([name]) => only.some((w) => name.startsWith(w))) : all;

  await load(reference + "/");
  for (const [, path] of pages) await load(shop + path); // warm-up: JIT, catalogue and read models

  console.log(
    `pages, ${CONNECTIONS} concurrent, ${SECONDS} s each, database: ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  for (const [name, path] of pages) {
    const ref = await load(reference + "/");
    const page = await load(shop + path);
    const ratio = page.requests.average / ref.requests.average;
    const failed = page.errors + page.non2xx + page.timeouts;
    const pass = ratio >= GOAL_RATIO && page.latency.p99 <= GOAL_P99_MS && failed === 0;
    ok &&= pass;
    console.log(
      `${name.padEnd(20)} ${String(Math.round(page.requests.average)).padStart(5)} req/s vs reference ${Math.round(ref.requests.average)} → ${ratio.toFixed(2)}×, p99 ${page.latency.p99} ms, failed ${failed} → ${pass ? "OK" : "MISSED"} (goal ≥ ${GOAL_RATIO}×, p99 ≤ ${GOAL_P99_MS} ms)`,
    );
  }
} finally {
  await stopAll();
}
process.exit(ok ? 0 : 1);
