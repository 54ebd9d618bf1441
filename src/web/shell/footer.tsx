import { useT } from "#src/web/i18n.ts";
import { useLinkListClick } from "#src/web/ui/link-list.ts";
import { supportPhones } from "#src/web/ui/support-phones.tsx";
import styles from "./footer.module.css";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { FOOTER_LINKS, menuLabel } from "./menu.ts";

export function Footer() {
  const { t, path, lang } = useT();
  const onLinkClick = useLinkListClick();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.cols}`} onClick={onLinkClick}>
        {FOOTER_LINKS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2>{t(group.title)}</h2>
            <ul>
              {group.links.map((l) => (
                <li key={l.to}>
                  <a href={path(l.to)} data-discover="true" data-link-list>
                    {menuLabel(t, l.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>{t("shell.footerNewsletter")}</h2>
          <form method="post" action={path("/newsletter")} className="footer-newsletter">
            <label htmlFor="footer-nl" className="visually-hidden">
              {t("shell.footerNewsletterLabel")}
            </label>
            <input
              id="footer-nl"
              name="email"
              type="email"
              placeholder={t("shell.footerNewsletterPlaceholder")}
              required
              autoComplete="email"
            />
            <button type="submit" className="btn">
              {t("shell.footerSubscribe")}
            </button>
          </form>
          <h2 style={{ marginTop: 16 }}>{t("shell.footerSupport")}</h2>
          <p>{t("common.supportHours")}</p>
          <ul>
            {supportPhones(t, lang).map((p) => (
              <li key={p.phone}>
                {p.region}: <a href={p.tel}>{p.phone}</a>
              </li>
            ))}
          </ul>
          <h2 style={{ marginTop: 16 }}>{t("shell.languageSwitcher")}</h2>
          <p>
            <LanguageSwitcher className={styles.language} />
          </p>
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>{t("shell.footerLegalLine")}</p>
      </div>
    </footer>
  );
}
