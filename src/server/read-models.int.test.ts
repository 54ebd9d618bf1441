/**
 * Read models (issue 15): data the processes hold in memory follows the database at once, whoever changes it. The
 * changes here are made by hand in SQL, on another connection than the app's listener (PostgreSQL) or on the same
 * embedded database (PGlite): the triggers of migration 0011 announce them and the app reloads or patches.
 */
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { eachDatabase } from "./test-support/db.ts";
import { testApp } from "#src/server/test-support/app.ts";

const WAIT = { timeout: 5000, interval: 20 };

eachDatabase("read models follow the database", (kind) => {
  const t = testApp(kind, { now: () => new Date("2026-11-23T10:00:00Z") });
  const search = async () =>
    (await t.api("POST", "/neumaticos/selector", { filters: { ancho: 205, serie: 55, llanta: 16 } })).json() as {
      neumaticos: Array<{ id: string; stock: number }>;
    };

  it("a tyre's stock set to 0 shows at once in the search results (and back again)", async () => {
    const first = (await search()).neumaticos[0]!;
    expect(first.stock).toBeGreaterThan(0);
    await t.database.db.execute(sql`update tyres set stock = 0 where id = ${first.id}`);
    await vi.waitFor(async () => {
      const again = (await search()).neumaticos.find((x) => x.id === first.id);
      expect(again?.stock ?? 0).toBe(0);
    }, WAIT);
    await t.database.db.execute(sql`update tyres set stock = ${first.stock} where id = ${first.id}`);
    await vi.waitFor(async () => {
      const again = (await search()).neumaticos.find((x) => x.id === first.id);
      expect(again?.stock).toBe(first.stock);
    }, WAIT);
  });

  it("a workshop renamed, and a review added, show on the workshop pages", async () => {
    const [row] = (
      (await t.database.db.execute(sql`select id, code, alias from workshops order by id limit 1`)) as unknown as {
        rows: Array<{ id: number; code: string; alias: string }>;
      }
    ).rows;
    const before = (await t.api("GET", `/tienda/${row!.code}`)).json();
    await t.database.db.execute(sql`update workshops set alias = ${`${row!.alias} (renovada)`} where id = ${row!.id}`);
    await t.database.db.execute(
      sql`insert into workshop_reviews (workshop_id, author, stars, comment, created_at) values (${row!.id}, 'Inês', 5, 'Atendimento impecável e rápido.', now())`,
    );
    await vi.waitFor(async () => {
      const after = (await t.api("GET", `/tienda/${row!.code}`)).json();
      expect(JSON.stringify(after)).toContain("(renovada)");
      expect(JSON.stringify(after)).toContain("Atendimento impecável e rápido.");
    }, WAIT);
    expect(JSON.stringify(before)).not.toContain("(renovada)");
  });

  it("a promotion edited by hand shows in the offers list and on the tyres it covers", async () => {
    const offers = (await t.api("GET", "/promociones")).json() as Array<{ id_site_promocion: number; titulo: string }>;
    expect(offers.length).toBeGreaterThan(0);
    const promo = offers[0]!;
    await t.database.db.execute(
      sql`update promotions set titulo = ${`${promo.titulo} — últimos dias`} where id = ${promo.id_site_promocion}`,
    );
    await vi.waitFor(async () => {
      const list = (await t.api("GET", "/promociones")).json() as Array<{ id_site_promocion: number; titulo: string }>;
      expect(list.find((o) => o.id_site_promocion === promo.id_site_promocion)?.titulo).toContain("últimos dias");
    }, WAIT);
    // Ended: gone from the list, at once.
    await t.database.db.execute(
      sql`update promotions set ends_at = '2026-11-01T00:00:00Z' where id = ${promo.id_site_promocion}`,
    );
    await vi.waitFor(async () => {
      const list = (await t.api("GET", "/promociones")).json() as Array<{ id_site_promocion: number }>;
      expect(list.some((o) => o.id_site_promocion === promo.id_site_promocion)).toBe(false);
    }, WAIT);
  });
});
