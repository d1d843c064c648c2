// The pipeline service: what happens after each step, decided here and nowhere else (ADR 0025). The services that
// save a step's output (sources, transcripts, analysis, stories) call the matching `on...` hook from inside, with
// their transaction when they have one, so the next job is queued exactly when the data it reads is committed.
// Routes, jobs and scripts never chain steps themselves.
import { eq, sql } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import { MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS } from "~/features/meetings/meetings.schema";
import { type DbExecutor, db } from "~/lib/db.server";
import { enqueue } from "~/lib/jobs.server";
import {
  listStepsOfVideos,
  markStep,
  type PipelineStep,
  type VideoStepRow,
} from "~/lib/pipeline-steps.server";
import {
  analyzeJobType,
  extractMemoryJobType,
  fetchTranscriptJobType,
  matchAlertsJobType,
  PIPELINE_JOB_NAMES,
  writeStoryJobType,
} from "./pipeline-jobs.server";

type InTransaction = {
  /** The caller's open transaction: the job is queued only if it commits. */
  executor?: DbExecutor;
};

/**
 * One waiting job per video and step and kind of run: an automatic run and a forced one (the input was replaced)
 * never absorb each other, so a replacement is never dropped because an automatic run was already waiting.
 */
function singletonKey(jobName: string, videoId: string, force = false): string {
  return `${jobName}:${videoId}${force ? ":replace" : ""}`;
}

async function queueStep(options: {
  videoId: string;
  step: PipelineStep;
  send: () => Promise<string | null>;
  executor?: DbExecutor;
}): Promise<string | null> {
  const jobId = await options.send();
  // A null id: the same run is already waiting, and its step already says queued.
  if (jobId)
    await markStep({
      videoId: options.videoId,
      step: options.step,
      state: "queued",
      jobId,
      executor: options.executor,
    });
  return jobId;
}

/** Queues a video's transcript (the fallbacks: captions, the source's captions, speech-to-text). */
export async function requestTranscript(
  options: { videoId: string } & InTransaction,
): Promise<string | null> {
  return queueStep({
    videoId: options.videoId,
    step: "transcript",
    executor: options.executor,
    send: () =>
      enqueue(
        fetchTranscriptJobType,
        { videoId: options.videoId },
        {
          singletonKey: singletonKey(PIPELINE_JOB_NAMES.fetchTranscript, options.videoId),
          executor: options.executor,
        },
      ),
  });
}

/** Queues a video's analysis; `force` redoes one that exists (its transcript was replaced, or an admin asked). */
export async function requestAnalysis(
  options: { videoId: string; force?: boolean } & InTransaction,
): Promise<string | null> {
  const force = options.force ?? false;
  return queueStep({
    videoId: options.videoId,
    step: "analysis",
    executor: options.executor,
    send: () =>
      enqueue(
        analyzeJobType,
        { videoId: options.videoId, force },
        {
          singletonKey: singletonKey(PIPELINE_JOB_NAMES.analyze, options.videoId, force),
          executor: options.executor,
        },
      ),
  });
}

/** Queues a video's story; `force` rewrites one that exists (its analysis was redone). */
export async function requestStory(
  options: { videoId: string; force?: boolean } & InTransaction,
): Promise<string | null> {
  const force = options.force ?? false;
  return queueStep({
    videoId: options.videoId,
    step: "story",
    executor: options.executor,
    send: () =>
      enqueue(
        writeStoryJobType,
        { videoId: options.videoId, force },
        {
          singletonKey: singletonKey(PIPELINE_JOB_NAMES.writeStory, options.videoId, force),
          executor: options.executor,
        },
      ),
  });
}

/** New videos were listed from a source: each goes on to its transcript. */
export async function onVideosDiscovered(
  options: { videoIds: readonly string[] } & InTransaction,
): Promise<void> {
  for (const videoId of options.videoIds) await requestTranscript({ videoId, executor: options.executor });
}

