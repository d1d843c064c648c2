// The read API's limits are counted a batch at a time (issue #18): exact in one process, at most one sync behind
// another process's hits, and one database write per subject per sync instead of one per request.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { batchedRateLimitCounter } from "~/lib/rate-limit.server";

const rule = { name: "batched-test", limit: 8, windowSeconds: 60 };

async function storedHits(subject: string): Promise<number | undefined> {
  const result = await db().execute(
    sql`select hits from rate_limit_counters where key = ${`${rule.name}:${subject}`}`,
  );
  const row = (result as unknown as { rows: { hits: number }[] }).rows[0];
  return row ? Number(row.hits) : undefined;
}

describe("batchedRateLimitCounter", () => {
  it("counts every hit at once and writes them a batch at a time", async () => {
    let clock = 1_000_000;
    const count = batchedRateLimitCounter({ syncMs: 1_000, now: () => clock });
    const first = await count(rule, "203.0.113.5");
    expect(first).toMatchObject({ limit: 8, hits: 1, remaining: 7 });
    expect(first.resetSeconds).toBeGreaterThan(0);
    expect(await storedHits("203.0.113.5")).toBe(1);

    for (const expected of [2, 3, 4, 5]) {
      expect((await count(rule, "203.0.113.5")).hits).toBe(expected);
    }
    // Not written yet: the next sync carries them.
    expect(await storedHits("203.0.113.5")).toBe(1);

    clock += 1_000;
    expect((await count(rule, "203.0.113.5")).hits).toBe(6);
    expect(await storedHits("203.0.113.5")).toBe(6);

    // Past the limit the count says so, for the caller's 429.
    for (let index = 0; index < 3; index++) await count(rule, "203.0.113.5");
    expect(await count(rule, "203.0.113.5")).toMatchObject({ hits: 10, remaining: 0 });
  });

  it("sees another process's hits at its next sync", async () => {
    let clock = 2_000_000;
    const one = batchedRateLimitCounter({ syncMs: 1_000, now: () => clock });
    const other = batchedRateLimitCounter({ syncMs: 1_000, now: () => clock });
    await one(rule, "198.51.100.7");
    await one(rule, "198.51.100.7");
    await one(rule, "198.51.100.7");
    clock += 1_000;
    await one(rule, "198.51.100.7");
    expect(await storedHits("198.51.100.7")).toBe(4);
    expect((await other(rule, "198.51.100.7")).hits).toBe(5);
  });

  it("keeps each subject's count apart", async () => {
    const count = batchedRateLimitCounter({ syncMs: 1_000 });
    await count(rule, "192.0.2.1");
    await count(rule, "192.0.2.1");
    expect((await count(rule, "192.0.2.2")).hits).toBe(1);
  });
});
