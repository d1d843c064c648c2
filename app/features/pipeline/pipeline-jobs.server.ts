// The pipeline as jobs: source -> videos -> transcript -> analysis -> story. Each area owns its job; this module
// chains them (a step's success queues the next one for that video) and schedules the refresh of Live sources.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cities, citiesUrls, cityUrls, cityVideos } from "#db/schema";
import { analyzeJob, startAnalysisJob } from "~/features/analysis/analyze.job.server";
import { MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS } from "~/features/meetings/meetings.constants";
import { REFRESH_SOURCE_JOB, refreshSourceJob } from "~/features/sources/refresh-source.job.server";
import { isVideoSource, type RefreshResult, refreshSource } from "~/features/sources/sources.server";
import { startStoryJob, writeStoryJob } from "~/features/stories/write-story.job.server";
import {
  enqueueFetchTranscript,
  fetchTranscriptJob,
} from "~/features/transcripts/fetch-transcript.job.server";
import { db } from "~/lib/db.server";
import { defineJob, enqueue, type JobDefinition, type Queue } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { markStep } from "./pipeline-steps.server";

// biome-ignore lint/suspicious/noExplicitAny: chaining works on definitions of any payload type
type AnyJob = JobDefinition<any>;

/** Runs `next` after the job's own handler succeeded; the job's result is returned unchanged. */
function thenQueue<Job extends AnyJob>(
  job: Job,
  next: (payload: z.infer<Job["payload"]>, result: unknown) => Promise<void>,
): Job {
  return {
    ...job,
    async handle(payload, context) {
      const result = await job.handle(payload, context);
      await next(payload, result);
      return result;
    },
  };
}

async function transcriptLength(videoId: string): Promise<number> {
  const [row] = await db()
    .select({ length: sql<number>`coalesce(length(${cityVideos.transcript}), 0)` })
    .from(cityVideos)
    .where(eq(cityVideos.id, videoId));
  return Number(row?.length ?? 0);
}

async function queueTranscripts(newVideoIds: readonly string[]): Promise<void> {
  for (const videoId of newVideoIds) await enqueueFetchTranscript({ videoId });
}

/** The step after a saved transcript: its analysis, unless it is too short (spec 000 section 5). */
export async function continueAfterTranscript(options: { videoId: string }): Promise<void> {
  if ((await transcriptLength(options.videoId)) >= MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS)
    await startAnalysisJob({ videoId: options.videoId });
}

/** An admin's "Refresh Videos": the source is listed now, and its new videos go on through the pipeline. */
export async function refreshSourceNow(options: { sourceId: string }): Promise<RefreshResult> {
  const result = await refreshSource({ sourceId: options.sourceId });
  try {
    await queueTranscripts(result.newVideoIds);
  } catch (error) {
    // The videos are saved; a queue fault must not turn the admin's refresh into an error.
    logger.error({ err: error, sourceId: options.sourceId }, "queueing transcripts after a refresh failed");
  }
  return result;
}

const refreshSourceThenTranscripts = thenQueue(refreshSourceJob, async (_payload, result) => {
  await queueTranscripts((result as { newVideoIds?: string[] }).newVideoIds ?? []);
});

const transcriptThenAnalysis = thenQueue(fetchTranscriptJob, async ({ videoId }, result) => {
  if ((result as { failed?: unknown }).failed) return;
  await continueAfterTranscript({ videoId });
});

const analysisThenStory = thenQueue(analyzeJob, async ({ videoId, force }, result) => {
  const outcome = result as { ok?: boolean; skipped?: boolean };
  // A forced analysis (a replaced transcript) makes the old story stale, so it is rewritten too.
  if (outcome.ok && !outcome.skipped) await startStoryJob({ videoId, force });
});

/**
 * After a person replaced a video's transcript (an upload): its analysis and story were written from the old
 * text, so both are redone through the queue. A transcript too short to analyse queues nothing (spec 000
 * section 5) and the old analysis stays, as the pipeline never replaces data with nothing.
 */
