import { describe, expect, it } from "vitest";
import { localPath, switchLanguagePath } from "../i18n/paths.ts";
import { CONTENT_PAGES, contentPage } from "./pages.ts";
import { CONTENT_PAGES_ES } from "./pages-es.ts";
import { CONTENT_SLUGS_ES, blogSlug, contentPtSlug, withContentSlug } from "./slugs.ts";

describe("content pages in Spanish", () => {
  it("has a Spanish text for every page, of the same shape and not the Portuguese one", () => {
    expect(Object.keys(CONTENT_PAGES_ES).sort()).toEqual(CONTENT_PAGES.map((p) => p.slug).sort());
    for (const pt of CONTENT_PAGES) {
      const es = contentPage("es", pt.slug)!;
      expect(es.slug, pt.slug).toBe(pt.slug);
      expect(es.description, pt.slug).not.toBe(pt.description);
      expect(es.sections.length, pt.slug).toBe(pt.sections.length);
      es.sections.forEach((s, i) => {
        expect(s.p.length, `${pt.slug} ${s.h}`).toBe(pt.sections[i]!.p.length);
        for (const p of s.p) expect(pt.sections[i]!.p, pt.slug).not.toContain(p);
      });
    }
  });

  it("finds a page by its slug in either language, in the language asked for", () => {
    expect(contentPage("pt", "perguntas-frequentes")?.title).toBe("Perguntas frequentes");
    expect(contentPage("es", "perguntas-frequentes")?.title).toBe("Preguntas frecuentes");
    expect(contentPage("es", "preguntas-frecuentes")?.title).toBe("Preguntas frecuentes");
    expect(contentPage("es", "politica-de-privacidad")?.title).toBe("Política de privacidad");
    expect(contentPage("pt", "nao-existe")).toBeUndefined();
    expect(contentPtSlug("aviso-legal")).toBe("aviso-legais");
    expect(Object.keys(CONTENT_SLUGS_ES).every((s) => CONTENT_PAGES.some((p) => p.slug === s))).toBe(true);
  });

  it("agrees with the Spanish route map where it already names a content page", () => {
    // A slug the route map translates must be translated to the same word; the others are still /es/<pt-slug>.
    for (const [pt, es] of Object.entries(CONTENT_SLUGS_ES))
      expect([`/es/${pt}`, `/${es}`], pt).toContain(localPath("es", `/${pt}`));
    expect(localPath("es", "/perguntas-frequentes")).toBe("/preguntas-frecuentes");
  });

  it("gives a blog article's address in the other language with its own slug (the language switcher)", () => {
    const sw = (path: string, to: "pt" | "es") => withContentSlug(to, switchLanguagePath(path, to));
    expect(sw("/blog/pressao-dos-pneus", "es")).toBe("/es/blog/presion-de-los-neumaticos");
    expect(sw("/es/blog/presion-de-los-neumaticos", "pt")).toBe("/blog/pressao-dos-pneus");
    expect(sw("/blog/quando-mudar-o-oleo?utm=x", "es")).toBe("/es/blog/cuando-cambiar-el-aceite?utm=x");
    expect(sw("/blog", "es")).toBe("/es/blog");
    expect(sw("/es/blog", "pt")).toBe("/blog");
    expect(sw("/carrinho/pagamento", "es")).toBe("/cesta/pago");
    expect(sw("/blog/nao-existe", "es")).toBe("/es/blog/nao-existe");
    expect(blogSlug("es", "presion-de-los-neumaticos")).toBe("presion-de-los-neumaticos");
    expect(blogSlug("pt", "pressao-dos-pneus")).toBe("pressao-dos-pneus");
  });
});
