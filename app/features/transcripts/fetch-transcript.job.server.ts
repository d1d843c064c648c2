// The "fetch-transcript" job: runs the transcript fallbacks for one video, recording each state for admins.
import { z } from "zod";
import { markStep } from "~/features/pipeline/pipeline-steps.server";
import { defineJob, enqueue } from "~/lib/jobs.server";
import { fetchTranscriptForVideo } from "./transcripts.server";

export const FETCH_TRANSCRIPT_RETRY_LIMIT = 3;

export class TransientTranscriptError extends Error {
  override name = "TransientTranscriptError";
}

export const fetchTranscriptJob = defineJob({
  name: "fetch-transcript",
  payload: z.object({ videoId: z.uuid() }),
  retry: { limit: FETCH_TRANSCRIPT_RETRY_LIMIT, delaySeconds: 30, backoff: true },
  concurrency: 2,
  // One waiting and one running job per singleton key (the source or the video): see pipeline-jobs.server.ts.
  policy: "stately",
  async handle({ videoId }, { jobId, retryCount }) {
    await markStep({ videoId, step: "transcript", state: "running", jobId });
    const result = await fetchTranscriptForVideo({ videoId });
    if (result.ok) {
      await markStep({ videoId, step: "transcript", state: "done", jobId });
      return { source: result.source, segments: result.segmentCount };
    }
    const detail = result.attempts.map((attempt) => `${attempt.source}: ${attempt.reason}`).join("; ");
    const error = detail ? `${result.message} (${detail})` : result.message;
    await markStep({ videoId, step: "transcript", state: "failed", error, jobId });
    // Timeouts, 429 and 5xx are thrown so the queue retries with backoff; "blocked" and "no captions" are final.
    if (result.transient && retryCount < FETCH_TRANSCRIPT_RETRY_LIMIT)
      throw new TransientTranscriptError(error);
    return { failed: error };
  },
});

/** Queues one fetch per video (a second request while one is waiting is dropped). */
export async function enqueueFetchTranscript(options: { videoId: string }): Promise<string | null> {
  const jobId = await enqueue(
    fetchTranscriptJob,
    { videoId: options.videoId },
    { singletonKey: `fetch-transcript:${options.videoId}` },
  );
  if (jobId) await markStep({ videoId: options.videoId, step: "transcript", state: "queued", jobId });
  return jobId;
}
