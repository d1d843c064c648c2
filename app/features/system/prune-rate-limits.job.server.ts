// Housekeeping: the rate-limit counters of windows that have ended are deleted every hour.
import { z } from "zod";
import { defineJob, type Queue } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { pruneRateLimitCounters } from "~/lib/rate-limit.server";

export const pruneRateLimitsJob = defineJob({
  name: "system-prune-rate-limits",
  payload: z.object({}).passthrough(),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  async handle() {
    const deleted = await pruneRateLimitCounters();
    if (deleted > 0) logger.info({ deleted }, "expired rate-limit counters deleted");
    return { deleted };
  },
});

/** Idempotent, as every worker calls it at start. */
export async function schedulePruneRateLimits(queue: Queue): Promise<void> {
  await queue.boss.schedule(pruneRateLimitsJob.name, "17 * * * *", {}, { tz: "UTC" });
}
