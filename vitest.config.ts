import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const INTEGRATION_DIRECTORY = "tests/integration";
/**
 * Integration files that change the process's configuration or reload the app's modules (vi.stubEnv,
 * vi.resetModules, setTestEnvironment): each runs in a fresh worker of its own. Every other integration file shares
 * its worker's module graph with the files before it, which saves loading the app again for each file.
 */
const integrationFilesThatNeedTheirOwnWorker = readdirSync(INTEGRATION_DIRECTORY)
  .filter((name) => name.endsWith(".test.ts"))
  .filter((name) =>
    /vi\.stubEnv|vi\.resetModules|setTestEnvironment/.test(
      readFileSync(`${INTEGRATION_DIRECTORY}/${name}`, "utf8"),
    ),
  )
  .map((name) => `${INTEGRATION_DIRECTORY}/${name}`);

/** What every integration file has: worker threads, the migrated template database and a database of its own. */
const integration = {
  // Worker threads start faster than child processes. The unit files stay in processes: one of them changes the
  // working directory (process.chdir), which a thread may not.
  pool: "threads" as const,
  globalSetup: ["tests/setup/global-setup.ts"],
  setupFiles: ["tests/setup/per-file-database.ts"],
};

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
    // No retries, in CI or here: a test that fails once fails the run (issue #32); a retry hides a race.
    retry: 0,
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
          include: [`${INTEGRATION_DIRECTORY}/**/*.test.ts`],
          exclude: integrationFilesThatNeedTheirOwnWorker,
          ...integration,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration (own worker)",
          include: integrationFilesThatNeedTheirOwnWorker,
          ...integration,
        },
      },
    ],
  },
});
