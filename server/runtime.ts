// Start-up and shutdown of the process's shared parts: configuration, database, migrations, demo seed, job queue, worker.
import { writeDemoCredentials } from "#db/seed/demo-credentials";
import { isDemoSeeded } from "#db/seed/seed-state";
import { scheduleAlertDigests } from "~/features/alerts/alert-jobs.server";
import { scheduleListingGrace } from "~/features/my-business/grace.job.server";
import { scheduleSourceRefresh } from "~/features/pipeline/pipeline-jobs.server";
import { schedulePruneRateLimits } from "~/features/system/prune-rate-limits.job.server";
import { type Database, openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { type Env, EnvError, env } from "~/lib/env.server";
import { type Queue, registerWorkers, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { jobDefinitions } from "../worker/jobs";

export type Runtime = { config: Env; database: Database; queue: Queue; close(): Promise<void> };

/** Reads the configuration or ends the process with one line naming the bad variable. */
export function loadConfigOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export async function startRuntime(options: {
  config: Env;
  runWorker: boolean;
  seed: boolean;
}): Promise<Runtime> {
  const { config } = options;
  const startedAt = Date.now();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  setCurrentDatabase(database);
  await database.migrate();
  logger.info({ database: database.kind, ms: Date.now() - startedAt }, "database ready");

  // The queue comes first: the seed queues its meetings' analyses with them, and runs them (ADR 0035).
  const queue = await startQueue(database);
  setCurrentQueue(queue);
  if (options.seed && !(await isDemoSeeded(database))) await seedDemoData(database, config);

  if (options.runWorker) {
    await registerWorkers(queue, jobDefinitions);
    await scheduleSourceRefresh(queue, config.PIPELINE_REFRESH_MINUTES);
    await schedulePruneRateLimits(queue);
    await scheduleAlertDigests(queue);
    await scheduleListingGrace(queue);
    logger.info({ jobs: jobDefinitions.map((job) => job.name) }, "worker started");
  }

  let closing: Promise<void> | undefined;
  return {
    config,
    database,
    queue,
    close() {
      closing ??= (async () => {
        await queue.stop().catch((error) => logger.error({ err: error }, "stopping the job queue failed"));
        setCurrentQueue(undefined);
        await database.close().catch((error) => logger.error({ err: error }, "closing the database failed"));
        setCurrentDatabase(undefined);
      })();
      return closing;
    },
  };
}

/**
 * Writes the demo data set on a database that has none. The seed's modules (3,000-odd lines of generators and data) are
 * loaded here only, so they are a chunk of their own that a seeded or production process never loads.
 */
async function seedDemoData(database: Database, config: Env): Promise<void> {
  const startedAt = Date.now();
  const { seedDemoDataOnce } = await import("#db/seed/seed-demo-data");
  const result = await seedDemoDataOnce(database, {
    ...(config.DEMO_SEED_NOW ? { now: new Date(config.DEMO_SEED_NOW) } : {}),
  });
  if (result.seeded)
    logger.info(
      { ...result.summary, pipelineJobsRun: result.pipelineJobsRun, ms: Date.now() - startedAt },
      "demo data seeded (DEMO_SEED=0 turns this off)",
    );
  if (result.demoCredentials) {
    const file = await writeDemoCredentials(config.DATA_DIR, result.demoCredentials);
    logger.info(
      { file },
      "demo sign-in passwords were generated; they are in this file (readable by you alone)",
    );
  }
}

/** Runs `close` on SIGINT/SIGTERM, and exits anyway if it takes longer than the deadline. */
export function exitOnSignal(close: () => Promise<void>, deadlineMs = 4500): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, deadlineMs).unref();
    close().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
