import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ptPath } from "#src/shared/i18n/paths.ts";
import { type Translator, useT } from "#src/web/i18n.ts";
import { useLinkListClick } from "#src/web/ui/link-list.ts";
import styles from "./header.module.css";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MAIN_MENU, menuLabel } from "./menu.ts";

export function basketLabel(items: number, t: Translator["t"]): { text: string; label: string } {
  if (items <= 0) return { text: t("shell.basket"), label: t("shell.basketEmptyLabel") };
  return {
    text: t("shell.basketWithItems", { count: String(items) }),
    label: t("shell.basketItemsLabel", { count: items }),
  };
}

export function Header({ loggedIn, basketItems = 0 }: { loggedIn: boolean; basketItems?: number }) {
  const { t, path } = useT();
  const basket = basketLabel(basketItems, t);
  const [open, setOpen] = useState(false);
  const onLinkClick = useLinkListClick();
  const location = useLocation();
  // Logging in from any page comes back to it (the login page only follows same-site paths).
  const here = `${location.pathname}${location.search}`;
  const page = ptPath(location.pathname);
  const loginHref =
    page === "/" || page.startsWith("/login") ? path("/login") : `${path("/login")}?next=${encodeURIComponent(here)}`;
  // Close menus after navigating.
  useEffect(() => {
    setOpen(false);
    for (const el of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) el.open = false;
  }, [location.pathname]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={path("/")} className={styles.logo} aria-label={t("shell.logoLabel")}>
          <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="20" fill="none" stroke="#ff7a00" strokeWidth="8" />
            <circle cx="32" cy="32" r="6" fill="#fff" />
          </svg>
          Roda<span>Certa</span>
        </Link>
        <div className={styles.actions}>
          <Link to={path("/oficinas-mecanicas")} className={styles.desktopOnly}>
            {t("shell.findWorkshop")}
          </Link>
          {loggedIn ? (
            // "A minha conta" does not fit beside the logo, the basket and the menu on a 360–390 px phone: "Conta".
            <Link to={path("/area-privado")} aria-label={t("shell.myAccount")}>
              <span className={styles.long}>{t("shell.myAccount")}</span>
              <span className={styles.short}>{t("shell.myAccountShort")}</span>
            </Link>
          ) : (
            <Link to={loginHref}>{t("shell.login")}</Link>
          )}
          <Link to={path("/carrinho")} aria-label={basket.label} data-basket-count={basketItems}>
            {basket.text}
          </Link>
          <LanguageSwitcher className={`${styles.language} ${styles.desktopOnly}`} />
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="main-nav"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? t("shell.menuClose") : t("shell.menuOpen")}
          </button>
        </div>
      </div>
      <nav
        id="main-nav"
        aria-label={t("shell.mainMenuLabel")}
        className={`${styles.nav} ${open ? styles.open : ""}`}
        onClick={onLinkClick}
      >
        <ul className={`container ${styles.menu}`}>
          {MAIN_MENU.map((entry) =>
            entry.groups ? (
              <li key={entry.id} className={styles.item}>
                <details data-menu>
                  <summary>{t(entry.label)}</summary>
                  <div className={styles.panel}>
                    {entry.groups.map((group) => (
                      <div key={group.title}>
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
                      </div>
                    ))}
                  </div>
                </details>
              </li>
            ) : (
              <li key={entry.id} className={styles.item}>
                <a href={path(entry.to)} className={styles.link} data-discover="true" data-link-list>
                  {t(entry.label)}
                </a>
              </li>
            ),
          )}
          <li className={`${styles.item} ${styles.mobileOnly}`}>
            <LanguageSwitcher className={styles.link} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
