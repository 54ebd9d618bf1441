/**
 * The typed API contract (docs/decisions/020-api-contract.md) for the routes declared last in session 27: the
 * workshop pages (GET /tienda/:code, /oficina/:provincia/:slug, /oficinas/area/:area, POST /tiendas/filter). Each
 * answer is parsed `whole` with the response schema its route declares (src/shared): parsing dropped nothing, so the
 * schema lists every field the route sends and declaring it (the compiled serializer drops what a schema does not
 * list) lost no field a page reads.
 */
import { expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import {
  InnerTubesResponse,
  MotoBrandsResponse,
  MotoDefaultModelResponse,
  MotoDefaultSizeResponse,
  MotoModelSizesResponse,
  MotoModelsResponse,
  MotoOptionsResponse,
  MotoResultsResponse,
  RegisterBrandResponse,
} from "#src/shared/tyres/moto.schema.ts";
import {
  TyreBrandsAnswer,
  TyreDefaultSizeAnswer,
  TyreLandingAnswer,
  TyreModelAnswer,
  TyreProductAnswer,
  TyreRequestAnswer,
  TyreSearchAnswer,
  TyreTotalAnswer,
} from "#src/shared/tyres/tyres-api.schema.ts";
import {
  WorkshopAreasAnswer,
  WorkshopPageAnswer,
  WorkshopsInAreaAnswer,
  WorkshopsNearPositionAnswer,
} from "#src/shared/workshops/workshops-api.schema.ts";
import { compileFastSerializer } from "./serializer.ts";
import { apiCaller, testApp } from "./test-support/app.ts";
import { expectAnswer } from "./test-support/contract.ts";
import { eachDatabase } from "./test-support/db.ts";

const LANGS: Lang[] = ["pt", "es"];

it("the workshop page answers compile to fast-json-stringify (not zod's encoder)", () => {
  for (const schema of [
    WorkshopPageAnswer,
    WorkshopsInAreaAnswer,
    WorkshopsNearPositionAnswer,
    TyreDefaultSizeAnswer,
    TyreTotalAnswer,
    TyreBrandsAnswer,
    TyreLandingAnswer,
    TyreProductAnswer,
    TyreModelAnswer,
    TyreRequestAnswer,
    MotoOptionsResponse,
    MotoDefaultSizeResponse,
    MotoDefaultModelResponse,
    MotoBrandsResponse,
    MotoModelsResponse,
    MotoModelSizesResponse,
    MotoResultsResponse,
    InnerTubesResponse,
    RegisterBrandResponse,
  ])
    expect(compileFastSerializer(schema)).not.toBeNull();
});

eachDatabase("API contract: workshop pages, tyres and motorbike tyres, declared and whole", (kind) => {
  const t = testApp(kind);
  const call = apiCaller(() => t.app, 71);

  it("every route of this part declares its 2xx answer (OpenAPI)", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const declared = (method: string, path: string) =>
      Object.keys(doc.paths[`/api/{brand}/{lang}${path}`]?.[method]?.responses ?? {}).filter((s) => s.startsWith("2"));
    for (const [method, path] of [
      ["get", "/tienda/{code}"],
      ["get", "/oficina/{provincia}/{slug}"],
      ["get", "/oficinas/area/{area}"],
      ["post", "/tiendas/filter"],
      ["get", "/tyres-default-values"],
      ["post", "/neumaticos/selector/total"],
      ["get", "/marcas"],
      ["get", "/tyres-landing"],
      ["get", "/neumaticos/{id}"],
      ["get", "/tyres-model"],
      ["get", "/tyres-with-values-moto"],
      ["get", "/tyres-default-values-moto"],
      ["get", "/modelos/moto/values"],
      ["get", "/modelos/moto/default"],
      ["get", "/moto/marca/{cilindrada}"],
      ["get", "/moto/modelo/{marca}/{cilindrada}"],
      ["post", "/modelos/moto/getMedidasTyre"],
      ["post", "/neumaticos-moto/selector"],
      ["post", "/camaras-moto/selector"],
    ] as const)
      expect(declared(method, path), `${method} ${path}`).toEqual(["200"]);
    expect(declared("post", "/neumatico-solicitado")).toEqual(["201"]);
    expect(declared("post", "/neumatico-solicitado-moto")).toEqual(["201"]);
    expect(declared("post", "/neumaticos-moto/register-marca")).toEqual(["201"]);
  });

  it("a workshop's page by code and by address, its area and a list by distance: whole on /pt and /es", async () => {
    const areas = expectAnswer(await call("pt", "GET", "/oficinas/areas"), WorkshopAreasAnswer, { whole: true });
    const lisboa = areas.find((a) => a.slug === "lisboa");
    const madrid = areas.find((a) => a.slug === "madrid");
    expect(lisboa?.talleres).toBeGreaterThan(1);
    expect(madrid?.pais).toBe("ES");

    for (const lang of LANGS) {
      const area = expectAnswer(await call(lang, "GET", "/oficinas/area/lisboa"), WorkshopsInAreaAnswer, {
        whole: true,
      });
      expect(area.provincia).toBe("Lisboa");
      expect(area.talleres).toHaveLength(lisboa!.talleres);
      const towns = area.talleres.map((w) => w.poblacion);
      expect(towns).toEqual([...towns].sort((a, b) => a.localeCompare(b, "pt")));
      expect(area.talleres.every((w) => w.provinciaSlug === "lisboa" && w.distancia === null)).toBe(true);

      const card = area.talleres[0]!;
      const byCode = expectAnswer(await call(lang, "GET", `/tienda/${card.codTienda}`), WorkshopPageAnswer, {
        whole: true,
      });
      // The page is the card plus contacts, hours, equipment, country and reviews.
      expect(byCode).toMatchObject(card);
      expect(byCode.pais).toBe("PT");
      expect(byCode.horario.sun).toEqual([]);
      expect(byCode.horario.mon.length).toBeGreaterThan(0);
      for (const [opens, closes] of byCode.horario.mon) expect(opens < closes, `${opens}–${closes}`).toBe(true);
      expect(byCode.resenas.length).toBeGreaterThan(0);
      for (const r of byCode.resenas) expect(Number.isNaN(Date.parse(r.fecha))).toBe(false);
      // The time zone is the server's (slots and reminders read it there): no page or spec answer reads it.
      expect(byCode).not.toHaveProperty("zonaHoraria");

      const byAddress = expectAnswer(
        await call(lang, "GET", `/oficina/${card.provinciaSlug}/${card.slug}`),
        WorkshopPageAnswer,
        { whole: true },
      );
      expect(byAddress).toEqual(byCode);

      const spanish = expectAnswer(await call(lang, "GET", "/oficinas/area/madrid"), WorkshopsInAreaAnswer, {
        whole: true,
      });
      const madridPage = expectAnswer(
        await call(lang, "GET", `/tienda/${spanish.talleres[0]!.codTienda}`),
        WorkshopPageAnswer,
        { whole: true },
      );
      expect(madridPage.pais).toBe("ES");

      // Two workshops of Lisbon and one of Madrid, from Madrid: nearest first, each with its distance, only those.
      const wanted = [area.talleres[0]!.codTienda, area.talleres[1]!.codTienda, spanish.talleres[0]!.codTienda];
      const sorted = expectAnswer(
        await call(lang, "POST", "/tiendas/filter", { lat: 40.4168, lon: -3.7038, talleres: [...wanted, "99999"] }),
        WorkshopsNearPositionAnswer,
        { whole: true },
      );
      expect(sorted.tiendas.map((w) => w.codTienda).sort()).toEqual([...wanted].sort());
      expect(sorted.tiendas[0]!.codTienda).toBe(spanish.talleres[0]!.codTienda);
      const km = sorted.tiendas.map((w) => w.distancia ?? -1);
      expect(km.every((d) => d >= 0)).toBe(true);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    }

    expect((await call("pt", "GET", "/oficinas/area/atlantida")).statusCode).toBe(404);
    expect((await call("es", "GET", "/tienda/99999")).statusCode).toBe(404);
  });

  it("tyres: default size, count, brands, landings, a product, its model and a stock request: whole on /pt and /es", async () => {
    for (const tipo of ["turismo", "furgoneta", "4x4", "moto"]) {
      const size = expectAnswer(
        await call("pt", "GET", `/tyres-default-values?tipo-vehiculo=${tipo}`),
        TyreDefaultSizeAnswer,
        { whole: true },
      );
      expect(size).toMatchObject({ tipoVehiculo: tipo, temporada: "verano" });
    }
    const filters = { ancho: 205, serie: 55, llanta: 16 };
    const prices: Record<string, number> = {};
    for (const lang of LANGS) {
      const search = expectAnswer(await call(lang, "POST", "/neumaticos/selector", { filters }), TyreSearchAnswer, {
        whole: true,
      });
      const total = expectAnswer(await call(lang, "POST", "/neumaticos/selector/total", { filters }), TyreTotalAnswer, {
        whole: true,
      });
      expect(total.total).toBe(search.total);

      const brands = expectAnswer(await call(lang, "GET", "/marcas"), TyreBrandsAnswer, { whole: true });
      expect(brands.length).toBeGreaterThan(3);
      expect(brands.some((b) => b.moto) && brands.some((b) => !b.moto)).toBe(true);

      for (const tipo of ["marcas", "premium", "carrinha", "mota"]) {
        const landing = expectAnswer(await call(lang, "GET", `/tyres-landing?tipo=${tipo}`), TyreLandingAnswer, {
          whole: true,
        });
        expect("landing" in landing && landing.landing.slug).toBe(tipo);
      }
      const tyre = search.neumaticos[0]!;
      const brand = expectAnswer(await call(lang, "GET", `/tyres-landing?marca=${tyre.marcaSlug}`), TyreLandingAnswer, {
        whole: true,
      });
      expect("brand" in brand && brand.models.some((m) => m.slug === tyre.modeloSlug)).toBe(true);

      const product = expectAnswer(await call(lang, "GET", `/neumaticos/${tyre.id}`), TyreProductAnswer, {
        whole: true,
      });
      expect(product).toMatchObject({ id: tyre.id, url: tyre.url, precio: tyre.precio, montaje: search.montaje });
      expect(product.variantes.every((v) => v.id !== tyre.id)).toBe(true);
      prices[lang] = product.precio;

      const model = expectAnswer(
        await call(lang, "GET", `/tyres-model?marca=${tyre.marcaSlug}&modelo=${tyre.modeloSlug}`),
        TyreModelAnswer,
        { whole: true },
      );
      expect(model.neumaticos.map((n) => n.id)).toContain(tyre.id);
      expect(model.descripcion).toBe(product.descripcion);

      const request = { email: `aviso.${lang}@example.pt`, marca: tyre.marca, modelo: tyre.modelo, cantidad: 4 };
      const asked = expectAnswer(
        await call(lang, "POST", "/neumatico-solicitado", { ...request, productID: tyre.id }),
        TyreRequestAnswer,
        { status: 201, whole: true },
      );
      expect(asked.message).toMatch(lang === "pt" ? /Pedido registado/ : /Solicitud registrada/);
      expectAnswer(
        await call(lang, "POST", "/neumatico-solicitado-moto", { ...request, productID: "900001" }),
        TyreRequestAnswer,
        { status: 201, whole: true },
      );
    }
    // The Spanish site's prices carry Spain's IVA (21 %), the Portuguese one's Portugal's (23 %).
    expect(prices.es).toBeLessThan(prices.pt!);
    expect((await call("pt", "GET", "/tyres-landing")).statusCode).toBe(400);
    expect((await call("es", "GET", "/neumaticos/0000")).statusCode).toBe(404);
  });

  it("motorbike tyres: size and model cascades, a model's sizes, results, inner tubes, a missing brand", async () => {
    const prices: Record<string, number> = {};
    for (const lang of LANGS) {
      const options = async (url: string) =>
        expectAnswer(await call(lang, "GET", url), MotoOptionsResponse, { whole: true });
      expect(await options("/tyres-with-values-moto")).toMatchObject({ measure: "ancho" });
      expect((await options("/tyres-with-values-moto?ancho=120")).options).toContain("70");
      expect(await options("/tyres-with-values-moto?ancho=120&alto=70&llanta=17")).toEqual({
        measure: null,
        options: [],
      });
      expect((await options("/tyres-with-values-moto?ancho=120&alto=70&llanta=17&medida=ic")).measure).toBe("ic");
      expect(
        expectAnswer(await call(lang, "GET", "/tyres-default-values-moto"), MotoDefaultSizeResponse, { whole: true }),
      ).toEqual({ ancho: 120, alto: 70, llanta: 17 });

      expect((await options("/modelos/moto/values")).options).toContain("Yamaha");
      expect((await options("/modelos/moto/values?marca=Yamaha&cilindrada=689")).measure).toBe("modelo");
      expect((await options("/modelos/moto/values?marca=Yamaha&cilindrada=689&modelo=MT-07")).measure).toBe(
        "fabricacion",
      );
      const model = expectAnswer(await call(lang, "GET", "/modelos/moto/default"), MotoDefaultModelResponse, {
        whole: true,
      });
      expect(model).toEqual({ marca: "Yamaha", cilindrada: 689, modelo: "MT-07" });
      const brands = expectAnswer(await call(lang, "GET", "/moto/marca/689"), MotoBrandsResponse, { whole: true });
      expect(brands).toContain("Yamaha");
      const models = expectAnswer(await call(lang, "GET", "/moto/modelo/Yamaha/689"), MotoModelsResponse, {
        whole: true,
      });
      expect(models.map((m) => m.modelo)).toContain("MT-07");

      const sizes = (aplicacion: string) =>
        call(lang, "POST", "/modelos/moto/getMedidasTyre", { ...model, fabricacion: 2022, aplicacion });
      expect(expectAnswer(await sizes("ambas"), MotoModelSizesResponse, { whole: true })).toEqual({
        delantera: { ancho: 120, alto: 70, llanta: 17 },
        trasera: { ancho: 180, alto: 55, llanta: 17 },
        error: false,
      });
      // Only the asked position is sent (absent, not null, for the other one).
      expect(expectAnswer(await sizes("trasera"), MotoModelSizesResponse, { whole: true })).toEqual({
        trasera: { ancho: 180, alto: 55, llanta: 17 },
        error: false,
      });

      const results = expectAnswer(
        await call(lang, "POST", "/neumaticos-moto/selector", { medidas: { ancho: 120, alto: 70, llanta: 17 } }),
        MotoResultsResponse,
        { whole: true },
      );
      expect(results.neumaticos.length).toBeGreaterThan(0);
      expect(results.tipos.length).toBeGreaterThan(0);
      prices[lang] = results.neumaticos[0]!.precio;

      const tubes = expectAnswer(
        await call(lang, "POST", "/camaras-moto/selector", { llanta: 18, ancho: 120 }),
        InnerTubesResponse,
        { whole: true },
      );
      expect(tubes.camaras.some((c) => c.tipo === "mousse")).toBe(true);

      const asked = expectAnswer(
        await call(lang, "POST", "/neumaticos-moto/register-marca", {
          marca: "Royal Enfield",
          email: `moto.${lang}@example.pt`,
          ancho: 100,
          alto: 90,
          llanta: 19,
        }),
        RegisterBrandResponse,
        { status: 201, whole: true },
      );
      expect(asked.message.length).toBeGreaterThan(0);
    }
    expect(prices.es).toBeLessThan(prices.pt!);
  });
});
