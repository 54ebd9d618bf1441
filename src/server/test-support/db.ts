/**
 * Fresh databases for integration tests: a PGlite copy of the seeded dump (always), and a clone of the seeded
 * template on the PostgreSQL server when TEST_DATABASE_URL is set. `eachDatabase` runs a suite on both.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { describe } from "vitest";
import { type Database, MIGRATIONS_FOLDER, openPglite, openPostgres } from "../db/client.ts";
import { type Env, loadEnv } from "../env.ts";
import { PG_TEMPLATE_DB, SEEDED_DUMP } from "./paths.ts";

export type DbKind = "pglite" | "postgres";

export async function freshPglite(): Promise<Database> {
  const dump = readFileSync(SEEDED_DUMP);
  return openPglite(undefined, { loadDataDir: new Blob([dump]) });
}

/** A new PostgreSQL database cloned from the seeded template: its URL and a function that drops it. */
export async function freshPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const name = `rc_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function freshPostgres(poolSize = 10): Promise<Database> {
  const { url, drop } = await freshPostgresUrl();
  const database = await openPostgres(url, poolSize);
  const close = database.close;
  database.close = async () => {
    await close();
    await drop();
  };
  return database;
}

export function freshDatabase(kind: DbKind): Promise<Database> {
  return kind === "pglite" ? freshPglite() : freshPostgres();
}

export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Runs the suite once per available database engine. */
export function eachDatabase(name: string, fn: (kind: DbKind) => void): void {
  for (const kind of DB_KINDS) describe(`${name} [${kind}]`, () => fn(kind));
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "./data", ...overrides });
}

export { MIGRATIONS_FOLDER };
