/**
 * Starts the built site on a free port with a throwaway embedded database, runs the Playwright journeys with
 * node's test runner, and stops the server. `npm run test:e2e` builds first.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../src/server/test-support/server-process.ts";

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "rodacerta-e2e-"));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["src/server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: baseUrl,
    TRUST_PROXY: "1",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou com o código ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/rodacerta/pt/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("o servidor não arrancou a tempo");
}

let code: number;
try {
  await waitForServer();
  const files = readdirSync("e2e")
    .filter((f) => f.endsWith(".spec.ts"))
    .map((f) => join("e2e", f));
  const only = process.argv.slice(2);
  const tests = spawn(process.execPath, ["--test", "--test-concurrency=1", ...(only.length ? only : files)], {
    env: { ...process.env, BASE_URL: baseUrl },
    stdio: "inherit",
  });
  code = await new Promise<number>((resolve) => tests.on("exit", (c) => resolve(c ?? 1)));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
