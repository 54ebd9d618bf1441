/**
 * hreflang alternates for pages whose Spanish address is not the route map's translation of the Portuguese one (a blog
 * article has its own Spanish slug): seo() derives them from the route map, this replaces them with the real pair.
 */
import { hreflangAlternates } from "#src/shared/seo/site-languages.ts";

type MetaTag = Record<string, unknown>;

export function withAlternates(tags: MetaTag[], paths: { pt: string; es: string }): MetaTag[] {
  const links = hreflangAlternates(paths).map((a) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: a.hreflang,
    href: a.href,
  }));
  const first = tags.findIndex((t) => t.tagName === "link" && t.rel === "alternate");
  const rest = tags.filter((t) => !(t.tagName === "link" && t.rel === "alternate"));
  if (first === -1) return [...rest, ...links];
  return [...rest.slice(0, first), ...links, ...rest.slice(first)];
}
