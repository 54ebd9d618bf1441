import { describe, expect, it } from "vitest";
import type { Catalogue } from "#src/server/catalogue/catalogue.ts";
import type { WorkshopsData } from "#src/server/workshops/workshops.read-model.ts";
import type { TyreItem } from "#src/shared/tyres/types.ts";
import { TYPE_LANDINGS } from "#src/shared/tyres/landings.ts";
import { BLOG_POSTS } from "#src/shared/content/blog.ts";
import { CONTENT_PAGES } from "#src/shared/content/pages.ts";
import { SERVICE_PATHS } from "#src/shared/services/pages/service-pages.ts";
import { buildSitemaps, portuguesePages, SERVICE_PAGE_PATHS, type SitemapSources } from "./sitemap.ts";

const tyre = (id: string, modeloSlug: string): TyreItem =>
  ({
    id,
    brandId: 1,
    marca: "Michelin",
    marcaSlug: "michelin",
    modelo: modeloSlug,
    modeloSlug,
    ancho: 205,
    serie: 55,
    llanta: 16,
    ic: 91,
    cv: "V",
  }) as TyreItem;

const NOW = new Date("2026-11-24T10:00:00Z");

function sources(): SitemapSources {
  const workshop = (id: number, country: string, provinceSlug: string, slug: string) => ({
    id,
    code: String(100 + id),
    country,
    provinceSlug,
    slug,
  });
  const list = [
    workshop(1, "PT", "lisboa", "oficina-benfica"),
    workshop(2, "PT", "lisboa", "oficina-alvalade"),
    workshop(3, "PT", "porto", "oficina-boavista"),
    workshop(4, "ES", "tenerife", "taller-la-laguna"),
  ];
  const review = (workshopId: number, day: string) => ({ workshopId, createdAt: new Date(`${day}T12:00:00Z`) });
  const promotion = (id: number, categoria: string, startsAt: string, endsAt: string) => ({
    id,
    categoria,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  });
  return {
    catalogue: {
      tyres: [tyre("1001", "primacy-4"), tyre("1002", "primacy-4"), tyre("1003", "alpin-6")],
      brands: [
        { id: 1, name: "Michelin", slug: "michelin", tier: "PREMIUM", moto: true, country: "FR" },
        { id: 2, name: "Sava", slug: "sava", tier: "BUDGET", moto: false, country: "SI" },
      ],
      promotions: [
        promotion(7, "car", "2026-11-01T00:00:00Z", "2026-12-31T00:00:00Z"),
        promotion(8, "motorbike", "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z"),
      ],
    } as unknown as Catalogue,
    workshops: {
      list,
      byCode: new Map(),
      reviews: new Map([
        [1, [review(1, "2026-11-20"), review(1, "2026-10-01")]],
        [3, [review(3, "2026-09-15")]],
      ]),
    } as unknown as WorkshopsData,
    packs: [{ slug: "pack-basico" }, { slug: "pack-completo" }],
    now: NOW,
  };
}

