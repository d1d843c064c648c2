// The pipeline's job types (name, payload, retry policy) and the schedule of the source sweep. The handlers live in
// the areas that run each step (sources, transcripts, analysis, stories) and are listed in worker/jobs.ts; what
// follows a step is decided by pipeline.server.ts alone.
import { CronExpressionParser } from "cron-parser";
import { z } from "zod";
import { defineJobType, type Queue } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";

export const PIPELINE_JOB_NAMES = {
  refreshSource: "refresh-source",
  refreshLiveSources: "refresh-live-sources",
  fetchTranscript: "fetch-transcript",
  analyze: "analyze",
  writeStory: "write-story",
  matchAlerts: "match-alerts",
} as const;

/** Analysis and story runs: a model endpoint's passing fault is retried a few times with backoff. */
const MODEL_STEP_RETRY = { limit: 3, delaySeconds: 10, backoff: true } as const;

/** Lists one source's videos into its city. */
export const refreshSourceJobType = defineJobType({
  name: PIPELINE_JOB_NAMES.refreshSource,
  payload: z.object({ sourceId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  concurrency: 2,
  // One waiting and one running job per singleton key (the source or the video).
  policy: "stately",
});

/** The scheduled sweep: every video source of every Live city, each as its own refresh job. */
export const refreshLiveSourcesJobType = defineJobType({
  name: PIPELINE_JOB_NAMES.refreshLiveSources,
  payload: z.object({}).default({}),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
});

export const FETCH_TRANSCRIPT_RETRY_LIMIT = 3;

/** Runs the transcript fallbacks for one video. */
export const fetchTranscriptJobType = defineJobType({
  name: PIPELINE_JOB_NAMES.fetchTranscript,
  payload: z.object({ videoId: z.uuid() }),
  retry: { limit: FETCH_TRANSCRIPT_RETRY_LIMIT, delaySeconds: 30, backoff: true },
  concurrency: 2,
  policy: "stately",
});

const videoStepPayload = z.object({
  videoId: z.guid(),
  /** Redo the step even when its output exists (the transcript or the analysis it reads was replaced). */
  force: z.boolean().default(false),
});

export const analyzeJobType = defineJobType({
  name: PIPELINE_JOB_NAMES.analyze,
  payload: videoStepPayload,
  retry: MODEL_STEP_RETRY,
  concurrency: 2,
  policy: "stately",
});

export const writeStoryJobType = defineJobType({
  name: PIPELINE_JOB_NAMES.writeStory,
  payload: videoStepPayload,
  retry: MODEL_STEP_RETRY,
  concurrency: 2,
  policy: "stately",
});

/**
 * Matches residents' alerts against one meeting (issue #17, ADR 0039): after its transcript is saved, the saved
 * searches; after its story is published, the city and body follows. The handler lives in the alerts area.
 */
export const matchAlertsJobType = defineJobType({
  name: PIPELINE_JOB_NAMES.matchAlerts,
  payload: z.object({ videoId: z.guid(), trigger: z.enum(["transcript", "story"]) }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  // Each worker takes one job per polling interval: a first start queues one per demo meeting, and a resident's
  // alert should not wait behind them all.
  concurrency: 4,
  policy: "stately",
});

/** A cron expression for "every N minutes" (N in 5..1440), as pg-boss schedules take. */
export function refreshCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.max(1, Math.round(minutes / 60))} * * *`;
}

/**
 * When the sweep's cron next fires after `now`, in UTC (pg-boss runs it in UTC); null for a pattern cron-parser
 * cannot read, so nobody is shown a wrong time.
 */
export function nextRefreshRun(cron: string, now: Date): Date | null {
  try {
    return CronExpressionParser.parse(cron, { currentDate: now, tz: "UTC" }).next().toDate();
  } catch {
    return null;
  }
}

/** The sweep's schedule as pg-boss holds it (whichever worker set it), with its next run; null when unscheduled. */
export async function getSourceRefreshSchedule(
  queue: Queue,
  now = new Date(),
): Promise<{ cron: string; nextRunAt: Date | null } | null> {
  const schedule = (await queue.boss.getSchedules()).find(
    (entry) => entry.name === PIPELINE_JOB_NAMES.refreshLiveSources,
  );
  if (!schedule) return null;
  return { cron: schedule.cron, nextRunAt: nextRefreshRun(schedule.cron, now) };
}

/** Schedules the sweep (idempotent: every worker may call it), or removes it when the interval is 0. */
export async function scheduleSourceRefresh(queue: Queue, minutes: number): Promise<void> {
  if (minutes === 0) {
    await queue.boss.unschedule(PIPELINE_JOB_NAMES.refreshLiveSources).catch(() => {});
    return;
  }
  await queue.boss.schedule(PIPELINE_JOB_NAMES.refreshLiveSources, refreshCron(minutes), {}, { tz: "UTC" });
  logger.info({ everyMinutes: minutes }, "source refresh scheduled");
}

/**
 * Extracts one meeting's civic memory (issue #19, ADR 0043) after its analysis is saved: decisions, roll-call votes
 * and commitments. Idempotent: a run replaces the meeting's rows. The handler lives in the memory area.
 */
export const extractMemoryJobType = defineJobType({
  name: "extract-memory",
  payload: z.object({ videoId: z.guid() }),
  retry: MODEL_STEP_RETRY,
  concurrency: 2,
  policy: "stately",
});
