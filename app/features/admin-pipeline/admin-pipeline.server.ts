// The pipeline dashboard's service: what the page shows (jobs, failures, meetings' steps, sources, a daily count)
// and the admin's retry, cancel and test-job actions, which go through pg-boss's API inside our transaction.
import { getSourceRefreshSchedule } from "~/features/pipeline/pipeline-jobs.server";
import { echoJob } from "~/features/system/echo-job.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { enqueue, type Queue, queueConnectionIn, queueIfStarted } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { getStep, markStep } from "~/lib/pipeline-steps.server";
import {
  CANCELLABLE_STATES,
  CHART_DAYS,
  JOB_STATES,
  type JobState,
  STEP_OF_JOB,
} from "./admin-pipeline.constants";
import {
  CANCELLED_BY_ADMIN,
  DEFAULT_TEST_JOB_NOTE,
  JOB_ALREADY_WAITING,
  JOB_CHANGED_MEANWHILE,
  JOB_NOT_FOUND,
  JOB_STATE_LABELS,
  jobNotCancellable,
  jobNotRetryable,
  QUEUE_NOT_RUNNING,
} from "./admin-pipeline.copy";
import {
  countJobsByCityAndState,
  countProcessedPerDay,
  findJob,
  listCityOptions,
  listJobs,
  listSources,
  listVideoSteps,
  queueTablesExist,
} from "./admin-pipeline.queries.server";
import type { PipelineFilters } from "./admin-pipeline.schema";

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export type JobCountsByCity = {
  cityId: string | null;
  cityName: string | null;
  counts: Record<JobState, number>;
  total: number;
};

export type DashboardJob = {
  id: string;
  name: string;
  state: JobState;
  /** Attempts made so far and allowed in all (pg-boss counts retries; the first run is one more). */
  attemptsMade: number;
  attemptsAllowed: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  cityName: string | null;
  subject:
    | { kind: "meeting"; label: string; href: string }
    | { kind: "source"; label: string }
    | { kind: "note"; label: string }
    | null;
  canRetry: boolean;
  canCancel: boolean;
};

export type DashboardVideo = {
  videoId: string;
  title: string;
  cityName: string;
  href: string;
  steps: Partial<
    Record<
      "transcript" | "analysis" | "story",
      { state: "queued" | "running" | "failed" | "done"; attempts: number; lastError: string | null }
    >
  >;
  lastError: { step: "transcript" | "analysis" | "story"; message: string } | null;
};

export type NextRefresh =
  | { kind: "at"; at: string }
  | { kind: "queued"; at: string }
  | { kind: "not-live"; cityStatus: string }
  | { kind: "not-video" }
  | { kind: "off" };

export type DashboardSource = {
  id: string;
  label: string;
  cityName: string;
  lastRefreshedAt: string | null;
  lastRefreshError: string | null;
  nextRefresh: NextRefresh;
};

export type PipelineDashboard = {
  filters: PipelineFilters;
  cities: { id: string; name: string; state: string }[];
  countsByCity: JobCountsByCity[];
  failedJobs: DashboardJob[];
  jobs: DashboardJob[];
  videos: DashboardVideo[];
  sources: DashboardSource[];
  processedPerDay: { day: string; analysed: number; stories: number }[];
  chartDays: number;
};

function meetingHref(locationKey: string, videoId: string): string {
  return `/city/${locationKey}/meeting/${videoId}`;
}

function toDashboardJob(row: Awaited<ReturnType<typeof listJobs>>[number]): DashboardJob {
  const subject =
    row.video_id && row.video_title && row.location_key
      ? {
          kind: "meeting" as const,
          label: row.video_title,
          href: meetingHref(row.location_key, row.video_id),
        }
      : row.source_id && row.source_label
        ? { kind: "source" as const, label: row.source_label }
        : row.note
          ? { kind: "note" as const, label: row.note }
          : null;
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    // pg-boss counts retries, raising retry_count as a retry starts: a job that ever started has made one more.
    attemptsMade: row.started_on ? Number(row.retry_count) + 1 : 0,
    attemptsAllowed: Number(row.retry_limit) + 1,
    createdAt: iso(row.created_on) ?? "",
    finishedAt: iso(row.completed_on),
    error: row.error,
    cityName: row.city_name,
    subject,
    canRetry: row.state === "failed",
    canCancel: CANCELLABLE_STATES.includes(row.state),
  };
}

