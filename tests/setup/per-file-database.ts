// Gives every test file a fresh, migrated database of its own and makes it the one the services use.
import { afterAll, beforeAll, inject } from "vitest";
import { useDatabase } from "~/lib/db.server";
import { cloneTestDatabase, type TestDatabase } from "./test-database";

let testDatabase: TestDatabase | undefined;

beforeAll(async () => {
  testDatabase = await cloneTestDatabase(inject("pgliteDumpPath"));
  useDatabase(testDatabase.database);
});

afterAll(async () => {
  useDatabase(undefined);
  await testDatabase?.drop();
});
