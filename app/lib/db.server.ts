// One data-access code path over two drivers: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set (ADR 0002).
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "#db/schema";
import { projectRoot } from "./project-root.server";
import { getSingleton, setSingleton } from "./singleton.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db().transaction(...)` callback receives, for services that join a caller's transaction. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The database handle or an open transaction on it: services that must join a caller's transaction take one. */
export type DbExecutor = Db | Transaction;

export type SqlResult = { rows: Record<string, unknown>[]; rowCount?: number | null };

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw SQL for libraries that bring their own (the job queue); a parameterless call may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only, where this process is the database's one client: NOTIFY on `channel` calls `onNotify` with the
   * payload as the notifying transaction's commit is answered, before its caller goes on (the page cache, ADR 0037).
   */
  listenInProcess?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
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
  const releaseLock = lockDataDir(dataDir);
  try {
    return wrapPglite(await PGlite.create(path.join(dataDir, "pgdata")), releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite files must be opened by one process at a time: two would corrupt them. A lock file holding the owner's
 * pid keeps a second process (a CLI while the server runs) out, and a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pgdata.lock");
  try {
    const owner = Number(readFileSync(lockFile, "utf8"));
    if (owner && owner !== process.pid && processIsAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner}. Stop it first (or set DATABASE_URL to use a PostgreSQL server).`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (Number(readFileSync(lockFile, "utf8")) === process.pid) unlinkSync(lockFile);
    } catch {}
  };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function wrapPglite(client: PGlite, releaseLock: () => void = () => {}): Database {
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
      releaseLock();
    },
    listenInProcess: (channel, onNotify) => client.listen(channel, onNotify),
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
export function setCurrentDatabase(database: Database | undefined): void {
  setSingleton("database", database);
}

export function database(): Database {
  const current = getSingleton<Database>("database");
  if (!current) throw new Error("The database is not open yet: call setCurrentDatabase() at start-up.");
  return current;
}

/** The drizzle handle every service queries through. */
export function db(): Db {
  return database().db;
}
