/**
 * Playwright's global setup: starts the built site (BUILD_DIR, default build/) on a free port with a throwaway
 * embedded database in the OS temp dir, hands its address to the workers as BASE_URL, and returns the teardown that
 * stops the server and removes the data dir. A free port rather than a fixed one, so that several runs (helpers, CI)
 * can share a machine.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#src/server/test-support/server-process.ts";

export default async function startSite(): Promise<() => Promise<void>> {
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
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the e2e server exited with code ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error("the e2e server did not answer /health within 300 s");
      try {
        if ((await fetch(`${baseUrl}/api/rodacerta/pt/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  // Workers are started after the global setup and inherit its environment.
  process.env.BASE_URL = baseUrl;
  return stop;
}
