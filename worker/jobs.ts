// Every job this product runs: the worker registers exactly these. Each is a job type (its name, payload and retry
// policy) with the handler of the area that runs it; what follows each step is decided by the pipeline service.
import { alertDigestsJob, matchAlertsJob } from "~/features/alerts/alert-jobs.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { extractMemoryJob } from "~/features/memory/extract-memory.job.server";
import { expireListingGraceJob } from "~/features/my-business/grace.job.server";
import { refreshLiveSourcesJob, refreshSourceJob } from "~/features/sources/refresh-source.job.server";
import { writeStoryJob } from "~/features/stories/write-story.job.server";
import { echoJob } from "~/features/system/echo-job.server";
import { pruneRateLimitsJob } from "~/features/system/prune-rate-limits.job.server";
import { fetchTranscriptJob } from "~/features/transcripts/fetch-transcript.job.server";

export const pipelineJobDefinitions = [
  refreshSourceJob,
  fetchTranscriptJob,
  analyzeJob,
  writeStoryJob,
  extractMemoryJob,
  refreshLiveSourcesJob,
  matchAlertsJob,
];

export const jobDefinitions = [
  echoJob,
  pruneRateLimitsJob,
  alertDigestsJob,
  expireListingGraceJob,
  ...pipelineJobDefinitions,
];
