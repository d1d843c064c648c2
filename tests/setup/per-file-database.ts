// Gives every test file a fresh, migrated database of its own and makes it the one the services use.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
// The pipeline's job types, known before this file's queue starts so it makes their queues, as the server's start does:
// a service sends the next step inside its transaction, where a missing queue cannot be made. Without this, a test
// file had those queues only if something it imported happened to load the pipeline first.
import "~/features/pipeline/pipeline-jobs.server";
import { setCurrentDatabase } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { cloneTestDatabase, type TestDatabase } from "./test-database";

let testDatabase: TestDatabase | undefined;
/** Services queue the pipeline's next step as they save (ADR 0025), so every file has a queue; no worker runs. */
let testQueue: Queue | undefined;

beforeAll(async () => {
  // Each file gets its own data folder (mail outbox, uploads), read by env() on first use.
  process.env.DATA_DIR = await mkdtemp(path.join(tmpdir(), "civiclens-test-data-"));
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
});
