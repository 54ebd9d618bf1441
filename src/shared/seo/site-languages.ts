/**
 * The language versions of the site, as search engines see them (issue 13, "Search engines"): each one's public
 * address, its hreflang and its Open Graph locale. Both are served by the same host: the Spanish pages have their own
 * route map (/cesta, /neumaticos, /es …, src/shared/i18n/paths.ts).
 */
export type SiteLanguage = {
  lang: "pt" | "es";
  /** The hreflang of its pages (BCP 47). */
  hreflang: string;
  /** og:locale (language_TERRITORY). */
  ogLocale: string;
  /** Scheme and host of its public address, without a trailing slash. */
  origin: string;
};

export const SITE_LANGUAGES: readonly SiteLanguage[] = [
  { lang: "pt", hreflang: "pt-PT", ogLocale: "pt_PT", origin: "https://www.rodacerta.pt" },
  { lang: "es", hreflang: "es-ES", ogLocale: "es_ES", origin: "https://www.rodacerta.pt" },
];

export type SiteLang = SiteLanguage["lang"];

/** The version `x-default` points to: the one shown to a visitor whose language has no version of its own. */
export const DEFAULT_LANG: SiteLang = "pt";

export function siteLanguage(lang: SiteLang): SiteLanguage {
  return SITE_LANGUAGES.find((l) => l.lang === lang) ?? (SITE_LANGUAGES[0] as SiteLanguage);
}

/** The Portuguese site's public address (canonical URLs, sitemaps, structured data). */
export const SITE_URL = siteLanguage("pt").origin;

export const absoluteUrl = (lang: SiteLang, path: string) => `${siteLanguage(lang).origin}${path}`;

/** One hreflang alternate of a page. */
export type Alternate = { hreflang: string; href: string };

/**
 * The hreflang alternates of a page, given its path in each language that has it: one per language, plus `x-default`
 * (the default language's version, or the first one given). Every version of a page lists the same set, so each
 * pair points back: pt-PT, es-ES and x-default (the Portuguese page).
 */
export function hreflangAlternates(paths: Partial<Record<SiteLang, string>>): Alternate[] {
  const out: Alternate[] = [];
  for (const l of SITE_LANGUAGES) {
    const path = paths[l.lang];
    if (path !== undefined) out.push({ hreflang: l.hreflang, href: `${l.origin}${path}` });
  }
  const fallback = paths[DEFAULT_LANG] !== undefined ? absoluteUrl(DEFAULT_LANG, paths[DEFAULT_LANG]) : out[0]?.href;
  if (fallback !== undefined) out.push({ hreflang: "x-default", href: fallback });
  return out;
}
