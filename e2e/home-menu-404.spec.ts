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
  // Scripts run by nonce, never by 'unsafe-inline': every script React Router rendered carries this response's.
  const csp = (await res?.allHeaders())?.["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src "))?.trim().split(/\s+/) ?? [];
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), csp);
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  assert.ok(nonce, csp);
  const scriptNonces = await page.evaluate(() => [...document.scripts].filter((s) => s.type !== "application/ld+json").map((s) => s.nonce));
  assert.ok(scriptNonces.length >= 3);
  assert.deepEqual(new Set(scriptNonces), new Set([nonce]));
  // demo mode says so at the very top
  const banner = page.getByRole("note").filter({ hasText: "Demonstração: pagamentos simulados" });
  assert.equal(await banner.isVisible(), true);
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
  // the demo banner is a thin strip above the header, not over it
  const banner = await page.getByRole("note").filter({ hasText: "Demonstração: pagamentos simulados" }).boundingBox();
  const header = await page.locator("header").first().boundingBox();
  assert.ok(banner && header);
  assert.equal(banner.y, 0);
  assert.ok(banner.height <= 40, `banner height ${banner.height}`);
  assert.ok(banner.y + banner.height <= header.y, "the banner does not cover the header");
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
