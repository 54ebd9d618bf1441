/** Servers for the benchmarks: the built shop on a fresh database, and the bare React Router reference app. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../src/server/test-support/server-process.ts";

const children: ChildProcess[] = [];
const dataDirs: string[] = [];

async function startProcess(
  args: string[],
  env: Record<string, string>,
  health: string,
): Promise<{ base: string; pid: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const deadline = Date.now() + 300_000; // a fresh database is migrated and seeded first: slow on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    if (
      await fetch(base + health).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: child.pid! };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${args.join(" ")} did not start`);
}

/**
 * The built shop (build/, or BUILD_DIR) in demo mode with a fresh embedded database, or on BENCH_DATABASE_URL (a
 * PostgreSQL database it may migrate and seed).
 */
export async function startShop(): Promise<string> {
  return (await startShopProcess()).base;
}

/** startShop, with the server's process id (to read its memory). */
export async function startShopProcess(): Promise<{ base: string; pid: number }> {
  if (!existsSync(join(process.env.BUILD_DIR ?? "build", "server", "index.js")))
    throw new Error("build the site first: npm run build");
  const dataDir = mkdtempSync(join(tmpdir(), "rodacerta-bench-"));
  dataDirs.push(dataDir);
  return startProcess(
    ["src/server/main.ts"],
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: "http://127.0.0.1",
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    "/api/rodacerta/pt/health",
  );
}

/** The bare React Router page of bench/reference (built here if missing): root layout + one 40-item loader. */
export async function startReference(): Promise<string> {
  return (await startReferenceProcess()).base;
}

/**
 * startReference, with the process id. Like the shop (decision 013), it runs React's production build: React picks
 * its build from NODE_ENV when first loaded, and the development build would make the reference several times slower.
 */
export async function startReferenceProcess(): Promise<{ base: string; pid: number }> {
  const dir = join(import.meta.dirname, "reference");
  if (!existsSync(join(dir, "build", "server", "index.js")))
    execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build", dir], { stdio: "inherit" });
  return startProcess([join(dir, "server.ts")], { NODE_ENV: "production" }, "/");
}

/**
 * CPU seconds (user + system, all threads) a process has used so far, from /proc (Linux). CPU time per request is
 * what other work on a shared machine disturbs least: it counts only this process's own work.
 */
export function cpuSeconds(pid: number): number {
  // the fields after the command name, which is in parentheses and may contain spaces
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /s, "")
    .split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime: clock ticks (USER_HZ = 100 on Linux)
}

export async function stopAll(): Promise<void> {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/** Real addresses of a product, a brand and a workshop, found the way a visitor finds them. */
export async function findPages(shop: string) {
  const html = async (path: string) => (await fetch(shop + path)).text();
  const results = "/seletor/resultados?ancho=205&serie=55&llanta=16";
  const product = /href="(\/pneus\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(await html(results))?.[1];
  const brand = product?.split("/").slice(0, 3).join("/");
  const area = "/oficinas-mecanicas/lisboa";
  const workshop = /href="(\/oficinas-mecanicas\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(await html(area))?.[1];
  if (!product || !brand || !workshop) throw new Error("could not find a product or a workshop page to measure");
  return { results, product, brand, area, workshop };
}
