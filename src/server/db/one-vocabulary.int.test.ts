/**
 * Migrations 0026, 0027 and 0028 (decision 021) on a database that holds the old values: orders with Portuguese
 * statuses and promotions with Portuguese categories, written at migration 0025; payment types and methods (orders,
 * payments and the payment choice in a basket's state), contact reasons and professional application kinds, written at
 * 0026; workshop service kinds, the vehicle kept in an appointment's contact, coupon types and the coupon's order-line
 * product type, written at 0027. Read back in English after migrating to the end; the new CHECK constraints then
 * refuse the old words. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
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
import { PAYMENT_METHODS, PAYMENT_TYPES } from "#src/shared/basket/checkout.ts";
import { CONTACT_REASONS } from "#src/shared/contact/reasons.ts";
import { ORDER_STATUSES } from "#src/shared/orders/order-status.ts";
import { PROFESSIONAL_KINDS } from "#src/shared/professional/application.schema.ts";
import { COUPON_TYPES } from "#src/shared/operator/coupons.ts";
import { PROMOTION_CATEGORIES } from "#src/shared/promotions/categories.ts";
import { VEHICLE_KINDS } from "#src/shared/vehicles/vehicle-kinds.ts";
import { WORKSHOP_SERVICES } from "#src/shared/workshops/services.ts";
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

/**
 * The steps every block shares: an empty database of the kind migrated up to `beforeTag` (the migration before the one
 * under test), the old words written by `writeOld`, then migrated to the end. Registers the suite's hooks; the getter
 * gives the migrated database inside the tests.
 */
function migratedWithOldWords(
  kind: DbKind,
  beforeTag: string,
  writeOld: (database: Database) => Promise<void>,
): () => Database {
  let env: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  beforeAll(async () => {
    env = await emptyDatabase(kind);
    await env.migrateWith(migrationsUpTo(beforeTag));
    await writeOld(env.database);
    await env.migrateWith(MIGRATIONS_FOLDER);
  }, 120_000);
  afterAll(async () => {
    await env?.database.close();
    await env?.drop();
  });
  return () => env!.database;
}

/** The failed statement's SQLSTATE and constraint (drizzle wraps the driver's error in `cause`); null when it passed. */
const refusal = (database: Database, query: ReturnType<typeof sql>) =>
  database.db.execute(query).then(
    () => null,
    (e: unknown) => ({
      code: sqlState(e),
      constraint: (e as { cause?: { constraint?: string } }).cause?.constraint,
    }),
  );

const OLD_STATUSES = { pendente: "pending", confirmado: "confirmed", expirado: "expired", cancelado: "cancelled" };
const OLD_CATEGORIES = { carro: "car", mota: "motorbike", camiao: "truck" };

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, string>> }).rows;

eachDatabase("migration 0026: English order statuses and promotion categories", (kind) => {
  const database = migratedWithOldWords(kind, "0025_catalogue_workshops_spanish", async ({ db }) => {
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
  });

  it("gives every order its English status", async () => {
    const found = await rows(database(), sql`select number, status from orders order by number`);
    expect(found).toEqual(Object.values(OLD_STATUSES).map((status, i) => ({ number: `RC-OLD-${i}`, status })));
    for (const r of found) expect(ORDER_STATUSES).toContain(r.status);
  });

  it("gives every promotion its English category", async () => {
    const found = await rows(database(), sql`select slug, categoria from promotions order by id`);
    expect(found).toEqual(
      Object.entries(OLD_CATEGORIES).map(([old, categoria]) => ({ slug: `old-${old}`, categoria })),
    );
    for (const r of found) expect(PROMOTION_CATEGORIES).toContain(r.categoria);
  });

  it("refuses the old words from now on", async () => {
    expect(await refusal(database(), sql`update orders set status = 'pendente' where number = 'RC-OLD-0'`)).toEqual({
      code: "23514",
      constraint: "orders_status_check",
    });
    expect(await refusal(database(), sql`update promotions set categoria = 'carro' where slug = 'old-carro'`)).toEqual({
      code: "23514",
      constraint: "promotions_categoria_check",
    });
  });
});

