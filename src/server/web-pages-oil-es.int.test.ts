/**
 * The oil-change pages in both languages (issue 13): the assistant by plate (first step, kilometres, oil, pack), a pack
 * page, the safety test page and the campaign preset link, served by the built app (needs a build: `npm run build`, or
 * BUILD_DIR=build-x). Each Spanish page is in Spanish with no Portuguese message in it and its links on Spanish paths;
 * its Portuguese twin is unchanged.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

const ES = "/cambio-de-aceite-y-filtros";
const PT = "/mudanca-de-oleo-filtros";

describe.skipIf(!webBuilt("web-pages-oil-es"))("the oil-change pages in Portuguese and Spanish", () => {
  const site = startPageApp();
  const page = async (url: string, lang: Lang, phrases: string[], absent: string[] = []) =>
    expectPage(lang, await site.get(url), phrases, { absent });

  async function redirectOf(url: string): Promise<string> {
    const res = await site.get(url);
    expect(res.statusCode, url).toBeGreaterThanOrEqual(300);
    expect(res.statusCode, url).toBeLessThan(400);
    return String(res.headers.location);
  }

  it("the assistant's first step", async () => {
    const es = await page(
      `${ES}/asistente`,
      "es",
      [
        "Cambio de aceite: su matrícula",
        "Con la matrícula encontramos el motor de su coche y los aceites indicados por el fabricante.",
        "Kilómetros",
        "5. Cesta",
        "¿Tiene cuenta?",
        "Iniciar sesión para elegir uno de sus vehículos",
      ],
      ["Mudança de óleo", "Carrinho"],
    );
    expect(es.html).toContain('placeholder="1234 BCD"');
    expect(es.html).toContain('aria-label="Pasos del asistente"');
    expect(es.html).toContain(`action="${ES}/asistente"`);
    expect(es.html).toContain(`href="/iniciar-sesion?next=${encodeURIComponent(`${ES}/asistente`)}"`);
    expect(es.html).toContain(`href="${ES}"`);
    expect(es.html).toContain("<title>Cambio de aceite: su matrícula | RodaCerta</title>");
    const pt = await page(`${PT}/assistente`, "pt", [
      "Mudança de óleo: a sua matrícula",
      "Com a matrícula encontramos o motor do seu carro e os óleos indicados pelo fabricante.",
      "5. Carrinho",
      "Tem conta? Entrar para escolher um dos seus veículos",
    ]);
    expect(pt.html).toContain('placeholder="AA-00-AA"');
    expect(pt.html).toContain(`href="/login?next=${encodeURIComponent(`${PT}/assistente`)}"`);
  });

  it("an unknown plate in Spanish offers the hand pick on Spanish paths", async () => {
    const es = await page(`${ES}/asistente?matricula=9999ZZZ`, "es", [
      "Esta matrícula no existe",
      "Elegir el coche a mano",
      "No hemos encontrado 9999ZZZ en el registro.",
    ]);
    expect(es.html).toContain(`href="${ES}/asistente/marca?matricula=9999ZZZ"`);
    const brand = await page(`${ES}/asistente/marca?matricula=9999ZZZ`, "es", ["¿Cuál es la marca de su coche?"]);
    expect(brand.html).toContain("Elija la marca");
  });

  it("plate → kilometres → oil → pack in Spanish, with the advice built from the API's figures", async () => {
    expect(await redirectOf(`${ES}/asistente?matricula=aa00aa`)).toBe(`${ES}/asistente/kilometros?matricula=AA-00-AA`);
    await page(`${ES}/asistente/kilometros?matricula=AA-00-AA`, "es", [
      "¿Cuántos kilómetros tiene su coche?",
      "Kilómetros actuales",
      "Kilómetros en el último cambio de aceite (opcional)",
    ]);
    await page(`${ES}/asistente/kilometros?matricula=AA-00-AA&kms=abc`, "es", [
      "Escriba los kilómetros solo con cifras (p. ej.: 85.000)",
    ]);
    expect(await redirectOf(`${ES}/asistente/kilometros?matricula=AA-00-AA&kms=95000`)).toBe(
      `${ES}/asistente/aceite?matricula=AA-00-AA&kms=95000`,
    );
    const oil = await page(`${ES}/asistente/aceite?matricula=AA-00-AA&kms=95000`, "es", [
      "Elija el aceite",
      "Aceites indicados para el motor de su coche",
      "95.000 km",
      "Le aconsejamos cambiar el aceite cada 15.000 km a 20.000 km.",
      "Todos los packs incluyen hasta 5 L del aceite elegido.",
    ]);
    const aceite = /name="aceite" value="([^"]+)"/.exec(oil.html)?.[1];
    expect(aceite).toBeTruthy();
    expect(oil.html).toContain(`action="${ES}/asistente/servicios"`);
    const packs = await page(`${ES}/asistente/servicios?matricula=AA-00-AA&kms=95000&aceite=${aceite}`, "es", [
      "Elija el pack",
      "Aceite elegido:",
      "Filtro de aceite",
      "Cambio de aceite (hasta 5 L)",
      "Elegir este pack",
      "La tasa de aceite usado (0,06 € por litro) no está incluida.",
      "Conviene saber",
    ]);
    expect(packs.html).toContain(`href="${ES}/pack-basic"`);
    const ptPacks = await page(`${PT}/assistente/servicos?matricula=AA-00-AA&kms=95000&aceite=${aceite}`, "pt", [
      "Escolha o pack",
      "Óleo escolhido:",
      "Mudança de óleo (até 5 L)",
      "O teste de segurança está incluído em todos os packs, sem custo. A taxa de óleo usado (0,06 € por litro) não está incluída. Um pack novo substitui o pack de revisão que já tiver no carrinho.",
      "Aconselhamos mudar o óleo a cada 15 000 a 20 000 km (7500 a 10 000 km em carros anteriores a 2000).",
    ]);
    expect(ptPacks.html).toContain(`href="${PT}/pack-basic"`);
    // choosing a pack puts it in the basket and opens the Spanish basket
    const chosen = await site.post(`${ES}/asistente/servicios?matricula=AA-00-AA&kms=95000&aceite=${aceite}`, {
      pack: "PACK_BASIC",
    });
    expect(chosen.statusCode).toBeGreaterThanOrEqual(300);
    expect(chosen.statusCode).toBeLessThan(400);
    expect(chosen.headers.location).toBe("/cesta/pedido?adicionado=PACK_BASIC");
    // the campaign link lands on the pack step in the link's language
    expect(await redirectOf(`/es/verificar-revision-preset?matricula=AA-00-AA&kms=95000&aceite=${aceite}`)).toBe(
      `${ES}/asistente/servicios?matricula=AA-00-AA&kms=95000&aceite=${aceite}`,
    );
    expect(await redirectOf(`/verificar-revision-preset?matricula=AA-00-AA&kms=95000&aceite=${aceite}`)).toBe(
      `${PT}/assistente/servicos?matricula=AA-00-AA&kms=95000&aceite=${aceite}`,
    );
  });

  it("a pack page", async () => {
    const es = await page(
      `${ES}/pack-plus`,
      "es",
      [
        "Pack Plus",
        "Qué incluye",
        "Cambio de aceite (hasta 5 L)",
        "Filtro de aire",
        "Precio y tiempo en el taller",
        "108,11 €", // 109,90 € with Portugal's IVA (23 %), here with Spain's (21 %)
        "IVA incluido · unos 75 minutos en el taller",
        "Empezar por la matrícula",
        "Otros packs",
      ],
      ["Mudança de óleo"],
    );
    expect(es.html).toContain(`href="${ES}/test-de-seguridad"`);
    expect(es.html).toContain(`href="${ES}/asistente"`);
    expect(es.html).toContain("<title>Pack Plus: cambio de aceite y filtros | RodaCerta</title>");
    await page(`${PT}/pack-plus`, "pt", [
      "O que inclui",
      "Mudança de óleo (até 5 L)",
      "IVA incluído · cerca de 75 minutos na oficina",
      "Começar pela matrícula",
    ]);
    expect((await site.get(`${ES}/pack-nada`)).statusCode).toBe(404);
  });

  it("the safety test page", async () => {
    const es = await page(
      `${ES}/test-de-seguridad`,
      "es",
      [
        "Test de seguridad",
        "Neumáticos",
        "Frenos",
        "Holguras en la dirección",
        "Gratis con cualquier pack de cambio de aceite",
        "Pedir cita solo para el test de seguridad",
      ],
      ["Teste de segurança", "Travões"],
    );
    expect(es.html).toContain('href="/cita-previa?servicios=TESTSEGURIDAD"');
    expect(es.html).toContain(`href="${ES}/pack-basic"`);
    expect(es.html).toContain("<title>Test de seguridad | RodaCerta</title>");
    const pt = await page(`${PT}/teste-de-seguranca`, "pt", ["Teste de segurança", "Travões", "Folgas na direção"]);
    expect(pt.html).toContain('href="/marcacao-previa?servicos=TESTSEGURIDAD"');
  });
});
