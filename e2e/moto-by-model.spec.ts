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

test("motorbike search by model on a phone: brand → engine size → model → year → both tyres", async () => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/selector-moto?modo=modelo`);
  await page.getByLabel("Marca", { exact: true }).selectOption("Yamaha");
  await page.getByLabel("Cilindrada").selectOption("689");
  await page.getByLabel("Modelo").selectOption("MT-07");
  await page.getByLabel("Ano de fabrico").selectOption("2022");
  await page.getByLabel("Os dois").check();
  await page.getByRole("heading", { name: /Frente: 120\/70-17/ }).waitFor();
  await page.getByRole("heading", { name: /Trás: 180\/55-17/ }).waitFor();
  assert.equal(await page.locator("[data-step]").getAttribute("data-step"), "SHOW_RESULTADOS");
  assert.ok((await page.locator(".tyre-card").count()) > 4);
  await shot(page, "moto-model-phone");
  await page.context().close();
});
