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

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Database = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void>; migrate: () => Promise<void> };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `A pasta de dados ${dir} já está a ser usada pelo processo ${pid}. O PGlite só aceita um processo por pasta: pare o outro processo ou use DATA_DIR para outra pasta (ou DATABASE_URL para um servidor PostgreSQL).`,
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
  throw new Error(`Não foi possível bloquear ${dir}`);
}

/** Embedded PGlite; `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  let unlock = () => {};
  if (dataDir) unlock = lockDataDir(dataDir);
  const client = new PGlite({ ...(dataDir ? { dataDir: join(dataDir, "pg") } : {}), ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
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
  pool.on("error", (error) => console.warn(`PostgreSQL: ligação inativa perdida (${error.message})`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
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
