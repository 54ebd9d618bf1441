/**
 * The browser journeys (e2e/*.spec.ts) on @playwright/test, against the built site (`npm run build`, or BUILD_DIR)
 * started by e2e/support/server.ts on a free port with a throwaway database. One worker: the machine has two cores
 * and the suite shares one server and one embedded database. Debian's Chromium (or CHROMIUM_PATH), never a
 * downloaded browser. Decision 022.
 */
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}: the journeys run Debian's browser (apt-get install chromium) or the one CHROMIUM_PATH ` +
      "names; Playwright's own browser downloads are not used.",
  );
}

export default defineConfig({
  testDir: "e2e",
  testMatch: "*.spec.ts",
  outputDir: "test-results/playwright",
  globalSetup: "./e2e/support/server.ts",
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey is many pages; today's runner had no per-test limit, each step waits at most 15 s (support/browser.ts).
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "test-results/playwright-report" }]],
  use: {
    browserName: "chromium",
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: chromium,
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
    },
  },
});
