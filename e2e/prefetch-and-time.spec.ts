/**
 * Spec section 9 (issue 13, item 7): the pages behind the links in view are prefetched 4 at a time every 3 seconds,
 * and never for a bot or in data-saver mode; a past moment reads "há 12 segundos" and moves on every 10 seconds (the
 * back office's audit list).
 */
import assert from "node:assert/strict";
import { expect, test } from "./support/test.ts";
import type { Browser, Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage } from "./support/browser.ts";

const API = `${BASE_URL}/api/rodacerta/pt`;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The pages React Router was asked to prefetch (its `<link rel="prefetch">` of each page's data). */
async function prefetchedPages(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute("href") ?? ""),
  );
  // React Router asks for /{path}.data, and /_.data for the home page.
  const paths = hrefs.filter((h) => h.includes(".data")).map((h) => h.replace(/\.data.*$/, "").replace(/^\/_$/, "/"));
  return [...new Set(paths)];
}

async function visitor(browser: Browser, opts: { userAgent: string; saveData?: boolean }): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "pt-PT", userAgent: opts.userAgent });
  if (opts.saveData)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
  const page = await context.newPage();
  // The page's timers run on Playwright's clock, standing still from the start: the test moves time on by the seconds
  // the rules speak of (the prefetch timer starts at hydration), instead of sleeping.
  const start = Date.now() + 60_000;
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(`${BASE_URL}/blog`);
  // The page's scripts start after its first paint (a frame, then a task: src/server/page-scripts.ts), on that clock
  // too: it moves on a frame at a time until React has hydrated the page.
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return page.evaluate(() => document.documentElement.dataset.hydrated);
    })
    .toBe("1");
  return page;
}

test("prefetch: the articles in view, 4 every 3 seconds; nothing for a bot or with data saver", async ({ browser }) => {
  const page = await visitor(browser, { userAgent: CHROME });
  await page.clock.runFor(1500);
  assert.deepEqual(await prefetchedPages(page), [], "nothing before the first 3 seconds");
  await page.clock.runFor(1500);
  await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0, null, {
    timeout: 5000,
  });
  const first = await prefetchedPages(page);
  assert.ok(first.length > 0 && first.length <= 4, `first batch: ${first.join(", ")}`);
  assert.deepEqual(await prefetchedPages(page), first, "no second batch within the 3 seconds");
  await page.clock.runFor(3000);
  await expect
    .poll(async () => (await prefetchedPages(page)).length, {
      message: "a second batch 3 seconds later",
      timeout: 5000,
    })
    .toBeGreaterThan(first.length);
  const second = await prefetchedPages(page);
  assert.ok(second.length <= 8);
  // The pages it prefetched are pages of the site that answer.
  for (const path of second) assert.equal((await fetch(`${BASE_URL}${path}`)).status, 200, path);
  await page.context().close();

  for (const opts of [{ userAgent: GOOGLEBOT }, { userAgent: CHROME, saveData: true }]) {
    const quiet = await visitor(browser, opts);
    await quiet.clock.runFor(4000);
    assert.deepEqual(await prefetchedPages(quiet), [], JSON.stringify(opts));
    await quiet.context().close();
  }
});

test("relative time: the audit list says how long ago a change was made, and the words move on every 10 s", async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  const token = (
    await (
      await page.request.post(`${API}/operador/login`, {
        data: { email: "admin@rodacerta.pt", password: "admin-demo-2026" },
      })
    ).json()
  ).token as string;
  const auth = { authorization: `Bearer ${token}` };
  const list = await (await page.request.get(`${API}/operador/produtos?porPagina=5`, { headers: auth })).json();
  const tyre = (list.produtos as Array<{ id: string; stock: number; precoCentimos: number }>)[0]!;
  // The same price and stock again: nothing changes for customers, and the audit log gets a row made now.
  const res = await page.request.patch(`${API}/operador/produtos/${tyre.id}`, {
    headers: auth,
    data: { precoCentimos: tyre.precoCentimos, stock: tyre.stock },
  });
  assert.equal(res.status(), 200);

  await page.goto(`${BASE_URL}/operador/entrar`);
  await page.getByLabel("E-mail").fill("admin@rodacerta.pt");
  await page.getByLabel("Password").fill("admin-demo-2026");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/operador\/(encerramentos|dia)/);
  await page.goto(`${BASE_URL}/operador/auditoria`);
  const when = page.getByRole("row").filter({ hasText: tyre.id }).first().locator("time");
  const first = (await when.textContent()) ?? "";
  assert.match(first, /^(agora|há \d+ segundos?)$/);
  assert.match((await when.getAttribute("title")) ?? "", /de \d{4}/);
  await page.waitForFunction(
    ([id, before]) =>
      [...document.querySelectorAll("tr")].find((r) => r.textContent?.includes(id))?.querySelector("time")
        ?.textContent !== before,
    [tyre.id, first] as const,
    { timeout: 12_000 },
  );
  assert.match((await when.textContent()) ?? "", /^há \d+ segundos?$|^há 1 minuto$/);
  await page.context().close();
});
