// The job queue (pg-boss 10 on our own database connection, ADR 0003): job definitions, enqueueing and workers.
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database, DbExecutor, SqlResult } from "./db.server";
import { logger } from "./logger.server";
import { metrics } from "./metrics.server";
import { getSingleton, setSingleton } from "./singleton.server";

/** How long a failed job stays retryable from the pipeline dashboard before pg-boss archives it. */
export const FAILED_JOB_RETENTION_SECONDS = 7 * 24 * 60 * 60;

export type RetryPolicy = { limit: number; delaySeconds: number; backoff: boolean };

export type JobContext = { jobId: string; retryCount: number };

/**
 * What the queue must know to accept a job: its name, the zod schema of its payload and its retry policy. A service
 * can enqueue a job type without importing the code that handles it, so the areas that run steps (transcripts,
 * analysis, stories) sit above the pipeline that queues them, with no import cycle.
 */
export type JobType<Schema extends z.ZodType> = {
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
};

/** A job type with its idempotent handler: what a worker registers. */
export type JobDefinition<Schema extends z.ZodType> = JobType<Schema> & {
  handle(payload: z.infer<Schema>, context: JobContext): Promise<unknown>;
};

// biome-ignore lint/suspicious/noExplicitAny: a registry holds types of every payload
type AnyJobType = JobType<any>;
// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every payload type
type AnyJob = JobDefinition<any>;

/** Every job type this process knows, so startQueue can create their queues before any transaction sends one. */
const knownJobTypes = new Map<string, AnyJobType>();

export function defineJobType<Schema extends z.ZodType>(type: JobType<Schema>): JobType<Schema> {
  knownJobTypes.set(type.name, type);
  return type;
}

export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  knownJobTypes.set(definition.name, definition);
  return definition;
}

/** A job type's definition for workers: the area that runs the step supplies the handler. */
export function withHandler<Schema extends z.ZodType>(
  type: JobType<Schema>,
  handle: JobDefinition<Schema>["handle"],
): JobDefinition<Schema> {
  return { ...type, handle };
}

/**
 * Thrown by a handler for a failure no retry can mend (no captions anywhere, speech-to-text not configured): the
 * job is failed at once, with no retries left, so the dashboard shows it failed and Retry works on it.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

export function isPermanentJobError(error: unknown): error is PermanentJobError {
  return error instanceof PermanentJobError;
}

export type Queue = {
  boss: PgBoss;
  /** Queue names seen to exist in this queue's database (queues are never dropped while it runs). */
  queueNames: Set<string>;
  /** Handlers running in this process now: stop() waits for them before the caller closes the database. */
  running: Set<Promise<unknown>>;
  stop(): Promise<void>;
};

/** How long stop() waits, past pg-boss's own grace, for a running handler and its completion to settle. */
const HANDLER_SETTLE_MS = 15_000;

