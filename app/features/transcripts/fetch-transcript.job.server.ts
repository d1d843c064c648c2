// The "fetch-transcript" job's handler: runs the transcript fallbacks for one video as one pipeline step. Timeouts,
// 429 and 5xx are retried with backoff; "no captions anywhere" or a missing setting fail the job at once.
import { fetchTranscriptJobType } from "~/features/pipeline/pipeline-jobs.server";
import { withHandler } from "~/lib/jobs.server";
import { runPipelineStep, settleJob } from "~/lib/pipeline-steps.server";
import { describeTranscriptFailure, fetchTranscriptForVideo } from "./transcripts.server";

/** Every source failed: the message names what each one said; `transient` when a retry may do better. */
export class TranscriptFetchError extends Error {
  override name = "TranscriptFetchError";
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export const fetchTranscriptJob = withHandler(fetchTranscriptJobType, async ({ videoId }, { jobId }) =>
  settleJob(
    await runPipelineStep({
      videoId,
      step: "transcript",
      jobId,
      async run() {
        const result = await fetchTranscriptForVideo({ videoId });
        if (!result.ok) throw new TranscriptFetchError(describeTranscriptFailure(result), result.transient);
        return { source: result.source, segments: result.segmentCount };
      },
      describeError: (error) => (error instanceof Error ? error.message : String(error)),
      isTransient: (error) => !(error instanceof TranscriptFetchError) || error.transient,
    }),
  ),
);
