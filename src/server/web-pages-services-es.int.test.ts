/**
 * The service hubs and pages in both languages (issue 13): the car hub, the brakes page, a truck page with the quote
 * form, the air-conditioning page and the ozone kits, served by the built app (needs a build: `npm run build`, or
 * BUILD_DIR=build-x). Each Spanish page is in Spanish with no Portuguese message in it, links in Spanish, and its
 * Portuguese twin is unchanged.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

describe.skipIf(!webBuilt("web-pages-services-es"))("the service pages in Portuguese and Spanish", () => {
  const site = startPageApp();
  const page = async (url: string, lang: Lang, phrases: string[], absent: string[] = []) =>
    expectPage(lang, await site.get(url), phrases, { absent });

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
    const res = await site.post("/camion/gestion-de-flotas", { nombre: "", email: "x", comentario: "" });
    // The form answers on the page itself (200), its errors in Spanish.
    expectPage("es", res, ["Corrija los campos señalados."]);
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
    const kits = expectPage("es", await site.get("/kits-de-ozono"), ["Kits de ozono", "¿Quiere saber más?"], {
      absent: ["Quer saber mais?", "Desinfeção do habitáculo com ozono"],
    });
    expect(kits.html).toContain('href="/coche/desinfeccion-ozono"');
    await page("/moto", "es", ["Taller de motos", "Embrague de moto"], ["Oficina de motas"]);
  });
});
