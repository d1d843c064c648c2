// The version of everything public pages show (ADR 0037): one row every writing transaction bumps at commit
// (migration 0011's deferred triggers), also announced by NOTIFY. Each request the page cache may answer asks for it:
// on PostgreSQL from the row (other processes write too), on PGlite from the notifications (this process is the
// database's only client, so it hears every commit before the writer's caller goes on).
import type { Database } from "~/lib/db.server";

export type ContentVersion = { version: number; changedAt: Date };

export type ContentVersionReader = { current(): Promise<ContentVersion> };

type VersionSource = Pick<Database, "executeSql" | "listenInProcess">;

export const CONTENT_VERSION_CHANNEL = "page_content_version";

export function createContentVersionReader(database: VersionSource): ContentVersionReader {
  return database.listenInProcess ? notifiedVersion(database) : batchedVersionReads(database);
}

async function readVersionRow(database: VersionSource): Promise<ContentVersion> {
  const { rows } = await database.executeSql(
    "select version, changed_at from page_content_version where id = 1",
  );
  const row = rows[0];
  if (!row) throw new Error("page_content_version has no row: run the migrations");
  return { version: Number(row.version), changedAt: new Date(row.changed_at as string | Date) };
}

/**
 * PGlite: the row is read once, after LISTEN (so no commit falls between), and every NOTIFY moves the version on.
 * PGlite calls listeners while it reads the committing statement's answer, before that statement's caller resumes.
 */
function notifiedVersion(database: VersionSource): ContentVersionReader {
  let latest: ContentVersion | undefined;
  let starting: Promise<ContentVersion> | undefined;

  async function start(): Promise<ContentVersion> {
    await database.listenInProcess?.(CONTENT_VERSION_CHANNEL, (payload) => {
      const version = Number(payload);
      if (latest && version > latest.version) latest = { version, changedAt: new Date() };
    });
    const read = await readVersionRow(database);
    if (!latest || read.version > latest.version) latest = read;
    return latest;
  }

  return {
    current() {
      if (latest) return Promise.resolve(latest);
      starting ??= start().catch((error) => {
        starting = undefined;
        throw error;
      });
      return starting;
    },
  };
}

/**
 * Reads the version row for every caller, but with at most one read in flight: callers that arrive while a read
 * runs share the next one. A read that started before a caller arrived could predate a write the caller already
 * saw committed (an admin's save, then the public page), so it is never handed to that caller. Every process
 * reads the same row, so several web processes on PostgreSQL see each other's writes on their next request.
 */
function batchedVersionReads(database: VersionSource): ContentVersionReader {
  let running: Promise<ContentVersion> | undefined;
  let next: Promise<ContentVersion> | undefined;

  function start(): Promise<ContentVersion> {
    const reading = readVersionRow(database).finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  }

  return {
    current() {
      if (!running) return start();
      // Join the read queued behind the running one, or queue it.
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
  };
}
