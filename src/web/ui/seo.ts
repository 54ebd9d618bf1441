/**
 * Title, description, canonical URL, Open Graph and hreflang tags for a page (decision 016;
 * issue 13, "Search engines"). The language data and the rules live in src/shared/seo.
 */
import { listingIndexing } from "#src/shared/seo/listing.ts";
import { hreflangAlternates, SITE_URL, siteLanguage } from "#src/shared/seo/site-languages.ts";
import { langOfPath, localPath, ptPath } from "#src/shared/i18n/paths.ts";

export { SITE_URL };

/** The image shared pages show (the only one the site has: its logo). */
export const SHARE_IMAGE = "/favicon.svg";

type MetaTag = Record<string, unknown>;

export type SeoOptions = {
  /** og:type: "website" by default ("product" for a product page, "article" for an article). */
  type?: string;
  /** A path of public/ or an absolute URL. */
  image?: string;
  /** Add `robots: noindex, follow` (a filtered listing, a step of a flow). */
  noindex?: boolean;
  /** Use the title as it is, without " | RodaCerta" (the home page names the shop first). */
  exactTitle?: boolean;
};

/** hreflang alternates of a page (its path in either language): pt-PT, es-ES and x-default, as link tags. */
export function alternateLinks(path: string): MetaTag[] {
  const pt = ptPath(path);
  return hreflangAlternates({ pt, es: localPath("es", pt) }).map((a) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: a.hreflang,
    href: a.href,
  }));
}

/**
 * `path` is the page's canonical path in the page's language (`/pneus/x` or `/neumaticos/x`, with its query when the
 * query defines the page): the language of the tags follows it.
 */
export function seo(title: string, description: string, path: string, options: SeoOptions = {}): MetaTag[] {
  const url = `${SITE_URL}${path}`;
  const image = options.image ?? SHARE_IMAGE;
  return [
    { title: options.exactTitle ? title : `${title} | RodaCerta` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(path),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:image", content: image.startsWith("/") ? `${SITE_URL}${image}` : image },
    { property: "og:image:alt", content: "RodaCerta" },
    { property: "og:locale", content: siteLanguage(langOfPath(path)).ogLocale },
    { property: "og:site_name", content: "RodaCerta" },
    ...(options.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/**
 * seo() for a listing that can be filtered, sorted and paged: the canonical URL keeps only the `keep` parameters of
 * `location`, and any other combination is `noindex, follow` (see src/shared/seo/listing.ts).
 */
export function listingSeo(
  title: string,
  description: string,
  location: { pathname: string; search: string },
  keep: readonly string[] = [],
): MetaTag[] {
  const { canonical, indexable } = listingIndexing(location.pathname, location.search, keep);
  return seo(title, description, canonical, { noindex: !indexable });
}

/** The 404 page's description (the page itself is `noindex`). */
export const NOT_FOUND_DESCRIPTION =
  "A página que procura não existe ou mudou de endereço. Procure pneus, oficinas e serviços a partir da página inicial da RodaCerta.";
