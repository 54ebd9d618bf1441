import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, DESKTOP, launch, newPage, PHONE, shot } from "./support/browser.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test("home page → menu → tyre landing, on a desktop", async () => {
  const page = await newPage(browser, DESKTOP);
  const res = await page.goto(BASE_URL);
  assert.equal(res?.status(), 200);
  assert.match(await page.title(), /RodaCerta/);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.match((await page.getByRole("heading", { level: 1 }).textContent()) ?? "", /Pneus ao melhor preço/);
  // featured offers come from the data
  await page.getByRole("heading", { name: "Ofertas em destaque" }).waitFor();
  assert.ok((await page.getByText("Michelin: −15 % em pneus de inverno").count()) > 0);
  // the size search cascade loads series for a width
  await page.getByLabel("Largura").selectOption("205");
  await page.waitForFunction(() => (document.querySelector("#serie") as HTMLSelectElement | null)?.options.length! > 1);
  await shot(page, "home-desktop");
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await nav.getByText("Pneus", { exact: true }).click();
  await nav.getByRole("link", { name: "Premium" }).click();
  await page.waitForURL(`${BASE_URL}/pneus/premium`);
  await page.getByRole("heading", { level: 1, name: "Pneus premium" }).waitFor();
  assert.match(await page.title(), /premium/i);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.equal(canonical, "https://www.rodacerta.pt/pneus/premium");
  await shot(page, "landing-premium-desktop");
  await page.context().close();
});

test("a phone gets the menu behind a button and reaches a brand page", async () => {
  const page = await newPage(browser, PHONE);
  await page.goto(BASE_URL);
  await shot(page, "home-phone");
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  assert.equal(await nav.isVisible(), false);
  await page.getByRole("button", { name: "Menu" }).click();
  await nav.getByText("Pneus", { exact: true }).click();
  await nav.getByRole("link", { name: "Michelin" }).click();
  await page.waitForURL(`${BASE_URL}/pneus/michelin`);
  await page.getByRole("heading", { level: 1, name: "Pneus Michelin" }).waitFor();
  await shot(page, "brand-michelin-phone");
  await page.context().close();
});

test("an unknown page answers 404 with the 404 page", async () => {
  const page = await newPage(browser, DESKTOP);
  const res = await page.goto(`${BASE_URL}/esta-pagina-nao-existe`);
  assert.equal(res?.status(), 404);
  await page.getByRole("heading", { name: "Esta página não existe" }).waitFor();
  await page.getByRole("link", { name: "Ir para a página inicial" }).click();
  await page.waitForURL(`${BASE_URL}/`);
  const brand = await page.goto(`${BASE_URL}/pneus/marca-que-nao-existe`);
  assert.equal(brand?.status(), 404);
  await page.context().close();
});
