// Each video's progress through the pipeline (transcript -> analysis -> story), one row per step, shown to admins.
// It sits in lib, below the step areas and the pipeline service that read and write it, so imports go one way (ADR 0036).
import { and, eq, inArray, sql } from "drizzle-orm";
import { type PIPELINE_STATES, type PIPELINE_STEPS, videoPipelineSteps } from "#db/schema";
import { type DbExecutor, db } from "~/lib/db.server";
import { PermanentJobError } from "~/lib/jobs.server";

export type PipelineStep = (typeof PIPELINE_STEPS)[number];
export type PipelineState = (typeof PIPELINE_STATES)[number];

/** Errors are stored for admins to read; a stack trace or a huge upstream body is cut short. */
const MAX_ERROR_LENGTH = 2000;

export async function markStep(options: {
  videoId: string;
  step: PipelineStep;
  state: PipelineState;
  error?: string | null;
  jobId?: string | null;
  /** A transaction to write in, when the step must change together with something else (a queue command). */
  executor?: DbExecutor;
}): Promise<void> {
  const lastError =
    options.state === "failed" ? (options.error ?? "Unknown error").slice(0, MAX_ERROR_LENGTH) : null;
  const attemptsIncrement = options.state === "running" ? 1 : 0;
  await (options.executor ?? db())
    .insert(videoPipelineSteps)
    .values({
      videoId: options.videoId,
      step: options.step,
      state: options.state,
      attempts: attemptsIncrement,
      lastError,
      jobId: options.jobId ?? null,
    })
    .onConflictDoUpdate({
      target: [videoPipelineSteps.videoId, videoPipelineSteps.step],
      set: {
        state: options.state,
        // A new run (queued) starts counting afresh; running counts an attempt; done/failed keep the count.
        attempts:
          options.state === "queued" ? sql`0` : sql`${videoPipelineSteps.attempts} + ${attemptsIncrement}`,
        // The last error stays visible while a retry is queued or running, and clears on success.
        lastError:
          options.state === "failed"
            ? lastError
            : options.state === "done"
              ? null
              : sql`${videoPipelineSteps.lastError}`,
        jobId: options.jobId === undefined ? sql`${videoPipelineSteps.jobId}` : options.jobId,
        updatedAt: new Date(),
      },
    });
}

export async function getVideoSteps(options: { videoId: string }) {
  return db().select().from(videoPipelineSteps).where(eq(videoPipelineSteps.videoId, options.videoId));
}

/** A step of a video as stored: its state, attempts, last error and job. */
export type VideoStepRow = typeof videoPipelineSteps.$inferSelect;

/** The steps of several videos at once (a table of them), by video. */
export async function listStepsOfVideos(options: {
  videoIds: readonly string[];
  /** A transaction to read in, when the steps must be read in the same snapshot as something else. */
  executor?: DbExecutor;
}): Promise<Map<string, VideoStepRow[]>> {
  const byVideo = new Map<string, VideoStepRow[]>();
  if (options.videoIds.length === 0) return byVideo;
  const rows = await (options.executor ?? db())
    .select()
    .from(videoPipelineSteps)
    .where(inArray(videoPipelineSteps.videoId, [...options.videoIds]));
  for (const row of rows) byVideo.set(row.videoId, [...(byVideo.get(row.videoId) ?? []), row]);
  return byVideo;
}

export async function getStep(options: { videoId: string; step: PipelineStep; executor?: DbExecutor }) {
  const [row] = await (options.executor ?? db())
    .select()
    .from(videoPipelineSteps)
    .where(and(eq(videoPipelineSteps.videoId, options.videoId), eq(videoPipelineSteps.step, options.step)));
  return row;
}

export type StepOutcome<Result> =
  | { ok: true; result: Result }
  | { ok: false; error: string; transient: boolean; cause: unknown };

/**
 * Runs one step of one video and records it: running (with the job, if any), then done, or failed with the message
 * a person reads. A failure changes nothing else, so whatever the step would have replaced stays. Jobs rethrow a
 * transient failure for the queue's backoff; a person's run (the Story Manager's Run Analysis) shows the message.
 */
export async function runPipelineStep<Result>(options: {
  videoId: string;
  step: PipelineStep;
  jobId: string | null;
  run: () => Promise<Result>;
  describeError: (error: unknown) => string;
  isTransient: (error: unknown) => boolean;
}): Promise<StepOutcome<Result>> {
  const { videoId, step } = options;
  await markStep({ videoId, step, state: "running", jobId: options.jobId });
  try {
    const result = await options.run();
    await markStep({ videoId, step, state: "done" });
    return { ok: true, result };
  } catch (error) {
    const message = options.describeError(error);
    await markStep({ videoId, step, state: "failed", error: message });
    return { ok: false, error: message, transient: options.isTransient(error), cause: error };
  }
}

/**
 * A job's end from a step's outcome: its result when it succeeded; a transient failure thrown for the queue's
 * backoff; any other failure thrown as final, so the job shows failed (never "completed") and Retry works on it.
 */
export function settleJob<Result>(outcome: StepOutcome<Result>): Result {
  if (outcome.ok) return outcome.result;
  if (outcome.transient) throw outcome.cause;
  throw new PermanentJobError(outcome.error);
}
