// The "analyze" job: analyses one video's transcript. Transient engine faults are retried with backoff;
// anything else is recorded on the video's pipeline step and not retried. A good analysis is never replaced
// by a failure, and an automatic run skips a video that already has one.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { cityVideos } from "#db/schema";
import { markStep } from "~/features/pipeline/pipeline-steps.server";
import { db } from "~/lib/db.server";
import { defineJob, enqueue, type JobContext } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { ANALYSIS_JOB_RETRY } from "./analysis.constants";
import { analysisErrorMessage, analyzeMeeting } from "./analysis.server";
import { isTransientError } from "./analysis-engine";

export const analyzeJobPayload = z.object({
  videoId: z.guid(),
  /** Re-analyse even when an analysis exists (a new transcript, or a benchmark). */
  force: z.boolean().default(false),
});

export type AnalyzeJobResult = { ok: true; skipped?: boolean } | { ok: false; error: string };

async function handleAnalyze(
  payload: z.infer<typeof analyzeJobPayload>,
  context: JobContext,
): Promise<AnalyzeJobResult> {
  const { videoId } = payload;
  await markStep({ videoId, step: "analysis", state: "running", jobId: context.jobId });
  try {
    if (!payload.force) {
      const [video] = await db()
        .select({ analyzedAt: cityVideos.analyzedAt, analysisResults: cityVideos.analysisResults })
        .from(cityVideos)
        .where(eq(cityVideos.id, videoId));
      if (video?.analysisResults) {
        await markStep({ videoId, step: "analysis", state: "done" });
        return { ok: true, skipped: true };
      }
    }
    await analyzeMeeting({ videoId });
    await markStep({ videoId, step: "analysis", state: "done" });
    return { ok: true };
  } catch (error) {
    const message = analysisErrorMessage(error);
    await markStep({ videoId, step: "analysis", state: "failed", error: message });
    if (isTransientError(error)) throw error;
    logger.warn({ videoId, err: error }, "analysis failed permanently");
    return { ok: false, error: message };
  }
}

export const analyzeJob = defineJob({
  name: "analyze",
  payload: analyzeJobPayload,
  retry: ANALYSIS_JOB_RETRY,
  concurrency: 2,
  handle: handleAnalyze,
});

/**
 * Puts the video's analysis on the queue (once: the singleton key keeps a second copy out), or, when this
 * process has no queue, runs it in the background here so the page still updates. `force` re-analyses a video
 * that already has an analysis (its transcript was replaced).
 */
export async function startAnalysisJob(options: { videoId: string; force?: boolean }): Promise<void> {
  const force = options.force ?? false;
  await markStep({ videoId: options.videoId, step: "analysis", state: "queued" });
  let jobId: string | null;
  try {
    jobId = await enqueue(
      analyzeJob,
      { videoId: options.videoId, force },
      { singletonKey: `analyze:${options.videoId}` },
    );
  } catch (error) {
    logger.info({ err: error, videoId: options.videoId }, "no job queue here: analysing in this process");
    void handleAnalyze({ videoId: options.videoId, force }, { jobId: "in-process", retryCount: 0 }).catch(
      (failure) => logger.warn({ err: failure, videoId: options.videoId }, "in-process analysis failed"),
    );
    return;
  }
  if (jobId) await markStep({ videoId: options.videoId, step: "analysis", state: "queued", jobId });
}
