/**
 * Vitest global setup: builds one migrated + seeded PGlite data directory and dumps it to a file, so each test file
 * starts from a fresh copy in ~0.5 s instead of seeding again. With TEST_DATABASE_URL (CI), it also prepares a
 * seeded template database on the PostgreSQL server; test files clone it with CREATE DATABASE … TEMPLATE.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../db/client.ts";
import { seed } from "../db/seed/seed.ts";
import { PG_TEMPLATE_DB, SEEDED_DUMP } from "./paths.ts";

export default async function setup() {
  const database = await openPglite();
  await database.migrate();
  await seed(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
  const blob = await client.dumpDataDir("none");
  mkdirSync(dirname(SEEDED_DUMP), { recursive: true });
  // Written aside, then renamed: a test file starting meanwhile never reads half a dump.
  const partial = `${SEEDED_DUMP}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, SEEDED_DUMP);
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${PG_TEMPLATE_DB}`;
    const tpl = await openPostgres(templateUrl.toString(), 2);
    await tpl.migrate();
    await seed(tpl.db);
    await tpl.close();
  }
}
