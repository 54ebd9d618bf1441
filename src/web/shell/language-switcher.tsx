/**
 * The link to the same page in the other language (issue 13). A real link that loads the whole document, so the other
 * language's catalogue loads with it; `hreflang` and `lang` say which language it leads to (screen readers read its
 * name in that language). The header shows it in the bar on a wide screen and in the menu on a phone (the bar has no
 * room left at 360–390 px); the footer shows it too.
 */
import { Link, useLocation } from "react-router";
import { withContentSlug } from "#src/shared/content/slugs.ts";
import { type Lang, LOCALE } from "#src/shared/i18n/lang.ts";
import { switchLanguagePath } from "#src/shared/i18n/paths.ts";
import { useT } from "#src/web/i18n.ts";

export const otherLang = (lang: Lang): Lang => (lang === "pt" ? "es" : "pt");

/** The same page in `to`: its path on the other route map, with the query kept (and a blog article's own slug). */
export function languageSwitchHref(pathnameAndSearch: string, to: Lang): string {
  return withContentSlug(to, switchLanguagePath(pathnameAndSearch, to));
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, lang } = useT();
  const { pathname, search } = useLocation();
  const to = otherLang(lang);
  return (
    <Link
      to={languageSwitchHref(`${pathname}${search}`, to)}
      reloadDocument
      hrefLang={LOCALE[to]}
      lang={LOCALE[to]}
      className={className}
      data-language-switcher={to}
    >
      {t("shell.otherLanguage")}
    </Link>
  );
}
