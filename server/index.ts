// The web process: `npm start` runs the site and, unless RUN_WORKER=0, the job worker beside it.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { logger } from "~/lib/logger.server";
import { outboxDirectory, outboxPageListening } from "~/lib/mail.server";
import { projectRoot } from "~/lib/project-root.server";
import { createHttpApp, type HttpAppOptions } from "./http-app";
import { exitOnSignal, loadConfigOrExit, startRuntime } from "./runtime";

const config = loadConfigOrExit();
const runtime = await startRuntime({ config, runWorker: config.RUN_WORKER, seed: config.DEMO_SEED });

async function appOptions(): Promise<HttpAppOptions["app"]> {
  const root = projectRoot();
  if (config.NODE_ENV === "development" && process.env.CIVICLENS_DEV === "1") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, root });
    return {
      mode: "development",
      middleware: devServer.middlewares as unknown as import("express").RequestHandler,
      loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  }
  // The bundle sits in the build folder beside the React Router build it serves.
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return { mode: "production", build, clientDir: path.join(buildDir, "client") };
}

const app = createHttpApp({ ...runtime, app: await appOptions() });
const server = app.listen(config.PORT, config.HOST, () => {
  logger.info({ url: config.PUBLIC_URL, host: config.HOST, port: config.PORT }, "CivicLens is listening");
  if (!config.SMTP_URL) {
    // So a newcomer can read their sign-in code; where the page is off, the folder still has it.
    const served = outboxPageListening(config);
    logger.info(
      { outbox: outboxDirectory(), page: served ? new URL("/dev/outbox", config.PUBLIC_URL).href : "off" },
      served
        ? "SMTP_URL is not set: mail is written to the outbox folder and listed on the page, to this machine alone"
        : "SMTP_URL is not set: mail is written to the outbox folder (no page: HOST, PUBLIC_URL or TRUST_PROXY reach beyond this machine)",
    );
  }
});
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
