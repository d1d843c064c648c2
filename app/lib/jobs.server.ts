// The job queue (pg-boss 10 on our own database connection, ADR 0003): job definitions, enqueueing and workers.
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database } from "./db.server";
import { logger } from "./logger.server";
import { getSingleton, setSingleton } from "./singleton.server";

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
  options: { singletonKey?: string; startAfterSeconds?: number } = {},
): Promise<string | null> {
  const data = definition.payload.parse(payload) as object;
  const { boss } = queue();
  await ensureQueue(boss, definition);
  return boss.send(definition.name, data, {
    retryLimit: definition.retry.limit,
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
