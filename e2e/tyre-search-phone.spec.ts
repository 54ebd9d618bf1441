import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, launch, newPage, PHONE, shot } from "./support/browser.ts";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test("size search on a 390 px phone: home → results → filter → product page", async () => {
  const page = await newPage(browser, PHONE);
  await page.goto(BASE_URL);
  await page.getByLabel("Largura").selectOption("205");
  await page.getByLabel("Perfil").selectOption("55");
  await page.getByLabel("Jante").selectOption("16");
  await page.getByRole("button", { name: "Ver pneus" }).click();
  await page.waitForURL(/\/seletor\/resultados\?ancho=205&serie=55&llanta=16/);
  await page.getByRole("heading", { level: 1, name: "Pneus 205/55 R16" }).waitFor();
  const status = await page.getByRole("status").filter({ hasText: "pneus encontrados" }).textContent();
  const total = Number(status?.match(/(\d+)/)?.[1]);
  assert.ok(total > 100, `expected many results, got ${status}`);
  assert.equal(await page.locator(".recommended .tyre-card").count(), 6);
  await shot(page, "results-phone");
  // filter to winter tyres: the count drops and every card says Inverno
  await page.getByLabel("Inverno").check();
  await page.waitForURL(/temporada=invierno/);
  await page.waitForFunction((before) => {
    const text = document.querySelector('[role="status"]')?.textContent ?? "";
    const n = Number(text.match(/(\d+)/)?.[1]);
    return n > 0 && n < before;
  }, total);
  const seasons = await page.locator("#all-title ~ .grid .season").allTextContents();
  assert.ok(seasons.length > 0 && seasons.every((s) => s === "Inverno"), seasons.join(","));
  // sort by price, cheapest first
  await page.getByLabel("Ordenar por").selectOption("precio-asc");
  await page.waitForURL(/orden=precio-asc/);
  await page.waitForFunction(() => {
    const prices = [...document.querySelectorAll("#all-title ~ .grid .price strong")].map((e) => Number((e.textContent ?? "").replace(/[^\d,]/g, "").replace(",", ".")));
    return prices.length > 1 && prices.every((p, i) => i === 0 || p >= (prices[i - 1] as number));
  });
  // open a product page
  const firstTitle = page.locator("#all-title ~ .grid .tyre-card-title a").first();
  const name = (await firstTitle.textContent()) ?? "";
  await firstTitle.click();
  await page.waitForURL(/\/pneus\/[a-z0-9-]+\/[a-z0-9-]+-205-55-r16-/);
  await page.getByRole("heading", { level: 1 }).filter({ hasText: name.trim() }).waitFor();
  assert.ok(await page.getByRole("figure", { name: "Etiqueta europeia do pneu" }).isVisible());
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  const json = JSON.parse(ld ?? "{}");
  assert.equal(json["@type"], "Product");
  assert.equal(json.offers.priceCurrency, "EUR");
  await shot(page, "product-phone");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide on a 390px phone`);
  await page.context().close();
});

test("plate search → vehicle sizes → results; unknown plate → pick by hand", async () => {
  const page = await newPage(browser, PHONE);
  await page.goto(BASE_URL);
  await page.getByRole("tab", { name: "Pela matrícula" }).click();
  await page.getByLabel("Matrícula", { exact: true }).fill("12-34-56");
  await page.getByRole("button", { name: "Procurar pela matrícula" }).click();
  await page.getByText("A matrícula não tem um formato válido").waitFor();
  await page.getByLabel("Matrícula", { exact: true }).fill("aa-00-aa");
  await page.getByRole("button", { name: "Procurar pela matrícula" }).click();
  await page.getByRole("heading", { name: /Volkswagen Golf VIII/ }).waitFor();
  await page.getByRole("link", { name: "Ver pneus 205/55 R16 91V" }).click();
  await page.getByRole("heading", { level: 1, name: "Pneus 205/55 R16" }).waitFor();

  await page.goto(`${BASE_URL}/seletor/matricula?matricula=ZZ-99-ZZ`);
  await page.getByText("Não encontrámos esta matrícula").waitFor();
  await page.getByLabel("Marca").selectOption("Renault");
  await page.getByLabel("Modelo").selectOption("Clio V");
  await page.getByLabel("Motor").selectOption("1.0 TCe 90");
  await page.getByRole("button", { name: "Ver medidas" }).click();
  await page.getByRole("link", { name: "Ver pneus 185/65 R15 88H" }).waitFor();
  await page.context().close();
});

test("car selector on a desktop: shared sizes screen, preferences, state kept across a reload", async () => {
  const { DESKTOP } = await import("./support/browser.ts");
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${BASE_URL}/seletor/medidas`);
  await page.getByLabel("Largura").selectOption("225");
  await page.waitForFunction(() => (document.querySelector("#sel-serie") as HTMLSelectElement).options.length > 1);
  await page.getByLabel("Perfil").selectOption("45");
  await page.waitForFunction(() => (document.querySelector("#sel-llanta") as HTMLSelectElement).options.length > 1);
  await page.getByLabel("Jante").selectOption("17");
  await page.waitForFunction(() => (document.querySelector("#sel-carga") as HTMLSelectElement).options.length > 1);
  // the state survives a reload (stored state version 2)
  await page.waitForTimeout(50);
  await page.reload();
  await page.waitForFunction(() => (document.querySelector("#sel-llanta") as HTMLSelectElement)?.value === "17");
  // changing the width resets what follows
  await page.getByLabel("Largura").selectOption("205");
  assert.equal(await page.getByLabel("Jante").inputValue(), "");
  await page.waitForFunction(() => (document.querySelector("#sel-serie") as HTMLSelectElement).options.length > 1);
  await page.getByLabel("Perfil").selectOption("55");
  await page.waitForFunction(() => (document.querySelector("#sel-llanta") as HTMLSelectElement).options.length > 1);
  await page.getByLabel("Jante").selectOption("16");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/seletor\/preferencias/);
  await page.getByLabel("Inverno (abaixo de 7 °C)").check();
  await page.getByRole("button", { name: "Ver pneus" }).click();
  await page.waitForURL(/\/seletor\/resultados\?ancho=205&serie=55&llanta=16&temporada=invierno/);
  await page.getByRole("heading", { level: 1, name: "Pneus 205/55 R16" }).waitFor();
  await page.context().close();
});
