import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCarPlate } from "#src/shared/plates.ts";
import { isValidPostcode, PT_DISTRICTS, ptDistrictForPostcode } from "#src/shared/postcodes.ts";
import { freshPglite } from "#src/server/test-support/db.ts";
import type { Database } from "../client.ts";
import { createRng } from "./random.ts";
import { buildPlates, buildWorkshops } from "./seed.ts";

describe("demo catalogue", () => {
  let database: Database;
  const count = async (q: string) => Number(((await database.db.execute(sql.raw(q))).rows[0] as { n: number }).n);
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it("has at least 20 tyre brands over the three tiers, and 20,000 car/van/4x4 SKUs", async () => {
    expect(await count("select count(*)::int n from tyre_brands")).toBeGreaterThanOrEqual(20);
    const tiers = (await database.db.execute(sql`select distinct tier from tyre_brands order by tier`)).rows.map(
      (r) => (r as { tier: string }).tier,
    );
    expect(tiers).toEqual(["BUDGET", "PREMIUM", "QUALITY"]);
    expect(await count("select count(*)::int n from tyres")).toBeGreaterThanOrEqual(20000);
    for (const kind of ["turismo", "furgoneta", "4x4"])
      expect(await count(`select count(*)::int n from tyres where vehicle_type = '${kind}'`)).toBeGreaterThan(500);
    expect(
      await count("select count(*)::int n from tyres where width = 205 and series = 55 and rim = 16"),
    ).toBeGreaterThan(50);
    expect(await count("select count(*)::int n from moto_tyres")).toBeGreaterThan(100);
    expect(await count("select count(*)::int n from inner_tubes")).toBeGreaterThan(10);
    for (const brand of [
      "michelin",
      "continental",
      "pirelli",
      "bridgestone",
      "goodyear",
      "kleber",
      "falken",
      "mabor",
      "hankook",
      "nexen",
    ]) {
      expect(await count(`select count(*)::int n from tyre_brands where slug = '${brand}'`)).toBe(1);
    }
  });

  it("every tyre has a price, an EU label and availability", async () => {
    expect(
      await count(
        "select count(*)::int n from tyres where price_cents <= 0 or fuel_class is null or wet_class is null or noise_db is null",
      ),
    ).toBe(0);
    expect(await count("select count(*)::int n from tyres where stock = 0")).toBeGreaterThan(0);
  });

  it("has at least 100 workshops over all districts, the islands, Spain and the Canaries", async () => {
    expect(await count("select count(*)::int n from workshops")).toBeGreaterThanOrEqual(100);
    const rows = (await database.db.execute(sql`select province, postcode, country, time_zone, hours from workshops`))
      .rows as Array<{
      province: string;
      postcode: string;
      country: string;
      time_zone: string;
    }>;
    const provinces = new Set(rows.map((r) => r.province));
    for (const d of PT_DISTRICTS) expect(provinces, d).toContain(d);
    expect(provinces).toContain("Las Palmas");
    expect(provinces).toContain("Santa Cruz de Tenerife");
    for (const r of rows) {
      expect(isValidPostcode(r.postcode), r.postcode).toBe(true);
      if (r.country === "PT") expect(ptDistrictForPostcode(r.postcode)).toBe(r.province);
    }
    expect(new Set(rows.map((r) => r.time_zone))).toEqual(
      new Set(["Europe/Lisbon", "Atlantic/Azores", "Atlantic/Madeira", "Europe/Madrid", "Atlantic/Canary"]),
    );
    expect(await count("select count(*)::int n from workshops where open_saturday")).toBeGreaterThan(10);
    expect(await count("select count(*)::int n from workshops where open_midday")).toBeGreaterThan(10);
    expect(await count("select count(*)::int n from workshop_reviews")).toBeGreaterThan(300);
  });

  it("has at least 500 registry plates covering every valid format, each linked to a model with sizes", async () => {
    const rows = (
      await database.db.execute(
        sql`select r.plate, r.format, m.tyre_sizes from vehicle_registry r join vehicle_models m on m.id = r.model_id`,
      )
    ).rows as Array<{ plate: string; format: string; tyre_sizes: string[] }>;
    expect(rows.length).toBeGreaterThanOrEqual(500);
    const formats = new Set<string>();
    for (const r of rows) {
      const parsed = parseCarPlate(r.plate);
      expect(parsed, r.plate).not.toBeNull();
      formats.add(parsed!.format);
      expect(r.tyre_sizes.length).toBeGreaterThan(0);
    }
    expect([...formats].sort()).toEqual([
      "ES_NATIONAL",
      "ES_PROVINCIAL",
      "PT_AA_NN_AA",
      "PT_AA_NN_NN",
      "PT_NN_AA_NN",
      "PT_NN_NN_AA",
    ]);
  });

  it("has oils, batteries, service packs, promotions and coupons", async () => {
    expect(await count("select count(*)::int n from oils")).toBeGreaterThan(5);
    expect(await count("select count(*)::int n from batteries where start_stop")).toBeGreaterThan(5);
    expect(await count("select count(*)::int n from service_packs")).toBe(4);
    expect(await count("select count(*)::int n from promotions")).toBeGreaterThan(2);
    expect(await count("select count(*)::int n from coupons")).toBeGreaterThan(2);
    expect(
      await count(
        "select count(*)::int n from services where id in ('TESTSEGURIDAD','RECOGIDA_TALLER','MONTAJE_TALLER','RECOGIDA_TALLER_BATERIA','MONTAJE_TALLER_BATERIA','RECOGIDA_TALLER_ACEITE','ITV_APPLUS')",
      ),
    ).toBe(7);
  });
});

describe("seed generator", () => {
  it("is deterministic", () => {
    expect(buildPlates(createRng(7), 50)).toEqual(buildPlates(createRng(7), 50));
    expect(buildWorkshops(createRng(7))).toEqual(buildWorkshops(createRng(7)));
    expect(buildPlates(createRng(7), 50)).not.toEqual(buildPlates(createRng(8), 50));
  });
});
