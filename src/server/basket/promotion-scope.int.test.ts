/**
 * Promotions reach only what they advertise (PGlite and the PostgreSQL server): the Michelin winter/all-season offer
 * is not applied to a summer Michelin, and the Continental "10 % na compra de 4" needs 4 tyres on the line.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { testApp } from "../test-support/app.ts";
import { eachDatabase } from "../test-support/db.ts";

const NOW = new Date("2026-11-23T09:00:00Z");

eachDatabase("promotion scope", (kind) => {
  const t = testApp(kind, { now: () => NOW });
  const tyreOf = async (brand: string, seasons: string[]) =>
    (
      (await t.database.db.execute(
        sql`select t.id from tyres t join tyre_models m on m.id = t.model_id join tyre_brands b on b.id = m.brand_id where b.slug = ${brand} and m.season in (${sql.join(
          seasons.map((s) => sql`${s}`),
          sql`, `,
        )}) and t.stock >= 8 and t.vehicle_type = 'turismo' order by t.id limit 1`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows[0]!.id;
  const line = async (id: string, cantidad: number) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/rodacerta/pt/cesta-product/${id}`,
      payload: { cantidad },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().products.find((p: { id_navision: string }) => p.id_navision === id) as {
      promo: { pct: number } | null;
      importe: number;
      importeSinPromo: number;
    };
  };

  it("applies the Michelin winter offer to winter and all-season tyres only", async () => {
    const winter = await line(await tyreOf("michelin", ["invierno"]), 2);
    expect(winter.promo?.pct).toBe(15);
    expect(winter.importe).toBeLessThan(winter.importeSinPromo);
    const summer = await line(await tyreOf("michelin", ["verano"]), 2);
    expect(summer.promo).toBeNull();
    expect(summer.importe).toBe(summer.importeSinPromo);
  });

  it("applies the Continental offer only when the line has 4 tyres", async () => {
    const id = await tyreOf("continental", ["verano", "invierno", "allseason"]);
    expect((await line(id, 2)).promo).toBeNull();
    const four = await line(id, 4);
    expect(four.promo?.pct).toBe(10);
  });
});
