/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import assert from "node:assert/strict";
import { type Browser, chromium, type Page } from "playwright-core";

export const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";

/**
 * Content-Security-Policy violations seen by any page of this spec file (Chromium's console reports and the
 * document's securitypolicyviolation events, recorded by newPage); closing the browser fails if there is one.
 */
const cspViolations: string[] = [];

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    assert.deepEqual(cspViolations, [], "the pages broke their Content-Security-Policy");
  };
  return browser;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  place: { locale: string; timezoneId: string } = { locale: "pt-PT", timezoneId: "Europe/Lisbon" },
): Promise<Page> {
  // Each journey is its own customer with its own address, as behind the shop's TLS proxy (the e2e server trusts one
  // proxy hop): per-address limits such as 10 registrations per 10 minutes then apply per journey, not to the suite.
  const address = `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const context = await browser.newContext({
    viewport,
    locale: place.locale,
    timezoneId: place.timezoneId,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  page.setDefaultTimeout(15_000);
  // Every navigation waits until React has hydrated, so clicks never land on a not-yet-interactive page.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
    return res;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const res = await reload(options);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
    return res;
  };
  return page;
}

/** Saves a screenshot under test-results/ when SCREENSHOTS=1 (used to look at pages during development). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/** Screenshots at 390 px and 1280 px (SCREENSHOTS=1) under `<name>-phone` and `<name>-desktop`, then back to the phone. */
export async function sizes(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}
