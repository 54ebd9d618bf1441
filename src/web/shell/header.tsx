import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import styles from "./header.module.css";
import { MAIN_MENU } from "./menu.ts";
import { plural } from "#src/shared/plural.ts";

export function basketLabel(items: number): { text: string; label: string } {
  if (items <= 0) return { text: "Carrinho", label: "Carrinho de compras, vazio" };
  return { text: `Carrinho (${items})`, label: `Carrinho, ${plural(items, "artigo", "artigos")}` };
}

export function Header({ loggedIn, basketItems = 0 }: { loggedIn: boolean; basketItems?: number }) {
  const basket = basketLabel(basketItems);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Logging in from any page comes back to it (the login page only follows same-site paths).
  const here = `${location.pathname}${location.search}`;
  const loginHref =
    location.pathname === "/" || location.pathname.startsWith("/login")
      ? "/login"
      : `/login?next=${encodeURIComponent(here)}`;
  // Close menus after navigating.
  useEffect(() => {
    setOpen(false);
    for (const el of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) el.open = false;
  }, [location.pathname]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label="RodaCerta, página inicial">
          <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="20" fill="none" stroke="#ff7a00" strokeWidth="8" />
            <circle cx="32" cy="32" r="6" fill="#fff" />
          </svg>
          Roda<span>Certa</span>
        </Link>
        <div className={styles.actions}>
          <Link to="/oficinas-mecanicas" className={styles.desktopOnly}>
            Encontrar oficina
          </Link>
          {loggedIn ? (
            // "A minha conta" does not fit beside the logo, the basket and the menu on a 360–390 px phone: "Conta".
            <Link to="/area-privado" aria-label="A minha conta">
              <span className={styles.long}>A minha conta</span>
              <span className={styles.short}>Conta</span>
            </Link>
          ) : (
            <Link to={loginHref}>Entrar</Link>
          )}
          <Link to="/carrinho" aria-label={basket.label} data-basket-count={basketItems}>
            {basket.text}
          </Link>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="main-nav"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? "Fechar" : "Menu"}
          </button>
        </div>
      </div>
      <nav id="main-nav" aria-label="Menu principal" className={`${styles.nav} ${open ? styles.open : ""}`}>
        <ul className={`container ${styles.menu}`}>
          {MAIN_MENU.map((entry) =>
            entry.groups ? (
              <li key={entry.id} className={styles.item}>
                <details data-menu>
                  <summary>{entry.label}</summary>
                  <div className={styles.panel}>
                    {entry.groups.map((group) => (
                      <div key={group.title}>
                        <h2>{group.title}</h2>
                        <ul>
                          {group.links.map((l) => (
                            <li key={l.to}>
                              <Link to={l.to}>{l.label}</Link>
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
                <Link to={entry.to} className={styles.link}>
                  {entry.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