/**
 * A transcript was saved (fetched, uploaded, typed by an admin). Long enough to analyse, it goes on to analysis;
 * `replaced` (it replaced another) forces the analysis, and through it the story, to be redone. Too short, nothing
 * more runs, and an analysis written from an older transcript stays (the pipeline never replaces data with nothing).
 */
export async function onTranscriptSaved(
  options: { videoId: string; replaced: boolean } & InTransaction,
): Promise<{ analysisQueued: boolean }> {
  const executor = options.executor ?? db();
  await markStep({ videoId: options.videoId, step: "transcript", state: "done", executor: options.executor });
  await requestAlertMatching({ videoId: options.videoId, trigger: "transcript", executor: options.executor });
  const [row] = await executor
    .select({ length: sql<number>`coalesce(length(${cityVideos.transcript}), 0)` })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  if (Number(row?.length ?? 0) < MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS) return { analysisQueued: false };
  await requestAnalysis({ videoId: options.videoId, force: options.replaced, executor: options.executor });
  return { analysisQueued: true };
}

/**
 * An analysis was saved: the story and the civic memory follow. When it replaced an earlier analysis, the story
 * written from that one is stale and is rewritten too; the memory extraction always replaces what it stored.
 */
export async function onAnalysisSaved(
  options: {
    videoId: string;
    replaced: boolean;
    /** False when the transcript is mostly unreliable: no story is written from it (issue #30). */
    storyWanted?: boolean;
  } & InTransaction,
): Promise<void> {
  if (options.storyWanted !== false)
    await requestStory({ videoId: options.videoId, force: options.replaced, executor: options.executor });
  await requestMemoryExtraction({ videoId: options.videoId, executor: options.executor });
}

/**
 * Queues a meeting's civic memory extraction (issue #19, ADR 0043). One waiting job per meeting: analyses saved in
 * a row while one waits are read by that one, as it reads the analysis when it runs and replaces what it stored.
 */
export async function requestMemoryExtraction(options: { videoId: string } & InTransaction): Promise<void> {
  await enqueue(
    extractMemoryJobType,
    { videoId: options.videoId },
    { singletonKey: `extract-memory:${options.videoId}`, executor: options.executor },
  );
}

/**
 * Queues the alert matching of one meeting (issue #17, ADR 0039). One waiting job per meeting and trigger: saves
 * in a row while one waits are read by that one, and a meeting matched before records nothing twice.
 */
async function requestAlertMatching(
  options: { videoId: string; trigger: "transcript" | "story" } & InTransaction,
): Promise<void> {
  await enqueue(
    matchAlertsJobType,
    { videoId: options.videoId, trigger: options.trigger },
    {
      singletonKey: `${PIPELINE_JOB_NAMES.matchAlerts}:${options.videoId}:${options.trigger}`,
      executor: options.executor,
    },
  );
}

/**
 * A meeting's story went public (written in a Live city, or published by an editor): residents who follow its city
 * or its body are told. A draft is not public and tells no one until it is published.
 */
export async function onStoryPublished(options: { videoId: string } & InTransaction): Promise<void> {
  await requestAlertMatching({ videoId: options.videoId, trigger: "story", executor: options.executor });
}

/**
 * Videos with where each of their pipeline steps stands, for the admin screens that follow a run live (City
 * Management, Content Management, the Story Manager). `read` selects the videos through the executor it is given;
 * the steps are read in the same snapshot (a read-only repeatable-read transaction). A run writes its result and
 * then marks its step done, so read apart, a run ending between the two reads could show as a step done with no
 * result, nothing pending, and the screen stopped following.
 */
export async function readVideosWithSteps<Video extends { id: string }>(
  read: (executor: DbExecutor) => Promise<Video[]>,
): Promise<(Video & { pipelineSteps: VideoStepRow[] })[]> {
  return db().transaction(
    async (tx) => {
      const videos = await read(tx);
      const steps = await listStepsOfVideos({ videoIds: videos.map((video) => video.id), executor: tx });
      return videos.map((video) => ({ ...video, pipelineSteps: steps.get(video.id) ?? [] }));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
