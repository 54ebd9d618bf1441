/**
 * Migration 0026 (decision 021) on a database that holds the old values: orders with Portuguese statuses and
 * promotions with Portuguese categories, written at migration 0025, read back in English after migrating to the end;
 * the new CHECK constraints then refuse the old words. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ORDER_STATUSES } from "#src/shared/orders/order-status.ts";
import { PROMOTION_CATEGORIES } from "#src/shared/promotions/categories.ts";
import { type Database, MIGRATIONS_FOLDER, openPglite, openPostgres, sqlState } from "./client.ts";
import { type DbKind, eachDatabase } from "../test-support/db.ts";

type Journal = { entries: Array<{ idx: number; tag: string }> };

/** A copy of the migrations folder whose journal stops at `lastTag`: migrating with it stops there. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "rc-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const path = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as Journal;
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last, lastTag).toBeGreaterThan(0);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

/** An empty database of the kind and a way to migrate it with a given folder. */
async function emptyDatabase(kind: DbKind) {
  if (kind === "pglite") {
    const database = await openPglite();
    return {
      database,
      migrateWith: (folder: string) => migratePglite(database.db, { migrationsFolder: folder }),
      drop: async () => {},
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `rc_vocab_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 2);
  return {
    database,
    migrateWith: (folder: string) => migratePg(database.db as never, { migrationsFolder: folder }),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

const OLD_STATUSES = { pendente: "pending", confirmado: "confirmed", expirado: "expired", cancelado: "cancelled" };
const OLD_CATEGORIES = { carro: "car", mota: "motorbike", camiao: "truck" };

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, string>> }).rows;

eachDatabase("migration 0026: English order statuses and promotion categories", (kind) => {
  let env: Awaited<ReturnType<typeof emptyDatabase>>;

  beforeAll(async () => {
    env = await emptyDatabase(kind);
    await env.migrateWith(migrationsUpTo("0025_catalogue_workshops_spanish"));
    const db = env.database.db;
    for (const [i, status] of Object.keys(OLD_STATUSES).entries())
      await db.execute(sql`
        insert into orders (number, idempotency_key, status, payment_type, subtotal_cents, tax_cents, total_cents,
          due_now_cents, tax_label)
        values (${`RC-OLD-${i}`}, ${`old-${i}`}, ${status}, 'total', 1000, 187, 1000, 1000, 'IVA')`);
    for (const categoria of Object.keys(OLD_CATEGORIES))
      await db.execute(sql`
        insert into promotions (categoria, slug, titulo, descripcion, product_type, discount_pct, starts_at, ends_at)
        values (${categoria}, ${`old-${categoria}`}, 'Promoção', 'Desconto', 'neumatico', 10,
          '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z')`);
    await env.migrateWith(MIGRATIONS_FOLDER);
  }, 120_000);

  afterAll(async () => {
    await env?.database.close();
    await env?.drop();
  });

  it("gives every order its English status", async () => {
    const found = await rows(env.database, sql`select number, status from orders order by number`);
    expect(found).toEqual(Object.values(OLD_STATUSES).map((status, i) => ({ number: `RC-OLD-${i}`, status })));
    for (const r of found) expect(ORDER_STATUSES).toContain(r.status);
  });

  it("gives every promotion its English category", async () => {
    const found = await rows(env.database, sql`select slug, categoria from promotions order by id`);
    expect(found).toEqual(
      Object.entries(OLD_CATEGORIES).map(([old, categoria]) => ({ slug: `old-${old}`, categoria })),
    );
    for (const r of found) expect(PROMOTION_CATEGORIES).toContain(r.categoria);
  });

  it("refuses the old words from now on", async () => {
    /** The failed statement's SQLSTATE and constraint (drizzle wraps the driver's error in `cause`). */
    const refusal = (query: ReturnType<typeof sql>) =>
      env.database.db.execute(query).then(
        () => null,
        (e: unknown) => ({
          code: sqlState(e),
          constraint: (e as { cause?: { constraint?: string } }).cause?.constraint,
        }),
      );
    expect(await refusal(sql`update orders set status = 'pendente' where number = 'RC-OLD-0'`)).toEqual({
      code: "23514",
      constraint: "orders_status_check",
    });
    expect(await refusal(sql`update promotions set categoria = 'carro' where slug = 'old-carro'`)).toEqual({
      code: "23514",
      constraint: "promotions_categoria_check",
    });
  });
});
