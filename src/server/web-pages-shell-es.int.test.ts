/**
 * The page frame, the home page, the content pages, the blog and the error pages in both languages (issue 13), served by
 * the built app (needs a build: `npm run build`, or BUILD_DIR=build-x): each Spanish page in Spanish with no Portuguese
 * message in it, its Portuguese twin unchanged, and the language switcher leading to the same page in the other
 * language.
 */
import { describe, expect, it } from "vitest";
import { expectPage, startPageApp, webBuilt } from "./test-support/pages.ts";

/** The href of the language switcher leading to `to` (the header's; the footer has the same link). */
function switcherHref(html: string, to: "pt" | "es"): string | undefined {
  const tag = new RegExp(`<a [^>]*data-language-switcher="${to}"[^>]*>`).exec(html)?.[0];
  return tag ? /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") : undefined;
}

describe.skipIf(!webBuilt("web-pages-shell-es"))(
  "the frame, home, content pages and blog in Portuguese and Spanish",
  () => {
    const site = startPageApp();
    /** A Spanish page: lang es-ES, the phrases, none of `absent` (Portuguese content data) and no Portuguese message. */
    const spanish = async (url: string, phrases: string[], absent: string[] = [], status = 200) =>
      expectPage("es", await site.get(url), phrases, { absent, status });
    const portuguese = async (url: string, phrases: string[], absent: string[] = [], status = 200) =>
      expectPage("pt", await site.get(url), phrases, { absent, status });

    it("writes the frame in the page's language: header, menu, footer, support phones and the demo strip", async () => {
      const es = await spanish("/es", [
        "Saltar al contenido",
        "Encontrar taller",
        "Acceder",
        "Cesta",
        "Neumáticos",
        "Cambio de aceite",
        "Cita previa",
        "Quiénes somos",
        "Preguntas frecuentes",
        "Privacidad",
        "Atención al cliente",
        "De lunes a viernes de 8:30 a 19:00; sábados de 9:00 a 13:00",
        // the Spanish site's own support line (src/shared/site/support.ts)
        "España, Baleares y Canarias",
        "+34 900 000 034",
        "Precios con IVA incluido al tipo vigente (IGIC en Canarias).",
        "Demostración: pagos simulados",
      ]);
      // Every internal link of the frame is on the Spanish route map.
      for (const href of [
        "/talleres",
        "/cesta",
        "/iniciar-sesion",
        "/cita-previa",
        "/preguntas-frecuentes",
        "/es/blog",
      ])
        expect(es.html, href).toContain(`href="${href}"`);
      expect(es.html).toContain('action="/es/newsletter"');
      expect(es.html).not.toMatch(/href="\/(carrinho|login|oficinas-mecanicas|marcacao-previa|pneus)\b/);

      await portuguese("/", [
        "Saltar para o conteúdo",
        "Encontrar oficina",
        "Entrar",
        "Carrinho",
        "Mudança de óleo",
        "Marcação",
        "Quem somos",
        "Apoio ao cliente",
        "Segunda a sexta das 8h30 às 19h00; sábado das 9h00 às 13h00",
        "Portugal continental",
        "+351 210 000 351",
        "© 2026 RodaCerta — Pneus e Oficinas, Lda. · NIF 509 999 993 · Preços com IVA incluído à taxa em vigor.",
        "Demonstração: pagamentos simulados",
      ]);
    });

    it("shows the home page in Spanish at /es, with links to the Spanish pages", async () => {
      const { html } = await spanish(
        "/es",
        [
          "Neumáticos al mejor precio, montados en un taller cerca de usted",
          "Por medida",
          "Por matrícula",
          "Ancho",
          "Llanta",
          "Encuentre el taller más cercano",
          "Servicios en el taller",
          "Cambio de aceite y filtros",
          "¿Tiene una moto?",
        ],
        ["Pneus ao melhor preço"],
      );
      expect(html).toContain("<title>RodaCerta — Neumáticos baratos con montaje en un taller cerca de usted</title>");
      expect(html).toContain('action="/selector/resultados"');
      expect(html).toContain('action="/selector/matricula"');
      expect(html).toContain('href="/coche/baterias"');
      expect(html).toContain('href="/es/selector-moto/marca"');
      await portuguese("/", ["Pneus ao melhor preço, montados na oficina perto de si", "Pela medida", "Largura"]);
    });

    it("shows the content pages in Spanish on the Spanish site and unchanged on the Portuguese one", async () => {
      await spanish(
        "/preguntas-frecuentes",
        ["Preguntas frecuentes", "¿Dónde veo la medida de mi neumático?", "¿Puedo cambiar la hora de la cita?"],
        ["Onde vejo a medida", "Perguntas frequentes"],
      );
      await spanish("/quienes-somos", ["Quiénes somos", "Nuestra red"], ["A nossa rede"]);
      await spanish("/politica-de-privacidad", ["Política de privacidad", "Sus derechos"], ["Os seus direitos"]);
      await portuguese(
        "/perguntas-frequentes",
        ["Perguntas frequentes", "Onde vejo a medida do meu pneu?"],
        ["¿Dónde veo la medida"],
      );
      await portuguese("/empresa", ["Quem somos", "A nossa rede"], ["Nuestra red"]);
      // The spec's old Spanish-spelt FAQ address, under /es, goes to the Spanish FAQ.
      const old = await site.get("/es/preguntas-frequentes");
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe("/preguntas-frecuentes");
    });

    it("shows the blog and its articles in Spanish at their Spanish addresses", async () => {
      const list = await spanish(
        "/es/blog",
        [
          "Blog RodaCerta",
          "Consejos prácticos",
          "Presión de los neumáticos: cuándo y cómo revisarla",
          "17 de noviembre de 2026",
        ],
        ["Pressão dos pneus", "17 de novembro de 2026"],
      );
      expect(list.html).toContain('href="/es/blog/presion-de-los-neumaticos"');
      const post = await spanish(
        "/es/blog/presion-de-los-neumaticos",
        [
          "Por qué importa la presión",
          "Publicado el 17 de noviembre de 2026",
          "Todos los artículos",
          "Otros artículos",
        ],
        ["Porque é que a pressão importa", "Publicado a"],
      );
      expect(post.html).toContain('href="/talleres"');
      expect(post.html).toContain('"inLanguage":"es-ES"');
      expect(post.html).toContain('hrefLang="pt-PT" href="https://www.rodacerta.pt/blog/pressao-dos-pneus"');
      expect(post.html).toContain('hrefLang="es-ES" href="https://www.rodacerta.pt/es/blog/presion-de-los-neumaticos"');
      // An article asked for by its Portuguese slug on the Spanish site (and the reverse) moves to its own address.
      const moved = await site.get("/es/blog/pressao-dos-pneus");
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe("/es/blog/presion-de-los-neumaticos");
      const back = await site.get("/blog/presion-de-los-neumaticos");
      expect(back.statusCode).toBe(301);
      expect(back.headers.location).toBe("/blog/pressao-dos-pneus");

      await portuguese("/blog", [
        "Blog RodaCerta",
        "Pressão dos pneus: quando e como verificar",
        "17 de novembro de 2026",
      ]);
      const pt = await portuguese(
        "/blog/pressao-dos-pneus",
        ["Porque é que a pressão importa", "Publicado a 17 de novembro de 2026"],
        ["Por qué importa la presión"],
      );
      expect(pt.html).toContain('"inLanguage":"pt-PT"');
      expect(pt.html).toContain('hrefLang="es-ES" href="https://www.rodacerta.pt/es/blog/presion-de-los-neumaticos"');
    });

    it("answers unknown pages with the 404 page in the page's language", async () => {
      const es = await spanish(
        "/es/no-existe",
        ["Esta página no existe", "Ir a la página de inicio", "Ver neumáticos"],
        [],
        404,
      );
      expect(es.html).toContain("<title>Página no encontrada | RodaCerta</title>");
      expect(es.html).toContain("La página que busca no existe o ha cambiado de dirección.");
      await spanish("/es/blog/no-existe", ["Esta página no existe"], [], 404);
      const pt = await portuguese("/nao-existe", ["Esta página não existe", "Ir para a página inicial"], [], 404);
      expect(pt.html).toContain("<title>Página não encontrada | RodaCerta</title>");
      expect(pt.html).toContain("A página que procura não existe ou mudou de endereço.");
    });

    it("shows the offers pages in Spanish on the Spanish category addresses", async () => {
      const { html } = await spanish("/promociones/moto", ["Promociones", "Coche", "Camión"]);
      expect(html).toContain('href="/promociones/coche"');
      expect(html).toContain('aria-current="page"');
      await portuguese("/promocoes/mota", ["Promoções", "Carro", "Camião"]);
    });

    it("links the language switcher to the same page in the other language", async () => {
      for (const [from, to, href] of [
        ["/", "es", "/es"],
        ["/es", "pt", "/"],
        ["/perguntas-frequentes", "es", "/preguntas-frecuentes"],
        ["/preguntas-frecuentes", "pt", "/perguntas-frequentes"],
        ["/quienes-somos", "pt", "/empresa"],
        ["/empresa", "es", "/quienes-somos"],
        ["/blog?pagina=2", "es", "/es/blog?pagina=2"],
        ["/blog/pressao-dos-pneus", "es", "/es/blog/presion-de-los-neumaticos"],
        ["/es/blog/presion-de-los-neumaticos", "pt", "/blog/pressao-dos-pneus"],
        ["/promocoes/mota", "es", "/promociones/moto"],
        ["/es/no-existe", "pt", "/no-existe"],
      ] as const) {
        const res = await site.get(from);
        expect(switcherHref(res.body, to), from).toBe(href);
      }
      // A real link to a whole new document, which says its language: hreflang and lang.
      const { body: html } = await site.get("/");
      const tag = /<a [^>]*data-language-switcher="es"[^>]*>/.exec(html)?.[0] ?? "";
      expect(tag).toContain('hrefLang="es-ES"');
      expect(tag).toContain('lang="es-ES"');
      expect(html).toMatch(/data-language-switcher="es"[^>]*>Español<\/a>/);
      expect(tag).toContain("data-discover"); // a React Router <Link>: reloadDocument leaves it to the browser
    });
  },
);
