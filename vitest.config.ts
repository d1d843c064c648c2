import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "#db": new URL("./db", import.meta.url).pathname,
    },
  },
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    projects: [
      // Pure functions: no database, no queue, so no per-file copy of the template database to make and drop.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: ["tests/setup/per-file-database.ts"],
        },
      },
    ],
  },
});
