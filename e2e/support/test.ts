/**
 * `test` and `expect` for the journeys: @playwright/test's, with
 * - `csp` (automatic): fails the test if one of its pages broke the Content-Security-Policy;
 * - `phone` / `desktop`: a page of newPage (support/browser.ts) at 390 px or 1280 px, closed with its context.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { cspViolations, DESKTOP, newPage, PHONE } from "./browser.ts";

export const test = base.extend<{ csp: void; phone: Page; desktop: Page }>({
  csp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      cspViolations.length = 0;
      await use();
      expect(cspViolations, "the pages broke their Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
  phone: async ({ browser }, use) => {
    const page = await newPage(browser, PHONE);
    await use(page);
    await page.context().close();
  },
  desktop: async ({ browser }, use) => {
    const page = await newPage(browser, DESKTOP);
    await use(page);
    await page.context().close();
  },
});

export { expect };
