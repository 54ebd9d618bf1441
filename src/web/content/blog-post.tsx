/** /blog/{slug}: one article (data in blog.ts), with its Article structured data. */
import { data, Link } from "react-router";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { SITE_URL, seo } from "../ui/seo.ts";
import type { Route } from "./+types/blog-post";
import { BLOG_PATH, BLOG_POSTS, blogDate, blogPostPath, findBlogPost } from "#src/shared/content/blog.ts";
import styles from "./blog.module.css";

export function loader({ params }: Route.LoaderArgs) {
  const post = findBlogPost(params.slug);
  if (!post) throw data("Artigo não encontrado", { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Artigo não encontrado | RodaCerta" }];
  const { post } = loaderData;
  const url = `${SITE_URL}${blogPostPath(post)}`;
  return [
    ...seo(post.title, post.description, blogPostPath(post), { type: "article" }),
    { property: "article:published_time", content: post.date },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        inLanguage: "pt-PT",
        mainEntityOfPage: url,
        url,
        author: { "@type": "Organization", name: "RodaCerta" },
        publisher: { "@type": "Organization", name: "RodaCerta", logo: `${SITE_URL}/favicon.svg` },
      },
    },
  ];
};

export default function BlogPostView({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const others = BLOG_POSTS.filter((p) => p.slug !== post.slug);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Blog", to: BLOG_PATH }, { label: post.title }]} />
      <article className={styles.article}>
        <h1>{post.title}</h1>
        <p className={styles.date}>
          Publicado a <time dateTime={post.date}>{blogDate(post.date)}</time>
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
          <Link className="btn" to={post.next.to}>
            {post.next.label}
          </Link>
          <Link to={BLOG_PATH}>Todos os artigos</Link>
        </p>
      </article>
      <aside className={styles.more} aria-labelledby="mais-artigos">
        <h2 id="mais-artigos">Outros artigos</h2>
        <ul>
          {others.map((p) => (
            <li key={p.slug}>
              <Link to={blogPostPath(p)}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
