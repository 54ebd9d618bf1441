/** Real server processes for tests that need several (multi-process races) or kill one (crash safety). */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

export type ServerProcess = { proc: ChildProcess; base: string; exited: Promise<unknown> };

/**
 * Starts `src/server/main.ts` on a free port against the given PostgreSQL database and waits for /health.
 * TRUST_PROXY=1 lets a test speak for many customers through X-Forwarded-For, as a TLS proxy would.
 */
export async function startServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "fatal",
      PUBLIC_URL: base,
      TRUST_PROXY: "1",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  proc.stderr?.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4000);
  });
  const exited = new Promise((r) => proc.once("exit", r));
  // Generous: on a loaded 2-core CI machine a start (migrations, catalogue load) can take a while.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && proc.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/rodacerta/pt/health`)).ok) return { proc, base, exited };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill("SIGKILL");
  throw new Error(`server did not start (exit code ${proc.exitCode}): ${stderr}`);
}

/** A JSON API client for one server, speaking for the customer at `forwardedFor`. */
export function apiClient(base: string) {
  return async (method: string, path: string, body?: unknown, opts: { token?: string; from?: string } = {}) => {
    const res = await fetch(`${base}/api/rodacerta/pt${path}`, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.from ? { "x-forwarded-for": opts.from } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
}
