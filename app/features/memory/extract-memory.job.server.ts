// The "extract-memory" job's handler (issue #19): a meeting's decisions, votes and commitments after its analysis,
// then its topics (ADR 0046) and the people it names, linked to the city's people (ADR 0045). The pipeline service
// queues it (ADR 0025); the worker registers it (worker/jobs.ts).
import { extractMemoryJobType } from "~/features/pipeline/pipeline-jobs.server";
import { linkTopicsForVideo } from "~/features/topics/topics.server";
import { withHandler } from "~/lib/jobs.server";
import { extractMemoryForVideo } from "./memory.server";
import { linkPeopleForVideo } from "./people.server";

export const extractMemoryJob = withHandler(extractMemoryJobType, async ({ videoId }) => {
  const memory = await extractMemoryForVideo({ videoId });
  if (memory.skipped) return memory;
  // Topics and people read the rows just stored; each step replaces its own rows, so a retry redoes all safely.
  const topics = await linkTopicsForVideo({ videoId });
  const people = await linkPeopleForVideo({ videoId });
  return { ...memory, topicMentions: topics?.mentions ?? 0, people: people.linked };
});
