/**
 * /blog/{slug} and /es/blog/{spanish slug}: one article (data in blog.ts and blog-es.ts), with its Article structured
 * data. An article asked for by the other language's slug is moved (301) to its address in this language.
 */
import { data, Link, redirect } from "react-router";
import { LOCALE } from "#src/shared/i18n/lang.ts";
import { blogSlug } from "#src/shared/content/slugs.ts";
import { translatorAt, translatorFor, useT } from "#src/web/i18n.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SITE_URL, seo } from "../ui/seo.ts";
import type { Route } from "./+types/blog-post";
import {
  blogDate,
  blogListPath,
  blogPostPathIn,
  blogPosts,
  findBlogPostIn,
  otherLanguageBlogSlug,
} from "#src/shared/content/blog.ts";
import { withAlternates } from "./alternates.ts";
import styles from "./blog.module.css";
import { keptForVisitorsWithoutCookies } from "../page-cache-handle.ts";

export function loader({ params, request }: Route.LoaderArgs) {
  const { lang } = translatorFor(request);
  const post = findBlogPostIn(lang, params.slug);
  if (!post) {
    const moved = otherLanguageBlogSlug(lang, params.slug);
    if (moved) throw redirect(`${blogPostPathIn(lang, { slug: moved })}${new URL(request.url).search}`, 301);
    throw data("Artigo não encontrado", { status: 404 });
  }
  const pt = blogSlug("pt", post.slug);
  return {
    post,
    alternates: { pt: blogPostPathIn("pt", { slug: pt }), es: blogPostPathIn("es", { slug: blogSlug("es", pt) }) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t, lang } = translatorAt(location);
  if (!loaderData) return [{ title: t("content.blogNotFoundTitle") }];
  const { post, alternates } = loaderData;
  const path = blogPostPathIn(lang, post);
  const url = `${SITE_URL}${path}`;
  return [
    ...withAlternates(seo(post.title, post.description, path, { type: "article" }), alternates),
    { property: "article:published_time", content: post.date },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        inLanguage: LOCALE[lang],
        mainEntityOfPage: url,
        url,
        author: { "@type": "Organization", name: "RodaCerta" },
        publisher: { "@type": "Organization", name: "RodaCerta", logo: `${SITE_URL}/favicon.svg` },
      },
    },
  ];
};

export default function BlogPostView({ loaderData }: Route.ComponentProps) {
  const { t, path, lang } = useT();
  const { post } = loaderData;
  const others = blogPosts(lang).filter((p) => p.slug !== post.slug);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: t("content.blogCrumb"), to: blogListPath(lang) }, { label: post.title }]} />
      <article className={styles.article}>
        <h1>{post.title}</h1>
        <p className={styles.date}>
          {t("content.blogPublished")} <time dateTime={post.date}>{blogDate(post.date, lang)}</time>
        </p>
        <p className="lead">{post.summary}</p>
        {post.sections.map((s) => (
          <section key={s.h}>
            <h2>{s.h}</h2>
            {s.p.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <p className={styles.next}>
          <Link className="btn" to={path(post.next.to)}>
            {post.next.label}
          </Link>
          <Link to={blogListPath(lang)}>{t("content.blogAllArticles")}</Link>
        </p>
      </article>
      <aside className={styles.more} aria-labelledby="mais-artigos">
        <h2 id="mais-artigos">{t("content.blogOtherArticles")}</h2>
        <ul>
          {others.map((p) => (
            <li key={p.slug}>
              <Link to={blogPostPathIn(lang, p)}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

/** Kept and served again to visitors without cookies (page-cache-handle.ts). */
export const handle = keptForVisitorsWithoutCookies;
