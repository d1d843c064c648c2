import { availableParallelism } from "node:os";
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
    // One worker per core. Vitest's default leaves a core to its main process, which only collects results here:
    // on a 2-core machine that was one worker, every file in a row.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    projects: [
      // Pure functions: no database, no queue, so no per-file copy of the template database to make and drop.
      // They keep no module state between files (no mocks, no env() cache), so they share workers' module graphs.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Worker threads start faster than child processes, and each file still gets its own module graph and
          // database. The unit files stay in processes: one of them changes the working directory (process.chdir),
          // which a thread may not.
          pool: "threads",
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: ["tests/setup/per-file-database.ts"],
        },
      },
    ],
  },
});
