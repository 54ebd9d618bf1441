/**
 * No dead links (issue 12 item 9): every internal link a visitor can reach from the home page and its menu, on a phone
 * and on a desktop, answers without a 4xx or 5xx; and so does every internal link on those pages (two clicks deep).
 * Product pages are many and alike: the crawl follows every link of the first two levels but does not expand the
 * links found on product pages further. Every page crawled is also read for Spanish or English words (issue 13).
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE } from "./support/browser.ts";

/** Internal paths (with query) the visitor can follow; the API, downloads and in-page anchors are not pages. */
function internal(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, BASE_URL);
  } catch {
    return null;
  }
  if (url.origin !== new URL(BASE_URL).origin) return null;
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/assets/")) return null;
  if (/\.(png|jpe?g|svg|webp|pdf|ics|css|js|xml|txt|ico|webmanifest)$/.test(url.pathname)) return null;
  return url.pathname + url.search;
}

async function linksOnScreen(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")));
  return hrefs.flatMap((h) => (h ? [internal(h)].filter((x): x is string => x !== null) : []));
}

/** The links a page's server-rendered HTML carries. */
function linksInHtml(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const path = internal((m[1] ?? "").replaceAll("&amp;", "&"));
    if (path) out.push(path);
  }
  return out;
}

async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(new URL(path, BASE_URL), {
    headers: { accept: "text/html", "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.9` },
  });
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, html: type.includes("text/html") ? await res.text() : "" };
}

async function checkAll(paths: string[]): Promise<Map<string, { status: number; html: string }>> {
  const results = new Map<string, { status: number; html: string }>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) results.set(path, await fetchPage(path));
    }),
  );
  return results;
}

const isProductPage = (path: string) => /^\/pneus\/[^/]+\/[^/]+/.test(path);

/** Words that give away Spanish or English copy on a Portuguese page (issue 13: no other language leaks). */
const FOREIGN =
  /\b(Ha habido|neumáticos?|talleres|cita previa|usted|envío|Invalid input|Too (?:small|big)|expected string|Loading|Submit|Something went wrong|Not found)\b/i;

/** The words a visitor reads: the HTML without scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

test("every link reachable from the home page and its menu answers, on a phone and on a desktop", async ({
  browser,
}) => {
  const first = new Set<string>();
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport);
    await page.goto(BASE_URL);
    if (viewport === PHONE) {
      await page.getByRole("button", { name: /menu/i }).first().click();
      await page.getByRole("navigation", { name: "Menu principal" }).waitFor();
    }
    for (const path of await linksOnScreen(page)) first.add(path);
    await page.context().close();
  }
  // The menu's entries are all there, whatever the width.
  for (const path of ["/carro", "/mota", "/camiao", "/mudanca-de-oleo-filtros", "/oficinas-mecanicas"])
    assert.ok(first.has(path), `${path} is not linked from the home page or its menu`);

  const level1 = await checkAll([...first]);
  const second = new Set<string>();
  for (const [path, { html }] of level1) {
    if (isProductPage(path)) continue;
    for (const link of linksInHtml(html)) if (!level1.has(link)) second.add(link);
  }
  const level2 = await checkAll([...second]);
  const broken = [...level1, ...level2].filter(([, r]) => r.status >= 400).map(([path, r]) => `${r.status} ${path}`);
  assert.deepEqual(broken, [], `dead links:\n${broken.join("\n")}`);
  const foreign = [...level1, ...level2].flatMap(([path, r]) => {
    // The language switcher links every page to its Spanish twin: Spanish words belong there.
    if (r.html.includes('<html lang="es-ES"')) return [];
    const m = FOREIGN.exec(visibleText(r.html));
    return m ? [`${path}: «${m[0]}»`] : [];
  });
  assert.deepEqual(foreign, [], `Spanish or English on Portuguese pages:\n${foreign.join("\n")}`);
  assert.ok(level1.size + level2.size > 60, `only ${level1.size + level2.size} pages crawled`);
});
