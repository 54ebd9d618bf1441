/**
 * The sitemaps (issue 13, "Search engines"): an index at /sitemap.xml and one URL set per language version of the
 * site (/sitemap-pt.xml; the Spanish site adds /sitemap-es.xml here). Every public page is listed: landings, brand,
 * model and product pages, workshops, services, oil packs, promotions, content pages, /app and the blog; never the private area, the
 * basket and checkout, the operator's pages or pages marked `noindex` (selector steps, results, booking flow, login).
 *
 * Everything comes from memory (the catalogue, the workshops read model, the packs): no query per request. The XML
 * is built once per change of those and at most every few minutes (running promotions depend on the clock).
 */
import type { WorkshopRow } from "#src/server/workshops/workshops.queries.ts";
import type { WorkshopsData } from "#src/server/workshops/workshops.read-model.ts";
import type { Catalogue } from "#src/server/catalogue/catalogue.ts";
import { isRunning } from "#src/shared/promotions/applies.ts";
import { PROMOTION_CATEGORIES, PROMOTION_CATEGORY_SLUG } from "#src/shared/promotions/categories.ts";
import { absoluteUrl, hreflangAlternates, type SiteLang, SITE_LANGUAGES } from "#src/shared/seo/site-languages.ts";
import { latest, type SitemapEntry, sitemapIndexXml, splitSitemap, urlsetXml } from "#src/shared/seo/sitemap-xml.ts";
import { SERVICE_LANDINGS, TYPE_LANDINGS } from "#src/shared/tyres/landings.ts";
import { productPath } from "#src/shared/tyres/types.ts";
import { BLOG_PATH, BLOG_POSTS, type BlogPost, blogPostPath } from "#src/shared/content/blog.ts";
import { CONTENT_PAGES } from "#src/shared/content/pages.ts";
import { localPath, ptPath } from "#src/shared/i18n/paths.ts";
import { HUBS, SERVICE_PAGES } from "#src/shared/services/pages/service-pages.ts";

/** A public page of one language version: its path and, where known, when its content last changed. */
export type SitemapPage = { path: string; lastmod?: Date | null };

export type SitemapSources = {
  catalogue: Catalogue;
  workshops: WorkshopsData;
  /** The oil change packs' page slugs. */
  packs: ReadonlyArray<{ slug: string }>;
  now: Date;
};

/** Pages with no data behind them, in the order a visitor meets them. */
const STATIC_PT_PAGES = [
  "/",
  "/pneus",
  "/selector-moto",
  "/pneus-de-troca/assistente",
  "/oficinas-mecanicas",
  "/carro/baterias",
  "/carro/carga-de-ar-condicionado",
  "/mudanca-de-oleo-filtros",
  "/mudanca-de-oleo-filtros/teste-de-seguranca",
  "/contato/",
  "/ligamos-lhe",
];

/** The service pages (src/web/services): the hubs, every service page and the ozone kits. */
export const SERVICE_PAGE_PATHS = [...HUBS.map((h) => h.path), ...SERVICE_PAGES.map((p) => p.path), "/kits-ozono"];

/** Workshops a language version lists: the Portuguese site's are those in Portugal, the Spanish site's those in Spain. */
const WORKSHOP_COUNTRY: Record<SiteLang, string> = { pt: "PT", es: "ES" };

/** When a workshop's page last changed, as far as is known: its newest review. */
function workshopLastmod(data: WorkshopsData, w: WorkshopRow): Date | null {
  return data.reviews.get(w.id)?.[0]?.createdAt ?? null;
}

/** Every public page of the Portuguese site. */
export function portuguesePages(src: SitemapSources): SitemapPage[] {
  return pagesOf("pt", src);
}

/** Every public page of the Spanish site: the same map in Spanish, with the workshops in Spain. */
export function spanishPages(src: SitemapSources): SitemapPage[] {
  return pagesOf("es", src).map((p) => ({ ...p, path: localPath("es", p.path) }));
}

