// The "analyze" job's handler: analyses one video's transcript as one pipeline step. A passing engine fault is
// retried with backoff; anything else fails the job at once. A good analysis is never replaced by a failure.
import { analyzeJobType } from "~/features/pipeline/pipeline-jobs.server";
import { withHandler } from "~/lib/jobs.server";
import { runPipelineStep, settleJob } from "~/lib/pipeline-steps.server";
import { analysisErrorMessage, analyzeMeetingForPipeline } from "./analysis.server";
import { isTransientError } from "./analysis-engine.server";

export const analyzeJob = withHandler(analyzeJobType, async ({ videoId, force }, { jobId }) =>
  settleJob(
    await runPipelineStep({
      videoId,
      step: "analysis",
      jobId,
      run: () => analyzeMeetingForPipeline({ videoId, force }),
      describeError: analysisErrorMessage,
      isTransient: isTransientError,
    }),
  ),
);
