// The handlers of the source jobs: "refresh-source" lists one source's videos into its city (its new videos go on
// to their transcripts from inside refreshSource), retrying only faults that may pass; "refresh-live-sources" is the
// scheduled sweep that queues one refresh per video source of every Live city.
import {
  PIPELINE_JOB_NAMES,
  refreshLiveSourcesJobType,
  refreshSourceJobType,
} from "~/features/pipeline/pipeline-jobs.server";
import { isAppError } from "~/lib/app-error";
import { enqueue, PermanentJobError, withHandler } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { isTransientSourceError } from "./source-fetch.server";
import { listLiveVideoSourceIds, refreshSource } from "./sources.server";

export const refreshSourceJob = withHandler(refreshSourceJobType, async ({ sourceId }, context) => {
  try {
    return await refreshSource({ sourceId });
  } catch (error) {
    // refreshSource already stored the error on the source for admins; only a passing fault is worth a retry.
    // An unexpected error (a database fault, say) is retried too.
    if (!isAppError(error) || isTransientSourceError(error)) throw error;
    logger.warn({ sourceId, jobId: context.jobId, err: error }, "source refresh failed permanently");
    throw new PermanentJobError(error.message);
  }
});

export const refreshLiveSourcesJob = withHandler(refreshLiveSourcesJobType, async () => {
  const sourceIds = await listLiveVideoSourceIds();
  let queued = 0;
  for (const sourceId of sourceIds) {
    const jobId = await enqueue(
      refreshSourceJobType,
      { sourceId },
      { singletonKey: `${PIPELINE_JOB_NAMES.refreshSource}:${sourceId}` },
    );
    if (jobId) queued += 1;
  }
  return { sources: sourceIds.length, queued };
});
