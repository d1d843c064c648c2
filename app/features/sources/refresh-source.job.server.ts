// The refresh-source job: lists one source's videos into its city, retrying only faults that may pass.
import { isAppError } from "~/lib/app-error";
import { defineJob } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { isTransientSourceError } from "./source-fetch.server";
import { refreshSourcePayloadSchema } from "./sources.schema";
import { refreshSource } from "./sources.server";

export const REFRESH_SOURCE_JOB = "refresh-source";

export const refreshSourceJob = defineJob({
  name: REFRESH_SOURCE_JOB,
  payload: refreshSourcePayloadSchema,
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  concurrency: 2,
  // One waiting and one running job per singleton key (the source or the video): see pipeline-jobs.server.ts.
  policy: "stately",
  async handle({ sourceId }, context) {
    try {
      return await refreshSource({ sourceId });
    } catch (error) {
      // refreshSource already stored the error on the source for admins; only a passing fault is worth a retry.
      // An unexpected error (a database fault, say) is retried too.
      if (!isAppError(error) || isTransientSourceError(error)) throw error;
      logger.warn({ sourceId, jobId: context.jobId, err: error }, "source refresh failed permanently");
      return { failed: true, error: error.message };
    }
  },
});