function groupCounts(rows: Awaited<ReturnType<typeof countJobsByCityAndState>>): JobCountsByCity[] {
  const byCity = new Map<string, JobCountsByCity>();
  for (const row of rows) {
    const key = row.city_id ?? "";
    let entry = byCity.get(key);
    if (!entry) {
      entry = {
        cityId: row.city_id,
        cityName: row.city_name,
        counts: Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>,
        total: 0,
      };
      byCity.set(key, entry);
    }
    entry.counts[row.state] += row.count;
    entry.total += row.count;
  }
  return [...byCity.values()];
}

function groupVideos(rows: Awaited<ReturnType<typeof listVideoSteps>>): DashboardVideo[] {
  const byVideo = new Map<string, DashboardVideo & { errorAt: number }>();
  for (const row of rows) {
    let video = byVideo.get(row.video_id);
    if (!video) {
      video = {
        videoId: row.video_id,
        title: row.video_title,
        cityName: row.city_name,
        href: meetingHref(row.location_key, row.video_id),
        steps: {},
        lastError: null,
        errorAt: 0,
      };
      byVideo.set(row.video_id, video);
    }
    video.steps[row.step] = { state: row.state, attempts: Number(row.attempts), lastError: row.last_error };
    const updatedAt = new Date(row.updated_at).getTime();
    if (row.last_error && updatedAt >= video.errorAt) {
      video.lastError = { step: row.step, message: row.last_error };
      video.errorAt = updatedAt;
    }
  }
  return [...byVideo.values()].map(({ errorAt: _errorAt, ...video }) => video);
}

function nextRefreshOf(
  row: Awaited<ReturnType<typeof listSources>>[number],
  sweepNextRunAt: Date | null | undefined,
): NextRefresh {
  if (row.queued_refresh_at) return { kind: "queued", at: iso(row.queued_refresh_at) ?? "" };
  // A time set on the source itself wins over the sweep's (nothing sets it yet; the column is there for it).
  if (row.next_refresh_at) return { kind: "at", at: iso(row.next_refresh_at) ?? "" };
  if (row.content_type !== "video") return { kind: "not-video" };
  if (row.city_status !== "Live") return { kind: "not-live", cityStatus: row.city_status };
  if (!sweepNextRunAt) return { kind: "off" };
  return { kind: "at", at: sweepNextRunAt.toISOString() };
}

/** Everything the dashboard shows; works before any queue has started (no jobs yet) and without one here. */
export async function loadPipelineDashboard(options: {
  filters: PipelineFilters;
}): Promise<PipelineDashboard> {
  const { filters } = options;
  const hasQueueTables = await queueTablesExist();
  const queue = queueIfStarted();
  const schedule = queue ? await getSourceRefreshSchedule(queue).catch(() => null) : null;
  const [cities, counts, failed, jobs, steps, sources, processedPerDay] = await Promise.all([
    listCityOptions(),
    hasQueueTables ? countJobsByCityAndState() : [],
    hasQueueTables ? listJobs({ filters, onlyFailed: true }) : [],
    hasQueueTables ? listJobs({ filters }) : [],
    listVideoSteps({ filters }),
    listSources({ filters, withQueue: hasQueueTables }),
    countProcessedPerDay({ filters }),
  ]);
  return {
    filters,
    cities,
    countsByCity: groupCounts(counts),
    failedJobs: failed.map(toDashboardJob),
    jobs: jobs.map(toDashboardJob),
    videos: groupVideos(steps),
    sources: sources.map((row) => ({
      id: row.id,
      label: row.label,
      cityName: row.city_name,
      lastRefreshedAt: iso(row.last_refreshed_at),
      lastRefreshError: row.last_refresh_error,
      nextRefresh: nextRefreshOf(row, schedule?.nextRunAt),
    })),
    processedPerDay,
    chartDays: CHART_DAYS,
  };
}

