// The "extract-memory" job's handler (issue #19): a meeting's decisions, votes and commitments after its analysis.
// The pipeline service queues it (ADR 0025); the worker registers it (worker/jobs.ts).
import { extractMemoryJobType } from "~/features/pipeline/pipeline-jobs.server";
import { withHandler } from "~/lib/jobs.server";
import { extractMemoryForVideo } from "./memory.server";

export const extractMemoryJob = withHandler(extractMemoryJobType, async ({ videoId }) =>
  extractMemoryForVideo({ videoId }),
);