/** A language version's pages, by their Portuguese paths. */
function pagesOf(lang: SiteLang, src: SitemapSources): SitemapPage[] {
  const pages: SitemapPage[] = [];
  const add = (path: string, lastmod?: Date | null) => pages.push({ path, lastmod });
  const { catalogue, workshops, now } = src;

  // Workshops: their pages, then per district, then the finder; dated by their latest review.
  const mine = workshops.list.filter((w) => w.country === WORKSHOP_COUNTRY[lang]);
  const byArea = new Map<string, Array<Date | null>>();
  const workshopPages: SitemapPage[] = [];
  for (const w of mine) {
    const lastmod = workshopLastmod(workshops, w);
    workshopPages.push({ path: `/oficinas-mecanicas/${w.provinceSlug}/${w.slug}`, lastmod });
    byArea.set(w.provinceSlug, [...(byArea.get(w.provinceSlug) ?? []), lastmod]);
  }
  const allWorkshopDates = [...byArea.values()].flat();

  for (const path of STATIC_PT_PAGES) add(path, path === "/oficinas-mecanicas" ? latest(allWorkshopDates) : null);

  // Tyres: type and service landings, brands (and their motorbike pages), models, products.
  for (const l of TYPE_LANDINGS) add(`/pneus/${l.slug}`);
  for (const l of SERVICE_LANDINGS) add(`/pneus/${l.slug}`);
  for (const b of catalogue.brands) {
    add(`/pneus/${b.slug}`);
    if (b.moto) add(`/pneus/${b.slug}-mota`);
  }
  const models = new Set<string>();
  for (const t of catalogue.tyres) models.add(`/pneus/${t.marcaSlug}/${t.modeloSlug}`);
  for (const path of models) add(path);
  for (const t of catalogue.tyres) add(productPath(t));

  for (const [area, dates] of byArea) add(`/oficinas-mecanicas/${area}`, latest(dates));
  pages.push(...workshopPages);

  for (const path of SERVICE_PAGE_PATHS) add(path);
  for (const p of src.packs) add(`/mudanca-de-oleo-filtros/${encodeURIComponent(p.slug)}`);

  // Promotions: the three lists and each running promotion, dated by its start.
  const running = catalogue.promotions.filter((p) => isRunning(p, now));
  // Stored in English (car, motorbike, truck); the URLs name them in Portuguese (carro, mota, camiao).
  for (const c of PROMOTION_CATEGORIES)
    add(
      `/promocoes/${PROMOTION_CATEGORY_SLUG[c]}`,
      latest(running.filter((p) => p.categoria === c).map((p) => p.startsAt)),
    );
  for (const p of running)
    if (Object.hasOwn(PROMOTION_CATEGORY_SLUG, p.categoria))
      add(`/promocoes/${PROMOTION_CATEGORY_SLUG[p.categoria]}/${p.id}`, p.startsAt);

  for (const c of CONTENT_PAGES) add(`/${c.slug}`);
  add("/app");

  // The blog: its list (dated by the newest article) and each article, dated by its publication.
  const postDate = (p: BlogPost) => new Date(`${p.date}T00:00:00Z`);
  add(BLOG_PATH, latest(BLOG_POSTS.map(postDate)));
  for (const p of BLOG_POSTS) add(blogPostPath(p), postDate(p));

  // One entry per path (a brand slug could in theory match a landing's).
  const seen = new Set<string>();
  return pages.filter((p) => !seen.has(p.path) && seen.add(p.path));
}

/** Each language version's pages (the Spanish site adds its own list here). */
const PAGES_OF: Record<SiteLang, (src: SitemapSources) => SitemapPage[]> = { pt: portuguesePages, es: spanishPages };

/** The file name of part `index` (0-based) of a language's sitemap: sitemap-pt.xml, sitemap-pt-2.xml, … */
export const sitemapFile = (lang: SiteLang, index: number) =>
  index === 0 ? `sitemap-${lang}.xml` : `sitemap-${lang}-${index + 1}.xml`;

export type Sitemaps = {
  /** /sitemap.xml */
  index: string;
  /** Each URL set by its file name (sitemap-pt.xml, …). */
  files: ReadonlyMap<string, string>;
};

/** The whole set of sitemaps: one URL set (or more, past 50 000 URLs) per language and the index over them. */
export function buildSitemaps(src: SitemapSources, maxUrls?: number): Sitemaps {
  const files = new Map<string, string>();
  const listed: Array<{ loc: string; lastmod: Date | null }> = [];
  for (const { lang } of SITE_LANGUAGES) {
    const entries: SitemapEntry[] = PAGES_OF[lang](src).map((p) => ({
      loc: absoluteUrl(lang, p.path),
      lastmod: p.lastmod ?? null,
      alternates: hreflangAlternates({ pt: ptPath(p.path), es: localPath("es", ptPath(p.path)) }),
    }));
    splitSitemap(entries, maxUrls).forEach((part, i) => {
      const file = sitemapFile(lang, i);
      files.set(file, urlsetXml(part));
      listed.push({ loc: absoluteUrl(lang, `/${file}`), lastmod: latest(part.map((e) => e.lastmod)) });
    });
  }
  return { index: sitemapIndexXml(listed), files };
}
