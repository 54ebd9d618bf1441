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
  },
});
