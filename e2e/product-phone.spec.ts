import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DESKTOP, launch, newPage, PHONE, shot } from "./support/browser.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** The first product of 205/55 R16 as the results page links it. */
async function firstProductUrl(page: Page): Promise<string> {
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  const href = await page.locator(".tyre-card .tyre-card-title a").first().getAttribute("href");
  assert.ok(href, "no product link on the results page");
  return href;
}

/** The first screen only (shot() saves the full page), when SCREENSHOTS=1. */
async function firstScreen(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/${name}-first-screen.png` });
}

const top = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));

test("product page on a 390 px phone: name, price and Comprar on the first screen; rating and tread picture", async () => {
  const page = await newPage(browser, PHONE);
  const url = await firstProductUrl(page);
  await page.goto(`${BASE_URL}${url}`);
  const name = await top(page, "h1");
  const price = await top(page, ".price");
  const buy = await top(page, "button:has-text('Comprar')");
  console.log(`390 px: name y=${name}, price y=${price}, Comprar y=${buy}`);
  assert.ok(name <= 700 && price <= 700 && buy <= 700, `above the fold: name ${name}, price ${price}, Comprar ${buy}`);
  assert.match((await page.locator(".product-buy").textContent()) ?? "", /4 pneus com montagem/);
  const h1 = ((await page.locator("h1").textContent()) ?? "").trim();
  const treadLabel = (await page.locator(".product-photo .tread").getAttribute("aria-label")) ?? "";
  assert.ok(h1.startsWith(treadLabel.replace(/^Desenho do piso do pneu /, "")), `tread alt "${treadLabel}" names the model of "${h1}"`);
  assert.match((await page.locator(".product-rating").textContent()) ?? "", /\d,\d.*\d+ avaliações/);

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((s) => JSON.parse(s)).find((j) => j["@type"] === "Product");
  assert.ok(product, "no Product JSON-LD");
  assert.equal(product.aggregateRating["@type"], "AggregateRating");
  assert.ok(Number(product.aggregateRating.ratingValue) >= 3 && Number(product.aggregateRating.ratingValue) <= 5);
  assert.ok(Number(product.aggregateRating.reviewCount) > 0);
  await shot(page, "product-phone");
  await firstScreen(page, "product-phone");

  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16`);
  // result cards show a tread picture naming the model and a rating
  const card = page.locator(".tyre-card").first();
  const cardName = ((await card.locator(".tyre-card-title a").textContent()) ?? "").trim();
  assert.match((await card.locator(".tread").first().getAttribute("aria-label")) ?? "", new RegExp(cardName.split(" ").slice(1).join(" ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  assert.match((await card.locator(".rating").first().textContent()) ?? "", /\d,\d/);
  await shot(page, "results-phone");
  await card.scrollIntoViewIfNeeded();
  await firstScreen(page, "results-phone-card");

  const desktop = await newPage(browser, DESKTOP);
  await desktop.goto(`${BASE_URL}${url}`);
  const columns = await desktop.locator(".product-layout").evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(" ").length);
  assert.equal(columns, 2, "desktop keeps two columns");
  await shot(desktop, "product-desktop");
  await firstScreen(desktop, "product-desktop");
});
