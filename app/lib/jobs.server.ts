// The job queue (pg-boss 10 on our own database connection, ADR 0003): job definitions, enqueueing and workers.
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database, DbExecutor, SqlResult } from "./db.server";
import { logger } from "./logger.server";
import { getSingleton, setSingleton } from "./singleton.server";

/** How long a failed job stays retryable from the pipeline dashboard before pg-boss archives it. */
export const FAILED_JOB_RETENTION_SECONDS = 7 * 24 * 60 * 60;

export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

export type JobContext = { jobId: string; retryCount: number };

/** A job is a name, the zod schema of its payload, its retry policy and an idempotent handler. */
export type JobDefinition<Schema extends z.ZodType> = {
  name: string;
  payload: Schema;
  retry: RetryPolicy;
  /** At most this many run at once in one worker process. */
  concurrency?: number;
  /**
   * pg-boss queue policy. "stately": per singletonKey at most one job waiting and one running, which is how the
   * pipeline keeps one active job per video and step.
   */
  policy?: "standard" | "short" | "singleton" | "stately";
  handle(payload: z.infer<Schema>, context: JobContext): Promise<unknown>;
};

export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every payload type
type AnyJob = JobDefinition<any>;

export type Queue = { boss: PgBoss; stop(): Promise<void> };

export async function startQueue(database: Database, options: { supervise?: boolean } = {}): Promise<Queue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    supervise: options.supervise ?? true,
    schedule: true,
    migrate: true,
    // Failed jobs stay in the job table (where Retry works) for a week instead of pg-boss's 12 hours (ADR 0015).
    archiveFailedAfterSeconds: FAILED_JOB_RETENTION_SECONDS,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  let stopped = false;
  const queue: Queue = {
    boss,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Lets running jobs finish for a few seconds; the database is closed by the caller afterwards.
      await boss.stop({ graceful: true, wait: true, timeout: 4000, close: false });
    },
  };
  return queue;
}

/** Makes `queue` the one enqueue() uses in this process. */
export function setCurrentQueue(queue: Queue | undefined): void {
  setSingleton("queue", queue);
}

export function queue(): Queue {
  const current = getSingleton<Queue>("queue");
  if (!current) throw new Error("The job queue is not started yet: call setCurrentQueue() at start-up.");
  return current;
}

/** The queue when this process has started one; pages that only read about jobs work without it. */
export function queueIfStarted(): Queue | undefined {
  return getSingleton<Queue>("queue");
}

async function ensureQueue(boss: PgBoss, definition: AnyJob): Promise<void> {
  if (await boss.getQueue(definition.name)) return;
  await boss.createQueue(definition.name, {
    name: definition.name,
    policy: definition.policy ?? "standard",
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
  });
}

/** Validates the payload with the job's own schema, then puts the job on the queue; returns the job id. */
export async function enqueue<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
  payload: z.input<Schema>,
  options: {
    singletonKey?: string;
    startAfterSeconds?: number;
    /** Overrides the definition's retry limit for this one job (the dashboard's failing test job uses 0). */
    retryLimit?: number;
  } = {},
): Promise<string | null> {
  const data = definition.payload.parse(payload) as object;
  const { boss } = queue();
  await ensureQueue(boss, definition);
  return boss.send(definition.name, data, {
    retryLimit: options.retryLimit ?? definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    singletonKey: options.singletonKey,
    startAfter: options.startAfterSeconds,
  });
}

/** Registers a handler for each definition on this process's queue. */
export async function registerWorkers(
  target: Queue,
  definitions: AnyJob[],
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  for (const definition of definitions) {
    await ensureQueue(target.boss, definition);
    const workers = definition.concurrency ?? 1;
    for (let index = 0; index < workers; index++) {
      await target.boss.work(
        definition.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          const payload = definition.payload.parse(job.data);
          const log = logger.child({ job: definition.name, jobId: job.id, retryCount: job.retryCount });
          log.debug("job started");
          try {
            const output = await definition.handle(payload, { jobId: job.id, retryCount: job.retryCount });
            log.debug("job done");
            return output;
          } catch (error) {
            log.warn({ err: error }, "job failed");
            throw error;
          }
        },
      );
    }
  }
}

/**
 * A pg-boss connection that runs its commands inside `executor` (an open transaction), so a queue command such as
 * retry or cancel commits or rolls back together with our own writes. pg-boss numbers its parameters $1, $2...;
 * each becomes a bound drizzle parameter.
 */
export function queueConnectionIn(executor: DbExecutor): PgBoss.ConnectionOptions {
  return {
    db: {
      async executeSql(text: string, values: unknown[] = []) {
        const chunks = text
          .split(/\$(\d+)/)
          .map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql.param(values[Number(piece) - 1])));
        return (await executor.execute(sql.join(chunks))) as unknown as SqlResult;
      },
    },
  };
}
