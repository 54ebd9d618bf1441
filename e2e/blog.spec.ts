/**
 * The blog, /app and /blank (issue 13, item 6): a reader finds the blog from the footer and reads an article on a
 * phone and on a desktop.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

const meta = (page: Page, selector: string, attr = "content") => page.locator(selector).first().getAttribute(attr);

test("phone: footer → blog → an article, with its date, canonical address and description", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(BASE_URL);
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
  await page.waitForURL(`${BASE_URL}/blog`);
  await page.getByRole("heading", { level: 1, name: "Blog RodaCerta" }).waitFor();
  assert.equal(await meta(page, 'link[rel="canonical"]', "href"), "https://www.rodacerta.pt/blog");
  const articles = page.getByRole("main").getByRole("listitem");
  assert.ok((await articles.count()) >= 4);
  await shot(page, "blog-list-phone");

  await page.getByRole("link", { name: "Como ler a etiqueta europeia dos pneus" }).click();
  await page.waitForURL(`${BASE_URL}/blog/etiqueta-europeia-dos-pneus`);
  await page.getByRole("heading", { level: 1, name: "Como ler a etiqueta europeia dos pneus" }).waitFor();
  assert.equal(await page.locator("article time").getAttribute("datetime"), "2026-10-06");
  assert.match((await page.locator("article time").textContent()) ?? "", /6 de outubro de 2026/);
  assert.match(await page.title(), /^Como ler a etiqueta europeia dos pneus \| RodaCerta$/);
  assert.equal(
    await meta(page, 'link[rel="canonical"]', "href"),
    "https://www.rodacerta.pt/blog/etiqueta-europeia-dos-pneus",
  );
  assert.match((await meta(page, 'meta[name="description"]')) ?? "", /etiqueta europeia dos pneus/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  assert.equal(ld["@type"], "BlogPosting");
  assert.equal(ld.datePublished, "2026-10-06");
  await page.getByRole("heading", { level: 2, name: "Aderência em piso molhado" }).waitFor();
  await shot(page, "blog-article-phone");

  // Back to the list by the breadcrumb; an unknown article is a 404.
  await page.getByRole("navigation", { name: "Caminho" }).getByRole("link", { name: "Blog" }).click();
  await page.waitForURL(`${BASE_URL}/blog`);
  const missing = await page.goto(`${BASE_URL}/blog/nao-existe`);
  assert.equal(missing?.status(), 404);
});

test("desktop: the blog, an article, /app; /blank is empty and not indexed", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${BASE_URL}/blog`);
  await shot(page, "blog-list-desktop");
  await page.getByRole("link", { name: "Quando mudar o óleo do motor" }).click();
  await page.waitForURL(`${BASE_URL}/blog/quando-mudar-o-oleo`);
  await page.getByText("a cada 15 000 a 20 000 km").waitFor();
  await page.getByRole("link", { name: "Ver os packs de mudança de óleo" }).waitFor();
  await shot(page, "blog-article-desktop");

  await page.goto(`${BASE_URL}/app`);
  await page.getByRole("heading", { level: 1, name: "A app RodaCerta no seu telemóvel" }).waitFor();
  await page.getByRole("heading", { level: 2, name: "Em iPhone ou iPad (Safari)" }).waitFor();
  await shot(page, "app-desktop");

  const blank = await page.goto(`${BASE_URL}/blank`);
  assert.equal(blank?.status(), 200);
  assert.equal(await meta(page, 'meta[name="robots"]'), "noindex, nofollow");
  // Nothing to see: only a heading for screen readers.
  assert.equal(((await page.getByRole("main").textContent()) ?? "").trim(), "Página em branco");
  assert.ok(((await page.locator("main h1").boundingBox())?.width ?? 0) <= 1);
});
