// The "extract-memory" job's handler (issue #19): a meeting's decisions, votes and commitments after its analysis,
// then the people they name linked to the city's people (ADR 0045). The pipeline service queues it (ADR 0025); the
// worker registers it (worker/jobs.ts).
import { extractMemoryJobType } from "~/features/pipeline/pipeline-jobs.server";
import { withHandler } from "~/lib/jobs.server";
import { extractMemoryForVideo } from "./memory.server";
import { linkPeopleForVideo } from "./people.server";

export const extractMemoryJob = withHandler(extractMemoryJobType, async ({ videoId }) => {
  const run = await extractMemoryForVideo({ videoId });
  return run.skipped ? run : { ...run, people: (await linkPeopleForVideo({ videoId })).linked };
});
