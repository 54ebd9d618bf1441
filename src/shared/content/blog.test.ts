import { describe, expect, it } from "vitest";
import { LANGS } from "../i18n/lang.ts";
import {
  BLOG_POSTS,
  blogDate,
  blogListPath,
  blogPostPath,
  blogPostPathIn,
  blogPosts,
  findBlogPost,
  findBlogPostIn,
  otherLanguageBlogSlug,
} from "./blog.ts";
import { BLOG_POSTS_ES } from "./blog-es.ts";
import { BLOG_SLUGS_ES } from "./slugs.ts";

describe("blog articles", () => {
  it.each(LANGS)(
    "each (%s) has a unique address, a real date, a summary, a meta description of search-result length and a body",
    (lang) => {
      const posts = blogPosts(lang);
      expect(posts.length).toBe(BLOG_POSTS.length);
      expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
      for (const p of posts) {
        expect(p.slug, p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(Number.isNaN(new Date(`${p.date}T00:00:00Z`).getTime()), p.slug).toBe(false);
        expect(p.title.length, p.slug).toBeLessThanOrEqual(60);
        expect(p.description.length, p.slug).toBeGreaterThanOrEqual(70);
        expect(p.description.length, p.slug).toBeLessThanOrEqual(160);
        expect(p.summary.length, p.slug).toBeGreaterThan(60);
        expect(p.sections.length, p.slug).toBeGreaterThanOrEqual(3);
        expect(p.next.to, p.slug).toMatch(/^\//);
      }
    },
  );

  it("has every article in Spanish, with its own Spanish slug and the Portuguese article's date and shape", () => {
    expect(Object.keys(BLOG_POSTS_ES).sort()).toEqual(BLOG_POSTS.map((p) => p.slug).sort());
    expect(Object.keys(BLOG_SLUGS_ES).sort()).toEqual(BLOG_POSTS.map((p) => p.slug).sort());
    const es = blogPosts("es");
    BLOG_POSTS.forEach((pt, i) => {
      const sp = es[i]!;
      expect(sp.slug, pt.slug).toBe(BLOG_SLUGS_ES[pt.slug]);
      expect(sp.slug, pt.slug).not.toBe(pt.slug);
      expect(sp.date, pt.slug).toBe(pt.date);
      expect(sp.title, pt.slug).not.toBe(pt.title);
      expect(sp.sections.length, pt.slug).toBe(pt.sections.length);
      expect(sp.next.to, pt.slug).toBe(pt.next.to);
    });
  });

  it("lists the newest first", () => {
    const dates = BLOG_POSTS.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds an article by its address and writes its date in Portuguese", () => {
    const first = BLOG_POSTS[0]!;
    expect(findBlogPost(first.slug)).toBe(first);
    expect(findBlogPost("nao-existe")).toBeUndefined();
    expect(blogPostPath(first)).toBe(`/blog/${first.slug}`);
    expect(blogDate("2026-11-17")).toBe("17 de novembro de 2026");
    expect(blogDate("2026-01-01")).toBe("1 de janeiro de 2026");
  });

  it("finds a Spanish article by its Spanish address, and says where an article asked by the other slug lives", () => {
    const es = findBlogPostIn("es", "presion-de-los-neumaticos");
    expect(es?.title).toBe("Presión de los neumáticos: cuándo y cómo revisarla");
    expect(es && blogPostPathIn("es", es)).toBe("/es/blog/presion-de-los-neumaticos");
    expect(findBlogPostIn("es", "pressao-dos-pneus")).toBeUndefined();
    expect(otherLanguageBlogSlug("es", "pressao-dos-pneus")).toBe("presion-de-los-neumaticos");
    expect(otherLanguageBlogSlug("pt", "presion-de-los-neumaticos")).toBe("pressao-dos-pneus");
    expect(otherLanguageBlogSlug("es", "presion-de-los-neumaticos")).toBeUndefined();
    expect(otherLanguageBlogSlug("es", "no-existe")).toBeUndefined();
    expect(blogListPath("es")).toBe("/es/blog");
    expect(blogListPath("pt")).toBe("/blog");
    expect(blogDate("2026-11-17", "es")).toBe("17 de noviembre de 2026");
  });
});
