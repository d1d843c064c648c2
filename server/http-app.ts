// The HTTP edge: security headers, compression, static files, health checks, then the React Router app.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { Queue } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";

export type HttpAppOptions = {
  config: Env;
  database: Database;
  queue: Queue;
  /** Production: the built app and its client folder. Development: Vite's middleware and a build loader. */
  app:
    | { mode: "production"; build: ServerBuild; clientDir: string }
    | { mode: "development"; middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
};

const YOUTUBE_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];

export function createHttpApp(options: HttpAppOptions): express.Express {
  const { config } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  const https = config.PUBLIC_URL.startsWith("https://");

  app.get("/healthz", (_request, response) => {
    response.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_request, response) => {
    try {
      await options.database.executeSql("select 1");
      await options.queue.boss.getQueues();
      response.type("text/plain").send("ready");
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed");
      response.status(503).type("text/plain").send("not ready");
    }
  });

  app.use((_request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy:
        options.app.mode === "development"
          ? false
          : {
              useDefaults: false,
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'", (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", "data:", "https:"],
                fontSrc: ["'self'", "data:"],
                connectSrc: ["'self'"],
                frameSrc: YOUTUBE_EMBED_ORIGINS,
                objectSrc: ["'none'"],
                baseUri: ["'self'"],
                formAction: ["'self'"],
                frameAncestors: ["'self'"],
                ...(https ? { upgradeInsecureRequests: [] } : {}),
              },
            },
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use(compression());

  if (options.app.mode === "production") {
    const { clientDir, build } = options.app;
    // Fingerprinted assets never change under the same name, so browsers may keep them for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
    app.all("/{*splat}", createRequestHandler({ build, mode: "production", getLoadContext }));
  } else {
    const { middleware, loadBuild } = options.app;
    app.use(middleware);
    app.all("/{*splat}", createRequestHandler({ build: loadBuild, mode: "development", getLoadContext }));
  }

  app.use(((error, _request, response, _next) => {
    logger.error({ err: error }, "unhandled request error");
    if (!response.headersSent) response.status(500).type("text/plain").send("An unexpected error occurred");
  }) as express.ErrorRequestHandler);
  return app;
}

function getLoadContext(_request: express.Request, response: express.Response) {
  return { cspNonce: String(response.locals.cspNonce) };
}
