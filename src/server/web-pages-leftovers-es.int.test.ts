/**
 * The last Portuguese words the code put on the Spanish pages (issue 13 leftovers), served by the built app (needs a
 * build: `npm run build`, or BUILD_DIR=build-x): the oil assistant's Spanish step addresses (and the old ones moved
 * permanently), the ozone kits' address, fuel and oil names, the support lines of each site and the workshop areas
 * with each site's own country first. The Portuguese twins are unchanged.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

const ES = "/cambio-de-aceite-y-filtros/asistente";
const PT = "/mudanca-de-oleo-filtros/assistente";

describe.skipIf(!webBuilt("web-pages-leftovers-es"))("the Spanish leftovers of issue 13 on the pages", () => {
  const site = startPageApp();
  const page = async (url: string, lang: Lang, phrases: string[], absent: string[] = []) =>
    expectPage(lang, await site.get(url), phrases, { absent });

  async function movedTo(url: string): Promise<string> {
    const res = await site.get(url);
    expect(res.statusCode, url).toBe(301);
    return String(res.headers.location);
  }

  it("the oil assistant's steps have Spanish addresses; the old ones move there for good", async () => {
    const km = await page(`${ES}/kilometros?matricula=AA-00-AA`, "es", ["¿Cuántos kilómetros tiene su coche?"]);
    expect(km.html).toContain(`action="${ES}/kilometros"`);
    expect(await movedTo(`${ES}/quilometros?matricula=AA-00-AA&kms=95000`)).toBe(
      `${ES}/kilometros?matricula=AA-00-AA&kms=95000`,
    );
    // the kilometres step's answer leads to the oil step's Spanish address
    const next = await site.get(`${ES}/kilometros?matricula=AA-00-AA&kms=95000`);
    expect(next.headers.location).toBe(`${ES}/aceite?matricula=AA-00-AA&kms=95000`);
    const oil = await page(`${ES}/aceite?matricula=AA-00-AA&kms=95000`, "es", ["Elija el aceite", "Sintético"]);
    expect(oil.html).toContain(`action="${ES}/servicios"`);
    expect(oil.html).not.toMatch(/\/asistente\/(oleo|quilometros)\b/);
    expect(await movedTo(`${ES}/oleo?matricula=AA-00-AA&kms=95000`)).toBe(`${ES}/aceite?matricula=AA-00-AA&kms=95000`);
    expect(await movedTo(`${ES}/quilometros?matricula=AA-00-AA`)).toBe(`${ES}/kilometros?matricula=AA-00-AA`);
    // the Portuguese steps keep their names
    const pt = await page(`${PT}/quilometros?matricula=AA-00-AA`, "pt", ["Quantos quilómetros tem o seu carro?"]);
    expect(pt.html).toContain(`action="${PT}/quilometros"`);
    await page(`${PT}/oleo?matricula=AA-00-AA&kms=95000`, "pt", ["Sintético"]);
  });

  it("the ozone kits have a Spanish address; the old one moves there for good", async () => {
    // (the page's own content is another test's: web-pages-services-es)
    const kits = await site.get("/kits-de-ozono");
    expect(kits.statusCode).toBe(200);
    expect(kits.body).toContain('<html lang="es-ES"');
    expect(kits.body).toContain("Kits de ozono");
    expect(await movedTo("/es/kits-ozono")).toBe("/kits-de-ozono");
    expect(await movedTo("/es/kits-ozono?x=1")).toBe("/kits-de-ozono?x=1");
    expect((await site.get("/kits-ozono")).statusCode).toBe(200);
  });

  it("names the car's fuel in Spanish on the plate search", async () => {
    await page("/selector/matricula?matricula=AA-00-AA", "es", ["Diésel"], ["Gasóleo"]);
    await page("/seletor/matricula?matricula=AA-00-AA", "pt", ["Gasóleo"], ["Diésel"]);
  });

  it("each site shows its own support lines", async () => {
    await page("/es", "es", ["+34 900 000 034", "España, Baleares y Canarias"], ["+351 210 000 351", "+351 291"]);
    const es = await site.get("/es");
    expect(es.body).toContain('href="tel:+34900000034"');
    await page("/", "pt", ["+351 210 000 351", "Portugal continental", "+351 291 000 351"], ["+34 900"]);
  });

  it("lists Spain's provinces first on the Spanish site, Portugal's districts first on the Portuguese one", async () => {
    const es = await page("/talleres", "es", ["Madrid", "Lisboa"]);
    const at = (html: string, slug: string) => html.indexOf(`/${slug}"`);
    expect(es.html).toContain('href="/talleres/madrid"');
    expect(at(es.html, "talleres/madrid")).toBeLessThan(at(es.html, "talleres/lisboa"));
    expect(at(es.html, "talleres/las-palmas")).toBeLessThan(at(es.html, "talleres/aveiro"));
    const pt = await page("/oficinas-mecanicas", "pt", ["Madrid", "Lisboa"]);
    expect(pt.html).toContain('href="/oficinas-mecanicas/lisboa"');
    expect(at(pt.html, "oficinas-mecanicas/lisboa")).toBeLessThan(at(pt.html, "oficinas-mecanicas/madrid"));
    expect(at(pt.html, "oficinas-mecanicas/aveiro")).toBeLessThan(at(pt.html, "oficinas-mecanicas/las-palmas"));
  });
});
