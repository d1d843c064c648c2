// The "write-story" job's handler: writes one video's news story from its analysis as one pipeline step. A passing
// engine fault is retried with backoff; anything else fails the job at once. A good story is never replaced by a
// failure.
import { analysisErrorMessage } from "~/features/analysis/analysis.server";
import { isTransientError } from "~/features/analysis/analysis-engine.server";
import { writeStoryJobType } from "~/features/pipeline/pipeline-jobs.server";
import { withHandler } from "~/lib/jobs.server";
import { runPipelineStep, settleJob } from "~/lib/pipeline-steps.server";
import { writeMeetingStoryForPipeline } from "./stories.server";

export const writeStoryJob = withHandler(writeStoryJobType, async ({ videoId, force }, { jobId }) =>
  settleJob(
    await runPipelineStep({
      videoId,
      step: "story",
      jobId,
      run: () => writeMeetingStoryForPipeline({ videoId, force }),
      describeError: analysisErrorMessage,
      isTransient: isTransientError,
    }),
  ),
);