const OLD_PAYMENT_TYPES = { reserva: "deposit", total: "full", taller: "at_workshop", conta: "on_account" };
const OLD_CONTACT_REASONS = {
  "pedidos-web": "web_orders",
  "atencao-cliente": "customer_service",
  orcamento: "quote",
  "marcacao-oficina": "workshop_appointment",
};
const OLD_PROFESSIONAL_KINDS = {
  frota: "fleet",
  taxi: "taxi",
  tvde: "ride_hailing",
  entregas: "delivery",
  outro: "other",
};

eachDatabase("migration 0027: English payment types and methods, contact reasons, professional kinds", (kind) => {
  const database = migratedWithOldWords(kind, "0026_one_vocabulary", async (old) => {
    const db = old.db;
    for (const [i, type] of Object.keys(OLD_PAYMENT_TYPES).entries()) {
      const paidLater = type === "taller" || type === "conta";
      await db.execute(sql`
        insert into orders (number, idempotency_key, status, payment_type, payment_method, subtotal_cents, tax_cents,
          total_cents, due_now_cents, tax_label)
        values (${`RC-PAY-${i}`}, ${`pay-${i}`}, 'confirmed', ${type}, ${paidLater ? null : "tarjeta"}, 1000, 187,
          1000, ${paidLater ? 0 : 1000}, 'IVA')`);
    }
    await db.execute(sql`
      insert into orders (number, idempotency_key, status, payment_type, payment_method, subtotal_cents, tax_cents,
        total_cents, due_now_cents, tax_label)
      values ('RC-PAY-MB', 'pay-mb', 'pending', 'total', 'multibanco', 1000, 187, 1000, 1000, 'IVA')`);
    await db.execute(sql`
      insert into payments (order_id, notification_id, method, amount_cents, response_code, approved)
      select id, 'notif-' || number, 'tarjeta', 1000, '0000', true from orders where number = 'RC-PAY-0'`);
    await db.execute(sql`
      insert into baskets (state) values
        ('{"paymentType": "reserva", "paymentMethod": "tarjeta", "matricula": "AA-00-AA"}'::jsonb),
        ('{"paymentType": "conta"}'::jsonb),
        ('{"paymentType": "total", "paymentMethod": "mbway"}'::jsonb),
        ('{}'::jsonb)`);
    for (const reason of Object.keys(OLD_CONTACT_REASONS))
      await db.execute(sql`
        insert into contact_requests (reason, nombre, email, comentario)
        values (${reason}, 'Rita', 'rita@example.pt', 'Olá')`);
    for (const [i, word] of Object.keys(OLD_PROFESSIONAL_KINDS).entries()) {
      const [user] = await rows(
        old,
        sql`insert into users (email, nombre) values (${`pro-${i}@example.pt`}, 'Rita') returning id`,
      );
      await db.execute(sql`
        insert into professional_applications (user_id, company_name, nif, contact_name, email, phone, fleet_size, kind)
        values (${Number(user!.id)}, 'Frota Lda', '503504565', 'Rita', 'rita@example.pt', '912345678', 3, ${word})`);
    }
  });

  it("gives every order its English payment type and method", async () => {
    const found = await rows(database(), sql`select number, payment_type, payment_method from orders order by number`);
    expect(found).toEqual([
      ...Object.values(OLD_PAYMENT_TYPES).map((type, i) => ({
        number: `RC-PAY-${i}`,
        payment_type: type,
        payment_method: type === "at_workshop" || type === "on_account" ? null : "card",
      })),
      { number: "RC-PAY-MB", payment_type: "full", payment_method: "multibanco" },
    ]);
    for (const r of found) expect(PAYMENT_TYPES).toContain(r.payment_type);
    expect(await rows(database(), sql`select method from payments`)).toEqual([{ method: "card" }]);
  });

  it("rewrites the payment choice kept in a basket's state, and nothing else in it", async () => {
    const found = await rows(database(), sql`select state from baskets order by created_at, id`);
    expect(found.map((r) => r.state).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      [
        { paymentType: "deposit", paymentMethod: "card", matricula: "AA-00-AA" },
        { paymentType: "on_account" },
        { paymentType: "full", paymentMethod: "mbway" },
        {},
      ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    for (const r of found) {
      const state = r.state as unknown as { paymentType?: string; paymentMethod?: string };
      if (state.paymentType) expect(PAYMENT_TYPES).toContain(state.paymentType);
      if (state.paymentMethod) expect(PAYMENT_METHODS).toContain(state.paymentMethod);
    }
  });

  it("gives every contact request its English reason and every application its English kind", async () => {
    const reasons = await rows(database(), sql`select reason from contact_requests order by id`);
    expect(reasons.map((r) => r.reason)).toEqual(Object.values(OLD_CONTACT_REASONS));
    for (const r of reasons) expect(Object.keys(CONTACT_REASONS)).toContain(r.reason);
    const kinds = await rows(database(), sql`select kind from professional_applications order by id`);
    expect(kinds.map((r) => r.kind)).toEqual(Object.values(OLD_PROFESSIONAL_KINDS));
    for (const r of kinds) expect(PROFESSIONAL_KINDS).toContain(r.kind);
  });

  it("refuses the old words from now on", async () => {
    const checks: Array<[ReturnType<typeof sql>, string]> = [
      [sql`update orders set payment_type = 'reserva' where number = 'RC-PAY-0'`, "orders_payment_type_check"],
      [sql`update orders set payment_type = 'conta' where number = 'RC-PAY-3'`, "orders_payment_type_check"],
      [sql`update orders set payment_method = 'tarjeta' where number = 'RC-PAY-0'`, "orders_payment_method_check"],
      [sql`update payments set method = 'tarjeta'`, "payments_method_check"],
      [sql`update contact_requests set reason = 'orcamento'`, "contact_reason_check"],
      [sql`update professional_applications set kind = 'entregas'`, "professional_applications_kind_check"],
    ];
    for (const [query, constraint] of checks)
      expect(await refusal(database(), query), constraint).toEqual({ code: "23514", constraint });
    // The English words pass, and an order paid later still has no method.
    expect(
      await refusal(
        database(),
        sql`update orders set payment_type = 'at_workshop', payment_method = null where number = 'RC-PAY-0'`,
      ),
    ).toBeNull();
  });
});

const OLD_SERVICE_KINDS = {
  coche: "car",
  moto: "motorbike",
  camion: "truck",
  agricola: "agricultural",
  renting: "renting",
  patinete: "scooter",
  itv: "inspection",
  tacografo: "tachograph",
};
const OLD_VEHICLES = { coche: "car", moto: "motorbike", camion: "truck", patinete: "scooter" };
const OLD_COUPON_TYPES = { "global-absoluto": "fixed_amount", "global-porcentaje": "percentage" };

eachDatabase("migration 0028: English workshop services, booking vehicles, coupon types and coupon lines", (kind) => {
  const database = migratedWithOldWords(kind, "0027_one_vocabulary_payments", async ({ db }) => {
    const workshop = (code: string, services: string[]) => sql`
      insert into workshops (code, alias, slug, country, province, province_slug, area, address, postcode, town, phone,
        email, manager, lat, lon, time_zone, bays, hours, open_saturday, open_midday, services, equipment)
      values (${code}, ${`Oficina ${code}`}, ${`oficina-${code}`}, 'PT', 'Lisboa', 'lisboa', 'Lisboa', 'Rua A, 1',
        '1100-048', 'Lisboa', '+351 210 000 000', 'oficina@example.pt', 'Rita', 38.7, -9.1, 'Europe/Lisbon', 2,
        '{"mon": [], "tue": [], "wed": [], "thu": [], "fri": [], "sat": [], "sun": []}'::jsonb, false, false,
        ${JSON.stringify(services)}::jsonb, '[]'::jsonb)`;
    await db.execute(workshop("9001", Object.keys(OLD_SERVICE_KINDS)));
    await db.execute(workshop("9002", ["moto", "coche"]));
    await db.execute(workshop("9003", []));
    for (const [i, vehiculo] of [...Object.keys(OLD_VEHICLES), null].entries())
      await db.execute(sql`
        insert into appointments (workshop_id, status, starts_at, ends_at, bay, services, contact)
        select id, 'booked', ${`2026-12-0${i + 1}T09:00:00Z`}, ${`2026-12-0${i + 1}T10:00:00Z`}, 1,
          '["CITA_OLEO"]'::jsonb,
          ${JSON.stringify(vehiculo ? { nombre: "Rita", vehiculo, marcaPatinete: "Xiaomi" } : { nombre: "Rita" })}::jsonb
        from workshops where code = '9001'`);
    for (const tipo of Object.keys(OLD_COUPON_TYPES))
      await db.execute(sql`
        insert into coupons (code, tipo, importe, descripcion, valid_from, valid_to)
        values (${`OLD-${tipo.toUpperCase()}`}, ${tipo}, 10, 'Desconto', '2026-01-01T00:00:00Z',
          '2026-12-31T00:00:00Z')`);
    await db.execute(sql`
      insert into orders (number, idempotency_key, status, payment_type, subtotal_cents, tax_cents, total_cents,
        due_now_cents, tax_label)
      values ('RC-CUP-1', 'cup-1', 'confirmed', 'at_workshop', 1000, 187, 900, 0, 'IVA')`);
    for (const [productType, productId, total] of [
      ["neumatico", "100001", 1000],
      ["cupao", "OLD-GLOBAL-ABSOLUTO", -100],
      ["servicio", "SRV-VALV", 500],
      ["envio", "ENVIO_CANARIAS", 1500],
    ] as const)
      await db.execute(sql`
        insert into order_lines (order_id, product_type, product_id, nombre, quantity, unit_price_cents, total_cents)
        select id, ${productType}, ${productId}, 'Linha', 1, ${total}, ${total} from orders where number = 'RC-CUP-1'`);
  });

  it("gives every workshop its English service kinds, in the same order", async () => {
    const found = await rows(database(), sql`select code, services from workshops order by code`);
    expect(found).toEqual([
      { code: "9001", services: Object.values(OLD_SERVICE_KINDS) },
      { code: "9002", services: ["motorbike", "car"] },
      { code: "9003", services: [] },
    ]);
    for (const r of found) for (const s of r.services as unknown as string[]) expect(WORKSHOP_SERVICES).toContain(s);
  });

  it("rewrites the vehicle kept in an appointment's contact, and nothing else in it", async () => {
    const found = await rows(database(), sql`select contact from appointments order by starts_at`);
    expect(found.map((r) => r.contact)).toEqual([
      ...Object.values(OLD_VEHICLES).map((vehiculo) => ({ nombre: "Rita", vehiculo, marcaPatinete: "Xiaomi" })),
      { nombre: "Rita" },
    ]);
    for (const r of found.slice(0, -1))
      expect(VEHICLE_KINDS).toContain((r.contact as unknown as { vehiculo: string }).vehiculo);
  });

  it("gives every coupon its English type, and coupon, service and shipping order lines their English types", async () => {
    const coupons = await rows(database(), sql`select code, tipo from coupons order by code`);
    expect(coupons).toEqual(
      Object.entries(OLD_COUPON_TYPES).map(([old, tipo]) => ({ code: `OLD-${old.toUpperCase()}`, tipo })),
    );
    for (const c of coupons) expect(COUPON_TYPES).toContain(c.tipo);
    const lines = await rows(database(), sql`select product_type from order_lines order by id`);
    expect(lines.map((l) => l.product_type)).toEqual(["neumatico", "coupon", "service", "shipping"]);
  });

  it("refuses the old words from now on, and lets the English ones through", async () => {
    const checks: Array<[ReturnType<typeof sql>, string]> = [
      [sql`update coupons set tipo = 'global-absoluto'`, "coupons_tipo_check"],
      [sql`update coupons set tipo = 'global-porcentaje'`, "coupons_tipo_check"],
      [sql`update workshops set services = '["coche"]'::jsonb where code = '9003'`, "workshops_services_check"],
      [
        sql`update workshops set services = '["car", "patinete"]'::jsonb where code = '9003'`,
        "workshops_services_check",
      ],
      [sql`update workshops set services = '"car"'::jsonb where code = '9003'`, "workshops_services_check"],
    ];
    for (const [query, constraint] of checks)
      expect(await refusal(database(), query), constraint).toEqual({ code: "23514", constraint });
    expect(
      await refusal(database(), sql`update workshops set services = '["scooter", "car"]'::jsonb where code = '9003'`),
    ).toBeNull();
    expect(await refusal(database(), sql`update coupons set tipo = 'percentage'`)).toBeNull();
  });
});