export async function continuePipelineAfterNewTranscript(options: {
  videoId: string;
}): Promise<{ analysisQueued: boolean }> {
  await markStep({ videoId: options.videoId, step: "transcript", state: "done" });
  if ((await transcriptLength(options.videoId)) < MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS)
    return { analysisQueued: false };
  await startAnalysisJob({ videoId: options.videoId, force: true });
  return { analysisQueued: true };
}

export const REFRESH_LIVE_SOURCES_JOB = "refresh-live-sources";

/** The scheduled sweep: every video source of every Live city, each as its own refresh job. */
export const refreshLiveSourcesJob = defineJob({
  name: REFRESH_LIVE_SOURCES_JOB,
  payload: z.object({}).default({}),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  async handle() {
    const sources = await db()
      .select({ id: cityUrls.id })
      .from(cityUrls)
      .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
      .innerJoin(cities, eq(cities.id, citiesUrls.cityId))
      .where(and(eq(cities.status, "Live"), isVideoSource()));
    let queued = 0;
    for (const source of sources) {
      const jobId = await enqueue(
        refreshSourceThenTranscripts,
        { sourceId: source.id },
        { singletonKey: `${REFRESH_SOURCE_JOB}:${source.id}` },
      );
      if (jobId) queued += 1;
    }
    return { sources: sources.length, queued };
  },
});

/** Every job the worker runs, with the pipeline's chaining in place. */
export const pipelineJobDefinitions: AnyJob[] = [
  refreshSourceThenTranscripts,
  transcriptThenAnalysis,
  analysisThenStory,
  writeStoryJob,
  refreshLiveSourcesJob,
];

/** A cron expression for "every N minutes" (N in 5..1440), as pg-boss schedules take. */
export function refreshCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.max(1, Math.round(minutes / 60))} * * *`;
}

/**
 * When a cron of the two shapes refreshCron writes (every N minutes, every H hours on the hour) next fires after
 * `now`, in UTC; null for any other pattern (someone scheduled the sweep by hand), so nobody is shown a wrong time.
 */
export function nextRefreshRun(cron: string, now: Date): Date | null {
  const next = new Date(now);
  next.setUTCSeconds(0, 0);
  const everyMinutes = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (everyMinutes) {
    const step = Number(everyMinutes[1]);
    if (step < 1) return null;
    // Cron restarts the count each hour: every 45 minutes fires at :00 and :45.
    const minute = next.getUTCMinutes();
    const following = (Math.floor(minute / step) + 1) * step;
    if (following < 60) next.setUTCMinutes(following);
    else next.setUTCHours(next.getUTCHours() + 1, 0);
    return next;
  }
  const everyHours = /^0 \*\/(\d+) \* \* \*$/.exec(cron);
  if (everyHours) {
    const step = Number(everyHours[1]);
    if (step < 1) return null;
    const following = (Math.floor(next.getUTCHours() / step) + 1) * step;
    if (following < 24) next.setUTCHours(following, 0);
    else next.setUTCHours(24, 0);
    return next;
  }
  return null;
}

/** The sweep's schedule as pg-boss holds it (whichever worker set it), with its next run; null when unscheduled. */
export async function getSourceRefreshSchedule(
  queue: Queue,
  now = new Date(),
): Promise<{ cron: string; nextRunAt: Date | null } | null> {
  const schedule = (await queue.boss.getSchedules()).find((entry) => entry.name === REFRESH_LIVE_SOURCES_JOB);
  if (!schedule) return null;
  return { cron: schedule.cron, nextRunAt: nextRefreshRun(schedule.cron, now) };
}

/** Schedules the sweep (idempotent: every worker may call it), or removes it when the interval is 0. */
export async function scheduleSourceRefresh(queue: Queue, minutes: number): Promise<void> {
  if (minutes === 0) {
    await queue.boss.unschedule(REFRESH_LIVE_SOURCES_JOB).catch(() => {});
    return;
  }
  await queue.boss.schedule(REFRESH_LIVE_SOURCES_JOB, refreshCron(minutes), {}, { tz: "UTC" });
  logger.info({ everyMinutes: minutes }, "source refresh scheduled");
}
