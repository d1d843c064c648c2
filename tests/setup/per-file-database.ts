// Gives every test file a fresh, migrated database of its own and makes it the one the services use.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject, vi } from "vitest";
// The pipeline's job types, known before this file's queue starts so it makes their queues, as the server's start does:
// a service sends the next step inside its transaction, where a missing queue cannot be made. Without this, a test
// file had those queues only if something it imported happened to load the pipeline first.
import "~/features/pipeline/pipeline-jobs.server";
import { setCurrentDatabase } from "~/lib/db.server";
import { forgetEnv } from "~/lib/env.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { setCurrentStorage } from "~/lib/storage/storage.server";
import { cloneTestDatabase, type TestDatabase } from "./test-database";

/**
 * The files of a worker share one process and one module graph (isolate: false, for speed): what a file changes in
 * the environment, the parsed configuration, the file store, mocks and timers is put back when it ends, so the next
 * file starts as if it were alone. This file runs again before every test file.
 */
const environmentBefore = { ...process.env };

function restoreProcessState(): void {
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
  forgetEnv();
  setCurrentStorage(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
}

let testDatabase: TestDatabase | undefined;
/** Services queue the pipeline's next step as they save (ADR 0025), so every file has a queue; no worker runs. */
let testQueue: Queue | undefined;

beforeAll(async () => {
  // Each file gets its own data folder (mail outbox, uploads), read by env() on first use.
  process.env.DATA_DIR = await mkdtemp(path.join(tmpdir(), "civiclens-test-data-"));
  // Whatever ran between the last file's end and now (a late promise of its) may have parsed the environment
  // without this file's folder.
  forgetEnv();
  testDatabase = await cloneTestDatabase(inject("migratedDatabase"));
  setCurrentDatabase(testDatabase.database);
  testQueue = await startQueue(testDatabase.database, { supervise: false });
  setCurrentQueue(testQueue);
  // A test that needs a second connection pool to the same database (two workers) finds it here.
  if (testDatabase.url) process.env.TEST_FILE_DATABASE_URL = testDatabase.url;
});

afterAll(async () => {
  // A file may have replaced the current queue with one of its own (with workers); this one is stopped either way.
  await testQueue?.stop();
  setCurrentQueue(undefined);
  setCurrentDatabase(undefined);
  await testDatabase?.drop();
  restoreProcessState();
});
