// How each test file gets its own database: PGlite cloned from a migrated dump, or a PostgreSQL database
// created from a migrated template when TEST_DATABASE_URL is set (DESIGN.md: migrate once, clone per file).
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openDatabase } from "~/lib/db.server";

/**
 * The migrated template of one run. Its name is the run's own, so runs that share a server (several worktrees, CI
 * beside a developer) never drop or clone each other's template mid-run.
 */
export function templateDatabaseName(): string {
  return `civiclens_test_template_${process.pid}_${randomBytes(4).toString("hex")}`;
}

/** Where the run's migrated database is: a PGlite dump on disk, or a template database on the server. */
export type MigratedDatabase = { pgliteDumpPath: string; templateDatabase: string };

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { database: Database; url?: string; drop(): Promise<void> };

export async function cloneTestDatabase(migrated: MigratedDatabase): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    const name = `civiclens_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name} template ${migrated.templateDatabase}`);
    const url = withDatabaseName(serverUrl, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
    return {
      database,
      url,
      async drop() {
        await database.close();
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dump = await readFile(migrated.pgliteDumpPath);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  const database = await openDatabase({ pglite: client });
  return { database, drop: () => database.close() };
}
