/** /blog and /es/blog: the articles, newest first (data in blog.ts and blog-es.ts). */
import { Link } from "react-router";
import { translatorAt, useT } from "#src/web/i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/blog-list";
import { blogDate, blogListPath, blogPostPathIn, blogPosts } from "#src/shared/content/blog.ts";
import styles from "./blog.module.css";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const { t, lang } = translatorAt(location);
  return seo(t("content.blogMetaTitle"), t("content.blogMetaDescription"), blogListPath(lang));
};

export default function BlogList() {
  const { t, lang } = useT();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("content.blogCrumb") }]} />
      <h1>{t("content.blogHeading")}</h1>
      <p className="lead">{t("content.blogLead")}</p>
      <ul className={`grid ${styles.list}`}>
        {blogPosts(lang).map((p) => (
          <li key={p.slug} className="card">
            <time className={styles.date} dateTime={p.date}>
              {blogDate(p.date, lang)}
            </time>
            <h2>
              <Link to={blogPostPathIn(lang, p)}>{p.title}</Link>
            </h2>
            <p>{p.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
