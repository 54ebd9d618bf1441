import { describe, expect, it } from "vitest";
import { BLOG_POSTS, blogDate, blogPostPath, findBlogPost } from "./blog.ts";

describe("blog articles", () => {
  it("each has a unique address, a real date, a summary, a meta description of search-result length and a body", () => {
    expect(new Set(BLOG_POSTS.map((p) => p.slug)).size).toBe(BLOG_POSTS.length);
    for (const p of BLOG_POSTS) {
      expect(p.slug, p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(Number.isNaN(new Date(`${p.date}T00:00:00Z`).getTime()), p.slug).toBe(false);
      expect(p.title.length, p.slug).toBeLessThanOrEqual(60);
      expect(p.description.length, p.slug).toBeGreaterThanOrEqual(70);
      expect(p.description.length, p.slug).toBeLessThanOrEqual(160);
      expect(p.summary.length, p.slug).toBeGreaterThan(60);
      expect(p.sections.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.next.to, p.slug).toMatch(/^\//);
    }
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
});
