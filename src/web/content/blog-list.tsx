/** /blog: the articles, newest first (data in blog.ts). */
import { Link } from "react-router";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { seo } from "../ui/seo.ts";
import type { Route } from "./+types/blog-list";
import { BLOG_PATH, BLOG_POSTS, blogDate, blogPostPath } from "#src/shared/content/blog.ts";
import styles from "./blog.module.css";

export const meta: Route.MetaFunction = () =>
  seo(
    "Blog: conselhos sobre pneus e manutenção",
    "Artigos da RodaCerta sobre pneus, etiqueta europeia, pneus de inverno, pressão dos pneus e mudança de óleo: o que saber antes de ir à oficina.",
    BLOG_PATH,
  );

export default function BlogList() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: "Blog" }]} />
      <h1>Blog RodaCerta</h1>
      <p className="lead">Conselhos práticos sobre pneus e manutenção do carro, escritos pelas nossas oficinas.</p>
      <ul className={`grid ${styles.list}`}>
        {BLOG_POSTS.map((p) => (
          <li key={p.slug} className="card">
            <time className={styles.date} dateTime={p.date}>
              {blogDate(p.date)}
            </time>
            <h2>
              <Link to={blogPostPath(p)}>{p.title}</Link>
            </h2>
            <p>{p.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
