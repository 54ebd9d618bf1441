import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

/** Presses Tab from the top of the page until the first "Comprar" button has focus; returns how many presses. */
async function tabsToFirstBuy(page: Page): Promise<number> {
  for (let tabs = 1; tabs <= 80; tabs++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim();
    });
    if (name.startsWith("Comprar")) return tabs;
  }
  throw new Error('no "Comprar" button reached in 80 Tabs');
}

/** The cards' "205/55 R16 91V XL" lines as { ic, cv }. */
async function cardServices(page: Page): Promise<Array<{ ic: number; cv: string }>> {
  const sizes = await page.locator(".tyre-card .tyre-size").allTextContents();
  return sizes.map((s) => {
    const m = /R\d{2} (\d{2,3})([A-Z])/.exec(s);
    assert.ok(m, `no service description in "${s}"`);
    return { ic: Number(m[1]), cv: m[2] as string };
  });
}

const SPEED_ORDER = ["Q", "R", "S", "T", "H", "V", "W", "Y"];

test("size search on a 390 px phone: home → results (filters folded away) → filter → product page", async ({
  browser,
}) => {
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

  // the filters wait behind "Filtrar (0)": the first tyre is on the first screen, "Comprar" a few Tabs away
  const toggle = page.getByRole("button", { name: /^Filtrar/ });
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  assert.match((await toggle.textContent()) ?? "", /Filtrar \(0\)/);
  assert.equal(await page.getByLabel("Inverno").isVisible(), false);
  const firstCardY = await page
    .locator(".tyre-card")
    .first()
    .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
  assert.ok(firstCardY <= 700, `the first tyre starts ${firstCardY}px down`);
  await page.reload();
  const tabs = await tabsToFirstBuy(page);
  console.log(`390 px: first tyre at ${Math.round(firstCardY)} px, first "Comprar" after ${tabs} Tabs`);
  assert.ok(tabs <= 12, `${tabs} Tabs to the first "Comprar"`);
  await shot(page, "results-phone");

  // open the filters by keyboard: focus moves into the panel; Escape closes it and focus comes back
  await toggle.focus();
  await page.keyboard.press("Enter");
  assert.equal(await toggle.getAttribute("aria-expanded"), "true");
  await page.waitForFunction(() => document.activeElement?.textContent === "Filtrar resultados");
  assert.ok(await page.getByLabel("Inverno").isVisible());
  await shot(page, "results-phone-filters");
  // filter to winter tyres: the count drops, the button counts the filter and every card says Inverno
  await page.getByLabel("Inverno").check();
  await page.waitForURL(/temporada=invierno/);
  await page.waitForFunction((before) => {
    const text = document.querySelector('[role="status"]')?.textContent ?? "";
    const n = Number(text.match(/(\d+)/)?.[1]);
    return n > 0 && n < before;
  }, total);
  assert.match((await toggle.textContent()) ?? "", /Filtrar \(1\)/);
  const seasons = await page.locator("#all-title ~ .grid .season").allTextContents();
  assert.ok(seasons.length > 0 && seasons.every((s) => s === "Inverno"), seasons.join(","));
  await page.getByLabel("Inverno").focus();
  await page.keyboard.press("Escape");
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  assert.equal(await page.getByLabel("Inverno").isVisible(), false);
  assert.ok(await toggle.evaluate((el) => el === document.activeElement), "focus went back to Filtrar");

  // the sort and filter bar stays at the top while the list scrolls
  await page.locator("#all-title").scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(
    () =>
      (document.querySelector(".filter-toggle") as HTMLElement).getBoundingClientRect().top < 20 &&
      window.scrollY > 600,
  );

  // sort by price, cheapest first
  await page.getByLabel("Ordenar por").selectOption("precio-asc");
  await page.waitForURL(/orden=precio-asc/);
  await page.waitForFunction(() => {
    const prices = [...document.querySelectorAll("#all-title ~ .grid .price strong")].map((e) =>
      Number((e.textContent ?? "").replace(/[^\d,]/g, "").replace(",", ".")),
    );
    return prices.length > 1 && prices.every((p, i) => i === 0 || p >= (prices[i - 1] as number));
  });
  // the season filter survived the sort
  assert.match(page.url(), /temporada=invierno/);
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

test("plate search → vehicle sizes → results that fit the car, named in a banner; unknown plate → pick by hand", async ({
  browser,
}) => {
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
  assert.match(page.url(), /[?&]ic=91(&|$)/);
  assert.match(page.url(), /[?&]cv=V(&|$)/);
  assert.match(page.url(), /[?&]matricula=AA-00-AA(&|$)/);

  // the car is named with its minimums, and only tyres that meet them are listed
  const banner = page.locator(".vehicle-banner");
  await banner
    .getByText("Pneus para o seu Volkswagen Golf VIII (AA-00-AA): 205/55 R16, índice de carga ≥ 91, velocidade ≥ V")
    .waitFor();
  const fitStatus = await page.getByRole("status").filter({ hasText: "pneus encontrados" }).textContent();
  const fitting = Number(fitStatus?.match(/(\d+)/)?.[1]);
  const services = await cardServices(page);
  assert.ok(services.length >= 10, `only ${services.length} cards`);
  const misfits = services.filter((s) => s.ic < 91 || SPEED_ORDER.indexOf(s.cv) < SPEED_ORDER.indexOf("V"));
  assert.deepEqual(misfits, [], "tyres below 91V are listed for the Golf");
  const toggle = page.getByRole("button", { name: /^Filtrar/ });
  assert.match((await toggle.textContent()) ?? "", /Filtrar \(2\)/);
  const firstCardY = await page
    .locator(".tyre-card")
    .first()
    .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
  assert.ok(firstCardY <= 700, `with the banner the first tyre starts ${firstCardY}px down`);
  await shot(page, "results-plate-phone");

  // the load-index and speed filters show the car's minimums, with counts; a reload keeps all of it
  await toggle.click();
  assert.equal(await page.getByLabel("Índice de carga", { exact: true }).inputValue(), "91");
  assert.equal(await page.getByLabel("Código de velocidade", { exact: true }).inputValue(), "V");
  const speedOptions = await page
    .getByLabel("Código de velocidade", { exact: true })
    .locator("option")
    .allTextContents();
  assert.ok(
    speedOptions.some((o) => /^≥ V · 240 km\/h \(\d+\) – o seu carro$/.test(o)),
    speedOptions.join(" | "),
  );
  assert.ok(
    speedOptions.some((o) => o.startsWith("≥ H · 210 km/h")),
    "H is offered to widen the search",
  );
  await page.getByLabel("Código de velocidade", { exact: true }).selectOption("W");
  await page.waitForURL(/[?&]cv=W(&|$)/);
  await page.waitForFunction(
    (before) => Number(document.querySelector('[role="status"]')?.textContent?.match(/(\d+)/)?.[1]) < before,
    fitting,
  );
  assert.ok((await cardServices(page)).every((s) => s.cv === "W" || s.cv === "Y"));
  await page.reload();
  assert.equal(await page.getByLabel("Código de velocidade", { exact: true }).inputValue(), "W");
  await banner.getByText("Pneus para o seu Volkswagen Golf VIII").waitFor();
  // back returns to the car's own minimums, and the filter shows it
  await page.goBack();
  await page.waitForURL(/[?&]cv=V(&|$)/);
  await page.waitForFunction(
    (n) => document.querySelector('[role="status"]')?.textContent === `${n} pneus encontrados`,
    fitting,
  );
  await page.waitForFunction(() => (document.querySelector("#filtros-cv") as HTMLSelectElement).value === "V");

  // a way to widen: every tyre of the size, without the banner
  await page.getByRole("link", { name: "Ver todos os pneus 205/55 R16" }).click();
  await page.waitForURL((url) => !url.search.includes("matricula") && !url.search.includes("cv="));
  await page.waitForFunction(
    (n) => Number(document.querySelector('[role="status"]')?.textContent?.match(/(\d+)/)?.[1]) > n,
    fitting,
  );
  assert.equal(await banner.count(), 0);

  await page.goto(`${BASE_URL}/seletor/matricula?matricula=ZZ-99-ZZ`);
  await page.getByText("Não encontrámos esta matrícula").waitFor();
  await page.getByLabel("Marca").selectOption("Renault");
  await page.getByLabel("Modelo").selectOption("Clio V");
  await page.getByLabel("Motor").selectOption("1.0 TCe 90");
  await page.getByRole("button", { name: "Ver medidas" }).click();
  await page.getByRole("link", { name: "Ver pneus 185/65 R15 88H" }).click();
  // a car picked by hand is named too
  await banner
    .getByText("Pneus para o seu Renault Clio V (ZZ-99-ZZ): 185/65 R15, índice de carga ≥ 88, velocidade ≥ H")
    .waitFor();
  await page.context().close();
});

test("car selector on a desktop: shared sizes screen, preferences, state kept across a reload", async ({ browser }) => {
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
  await page.waitForFunction(
    () => JSON.parse(localStorage.getItem("rodacerta.seletor") ?? "null")?.state?.cascade?.llanta?.value === "17",
  );
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
  // the season starts on summer (spec section 9)
  assert.equal(await page.getByLabel("Verão").isChecked(), true);
  await page.getByLabel("Inverno (abaixo de 7 °C)").check();
  await page.getByLabel("Verão").uncheck();
  await page.getByRole("button", { name: "Ver pneus" }).click();
  await page.waitForURL(/\/seletor\/resultados\?ancho=205&serie=55&llanta=16&temporada=invierno/);
  await page.getByRole("heading", { level: 1, name: "Pneus 205/55 R16" }).waitFor();
  // on a desktop the filters are a sidebar, with the load-index and speed filters among them
  assert.equal(await page.locator(".filter-toggle").isVisible(), false);
  assert.ok(await page.getByLabel("Código de velocidade", { exact: true }).isVisible());
  assert.ok(await page.getByLabel("Índice de carga", { exact: true }).isVisible());
  await page.goto(`${BASE_URL}/seletor/resultados?ancho=205&serie=55&llanta=16&ic=91&cv=V&matricula=AA-00-AA`);
  await page.locator(".vehicle-banner").getByText("Pneus para o seu Volkswagen Golf VIII (AA-00-AA)").waitFor();
  await shot(page, "results-plate-desktop");
  await page.context().close();
});

test("car selector: while the preference fields' code loads, the screen says so, then starts on summer", async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP);
  // The preference fields are their own chunk, loaded when the preferences screen opens: hold it back a moment.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/selector-preferences-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${BASE_URL}/seletor/medidas`);
  await page.waitForFunction(() => (document.querySelector("#sel-ancho") as HTMLSelectElement).options.length > 1);
  await page.getByLabel("Largura").selectOption("205");
  await page.waitForFunction(() => (document.querySelector("#sel-serie") as HTMLSelectElement).options.length > 1);
  await page.getByLabel("Perfil").selectOption("55");
  await page.waitForFunction(() => (document.querySelector("#sel-llanta") as HTMLSelectElement).options.length > 1);
  await page.getByLabel("Jante").selectOption("16");
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.waitForURL(/\/seletor\/preferencias$/);
  await page.getByRole("status").filter({ hasText: "A carregar…" }).waitFor(); // one message, not one per field
  release();
  await page.getByLabel("Verão").waitFor();
  assert.equal(await page.getByLabel("Verão").isChecked(), true);
  assert.equal(await page.getByRole("status").filter({ hasText: "A carregar…" }).count(), 0);
});
