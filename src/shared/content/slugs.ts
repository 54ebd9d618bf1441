/**
 * The Spanish addresses of the content pages and of the blog articles (Portuguese slug → Spanish slug). Kept apart
 * from the texts so the route map can use it without loading them: once these are segments of the Spanish route map
 * (src/shared/i18n/paths.ts), `localPath`, the language switcher and the hreflang pairs give them directly.
 * Slugs that are the same word in both languages (cookies, patrocinios, canal-etico) are not listed.
 */
import type { Lang } from "../i18n/lang.ts";

export const CONTENT_SLUGS_ES: Record<string, string> = {
  empresa: "quienes-somos",
  "politica-de-privacidade": "politica-de-privacidad",
  "aviso-legais": "aviso-legal",
  "termos-de-contratacao": "condiciones-de-contratacion",
  "perguntas-frequentes": "preguntas-frecuentes",
  "recursos-humanos": "trabaje-con-nosotros",
  "acesso-profissionais": "acceso-profesionales",
};

export const BLOG_SLUGS_ES: Record<string, string> = {
  "pressao-dos-pneus": "presion-de-los-neumaticos",
  "quando-mudar-o-oleo": "cuando-cambiar-el-aceite",
  "pneus-de-inverno-ou-todo-o-ano": "neumaticos-de-invierno-o-todo-el-ano",
  "etiqueta-europeia-dos-pneus": "etiqueta-europea-de-los-neumaticos",
};

const invert = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([pt, es]) => [es, pt]));
const BLOG_SLUGS_PT = invert(BLOG_SLUGS_ES);
const CONTENT_SLUGS_PT = invert(CONTENT_SLUGS_ES);

/** A blog article's slug in `lang`, from its slug in either language. */
export function blogSlug(lang: Lang, slug: string): string {
  const pt = BLOG_SLUGS_PT[slug] ?? slug;
  return lang === "pt" ? pt : (BLOG_SLUGS_ES[pt] ?? pt);
}

/** A content page's Portuguese slug, from its slug in either language. */
export function contentPtSlug(slug: string): string {
  return CONTENT_SLUGS_PT[slug] ?? slug;
}

/**
 * A page's path in `lang` (already given by the route map) with a blog article's slug in that language:
 * `/es/blog/pressao-dos-pneus` → `/es/blog/presion-de-los-neumaticos`, `/blog/presion-de-los-neumaticos` →
 * `/blog/pressao-dos-pneus`. Any other path is returned as it is.
 */
export function withContentSlug(lang: Lang, path: string): string {
  const m = /^(\/es)?\/blog\/([^/?#]+)(.*)$/.exec(path);
  if (!m) return path;
  return `${m[1] ?? ""}/blog/${blogSlug(lang, m[2]!)}${m[3]}`;
}
