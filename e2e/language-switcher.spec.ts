/**
 * The language switcher (issue 13): on a phone (in the menu) and on a desktop (in the header bar), a keyboard user
 * goes from a Portuguese page to the same page in Spanish and back; the Spanish page hydrates with its own catalogue
 * and stays in Spanish, and nothing overflows the 390 px screen.
 */
import assert from "node:assert/strict";
import { test } from "./support/test.ts";
import type { Page } from "@playwright/test";
import { BASE_URL, DESKTOP, newPage, PHONE, sizes } from "./support/browser.ts";

/** The header's switcher the visitor can see (on a phone, after opening the menu). */
async function headerSwitcher(page: Page, phone: boolean) {
  if (phone) await page.getByRole("button", { name: /^Men[uú]$/ }).click();
  return page.locator("header [data-language-switcher]:visible");
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`${device}: Portuguese article → Spanish article → back, by keyboard`, async ({ browser }) => {
    const page = await newPage(browser, viewport);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${BASE_URL}/blog/pressao-dos-pneus`);
    assert.equal(await noOverflow(page), true);
    const toSpanish = await headerSwitcher(page, device === "phone");
    assert.equal(await toSpanish.getAttribute("hreflang"), "es-ES");
    assert.equal(await toSpanish.getAttribute("lang"), "es-ES");
    assert.equal(await toSpanish.textContent(), "Español");
    // The switcher loads the whole document in the other language (a mark left on the window does not survive it),
    // also from inside the phone menu, whose own links navigate within the page (ui/link-list.ts).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await toSpanish.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}/es/blog/presion-de-los-neumaticos`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
    assert.equal(await page.evaluate(() => (window as { samePage?: boolean }).samePage), undefined);
    assert.equal(await page.getAttribute("html", "lang"), "es-ES");
    await page.getByRole("heading", { level: 1, name: "Presión de los neumáticos: cuándo y cómo revisarla" }).waitFor();
    assert.equal(await noOverflow(page), true);
    await sizes(page, "language-switcher-es-article");

    // A client-side navigation inside the Spanish site stays in Spanish (its catalogue is the one loaded).
    await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(`${BASE_URL}/es/blog`);
    await page.getByRole("heading", { level: 1, name: "Blog RodaCerta" }).waitFor();
    await page.getByText("Consejos prácticos sobre neumáticos").waitFor();

    const toPortuguese = await headerSwitcher(page, device === "phone");
    assert.equal(await toPortuguese.textContent(), "Português");
    await toPortuguese.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}/blog`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
    assert.equal(await page.getAttribute("html", "lang"), "pt-PT");
    await page.getByText("Conselhos práticos sobre pneus").waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