export async function startQueue(database: Database, options: { supervise?: boolean } = {}): Promise<Queue> {
  // pg-boss completes a finished job without awaiting the command, so one that finishes while the queue stops would
  // run its command on a closed database and reject with nobody listening. Commands are tracked so stop() can wait
  // for them; one sent after stop() has settled is dropped (pg-boss has already failed that job back for a retry).
  const commands = new Set<Promise<SqlResult>>();
  let closed = false;
  const executeSql = (text: string, values?: unknown[]): Promise<SqlResult> => {
    if (closed) {
      logger.warn({ command: text.slice(0, 80) }, "job queue command after stop, dropped");
      return Promise.resolve({ rows: [], rowCount: 0 });
    }
    const command = database.executeSql(text, values);
    commands.add(command);
    const forget = () => commands.delete(command);
    command.then(forget, forget);
    return command;
  };
  const boss = new PgBoss({
    db: { executeSql },
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
    queueNames: new Set(),
    running: new Set(),
    async stop() {
      if (stopped) return;
      stopped = true;
      // Lets running jobs finish for a few seconds; the database is closed by the caller afterwards.
      await boss.stop({ graceful: true, wait: true, timeout: 4000, close: false });
      // A job still running past that grace was failed back to the queue; its handler still holds the database.
      await settled(queue.running, HANDLER_SETTLE_MS);
      // Its completion is sent a few ticks after the handler returns: let it start, then let it finish.
      await new Promise((resolve) => setImmediate(resolve));
      await settled(commands, HANDLER_SETTLE_MS);
      closed = true;
    },
  };
  // Queues are made here, outside any transaction: a job sent inside one (enqueue's `executor`) cannot make its own.
  for (const type of knownJobTypes.values()) await ensureQueue(queue, type);
  return queue;
}

/** Waits until every promise in `pending` has settled, or `limitMs` has passed. */
async function settled(pending: Set<Promise<unknown>>, limitMs: number): Promise<void> {
  if (pending.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.allSettled([...pending]), limit]);
  clearTimeout(timer);
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

async function ensureQueue(target: Queue, definition: AnyJobType): Promise<void> {
  const { boss, queueNames } = target;
  if (queueNames.has(definition.name)) return;
  const existing = await boss.getQueue(definition.name);
  if (existing) {
    // A queue made by an older version keeps its policy until told otherwise (analyze and write-story became stately).
    const policy = definition.policy ?? "standard";
    if (existing.policy !== policy) await boss.updateQueue(definition.name, { ...existing, policy });
    queueNames.add(definition.name);
    return;
  }
  await boss.createQueue(definition.name, {
    name: definition.name,
    policy: definition.policy ?? "standard",
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
  });
  queueNames.add(definition.name);
}

/** Validates the payload with the job's own schema, then puts the job on the queue; returns the job id. */
export async function enqueue<Schema extends z.ZodType>(
  definition: JobType<Schema>,
  payload: z.input<Schema>,
  options: {
    singletonKey?: string;
    startAfterSeconds?: number;
    /** Overrides the definition's retry limit for this one job (the dashboard's failing test job uses 0). */
    retryLimit?: number;
    /**
     * An open transaction to send the job in: it is queued only if the transaction commits, so the data a job
     * works on and the job itself appear together or not at all.
     */
    executor?: DbExecutor;
  } = {},
): Promise<string | null> {
  const data = definition.payload.parse(payload) as object;
  const target = queue();
  if (!options.executor) await ensureQueue(target, definition);
  else if (!target.queueNames.has(definition.name))
    // Made by startQueue for every defined type; one defined after start-up cannot be created mid-transaction.
    throw new Error(`The job queue "${definition.name}" was not created when the queue started.`);
  return target.boss.send(definition.name, data, {
    retryLimit: options.retryLimit ?? definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    singletonKey: options.singletonKey,
    startAfter: options.startAfterSeconds,
    ...(options.executor ? queueConnectionIn(options.executor) : {}),
  });
}

/**
 * Runs one fetched job through its definition's handler, as a worker does: the payload checked by its schema, the
 * failure counted and logged, and a permanent failure left no retries. Throws the handler's error.
 */
async function runHandler(
  target: Queue,
  definition: AnyJob,
  job: PgBoss.JobWithMetadata<unknown>,
): Promise<unknown> {
  const payload = definition.payload.parse(job.data);
  const log = logger.child({ job: definition.name, jobId: job.id, retryCount: job.retryCount });
  log.debug("job started");
  try {
    const output = await definition.handle(payload, { jobId: job.id, retryCount: job.retryCount });
    log.debug("job done");
    return output;
  } catch (error) {
    log.warn({ err: error }, "job failed");
    const final = isPermanentJobError(error) || job.retryCount >= job.retryLimit;
    metrics().jobFailures.inc({ queue: definition.name, final: String(final) });
    if (isPermanentJobError(error)) await spendRemainingRetries(target.boss, job.id);
    throw error;
  }
}

/** Registers a handler for each definition on this process's queue. */
export async function registerWorkers(
  target: Queue,
  definitions: AnyJob[],
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  for (const definition of definitions) {
    await ensureQueue(target, definition);
    const workers = definition.concurrency ?? 1;
    for (let index = 0; index < workers; index++) {
      await target.boss.work(
        definition.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => (job ? track(target.running, runHandler(target, definition, job)) : undefined),
      );
    }
  }
}

/**
 * Runs the jobs of these types that are waiting now, in this process and through their own handlers, until none is
 * left: a job one of them queues (an analysis queues its story) runs too. A job that fails is failed on the queue as a
 * worker would (retried later by a worker, or final); one waiting for a later start is left to the workers. Another
 * process's worker may take some of them meanwhile: each job still runs once. Returns how many ran.
 */
export async function runWaitingJobs(target: Queue, definitions: AnyJob[]): Promise<number> {
  let ran = 0;
  for (let found = true; found; ) {
    found = false;
    for (const definition of definitions) {
      await ensureQueue(target, definition);
      for (;;) {
        const [job] = await target.boss.fetch(definition.name, { batchSize: 1, includeMetadata: true });
        if (!job) break;
        found = true;
        ran++;
        try {
          const output = await runHandler(target, definition, job);
          await target.boss.complete(definition.name, job.id, isObject(output) ? output : {});
        } catch (error) {
          await target.boss.fail(definition.name, job.id, error as object);
        }
      }
    }
  }
  return ran;
}

/** Keeps `work` in `set` while it runs. */
function track<T>(set: Set<Promise<unknown>>, work: Promise<T>): Promise<T> {
  set.add(work);
  const forget = () => set.delete(work);
  work.then(forget, forget);
  return work;
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
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

/**
 * Leaves a job no retries, so the failure its handler is about to throw is final. pg-boss retries while
 * retry_count < retry_limit and has no per-failure switch, so the limit is lowered on the job's own row.
 */
async function spendRemainingRetries(boss: PgBoss, jobId: string): Promise<void> {
  await boss.getDb().executeSql("update pgboss.job set retry_limit = retry_count where id = $1", [jobId]);
}
