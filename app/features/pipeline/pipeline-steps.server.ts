// Each video's progress through the pipeline (transcript -> analysis -> story), one row per step, shown to admins.
import { and, eq, sql } from "drizzle-orm";
import { type PIPELINE_STATES, type PIPELINE_STEPS, videoPipelineSteps } from "#db/schema";
import { type DbExecutor, db } from "~/lib/db.server";

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

export async function getStep(options: { videoId: string; step: PipelineStep; executor?: DbExecutor }) {
  const [row] = await (options.executor ?? db())
    .select()
    .from(videoPipelineSteps)
    .where(and(eq(videoPipelineSteps.videoId, options.videoId), eq(videoPipelineSteps.step, options.step)));
  return row;
}
