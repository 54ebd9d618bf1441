/**
 * Opens the database: embedded PGlite (default, ./data/pg) or a PostgreSQL server when DATABASE_URL is set.
 * The same Drizzle schema and committed migrations run on both.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";
import { noteQuery } from "../render-reads.ts";

/** Drizzle's logger hook, used to count what a page render reads (render-reads.ts); it logs nothing. */
const queryCounter = { logQuery: noteQuery };

/**
 * A statement that may change data: anything but a SELECT (WITH … counts, erring on the safe side). The SELECTs this
 * app runs write nothing (advisory locks, pg_notify); a SELECT of a function that writes rows would have to count.
 * Every statement goes through Drizzle (the raw PGlite client is used only to LISTEN); PGlite issues a transaction's
 * BEGIN and COMMIT itself, and the writes inside it are counted.
 */
const mayWrite = (query: string) => !/^\s*select\b/i.test(query);

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  migrate: () => Promise<void>;
  /**
   * Statements that may have changed data so far, where this process is the database's only writer (PGlite: one
   * process per data folder, through this client); undefined on a server, which other processes write to as well.
   * A read of a row made when the count was n is still true while the count is n.
   */
  writes?: () => number;
  /** Subscribes to a NOTIFY channel (every process sharing the database hears it); resolves to an unsubscribe. */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is already in use by process ${pid}. PGlite allows one process per folder: stop the other process, or point DATA_DIR at another folder (or DATABASE_URL at a PostgreSQL server).`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes an exclusive lock file in the data directory; a second live process is refused with a clear message. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, "rodacerta.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockPath, "utf8"));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

/** Embedded PGlite; `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  let unlock = () => {};
  if (dataDir) unlock = lockDataDir(dataDir);
  const client = new PGlite({
    ...(dataDir ? { dataDir: join(dataDir, "pg") } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  let writes = 0;
  const logger = {
    logQuery(query: string) {
      noteQuery();
      if (mayWrite(query)) writes++;
    },
  };
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    kind: "pglite",
    writes: () => writes,
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (server restart, failover) must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL: idle connection lost (${error.message})`));
  const db = drizzlePg(pool, { schema, logger: queryCounter }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    listen: async (channel, onMessage) => {
      const stop = await listenPostgres(url, channel, onMessage);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      for (const stop of [...listeners]) await stop();
      await pool.end();
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). A lost connection is
 * re-established with a growing pause; `onMessage("")` is called after a reconnect, since messages may have been
 * missed meanwhile, so the listener can drop whatever it caches.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let pause = 500;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (m) => {
      if (m.channel === channel) onMessage(m.payload ?? "");
    });
    c.on("error", () => {
      if (stopped) return;
      client = null;
      c.end().catch(() => {});
      setTimeout(() => void reconnect(), pause).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    pause = 500;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      onMessage("");
    } catch {
      pause = Math.min(pause * 2, 30_000);
      setTimeout(() => void reconnect(), pause).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await (client as pg.Client | null)?.end().catch(() => {});
  };
}

export function openDatabase(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}

/** True when a query failed on a unique or primary-key constraint (SQLSTATE 23505), on PGlite and on pg alike. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { cause?: { code?: string }; code?: string };
  return (e.cause?.code ?? e.code) === "23505";
}

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  const e = error as { cause?: { code?: string }; code?: string };
  return e?.cause?.code ?? e?.code;
}

/** Serialization failures and deadlocks: the transaction did nothing and may simply be run again. */
export function isTransientConflict(error: unknown): boolean {
  const code = sqlState(error);
  return code === "40001" || code === "40P01";
}

/**
 * Runs a transaction, retrying it a bounded number of times when PostgreSQL aborted it for a serialization failure
 * or a deadlock (with a short random pause so the racers spread out). Other errors pass through.
 */
export async function withTransientRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
