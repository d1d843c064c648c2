// The alerts' job handlers (issue #17): matching one meeting after its transcript or story, and the hourly digest
// run. The pipeline service queues the matching (ADR 0025); the worker registers both (worker/jobs.ts).
import { z } from "zod";
import { matchAlertsJobType } from "~/features/pipeline/pipeline-jobs.server";
import { defineJob, type Queue, withHandler } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { runDueDigests } from "./alert-digests.server";
import { matchCityAndBodyFollows, matchSavedSearches, sendInstantAlerts } from "./alert-matching.server";

export const matchAlertsJob = withHandler(matchAlertsJobType, async ({ videoId, trigger }) => {
  const matched =
    trigger === "transcript"
      ? await matchSavedSearches({ videoId })
      : await matchCityAndBodyFollows({ videoId });
  // Also sends what an earlier attempt matched but could not send.
  const sent = await sendInstantAlerts({ videoId });
  if (matched > 0 || sent > 0) logger.info({ videoId, trigger, matched, sent }, "alerts matched");
  return { matched, sent };
});

export const alertDigestsJob = defineJob({
  name: "alerts-digests",
  payload: z.object({}).passthrough(),
  retry: { limit: 2, delaySeconds: 120, backoff: true },
  async handle() {
    return runDueDigests();
  },
});

/** Hourly, since every subscriber's digest hour falls in a different UTC hour. Idempotent: every worker calls it. */
export async function scheduleAlertDigests(queue: Queue): Promise<void> {
  await queue.boss.schedule(alertDigestsJob.name, "7 * * * *", {}, { tz: "UTC" });
}
