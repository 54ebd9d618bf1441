/**
 * Pages as the journeys open them: each its own customer (its own address behind the TLS proxy), in pt-PT/Lisbon
 * unless told, hydrated before any click, and watched for Content-Security-Policy violations. The browser itself is
 * Playwright's `browser` fixture (Debian's Chromium, playwright.config.ts); support/test.ts fails a test whose pages
 * broke their policy.
 */
import type { Browser, Page } from "@playwright/test";

export const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";

/**
 * Content-Security-Policy violations seen by the current test's pages (Chromium's console reports and the document's
 * securitypolicyviolation events, recorded by newPage); the `csp` fixture of support/test.ts checks and clears it.
 */
export const cspViolations: string[] = [];

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
