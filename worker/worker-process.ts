// A worker process alone (`npm run worker`): runs jobs against the shared PostgreSQL server, serves no pages.
import { logger } from "~/lib/logger.server";
import { exitOnSignal, loadConfigOrExit, startRuntime } from "../server/runtime";

export async function startWorkerProcess(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    // Embedded PGlite belongs to one process: a separate worker needs a database server to share.
    process.stderr.write(
      "Invalid configuration: DATABASE_URL must be set to run a separate worker (npm start runs one in-process)\n",
    );
    process.exit(1);
  }
  const runtime = await startRuntime({ config, runWorker: true, seed: false });
  logger.info("worker ready");
  exitOnSignal(() => runtime.close());
}
