// The web process: the site and, unless RUN_WORKER=0, the job worker beside it. Started by server/index.ts with the
// built app, or by server/dev.ts with Vite's middleware.
import type { Logger } from "pino";
import { logger } from "~/lib/logger.server";
import { outboxDirectory, outboxPageListening } from "~/lib/mail.server";
import { createHttpApp, type HttpAppOptions } from "./http-app";
import { exitOnSignal, loadConfigOrExit, startRuntime } from "./runtime";

/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than the idle timeout of the proxies and
 * load balancers put in front (60 s is common): one would send a request down a connection Node had just closed, and
 * its reader would get a 502. Readers' browsers and load tools reuse connections between pages the same way.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function startWebProcess(app: HttpAppOptions["app"]): Promise<void> {
  const config = loadConfigOrExit();
  const runtime = await startRuntime({ config, runWorker: config.RUN_WORKER, seed: config.DEMO_SEED });

  const server = createHttpApp({ ...runtime, app }).listen(config.PORT, config.HOST, () => {
    logger.info({ url: config.PUBLIC_URL, host: config.HOST, port: config.PORT }, "CivicLens is listening");
    logOutboxAtStartup(config);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must outlast the keep-alive timeout, or a request arriving late on a kept connection is cut off.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.on("error", (error) => {
    logger.error({ err: error }, "the web server could not start");
    void runtime.close().finally(() => process.exit(1));
  });

  exitOnSignal(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await runtime.close();
  });
}

/**
 * While SMTP_URL is unset, says where mail goes, so a newcomer can read their sign-in code: the outbox folder, and
 * the page's address when the page is served (where it is off, the folder still has the code). Apart from the
 * listening server so that a test can read the line.
 */
export function logOutboxAtStartup(
  config: Parameters<typeof outboxPageListening>[0],
  log: Pick<Logger, "info"> = logger,
): void {
  if (config.SMTP_URL) return;
  const served = outboxPageListening(config);
  log.info(
    { outbox: outboxDirectory(), page: served ? new URL("/dev/outbox", config.PUBLIC_URL).href : "off" },
    served
      ? "SMTP_URL is not set: mail is written to the outbox folder and listed on the page, to this machine alone"
      : "SMTP_URL is not set: mail is written to the outbox folder (no page: HOST, PUBLIC_URL or TRUST_PROXY reach beyond this machine)",
  );
}
