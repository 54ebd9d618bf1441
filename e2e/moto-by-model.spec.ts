import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

test("motorbike search by model on a phone: brand → engine size → model → year → both tyres", async ({ browser }) => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${BASE_URL}/selector-moto/marca`);
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

test("motorbike results can be sorted by price and filtered by brand, on a phone and a desktop", async ({
  browser,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport);
    await page.goto(`${BASE_URL}/selector-moto/resultados?ancho=120&llanta=17`);
    const prices = async () =>
      (await page.locator(".tyre-card .price strong").allTextContents()).map((p) =>
        Number(p.replace(/[^\d,]/g, "").replace(",", ".")),
      );
    const before = await prices();
    assert.ok(before.length > 3, `only ${before.length} tyres`);
    await page.getByLabel("Ordenar por").selectOption("precio-asc");
    await page.waitForURL(/ordem=precio-asc/);
    // the URL changes before React has painted the new order: wait for the list itself
    await page.waitForFunction(() => {
      const p = [...document.querySelectorAll(".tyre-card .price strong")].map((e) =>
        Number((e.textContent ?? "").replace(/[^\d,]/g, "").replace(",", ".")),
      );
      return p.length > 0 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) <= v);
    });
    const sorted = await prices();
    assert.deepEqual(
      sorted,
      [...sorted].sort((a, b) => a - b),
    );
    assert.equal(sorted.length, before.length);
    // filters: tick one brand; every card is that brand and the summary counts the filter
    const refine = page.getByRole("form", { name: "Ordenar e filtrar os pneus" });
    if ((await refine.locator("details").getAttribute("open")) === null)
      await refine.getByText("Filtrar", { exact: true }).click();
    const brand = refine.getByRole("group", { name: "Marca" }).getByRole("checkbox").first();
    const brandName = (await brand.getAttribute("value")) ?? "";
    await brand.check();
    await page.waitForURL(/marca_pneu=/);
    await refine.getByText("Filtrar (1)").waitFor();
    const titles = await page.locator(".tyre-card .tyre-card-title").allTextContents();
    assert.ok(titles.length > 0 && titles.length < before.length);
    for (const t of titles) assert.ok(t.trim().startsWith(brandName), `${t} is not ${brandName}`);
    assert.ok(page.url().includes("ordem=precio-asc"), "the sort is kept when filtering");
    await shot(page, `moto-sort-filter-${viewport.width}`);
    await refine.getByRole("link", { name: "Limpar filtros" }).click();
    await page.waitForURL((u) => !u.search.includes("marca_pneu"));
    await page.waitForFunction((n) => document.querySelectorAll(".tyre-card").length === n, before.length);
    await page.context().close();
  }
});
