// One data-access code path over two drivers: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set (ADR 0002).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "#db/schema";
import { projectRoot } from "./project-root.server";
import { getSingleton, setSingleton } from "./singleton.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type SqlResult = { rows: Record<string, unknown>[]; rowCount?: number | null };

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw SQL for libraries that bring their own (the job queue); a parameterless call may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** A fixed key so that two processes starting at once never run migrations side by side. */
const MIGRATION_LOCK_KEY = 7_351_902_113;

export function migrationsFolder(): string {
  return path.join(projectRoot(), "db", "migrations");
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if ("pglite" in options) return wrapPglite(options.pglite);
  // PGlite creates only the last path component, so the parent must exist first.
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(path.join(dataDir, "pgdata")));
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's extended-protocol query takes one statement; exec runs a whole script and returns each result.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(connectionString: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: "civiclens" });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: "postgres",
    db,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Makes `database` the one every service uses in this process (the server, the worker or a test file). */
export function useDatabase(database: Database | undefined): void {
  setSingleton("database", database);
}

export function database(): Database {
  const current = getSingleton<Database>("database");
  if (!current) throw new Error("The database is not open yet: call useDatabase() at start-up.");
  return current;
}

/** The drizzle handle every service queries through. */
export function db(): Db {
  return database().db;
}
