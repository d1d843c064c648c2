// The content version is read for each request that may be answered from the page cache, with at most one read in
// flight; a read that began before a request arrived is never its answer (it could predate a write the request saw).
import { describe, expect, it } from "vitest";
import { createContentVersionReader } from "../../server/content-version";

/** A version row whose reads finish only when the test says, each reading the version at the moment it began. */
function slowVersionRow() {
  let version = 1;
  const pending: (() => void)[] = [];
  let reads = 0;
  return {
    bump() {
      version += 1;
    },
    get reads() {
      return reads;
    },
    finishNext() {
      pending.shift()?.();
    },
    async executeSql() {
      reads += 1;
      const seen = version;
      await new Promise<void>((resolve) => pending.push(resolve));
      return { rows: [{ version: String(seen), changed_at: new Date(0).toISOString() }] };
    },
  };
}

describe("createContentVersionReader", () => {
  it("hands a caller that arrived during a read the next read, shared with everyone who arrived with it", async () => {
    const row = slowVersionRow();
    const reader = createContentVersionReader(row);
    const first = reader.current();
    // A write commits while the first read is on its way, then three requests arrive.
    row.bump();
    const later = [reader.current(), reader.current(), reader.current()];
    row.finishNext();
    expect((await first).version).toBe(1);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    row.finishNext();
    const versions = (await Promise.all(later)).map((read) => read.version);
    expect(versions).toEqual([2, 2, 2]);
    expect(row.reads).toBe(2);
  });

  it("starts a fresh read for a caller that arrives when none is running", async () => {
    const row = slowVersionRow();
    const reader = createContentVersionReader(row);
    const first = reader.current();
    row.finishNext();
    await first;
    row.bump();
    const second = reader.current();
    row.finishNext();
    expect((await second).version).toBe(2);
    expect(row.reads).toBe(2);
  });

  it("passes a failed read to its callers, and the next caller reads again", async () => {
    let fail = true;
    const reader = createContentVersionReader({
      async executeSql() {
        if (fail) throw new Error("connection lost");
        return { rows: [{ version: "7", changed_at: new Date(0) }] };
      },
    });
    await expect(reader.current()).rejects.toThrow("connection lost");
    fail = false;
    expect((await reader.current()).version).toBe(7);
  });
});

describe("createContentVersionReader on PGlite (one process, notified)", () => {
  it("reads the row once after listening, then follows the notifications without reading again", async () => {
    let reads = 0;
    let notify: ((payload: string) => void) | undefined;
    const reader = createContentVersionReader({
      async executeSql() {
        reads += 1;
        return { rows: [{ version: "4", changed_at: new Date(0) }] };
      },
      async listenInProcess(_channel, onNotify) {
        notify = onNotify;
        return async () => {};
      },
    });
    expect((await reader.current()).version).toBe(4);
    expect((await reader.current()).version).toBe(4);
    notify?.("5");
    expect((await reader.current()).version).toBe(5);
    // A late notification of an older commit never moves the version back.
    notify?.("3");
    expect((await reader.current()).version).toBe(5);
    expect(reads).toBe(1);
  });
});
