import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApp } from "#src/server/test-support/app.ts";

/** GET /tyres-default-values?tipo-vehiculo=: the most common size of each vehicle type in the catalogue. */
describe("default size per vehicle type", () => {
  const t = testApp("pglite");
  const get = (url: string) => t.app.inject(`/api/rodacerta/pt${url}`);

  /** Counts per size straight from the tables, to check the answer against. */
  async function sizeCounts(tipo: string) {
    const query =
      tipo === "moto"
        ? sql`select width as ancho, height as serie, rim as llanta, count(*)::int as total from moto_tyres group by 1, 2, 3`
        : sql`select width as ancho, series as serie, rim as llanta, count(*)::int as total from tyres where vehicle_type = ${tipo} group by 1, 2, 3`;
    const result = await t.database.db.execute(query);
    return (result as unknown as { rows: Array<{ ancho: number; serie: number; llanta: number; total: number }> }).rows;
  }

  it.each(["turismo", "furgoneta", "4x4", "moto"])("answers the most common %s size", async (tipo) => {
    const res = await get(`/tyres-default-values?tipo-vehiculo=${tipo}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tipoVehiculo: tipo, temporada: "verano" });
    expect(body).toEqual(
      expect.objectContaining({
        ancho: expect.any(Number),
        serie: expect.any(Number),
        llanta: expect.any(Number),
        ic: expect.any(Number),
        cv: expect.any(String),
      }),
    );
    const counts = await sizeCounts(tipo);
    expect(counts.length).toBeGreaterThan(0);
    const max = Math.max(...counts.map((c) => c.total));
    const answered = counts.find((c) => c.ancho === body.ancho && c.serie === body.serie && c.llanta === body.llanta);
    expect(answered?.total).toBe(max);
  });

  it("types differ: a van or a motorbike does not start on the car size", async () => {
    const car = (await get("/tyres-default-values?tipo-vehiculo=turismo")).json();
    const moto = (await get("/tyres-default-values?tipo-vehiculo=moto")).json();
    expect(`${moto.ancho}/${moto.serie}/${moto.llanta}`).not.toBe(`${car.ancho}/${car.serie}/${car.llanta}`);
  });

  it("without a type answers the car size", async () => {
    const none = (await get("/tyres-default-values")).json();
    const car = (await get("/tyres-default-values?tipo-vehiculo=turismo")).json();
    expect(none).toEqual(car);
  });

  it("an unknown type is a 400 with a clear message in Portuguese", async () => {
    const res = await get("/tyres-default-values?tipo-vehiculo=camion");
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBeDefined();
    expect(JSON.stringify(body)).toContain("Tipo de veículo inválido: indique turismo, furgoneta, 4x4 ou moto.");
  });
});
