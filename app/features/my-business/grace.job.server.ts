// Housekeeping for paid listings (issue #20): every hour, a paid tier whose 7-day grace has ended drops to Basic.
import { z } from "zod";
import { defineJob, type Queue } from "~/lib/jobs.server";
import { expireGracePeriods } from "./billing.server";

export const expireListingGraceJob = defineJob({
  name: "directory-expire-grace",
  payload: z.object({}).passthrough(),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  async handle() {
    return { expired: await expireGracePeriods() };
  },
});

/** Idempotent, as every worker calls it at start. */
export async function scheduleListingGrace(queue: Queue): Promise<void> {
  await queue.boss.schedule(expireListingGraceJob.name, "23 * * * *", {}, { tz: "UTC" });
}
