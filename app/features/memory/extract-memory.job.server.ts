// The "extract-memory" job's handler (issue #19): a meeting's decisions, votes and commitments after its analysis,
// then its topics (ADR 0046). The pipeline service queues it (ADR 0025); the worker registers it (worker/jobs.ts).
import { extractMemoryJobType } from "~/features/pipeline/pipeline-jobs.server";
import { linkTopicsForVideo } from "~/features/topics/topics.server";
import { withHandler } from "~/lib/jobs.server";
import { extractMemoryForVideo } from "./memory.server";

export const extractMemoryJob = withHandler(extractMemoryJobType, async ({ videoId }) => {
  const memory = await extractMemoryForVideo({ videoId });
  // Topics read the same stored analysis; each step replaces its own rows, so a retry redoes both safely.
  const topics = memory.skipped ? null : await linkTopicsForVideo({ videoId });
  return { ...memory, topicMentions: topics?.mentions ?? 0 };
});
