/** Title, description and canonical URL for a page (ARCHITECTURE.md, web conventions). */
export const SITE_URL = "https://www.rodacerta.pt";

export function seo(title: string, description: string, path: string) {
  return [
    { title: `${title} | RodaCerta` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${SITE_URL}${path}` },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