describe("the Portuguese site's pages", () => {
  const pages = portuguesePages(sources());
  const paths = pages.map((p) => p.path);
  const lastmod = (path: string) => pages.find((p) => p.path === path)?.lastmod ?? null;

  it("lists the home, the tyre landings, brands, models and every product", () => {
    expect(paths).toContain("/");
    for (const l of TYPE_LANDINGS) expect(paths).toContain(`/pneus/${l.slug}`);
    expect(paths).toEqual(expect.arrayContaining(["/pneus/michelin", "/pneus/michelin-mota", "/pneus/sava"]));
    expect(paths).not.toContain("/pneus/sava-mota");
    expect(paths).toEqual(expect.arrayContaining(["/pneus/michelin/primacy-4", "/pneus/michelin/alpin-6"]));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/pneus/michelin/primacy-4-205-55-r16-91v-1001",
        "/pneus/michelin/primacy-4-205-55-r16-91v-1002",
        "/pneus/michelin/alpin-6-205-55-r16-91v-1003",
      ]),
    );
  });

  it("lists the workshops in Portugal, their districts and the finder, dated by their latest review", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/oficinas-mecanicas",
        "/oficinas-mecanicas/lisboa",
        "/oficinas-mecanicas/porto",
        "/oficinas-mecanicas/lisboa/oficina-benfica",
        "/oficinas-mecanicas/lisboa/oficina-alvalade",
      ]),
    );
    expect(paths.some((p) => p.includes("tenerife"))).toBe(false);
    expect(lastmod("/oficinas-mecanicas/lisboa/oficina-benfica")?.toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(lastmod("/oficinas-mecanicas/lisboa/oficina-alvalade")).toBeNull();
    expect(lastmod("/oficinas-mecanicas/lisboa")?.toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(lastmod("/oficinas-mecanicas/porto")?.toISOString()).toBe("2026-09-15T12:00:00.000Z");
    expect(lastmod("/oficinas-mecanicas")?.toISOString()).toBe("2026-11-20T12:00:00.000Z");
  });

  it("lists every service page of the web routes, the oil pages, batteries and content pages", () => {
    expect([...SERVICE_PAGE_PATHS].sort()).toEqual([...SERVICE_PATHS].sort());
    for (const p of SERVICE_PATHS) expect(paths).toContain(p);
    for (const c of CONTENT_PAGES) expect(paths).toContain(`/${c.slug}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/carro/baterias",
        "/mudanca-de-oleo-filtros",
        "/mudanca-de-oleo-filtros/pack-basico",
        "/mudanca-de-oleo-filtros/pack-completo",
      ]),
    );
  });

  it("lists the blog, dated by its articles, and /app; never the empty /blank page", () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(4);
    for (const post of BLOG_POSTS) {
      expect(paths).toContain(`/blog/${post.slug}`);
      expect(lastmod(`/blog/${post.slug}`)?.toISOString()).toBe(`${post.date}T00:00:00.000Z`);
    }
    const newest = BLOG_POSTS.map((p) => p.date)
      .sort()
      .at(-1);
    expect(lastmod("/blog")?.toISOString()).toBe(`${newest}T00:00:00.000Z`);
    expect(paths).toContain("/app");
    expect(paths).not.toContain("/blank");
  });

  it("lists the promotion lists and only the promotions running now", () => {
    expect(paths).toEqual(expect.arrayContaining(["/promocoes/carro", "/promocoes/mota", "/promocoes/camiao"]));
    expect(paths).toContain("/promocoes/carro/7");
    expect(paths).not.toContain("/promocoes/mota/8");
    expect(lastmod("/promocoes/carro/7")?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(lastmod("/promocoes/mota")).toBeNull();
  });

  it("never lists private, checkout, operator or noindex pages, and lists each page once", () => {
    for (const p of paths)
      expect(p).not.toMatch(
        /^\/(?:area-privado|carrinho|operador|login|registo|marcacao-previa|seletor|api|nova-password|newsletter)/,
      );
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("buildSitemaps", () => {
  it("writes the index over both languages' sitemaps, with absolute addresses and hreflang pairs", () => {
    const { index, files } = buildSitemaps(sources());
    expect([...files.keys()]).toEqual(["sitemap-pt.xml", "sitemap-es.xml"]);
    expect(index).toContain("<loc>https://www.rodacerta.pt/sitemap-pt.xml</loc><lastmod>2026-11-20</lastmod>");
    expect(index).toContain("<loc>https://www.rodacerta.pt/sitemap-es.xml</loc>");
    const pt = files.get("sitemap-pt.xml") ?? "";
    const pair =
      '<xhtml:link rel="alternate" hreflang="pt-PT" href="https://www.rodacerta.pt/"/><xhtml:link rel="alternate" hreflang="es-ES" href="https://www.rodacerta.pt/es"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.rodacerta.pt/"/>';
    expect(pt).toContain(`<url><loc>https://www.rodacerta.pt/</loc>${pair}</url>`);
    expect(pt).toContain(
      "<loc>https://www.rodacerta.pt/oficinas-mecanicas/lisboa/oficina-benfica</loc><lastmod>2026-11-20</lastmod>",
    );
    const es = files.get("sitemap-es.xml") ?? "";
    // The same pair from the Spanish page: each version points to the other and back.
    expect(es).toContain(`<url><loc>https://www.rodacerta.pt/es</loc>${pair}</url>`);
    expect(es).toContain("<loc>https://www.rodacerta.pt/neumaticos</loc>");
    expect(es).not.toContain("/oficina-benfica"); // a workshop in Portugal: on the Portuguese site only
    expect(es).not.toMatch(/<loc>https:\/\/[^/]+\/(pneus|carrinho|oficinas-mecanicas|marcacao-previa)\b/);
  });

  it("splits a language's sitemap into numbered parts past the URL limit", () => {
    const src = sources();
    const total = portuguesePages(src).length;
    const { index, files } = buildSitemaps(src, Math.ceil(total / 2));
    expect([...files.keys()].filter((f) => f.startsWith("sitemap-pt"))).toEqual(["sitemap-pt.xml", "sitemap-pt-2.xml"]);
    expect(index).toContain("https://www.rodacerta.pt/sitemap-pt-2.xml");
    const count = (xml: string) => xml.split("<url>").length - 1;
    expect(count(files.get("sitemap-pt.xml") ?? "") + count(files.get("sitemap-pt-2.xml") ?? "")).toBe(total);
  });
});
