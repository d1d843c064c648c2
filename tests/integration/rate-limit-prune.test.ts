// Expired rate-limit counters are pruned (issue #15): every address that ever asked left a row forever before.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pruneRateLimitsJob } from "~/features/system/prune-rate-limits.job.server";
import { db } from "~/lib/db.server";
import { enforceRateLimit, LONGEST_RATE_LIMIT_WINDOW_SECONDS, RATE_LIMITS } from "~/lib/rate-limit.server";
import { jobDefinitions } from "../../worker/jobs";

async function keys(): Promise<string[]> {
  const result = await db().execute(sql`select key from rate_limit_counters order by key`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}

describe("pruning rate-limit counters", () => {
  it("deletes counters whose longest window has ended and keeps the ones still counting", async () => {
    await enforceRateLimit(RATE_LIMITS.contact, "198.51.100.1");
    await db().execute(sql`
      insert into rate_limit_counters (key, window_started_at, hits) values
        ('contact:198.51.100.2', now() - make_interval(secs => ${LONGEST_RATE_LIMIT_WINDOW_SECONDS + 60}), 3),
        ('sign-up:198.51.100.3', now() - make_interval(secs => ${LONGEST_RATE_LIMIT_WINDOW_SECONDS - 60}), 1)`);

    const result = await pruneRateLimitsJob.handle({}, { jobId: "test", retryCount: 0 });

    expect(result).toEqual({ deleted: 1 });
    expect(await keys()).toEqual(["contact:198.51.100.1", "sign-up:198.51.100.3"]);
  });

  it("is one of the jobs every worker runs", () => {
    expect(jobDefinitions.map((job) => job.name)).toContain(pruneRateLimitsJob.name);
  });
});
