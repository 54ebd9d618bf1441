import { describe, expect, it } from "vitest";
import { testApp } from "#src/server/test-support/app.ts";

describe("manual car selection lists no motorbikes (issue 17)", () => {
  const t = testApp("pglite");
  const get = (url: string) => t.app.inject(`/api/rodacerta/pt${url}`);

  it("the car make list has car brands but no motorbike-only brands", async () => {
    const marcas = (await get("/matricula/marcas")).json() as string[];
    expect(marcas).toContain("Renault");
    expect(marcas).toContain("Volkswagen");
    for (const moto of ["Yamaha", "Kawasaki", "Ducati", "KTM", "Piaggio", "Vespa"]) expect(marcas).not.toContain(moto);
  });

  it("brands making both keep only their cars", async () => {
    const bmw = (await get("/matricula/modelos?marca=BMW")).json() as string[];
    expect(bmw).toContain("X5 (G05)");
    expect(bmw).not.toContain("R 1250 GS");
    const honda = (await get("/matricula/modelos?marca=Honda")).json() as string[];
    expect(honda).toEqual(["Civic"]);
  });

  it("a motorbike model cannot be picked through the car selection", async () => {
    expect((await get("/matricula/modelos?marca=Yamaha")).statusCode).toBe(404);
    expect((await get(`/matricula/motores?marca=Yamaha&modelo=${encodeURIComponent("MT-07")}`)).statusCode).toBe(404);
  });

  it("a plate still finds its vehicle, motorbike or not", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/rodacerta/pt/matricula",
      payload: { matriculaNumber: "45-TT-67" },
    });
    expect(res.statusCode).toBe(200);
  });
});
