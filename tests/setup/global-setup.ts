// Migrates one database before all test files: a PGlite dump on disk, or a template database on the server named
// for this run (dropped when it ends).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { type Database, openDatabase } from "~/lib/db.server";
import { startQueue } from "~/lib/jobs.server";
import { jobDefinitions } from "../../worker/jobs";
import {
  adminQuery,
  type MigratedDatabase,
  templateDatabaseName,
  testDatabaseUrl,
  withDatabaseName,
} from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(tmpdir(), "civiclens-test-"));
  const dumpPath = path.join(directory, "migrated.tar.gz");
  const templateDatabase = templateDatabaseName();
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${templateDatabase}`);
    const database = await openDatabase({
      databaseUrl: withDatabaseName(serverUrl, templateDatabase),
      poolSize: 1,
    });
    await migrateWithQueue(database);
    await database.close();
  } else {
    const client = await PGlite.create();
    const database = await openDatabase({ pglite: client });
    await migrateWithQueue(database);
    const dump = await client.dumpDataDir("gzip");
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide("migratedDatabase", { pgliteDumpPath: dumpPath, templateDatabase });
  return async () => {
    await rm(directory, { recursive: true, force: true });
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${templateDatabase} with (force)`);
  };
}

/**
 * Our migrations, then the queue's own schema and every job's queue (pg-boss makes them on start), so each test
 * file's queue starts on a database that already has them.
 */
async function migrateWithQueue(database: Database): Promise<void> {
  await database.migrate();
  const names = jobDefinitions.map((definition) => definition.name);
  const queue = await startQueue(database, { supervise: false });
  for (const name of names) if (!(await queue.boss.getQueue(name))) throw new Error(`queue ${name} missing`);
  await queue.stop();
}
