// The "write-story" job: writes one video's news story from its analysis. Transient engine faults are retried
// with backoff; anything else is recorded on the video's pipeline step. An existing story is never replaced
// by a failure, and an automatic run skips a video that already has one.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { cityVideos } from "#db/schema";
import { ANALYSIS_JOB_RETRY } from "~/features/analysis/analysis.constants";
import { analysisErrorMessage } from "~/features/analysis/analysis.server";
import { isTransientError } from "~/features/analysis/analysis-engine";
import { markStep } from "~/features/pipeline/pipeline-steps.server";
import { db } from "~/lib/db.server";
import { defineJob, enqueue, type JobContext } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { writeMeetingStory } from "./stories.server";
import { readNewsStory } from "./story-content";

export const writeStoryJobPayload = z.object({
  videoId: z.guid(),
  force: z.boolean().default(false),
});

async function handleWriteStory(
  payload: z.infer<typeof writeStoryJobPayload>,
  context: JobContext,
): Promise<{ ok: true; skipped?: boolean } | { ok: false; error: string }> {
  const { videoId } = payload;
  await markStep({ videoId, step: "story", state: "running", jobId: context.jobId });
  try {
    if (!payload.force) {
      const [video] = await db()
        .select({ newsStory: cityVideos.newsStory })
        .from(cityVideos)
        .where(eq(cityVideos.id, videoId));
      if (video && readNewsStory(video.newsStory)) {
        await markStep({ videoId, step: "story", state: "done" });
        return { ok: true, skipped: true };
      }
    }
    await writeMeetingStory({ videoId });
    await markStep({ videoId, step: "story", state: "done" });
    return { ok: true };
  } catch (error) {
    const message = analysisErrorMessage(error);
    await markStep({ videoId, step: "story", state: "failed", error: message });
    if (isTransientError(error)) throw error;
    logger.warn({ videoId, err: error }, "story generation failed permanently");
    return { ok: false, error: message };
  }
}

export const writeStoryJob = defineJob({
  name: "write-story",
  payload: writeStoryJobPayload,
  retry: ANALYSIS_JOB_RETRY,
  concurrency: 2,
  handle: handleWriteStory,
});

/**
 * Queues the story once (singleton key), or writes it in the background when this process has no queue.
 * `force` rewrites an existing story (its analysis was redone from a new transcript).
 */
export async function startStoryJob(options: { videoId: string; force?: boolean }): Promise<void> {
  const force = options.force ?? false;
  await markStep({ videoId: options.videoId, step: "story", state: "queued" });
  let jobId: string | null;
  try {
    jobId = await enqueue(
      writeStoryJob,
      { videoId: options.videoId, force },
      { singletonKey: `write-story:${options.videoId}` },
    );
  } catch (error) {
    logger.info(
      { err: error, videoId: options.videoId },
      "no job queue here: writing the story in this process",
    );
    void handleWriteStory({ videoId: options.videoId, force }, { jobId: "in-process", retryCount: 0 }).catch(
      (failure) => logger.warn({ err: failure, videoId: options.videoId }, "in-process story failed"),
    );
    return;
  }
  if (jobId) await markStep({ videoId: options.videoId, step: "story", state: "queued", jobId });
}
