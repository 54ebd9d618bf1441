import { Link } from "react-router";
import { SITE } from "#src/shared/site.ts";
import styles from "./footer.module.css";
import { FOOTER_LINKS } from "./menu.ts";

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.cols}`}>
        {FOOTER_LINKS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>Newsletter</h2>
          <form method="post" action="/newsletter" className="footer-newsletter">
            <label htmlFor="footer-nl" className="visually-hidden">
              Endereço para a newsletter
            </label>
            <input
              id="footer-nl"
              name="email"
              type="email"
              placeholder="o.seu@email.pt"
              required
              autoComplete="email"
            />
            <button type="submit" className="btn">
              Subscrever
            </button>
          </form>
          <h2 style={{ marginTop: 16 }}>Apoio ao cliente</h2>
          <p>{SITE.supportHours}</p>
          <ul>
            {SITE.supportPhones.map((p) => (
              <li key={p.phone}>
                {p.region}: <a href={`tel:${p.phone.replace(/\s/g, "")}`}>{p.phone}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>© 2026 RodaCerta — Pneus e Oficinas, Lda. · NIF 509 999 993 · Preços com IVA incluído à taxa em vigor.</p>
      </div>
    </footer>
  );
}
