import { describe, expect, it } from "vitest";
import { testApp } from "#src/server/test-support/app.ts";

describe("motorbike tyre API", () => {
  const t = testApp("pglite");
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/rodacerta/pt${url}`, payload: payload as object });
  const get = (url: string) => t.app.inject(`/api/rodacerta/pt${url}`);

  it("cascades the measures and finds tyres with their types", async () => {
    expect((await get("/tyres-with-values-moto")).json().options).toContain("120");
    expect((await get("/tyres-with-values-moto?ancho=120")).json().options).toContain("70");
    expect((await get("/tyres-with-values-moto?ancho=120&alto=70")).json().options).toContain("17");
    expect((await get("/tyres-with-values-moto?ancho=999")).statusCode).toBe(404);
    const r = (await post("/neumaticos-moto/selector", { medidas: { ancho: 120, alto: 70, llanta: 17 } })).json();
    expect(r.total).toBeGreaterThan(5);
    expect(r.tipos).toEqual(expect.arrayContaining(["carretera", "sport"]));
    const sport = (
      await post("/neumaticos-moto/selector", {
        medidas: { ancho: 120, alto: 70, llanta: 17 },
        filtros: { tipos: ["sport"] },
      })
    ).json();
    expect(sport.neumaticos.every((t: { tipo: string }) => t.tipo === "sport")).toBe(true);
    expect((await post("/neumaticos-moto/selector", { medidas: { ancho: 120 } })).statusCode).toBe(400);
  });

  it("lists the load indexes and speed codes of a size and narrows the search by them", async () => {
    const rims = (await get("/tyres-with-values-moto?ancho=120&medida=llanta")).json();
    expect(rims).toEqual({ measure: "llanta", options: expect.arrayContaining(["17"]) });
    const loads = (await get("/tyres-with-values-moto?ancho=120&alto=70&llanta=17&medida=ic")).json();
    expect(loads.measure).toBe("ic");
    expect(loads.options.length).toBeGreaterThan(0);
    const ic = Number(loads.options[0]);
    const speeds = (await get(`/tyres-with-values-moto?ancho=120&alto=70&llanta=17&ic=${ic}&medida=cv`)).json();
    expect(speeds.options.every((c: string) => /^[A-Z]{1,2}$/.test(c))).toBe(true);
    const cv = speeds.options[0] as string;
    const all = (await post("/neumaticos-moto/selector", { medidas: { ancho: 120, alto: 70, llanta: 17 } })).json();
    const narrowed = (
      await post("/neumaticos-moto/selector", {
        medidas: { ancho: 120, alto: 70, llanta: 17, ic, cv },
        pagination: { pageSize: 50, page: 0 },
      })
    ).json();
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.neumaticos.every((t: { ic: number; cv: string }) => t.ic === ic && t.cv === cv)).toBe(true);
    expect(all.total > narrowed.total || (loads.options.length === 1 && speeds.options.length === 1)).toBe(true);
    expect((await get("/tyres-with-values-moto?ancho=120&alto=70&llanta=21&medida=ic")).statusCode).toBe(404);
    expect(
      (await post("/neumaticos-moto/selector", { medidas: { ancho: 120, llanta: 17, cv: "w!" } })).statusCode,
    ).toBe(400);
  });

  it("finds the sizes of a model by brand, engine size, model, year and application", async () => {
    expect((await get("/modelos/moto/values")).json().options).toContain("Yamaha");
    expect((await get("/modelos/moto/values?marca=Yamaha")).json().options).toContain("689");
    expect((await get("/modelos/moto/values?marca=Yamaha&cilindrada=689")).json().options).toEqual([
      "MT-07",
      "Ténéré 700",
    ]);
    expect((await get("/moto/marca/125")).json()).toEqual(expect.arrayContaining(["Honda", "Yamaha"]));
    const both = (
      await post("/modelos/moto/getMedidasTyre", {
        marca: "Yamaha",
        cilindrada: 689,
        modelo: "MT-07",
        fabricacion: 2022,
        aplicacion: "ambas",
      })
    ).json();
    expect(both).toEqual({
      delantera: { ancho: 120, alto: 70, llanta: 17 },
      trasera: { ancho: 180, alto: 55, llanta: 17 },
      error: false,
    });
    const rear = (
      await post("/modelos/moto/getMedidasTyre", {
        marca: "Yamaha",
        cilindrada: 689,
        modelo: "MT-07",
        aplicacion: "trasera",
      })
    ).json();
    expect(rear.delantera).toBeUndefined();
    expect(
      (
        await post("/modelos/moto/getMedidasTyre", {
          marca: "Yamaha",
          cilindrada: 689,
          modelo: "MT-07",
          fabricacion: 1990,
          aplicacion: "ambas",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post("/modelos/moto/getMedidasTyre", { marca: "Yamaha", cilindrada: 689, modelo: "MT-07" })).json().errors
        .aplicacion,
    ).toBeDefined();
  });

  it("lists inner tubes and mousses, and registers a missing brand", async () => {
    const tubes = (await post("/camaras-moto/selector", { llanta: 18, ancho: 120 })).json().camaras;
    expect(tubes.some((t: { tipo: string }) => t.tipo === "mousse")).toBe(true);
    const reg = await post("/neumaticos-moto/register-marca", {
      marca: "Royal Enfield",
      email: "joao@example.pt",
      ancho: 100,
      alto: 90,
      llanta: 19,
    });
    expect(reg.statusCode).toBe(201);
    expect((await post("/neumaticos-moto/register-marca", { marca: "R", email: "x" })).statusCode).toBe(400);
  });
});
