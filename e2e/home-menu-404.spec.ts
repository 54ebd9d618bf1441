import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import { BASE_URL, DESKTOP, newPage, PHONE, shot } from "./support/browser.ts";

test("home page → menu → tyre landing, on a desktop", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  const res = await page.goto(BASE_URL);
  assert.equal(res?.status(), 200);
  assert.match(await page.title(), /RodaCerta/);
  // Scripts run by nonce, never by 'unsafe-inline': every script React Router rendered carries this response's.
  const csp = (await res?.allHeaders())?.["content-security-policy"] ?? "";
  const scriptSrc =
    csp
      .split(";")
      .find((d) => d.trim().startsWith("script-src "))
      ?.trim()
      .split(/\s+/) ?? [];
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), csp);
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  assert.ok(nonce, csp);
  const scriptNonces = await page.evaluate(() =>
    [...document.scripts].filter((s) => s.type !== "application/ld+json").map((s) => s.nonce),
  );
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
  await page.waitForFunction(
    () => ((document.querySelector("#serie") as HTMLSelectElement | null)?.options.length ?? 0) > 1,
  );
  await shot(page, "home-desktop");
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  // The menu's and the footer's links navigate within the page (one click handler for each block: ui/link-list.ts),
  // so a mark left on the window survives them; a full page load would drop it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await nav.getByText("Pneus", { exact: true }).click();
  await nav.getByRole("link", { name: "Premium" }).click();
  await page.waitForURL(`${BASE_URL}/pneus/premium`);
  await page.getByRole("heading", { level: 1, name: "Pneus premium" }).waitFor();
  assert.equal(await page.evaluate(() => (window as { samePage?: boolean }).samePage), true);
  assert.match(await page.title(), /premium/i);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.equal(canonical, "https://www.rodacerta.pt/pneus/premium");
  await shot(page, "landing-premium-desktop");
  await page.getByRole("contentinfo").getByRole("link", { name: "Quem somos" }).click();
  await page.waitForURL(`${BASE_URL}/empresa`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await page.evaluate(() => (window as { samePage?: boolean }).samePage), true);
  await page.context().close();
});

test("a phone gets the menu behind a button and reaches a brand page", async ({ browser }) => {
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

test("an unknown page answers 404 with the 404 page", async ({ browser }) => {
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

test("feedback: a disabled “Ver pneus” looks disabled, shows progress, focus lands on the new heading, the header counts the basket", async ({
  browser,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport);
    const wide = viewport === DESKTOP ? "desktop" : "phone";
    await page.goto(BASE_URL);
    // no basket yet: the header says "Carrinho" without a count
    const basketLink = page.locator("header").getByRole("link", { name: /^Carrinho/ });
    assert.equal((await basketLink.textContent())?.trim(), "Carrinho");
    // the size search's button is unavailable until a size is complete, and looks it
    const form = page.locator("form.size-search");
    const button = form.getByRole("button", { name: "Ver pneus" });
    assert.equal(await button.getAttribute("aria-disabled"), "true");
    const idle = await button.evaluate((b) => getComputedStyle(b).backgroundColor);
    assert.equal(idle, "rgb(213, 216, 224)", "a disabled button is grey, not the orange of an active one");
    assert.equal(await button.evaluate((b) => getComputedStyle(b).cursor), "not-allowed");
    await form.getByText("Escolha a largura, o perfil e a jante para ver os pneus.").waitFor();
    await button.click({ force: true });
    assert.equal(new URL(page.url()).pathname, "/", "an unavailable button does not submit");
    await page.getByLabel("Largura").selectOption("205");
    await page.waitForFunction(
      () => ((document.querySelector("#serie") as HTMLSelectElement | null)?.options.length ?? 0) > 1,
    );
    await page.getByLabel("Perfil").selectOption("55");
    await page.waitForFunction(
      () => ((document.querySelector("#llanta") as HTMLSelectElement | null)?.options.length ?? 0) > 1,
    );
    await page.getByLabel("Jante").selectOption("16");
    assert.equal(await button.getAttribute("aria-disabled"), null);
    assert.notEqual(await button.evaluate((b) => getComputedStyle(b).backgroundColor), idle);
    // on a slow network the step shows progress and cannot be sent twice
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/seletor\/resultados\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    const busy = form.getByRole("button", { name: "A procurar…" });
    await busy.waitFor();
    assert.equal(await busy.getAttribute("aria-busy"), "true");
    assert.equal(await busy.getAttribute("aria-disabled"), "true");
    await shot(page, `home-searching-${wide}`);
    release();
    await page.waitForURL(/\/seletor\/resultados\?ancho=205/);
    await page.unroute(/\/seletor\/resultados\.data/);
    // after the client-side navigation, focus is on the results' heading
    const h1 = page.getByRole("heading", { level: 1 });
    await h1.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    assert.equal(await h1.getAttribute("tabindex"), "-1");
    // buy 4: the header counts the basket's items, with a spoken label
    await page
      .locator(".tyre-card")
      .getByRole("button", { name: /Comprar 4/ })
      .first()
      .click();
    await page.waitForURL(/\/carrinho\/pedido/);
    const counted = page.locator("header").getByRole("link", { name: "Carrinho, 4 artigos" });
    await counted.waitFor();
    assert.equal((await counted.textContent())?.trim(), "Carrinho (4)");
    // the count fits in the header: the page does not scroll sideways and the menu button stays on screen
    assert.ok(
      (await page.evaluate(() => document.documentElement.scrollWidth)) <= viewport.width,
      "no horizontal overflow",
    );
    if (viewport === PHONE) {
      const menu = await page.getByRole("button", { name: "Menu" }).boundingBox();
      assert.ok(menu && menu.x + menu.width <= viewport.width, "the menu button is fully visible");
    }
    await shot(page, `header-basket-count-${wide}`);
    // a fresh page load reads the count from the basket cookie on the server
    await page.goto(`${BASE_URL}/pneus`);
    assert.equal(
      (await page.locator("header").getByRole("link", { name: "Carrinho, 4 artigos" }).textContent())?.trim(),
      "Carrinho (4)",
    );
    // the first load does not move focus
    assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), "H1");
    await page.context().close();
  }
});

test("“Procure pelo modelo da mota” on the home page opens the search by model", async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(BASE_URL);
  await page.getByRole("link", { name: "Procure pelo modelo da mota" }).click();
  await page.waitForURL(`${BASE_URL}/selector-moto/marca`);
  await page.getByLabel("Marca", { exact: true }).waitFor();
  assert.equal(await page.getByRole("link", { name: "Pelo modelo da mota" }).getAttribute("aria-current"), "page");
  await page.context().close();
});
