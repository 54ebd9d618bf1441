import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

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

const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));

test("product page on a 390 px phone: name, price and Comprar on the first screen; rating and tread picture", async ({
  browser,
}) => {
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
  assert.ok(
    h1.startsWith(treadLabel.replace(/^Desenho do piso do pneu /, "")),
    `tread alt "${treadLabel}" names the model of "${h1}"`,
  );
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
  // result cards show a tread picture (an image, loaded) naming the model and a rating
  const card = page.locator(".tyre-card").first();
  const cardName = ((await card.locator(".tyre-card-title a").textContent()) ?? "").trim();
  const tread = card.locator("img.tread").first();
  await tread.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (img) => img !== null && (img as HTMLImageElement).naturalWidth > 0,
    await tread.elementHandle(),
  );
  assert.match(
    (await tread.getAttribute("alt")) ?? "",
    new RegExp(
      cardName
        .split(" ")
        .slice(1)
        .join(" ")
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    ),
  );
  assert.match((await card.locator(".rating").first().textContent()) ?? "", /\d,\d/);
  await shot(page, "results-phone");
  await card.scrollIntoViewIfNeeded();
  await firstScreen(page, "results-phone-card");

  const desktop = await newPage(browser, DESKTOP);
  await desktop.goto(`${BASE_URL}${url}`);
  const columns = await desktop
    .locator(".product-layout")
    .evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(" ").length);
  assert.equal(columns, 2, "desktop keeps two columns");
  await shot(desktop, "product-desktop");
  await firstScreen(desktop, "product-desktop");
});

/** "565,37 €" → 56537 */
const cents = (text: string) =>
  Number((/([\d.\s]+,\d{2})\s*€/.exec(text)?.[1] ?? "").replace(/[.\s]/g, "").replace(",", ""));

test("one price: a promoted tyre's all-in total on the results card, the product page and the basket are the same, saving shown", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE);
  // A Michelin winter tyre (the −15 % winter/all-season offer) from its results page, filtered to Michelin winter
  const search = await fetch(`${BASE_URL}/api/rodacerta/pt/neumaticos/selector`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
    body: JSON.stringify({
      filters: { ancho: 205, serie: 55, llanta: 16, invierno: true },
      pagination: { pageSize: 50, page: 0 },
    }),
  });
  const michelin = (
    (await search.json()).neumaticos as Array<{ marcaSlug: string; brandId: number; oferta: unknown }>
  ).find((t) => t.marcaSlug === "michelin" && t.oferta);
  assert.ok(michelin, "a Michelin winter tyre on offer in 205/55 R16");
  await page.goto(
    `${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16&temporada=invierno&marca=${michelin.brandId}`,
  );
  const card = page
    .locator(".tyre-card")
    .filter({ has: page.locator(".promo-badge", { hasText: "Michelin" }) })
    .first();
  await card.scrollIntoViewIfNeeded();
  const cardAllIn = cents((await card.locator(".all-in").textContent()) ?? "");
  assert.ok(cardAllIn > 0, "the card shows the all-in price of 4 fitted");
  assert.match((await card.locator(".all-in").textContent()) ?? "", /poupa \d/);
  assert.ok(await card.locator(".price-before").isVisible(), "the price before the promotion is struck through");
  await card.locator(".tyre-card-title a").click();
  await page.waitForURL(/\/pneus\/michelin\//);
  const productAllIn = cents((await page.locator(".product-buy .all-in").textContent()) ?? "");
  assert.equal(productAllIn, cardAllIn, "product page = results card");
  await page.getByRole("button", { name: /Comprar com montagem/ }).click();
  await page.waitForURL(/\/carrinho\/pedido/);
  const total = cents((await page.locator(".checkout-summary .totals").textContent())?.split("Total")[1] ?? "");
  assert.equal(total, productAllIn, "basket total = product page");
  assert.match((await page.locator(".basket-line").first().textContent()) ?? "", /Poupa\s\d+,\d{2}\s€ com a promoção/);
  await shot(page, "basket-promotion-phone");
});
