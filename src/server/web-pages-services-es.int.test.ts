/**
 * The service hubs and pages in both languages (issue 13): the car hub, the brakes page, a truck page with the quote
 * form, the air-conditioning page and the ozone kits, served by the built app (needs a build: `npm run build`, or
 * BUILD_DIR=build-x). Each Spanish page is in Spanish with no Portuguese message in it, links in Spanish, and its
 * Portuguese twin is unchanged.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";
import { freshPglite, testEnv } from "./test-support/db.ts";
import { otherLanguageLeaks, visibleText } from "./test-support/language.ts";

const BUILD_DIR = join(process.cwd(), process.env.BUILD_DIR ?? "build");
const built = existsSync(join(BUILD_DIR, "server", "index.js"));
if (!built) console.warn("web-pages-services-es: build/ não existe (npm run build); os testes foram ignorados");

describe.skipIf(!built)("the service pages in Portuguese and Spanish", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await freshPglite();
    app = await buildApp({ database, env: testEnv(), logger: false, webBuildDir: BUILD_DIR, paymentRetries: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /**
   * Offer names and "what is included" lines are the API service catalogue's data (Portuguese, spec section 7): the
   * AC packs are named "Carga de ar condicionado com gás …", which contains the Portuguese page title. Only the
   * kits and AC pages show such names next to a leak check; the hub and service pages must have none.
   */
  const API_DATA = [
    "services.acTitle: Carga de ar condicionado",
    // the ozone kits' names and lines ("Kit de desinfeção com ozono", "Filtro de habitáculo")
    "services.kitsMoreLink: desinfeção com ozono",
    "oil.lineCabinFilter: Filtro de habitáculo",
  ];

  async function page(url: string, lang: "pt" | "es", phrases: string[], absent: string[] = []) {
    const res = await app.inject(url);
    expect(res.statusCode, url).toBe(200);
    const html = res.body;
    const text = visibleText(html);
    expect(html, url).toContain(`<html lang="${lang === "es" ? "es-ES" : "pt-PT"}"`);
    for (const p of phrases) expect(text, `${url}: ${p}`).toContain(p);
    for (const p of absent) expect(text, `${url}: ${p}`).not.toContain(p);
    expect(
      otherLanguageLeaks(html, lang).filter((l) => !API_DATA.includes(l)),
      url,
    ).toEqual([]);
    return { html, text };
  }

  it("the car hub", async () => {
    const es = await page(
      "/coche",
      "es",
      ["Servicios para su coche", "Frenos: pastillas, discos y líquido", "Preparación para la ITV", "Ver servicio →"],
      ["Serviços para o seu carro", "Ver serviço"],
    );
    expect(es.html).toContain('href="/coche/frenos"');
    expect(es.html).toContain('href="/coche/carga-de-aire-acondicionado"');
    expect(es.html).toContain("<title>Servicios para su coche | RodaCerta</title>");
    const pt = await page("/carro", "pt", [
      "Serviços para o seu carro",
      "Travões: pastilhas, discos e líquido",
      "Ver serviço →",
    ]);
    expect(pt.html).toContain('href="/carro/travoes"');
  });

  it("the brakes page", async () => {
    const es = await page(
      "/coche/frenos",
      "es",
      [
        "Frenos: pastillas, discos y líquido",
        "Cuándo hacerlo",
        "Señales de alerta",
        "¿Sabía que…?",
        "Talleres cerca de usted",
      ],
      ["Quando fazer", "Sinais de alerta", "Oficinas perto de si"],
    );
    expect(es.html).toContain("<title>Frenos: pastillas, discos y líquido | RodaCerta</title>");
    expect(es.html).toContain('href="/coche"');
    expect(es.html).not.toContain('href="/marcacao-previa');
    await page("/carro/travoes", "pt", [
      "Travões: pastilhas, discos e líquido",
      "Quando fazer",
      "Sinais de alerta",
      "Sabia que…",
      "Oficinas perto de si",
    ]);
  });

  it("a truck page with the quote form, and its Spanish quote request", async () => {
    await page(
      "/camion/gestion-de-flotas",
      "es",
      ["Gestión de flotas", "Para quién es", "Pida un presupuesto", "Nombre o empresa", "Pedir presupuesto"],
      ["Peça um orçamento", "Nome ou empresa"],
    );
    await page("/camiao/gestao-de-frotas", "pt", [
      "Gestão de frotas",
      "Para quem é",
      "Peça um orçamento",
      "Pedir orçamento",
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/camion/gestion-de-flotas",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "nombre=&email=x&comentario=",
    });
    expect(res.statusCode).toBeLessThan(500);
    const text = visibleText(res.body);
    expect(text).toContain("Corrija los campos señalados.");
    expect(otherLanguageLeaks(res.body, "es")).toEqual([]);
  });

  it("the air-conditioning page and the ozone kits", async () => {
    const es = await page(
      "/coche/carga-de-aire-acondicionado",
      "es",
      ["Carga de aire acondicionado", "¿Cuál es el pack de su coche?", "Qué incluye la carga", "Los dos packs"],
      ["Qual é o pack do seu carro?", "O que inclui a carga"],
    );
    expect(es.html).toContain("<title>Carga de aire acondicionado | RodaCerta</title>");
    await page("/carro/carga-de-ar-condicionado", "pt", [
      "Carga de ar condicionado",
      "Qual é o pack do seu carro?",
      "Os dois packs",
    ]);
    const missing = await page("/coche/carga-de-aire-acondicionado?matricula=", "es", ["Matrícula"]);
    expect(missing.text).not.toContain("O campo");
    const kits = await page("/es/kits-ozono", "es", ["Kits de ozono", "¿Quiere saber más?"], ["Quer saber mais?"]);
    expect(kits.html).toContain('href="/coche/desinfeccion-ozono"');
    await page("/moto", "es", ["Taller de motos", "Embrague de moto"], ["Oficina de motas"]);
  });
});