function requireQueue(): Queue {
  const queue = queueIfStarted();
  if (!queue) throw new AppError("CONFLICT", QUEUE_NOT_RUNNING);
  return queue;
}

function videoIdOf(data: Record<string, unknown> | null): string | null {
  const value = data?.videoId;
  return typeof value === "string" ? value : null;
}

/** pg-boss answers its commands with counts at run time, though its typings say void. */
function affectedBy(result: unknown): number {
  return Number((result as { affected?: number } | undefined)?.affected ?? 0);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505" || causeCode === "23505";
}

/**
 * Runs a failed job again (pg-boss's retry: it waits to retry, with one more attempt allowed). A pipeline job's
 * step is marked queued in the same transaction, so the meeting shows it is waiting again.
 */
export async function retryJob(options: { jobId: string }): Promise<void> {
  const { boss } = requireQueue();
  try {
    await db().transaction(async (tx) => {
      const job = await findJob(options.jobId, tx);
      if (!job) throw new AppError("NOT_FOUND", JOB_NOT_FOUND);
      if (job.state !== "failed")
        throw new AppError("CONFLICT", jobNotRetryable(JOB_STATE_LABELS[job.state]));
      const result = await boss.retry(job.name, options.jobId, queueConnectionIn(tx));
      if (affectedBy(result) !== 1) throw new AppError("CONFLICT", JOB_CHANGED_MEANWHILE);
      const step = STEP_OF_JOB[job.name];
      const videoId = videoIdOf(job.data);
      if (step && videoId)
        await markStep({ videoId, step, state: "queued", jobId: options.jobId, executor: tx });
    });
  } catch (error) {
    // A stately queue keeps one job per meeting waiting to retry: a second one is refused by its unique index.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", JOB_ALREADY_WAITING);
    throw error;
  }
  logger.info({ jobId: options.jobId }, "job retried by an administrator");
}

/**
 * Cancels a waiting or running job (a running handler is not interrupted, but its result is no longer recorded
 * on the job). When the meeting's step belongs to this job, it is marked failed with the reason, so it does not
 * show as queued for ever.
 */
export async function cancelJob(options: { jobId: string }): Promise<void> {
  const { boss } = requireQueue();
  await db().transaction(async (tx) => {
    const job = await findJob(options.jobId, tx);
    if (!job) throw new AppError("NOT_FOUND", JOB_NOT_FOUND);
    if (!CANCELLABLE_STATES.includes(job.state))
      throw new AppError("CONFLICT", jobNotCancellable(JOB_STATE_LABELS[job.state]));
    const result = await boss.cancel(job.name, options.jobId, queueConnectionIn(tx));
    if (affectedBy(result) !== 1) throw new AppError("CONFLICT", JOB_CHANGED_MEANWHILE);
    const step = STEP_OF_JOB[job.name];
    const videoId = videoIdOf(job.data);
    if (!step || !videoId) return;
    const current = await getStep({ videoId, step, executor: tx });
    if (current?.jobId === options.jobId && current.state !== "done")
      await markStep({ videoId, step, state: "failed", error: CANCELLED_BY_ADMIN, executor: tx });
  });
  logger.info({ jobId: options.jobId }, "job cancelled by an administrator");
}

/**
 * Sends the demo echo job: "complete" proves a worker picks jobs up; "fail" fails its one attempt (no automatic
 * retry), so an operator can see a failure here and try Retry, whose run then completes.
 */
export async function sendTestJob(options: { outcome: "complete" | "fail"; note: string }): Promise<string> {
  requireQueue();
  const message = options.note || DEFAULT_TEST_JOB_NOTE;
  const jobId =
    options.outcome === "fail"
      ? await enqueue(echoJob, { message, failTimes: 1 }, { retryLimit: 0 })
      : await enqueue(echoJob, { message });
  if (!jobId) throw new AppError("CONFLICT", QUEUE_NOT_RUNNING);
  return jobId;
}
