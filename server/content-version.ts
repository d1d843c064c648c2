// The version of everything public pages show (ADR 0037): one row every writing transaction bumps at commit
// (migration 0011's deferred triggers). Each request that may be answered from the page cache asks for it.
import type { Database } from "~/lib/db.server";

export type ContentVersion = { version: number; changedAt: Date };

export type ContentVersionReader = { current(): Promise<ContentVersion> };

/**
 * Reads the version row for every caller, but with at most one read in flight: callers that arrive while a read
 * runs share the next one. A read that started before a caller arrived could predate a write the caller already
 * saw committed (an admin's save, then the public page), so it is never handed to that caller. Every process
 * reads the same row, so several web processes on PostgreSQL see each other's writes on their next request.
 */
export function createContentVersionReader(database: Pick<Database, "executeSql">): ContentVersionReader {
  let running: Promise<ContentVersion> | undefined;
  let next: Promise<ContentVersion> | undefined;

  async function read(): Promise<ContentVersion> {
    const { rows } = await database.executeSql(
      "select version, changed_at from page_content_version where id = 1",
    );
    const row = rows[0];
    if (!row) throw new Error("page_content_version has no row: run the migrations");
    return { version: Number(row.version), changedAt: new Date(row.changed_at as string | Date) };
  }

  function start(): Promise<ContentVersion> {
    const reading = read().finally(() => {
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
