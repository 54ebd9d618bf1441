import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/server/test-support/global-setup.ts"],
    env: { TZ: "UTC" },
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // One module cache per worker across test files: the integration files import the whole server, and loading it
    // again for each of ~230 files cost about a quarter of their CPU. No test mocks modules or changes process.env.
    isolate: false,
  },
});
