/**
 * The car tyre pages in both languages, served by the built app (needs a build: `BUILD_DIR=… npx react-router build`):
 * /pneus and /neumaticos, a size's results (/seletor/resultados and /selector/resultados), a product page, the plate
 * search, the selector, the tyre-swap assistant and the batteries and oil-pack pages. Each Spanish page is in Spanish
 * (no Portuguese message of the catalogue in it, Spanish links), and its Portuguese twin keeps its Portuguese copy.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "#src/shared/i18n/lang.ts";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

/** A visitor who already gave the selector's lead data (so a results address is not sent to that step first). */
const LEAD = { cookie: "rc_lead=1" };
const SIZE = "ancho=205&serie=55&llanta=16";

describe.skipIf(!webBuilt("web-pages-tyres-es"))("car tyre pages in Portuguese and Spanish", () => {
  const site = startPageApp();
  const page = async (url: string, lang: Lang) => expectPage(lang, await site.get(url, LEAD), []);

  it("serves /neumaticos in Spanish and /pneus in Portuguese", async () => {
    const es = await page("/neumaticos", "es");
    expect(es.text).toContain("Medidas más buscadas");
    expect(es.text).toContain("Servicios de neumáticos");
    expect(es.text).toContain("Neumáticos económicos");
    expect(es.html).toContain('href="/neumaticos/alineacion-de-neumaticos"');
    expect(es.html).toMatch(/href="\/selector\/resultados\?ancho=\d+/);
    expect(es.html).not.toMatch(/href="\/(pneus|seletor)\//);
    expect(es.html).toContain('href="/neumaticos/moto"');
    const moto = await page("/neumaticos/moto", "es");
    expect(moto.text).toContain("Neumáticos de moto");
    expect(moto.text).toContain("Buscar neumáticos de moto");
    const brand = await page("/neumaticos/michelin", "es");
    expect(brand.text).toContain("Neumáticos Michelin");
    expect(brand.text).toContain("Medidas Michelin más buscadas");
    const service = await page("/neumaticos/alineacion-de-neumaticos", "es");
    expect(service.text).toContain("Alineación de neumáticos");
    expect(service.text).toContain(", IVA incluido.");
    const pt = await page("/pneus", "pt");
    expect(pt.text).toContain("Medidas mais procuradas");
    expect(pt.text).toContain("Serviços de pneus");
    expect(pt.text).toContain("Encontre o pneu certo pela medida, pela matrícula ou pelo modelo da mota");
  });

  it("serves a size's results in both languages", async () => {
    const es = await page(`/selector/resultados?${SIZE}`, "es");
    expect(es.text).toContain("Neumáticos 205/55 R16");
    expect(es.text).toContain("neumáticos encontrados");
    expect(es.text).toContain("Ordenar por");
    expect(es.text).toContain("Más baratos primero");
    expect(es.text).toContain("con montaje:");
    expect(es.text).toContain("Filtre los resultados");
    expect(es.text).toMatch(/En stock · montaje a partir de \d+ días? laborables?|Agotado de momento|Últimas/);
    expect(es.html).toMatch(/href="\/neumaticos\/[a-z0-9-]+\/[a-z0-9-]+-\d+"/);
    expect(es.html).not.toMatch(/href="\/pneus\//);
    expect(es.html).toContain('rel="canonical" href="https://');
    expect(es.html).toMatch(/rel="canonical" href="[^"]*\/selector\/resultados\?ancho=205&amp;serie=55&amp;llanta=16"/);
    const pt = await page(`/seletor/resultados?${SIZE}`, "pt");
    expect(pt.text).toContain("Pneus 205/55 R16");
    expect(pt.text).toContain("pneus encontrados");
    expect(pt.text).toContain("Mais baratos primeiro");
    expect(pt.text).toContain("IVA incluído. Inclui montagem na oficina");
    expect(pt.text).toMatch(/Em stock · montagem a partir de \d+ dias? úte?is?|Sem stock de momento|Últimas/);
  });

  it("serves a product page in both languages, its JSON-LD included", async () => {
    const list = await site.get(`/seletor/resultados?${SIZE}`, LEAD);
    const url = /href="(\/pneus\/[a-z0-9-]+\/[a-z0-9-]+-\d+)"/.exec(list.body)?.[1];
    expect(url).toBeDefined();
    const es = await page(url!.replace(/^\/pneus\//, "/neumaticos/"), "es");
    expect(es.text).toContain("Ficha técnica");
    expect(es.text).toContain("Código de velocidad");
    expect(es.text).toContain("Etiqueta europea");
    expect(es.text).toContain("Ver todos los neumáticos 205/55 R16");
    expect(es.html).toContain('"category":"Neumáticos"');
    expect(es.html).toContain('"name":"Eficiencia energética"');
    expect(es.html).toMatch(/"url":"https?:\/\/[^"]*\/neumaticos\//);
    expect(es.html).toMatch(/<meta name="description" content="Neumático /);
    const pt = await page(url!, "pt");
    expect(pt.text).toContain("Características");
    expect(pt.text).toContain("Código de velocidade");
    expect(pt.text).toContain("Ver todos os pneus 205/55 R16");
    expect(pt.html).toContain('"category":"Pneus"');
  });

  it("serves the selector, the plate search and the tyre-swap assistant in Spanish", async () => {
    const selector = await page("/selector/medidas", "es");
    expect(selector.text).toContain("Encuentre su neumático por la medida");
    expect(selector.text).toContain("Ancho");
    expect(selector.html).toContain('href="/selector/matricula?matricula="');
    const plate = await page("/selector/matricula", "es");
    expect(plate.text).toContain("Neumáticos por matrícula");
    expect(plate.text).toContain("El campo matrícula es obligatorio");
    const assistant = await page("/neumaticos-de-cambio/asistente?piso=1.8&idade=7&km=30000&frio=1", "es");
    expect(assistant.text).toContain("¿Debo cambiar los neumáticos?");
    expect(assistant.text).toContain("El dibujo tiene 1,8 mm");
    expect(assistant.text).toContain("Para su uso le recomendamos neumáticos de invierno de gama premium");
    const ptAssistant = await page("/pneus-de-troca/assistente?piso=1.8&idade=7&km=30000&frio=1", "pt");
    expect(ptAssistant.text).toContain("O piso tem 1,8 mm: recomendamos trocar quando o piso chega aos 2 mm.");
    expect(ptAssistant.text).toContain("Para a sua utilização recomendamos pneus de inverno de gama premium");
  });

  it("serves the batteries and oil-pack pages in Spanish", async () => {
    const batteries = await page("/coche/baterias", "es");
    expect(batteries.text).toContain("Baterías con montaje");
    expect(batteries.text).toContain("Cuándo cambiar la batería");
    // What each pack includes is the API's data: Spanish on the Spanish site (migration 0023).
    const packs = expectPage("es", await site.get("/cambio-de-aceite-y-filtros", LEAD), [
      "Cambio de aceite y filtros",
      "Test de seguridad",
      "Filtro de habitáculo",
    ]);
    expect(packs.html).toContain('href="/cambio-de-aceite-y-filtros/test-de-seguridad"');
    const ptBatteries = await page("/carro/baterias", "pt");
    expect(ptBatteries.text).toContain("Baterias com montagem");
  });
});
