import { Link } from "react-router";
import { useT } from "#src/web/i18n.ts";
import { localHref } from "./local-path.ts";

/** A crumb: `to` is a Portuguese path or one already in the page's language (see local-path.ts). */
export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t, path, lang } = useT();
  return (
    <nav aria-label={t("common.breadcrumbsLabel")} className="breadcrumbs">
      <ol>
        <li>
          <Link to={path("/")}>{t("common.breadcrumbsHome")}</Link>
        </li>
        {items.map((c, i) => (
          <li key={c.label}>
            {c.to && i < items.length - 1 ? (
              <Link to={localHref(lang, c.to)}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
