// The pipeline as jobs: source -> videos -> transcript -> analysis -> story. Each area owns its job; this module
// chains them (a step's success queues the next one for that video) and schedules the refresh of Live sources.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { cities, citiesUrls, cityUrls, cityVideos } from "#db/schema";
import { analyzeJob, startAnalysisJob } from "~/features/analysis/analyze.job.server";
import { MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS } from "~/features/meetings/meetings.constants";
import { REFRESH_SOURCE_JOB, refreshSourceJob } from "~/features/sources/refresh-source.job.server";
import { startStoryJob, writeStoryJob } from "~/features/stories/write-story.job.server";
import {
  enqueueFetchTranscript,
  fetchTranscriptJob,
} from "~/features/transcripts/fetch-transcript.job.server";
import { db } from "~/lib/db.server";
import { defineJob, enqueue, type JobDefinition, type Queue } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";

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

const refreshSourceThenTranscripts = thenQueue(refreshSourceJob, async (_payload, result) => {
  const newVideoIds = (result as { newVideoIds?: string[] }).newVideoIds ?? [];
  for (const videoId of newVideoIds) await enqueueFetchTranscript({ videoId });
});

const transcriptThenAnalysis = thenQueue(fetchTranscriptJob, async ({ videoId }, result) => {
  if ((result as { failed?: unknown }).failed) return;
  // Short transcripts are excluded from analysis (spec 000 section 5): nothing to queue.
  if ((await transcriptLength(videoId)) >= MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS)
    await startAnalysisJob({ videoId });
});

const analysisThenStory = thenQueue(analyzeJob, async ({ videoId }, result) => {
  const outcome = result as { ok?: boolean; skipped?: boolean };
  if (outcome.ok && !outcome.skipped) await startStoryJob({ videoId });
});

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
      .where(and(eq(cities.status, "Live"), eq(cityUrls.contentType, "video")));
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

/** Schedules the sweep (idempotent: every worker may call it), or removes it when the interval is 0. */
export async function scheduleSourceRefresh(queue: Queue, minutes: number): Promise<void> {
  if (minutes === 0) {
    await queue.boss.unschedule(REFRESH_LIVE_SOURCES_JOB).catch(() => {});
    return;
  }
  await queue.boss.schedule(REFRESH_LIVE_SOURCES_JOB, refreshCron(minutes), {}, { tz: "UTC" });
  logger.info({ everyMinutes: minutes }, "source refresh scheduled");
}
