// The HTTP edge: security headers, compression, static files, health checks, then the React Router app.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import {
  type AppLoadContext,
  createRequestHandler as createPageHandler,
  type ServerBuild,
} from "react-router";
import { countBusinessPageView } from "~/features/my-business/listing-stats.server";
import { trackEvent } from "~/lib/analytics.server";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { reportServerError } from "~/lib/error-reporting.server";
import { contentTypeForExtension } from "~/lib/image-type";
import type { Queue } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { outboxPageEnabled } from "~/lib/mail.server";
import { EMBED_PATH_PREFIX, EMBED_SCRIPT_PATH } from "~/lib/meeting-paths";
import { hasMetricsToken, metrics, requestKind } from "~/lib/metrics.server";
import { LOCAL_FILES_PATH, localFilesDirectory } from "~/lib/storage/local-storage.server";
import { s3BucketUrl } from "~/lib/storage/s3-storage.server";
import { limitRequestBodies } from "./body-limit";
import { type ContentVersionReader, createContentVersionReader } from "./content-version";
import { pageCache } from "./page-cache";
import { noStoreForPrivateResponses } from "./private-responses";
import { refuseUnreadableAddresses } from "./request-guards";

export type HttpAppOptions = {
  config: Env;
  database: Database;
  queue: Queue;
  /** Production: the built app and its client folder. Development: Vite's middleware and a build loader. */
  app:
    | { mode: "production"; build: ServerBuild; clientDir: string }
    | { mode: "development"; middleware: RequestHandler; loadBuild: () => Promise<ServerBuild> };
};

/** Frames the pages embed: meeting videos and the business detail map (which may redirect to www.google.com). */
const FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://maps.google.com",
  "https://www.google.com",
];

export function createHttpApp(options: HttpAppOptions): express.Express {
  const { config } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  const https = config.PUBLIC_URL.startsWith("https://");
  app.use(requestIds());

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

  app.use(
    pinoHttp({
      logger,
      genReqId: (request) => String(request.headers["x-request-id"]),
      // A path, never the query: confirmation links carry one-time tokens there.
      serializers: {
        req: (request: { id: string; method: string; url: string }) => ({
          id: request.id,
          method: request.method,
          path: request.url.split("?")[0],
        }),
        res: (response: { statusCode: number }) => ({ status: response.statusCode }),
      },
      customLogLevel: (_request, response, error) =>
        error || response.statusCode >= 500 ? "error" : response.statusCode >= 400 ? "info" : "debug",
    }),
  );
  app.use(requestLatency());
  app.get("/metrics", metricsEndpoint(config.METRICS_TOKEN));

  app.use((request, response, next) => {
    // Loaders read the client's address from this header; whatever a client sent under that name is replaced.
    request.headers["x-civiclens-client-ip"] = request.ip ?? "unknown";
    response.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(refuseUnreadableAddresses());
  app.use(
    helmet({
      contentSecurityPolicy:
        options.app.mode === "development"
          ? false
          : {
              useDefaults: false,
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: [
                  "'self'",
                  // The YouTube IFrame Player API and the widget script it loads (meeting pages, ADR 0031).
                  "https://www.youtube.com",
                  (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`,
                ],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", "data:", "https:", ...imageOrigins(config)],
                fontSrc: ["'self'", "data:"],
                connectSrc: ["'self'"],
                frameSrc: FRAME_ORIGINS,
                objectSrc: ["'none'"],
                baseUri: ["'self'"],
                formAction: ["'self'"],
                // Other sites may frame the embed pages alone (issue #18); every other page only this site.
                frameAncestors: [(request) => (isEmbedRequest(request) ? "*" : "'self'")],
                ...(https ? { upgradeInsecureRequests: [] } : {}),
              },
            },
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use(framingForEmbeds());
  app.use(compression());
  app.use(openDataEdge());
  // Before anything reads a body: every route's is held to its limit (issue #31).
  app.use(limitRequestBodies());
  app.use(sameOriginWrites(config.PUBLIC_URL));
  app.use((request, response, next) => {
    // A page view is a successful GET of a document, not an asset, a data request or a health check, nor a page a
    // script reads (a page following a run's progress reads itself again): browsers say which by Sec-Fetch-Dest.
    const destination = request.get("sec-fetch-dest");
    if (
      request.method === "GET" &&
      request.accepts("html") === "html" &&
      !request.path.endsWith(".data") &&
      (destination === undefined || destination === "document")
    ) {
      response.on("finish", () => {
        if (
          response.statusCode === 200 &&
          String(response.getHeader("content-type")).startsWith("text/html")
        ) {
          trackEvent({ name: "pageview", path: request.path });
          // A business page's view counts toward its owner's monthly chart: a counter, nothing about the visitor.
          countBusinessPageView(request.path);
        }
      });
    }
    next();
  });

  app.use(LOCAL_FILES_PATH, storedFiles(localFilesDirectory(config.DATA_DIR)));

  // One reader of the public content version (ADR 0037): the page cache's, and the read API's kept answers'.
  const versions = createContentVersionReader(options.database);
  if (options.app.mode === "production") {
    const { clientDir, build } = options.app;
    // Fingerprinted assets never change under the same name, so browsers may keep them for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(onlyFileNames(express.static(clientDir, { maxAge: "1h", index: false })));
    app.use(noStoreForPrivateResponses());
    app.use(anonymousPages(options, versions, createPageHandler(build, "production")));
    app.all(
      "/{*splat}",
      createRequestHandler({ build, mode: "production", getLoadContext: loadContext(config, versions) }),
    );
  } else {
    const { middleware, loadBuild } = options.app;
    app.use(middleware);
    app.use(noStoreForPrivateResponses());
    app.use(anonymousPages(options, versions, createPageHandler(loadBuild, "development")));
    app.all(
      "/{*splat}",
      createRequestHandler({
        build: loadBuild,
        mode: "development",
        getLoadContext: loadContext(config, versions),
      }),
    );
  }

  app.use(((error, request, response, _next) => {
    void reportServerError(
      error,
      {
        method: request.method,
        url: request.originalUrl,
        requestId: String(request.headers["x-request-id"]),
      },
      config.ERROR_REPORTING_DSN,
    );
    if (!response.headersSent) response.status(500).type("text/plain").send("An unexpected error occurred");
  }) as express.ErrorRequestHandler);
  return app;
}

function isEmbedRequest(request: { url?: string }): boolean {
  return (request.url ?? "").startsWith(EMBED_PATH_PREFIX);
}

/**
 * What other sites load of ours (issue #18): the embed pages may be framed (no X-Frame-Options; CSP frame-ancestors
 * opens them), and they and the embed script may be read cross-origin (helmet's CORP is same-origin elsewhere).
 */
function framingForEmbeds(): RequestHandler {
  return (request, response, next) => {
    const embedPage = isEmbedRequest(request);
    if (embedPage) response.removeHeader("X-Frame-Options");
    if (embedPage || request.path === EMBED_SCRIPT_PATH) {
      response.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    }
    next();
  };
}

/** A request id a proxy may pass on (X-Request-Id); otherwise one of ours. Answered in the response's header too. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

function requestIds(): RequestHandler {
  return (request, response, next) => {
    const given = request.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    request.headers["x-request-id"] = id;
    response.setHeader("X-Request-Id", id);
    next();
  };
}

function requestLatency(): RequestHandler {
  return (request, response, next) => {
    const stop = metrics().requestSeconds.startTimer();
    response.on("finish", () => {
      stop({
        method: request.method,
        kind: requestKind(request.path, request.headers.accept),
        status_class: `${Math.floor(response.statusCode / 100)}xx`,
      });
    });
    next();
  };
}

/** Prometheus's scrape: only with METRICS_TOKEN set and sent as a bearer token; otherwise as if it did not exist. */
function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (request, response, next) => {
    if (!token) {
      response.status(404).type("text/plain").send("Not found");
      return;
    }
    if (!hasMetricsToken(request.headers.authorization, token)) {
      response.status(401).setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      response.type("text/plain").send("A metrics token is required");
      return;
    }
    try {
      const { registry } = metrics();
      response.setHeader("Cache-Control", "no-store");
      response.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  };
}

/** Where uploaded images are read from besides this site: an S3 bucket served over plain http (a local MinIO). */
function imageOrigins(config: Env): string[] {
  if (!config.S3_BUCKET) return [];
  const base =
    config.S3_PUBLIC_URL ??
    s3BucketUrl({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  const origin = new URL(base).origin;
  return origin.startsWith("http://") ? [origin] : [];
}

const STORED_FILE_PATH = /^\/[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.([a-z0-9]+)$/;

/**
 * The local file store, read-only: only names we give files (lower-case, an image extension) are served, with
 * the type their extension says, nosniff, no script (CSP sandbox) and a year's caching (names never repeat).
 */
export function storedFiles(directory: string): RequestHandler {
  const files = express.static(directory, {
    index: false,
    dotfiles: "deny",
    redirect: false,
    immutable: true,
    maxAge: "1y",
    setHeaders(response, filePath) {
      const contentType = contentTypeForExtension(path.extname(filePath).slice(1));
      if (contentType) response.setHeader("Content-Type", contentType);
      response.setHeader("X-Content-Type-Options", "nosniff");
      response.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    },
  });
  return (request, response) => {
    const extension = STORED_FILE_PATH.exec(request.path)?.[2];
    const allowed = (request.method === "GET" || request.method === "HEAD") && extension;
    if (!allowed || !contentTypeForExtension(extension)) {
      response.status(404).type("text/plain").send("Not found");
      return;
    }
    files(request, response, () => {
      response.status(404).type("text/plain").send("Not found");
    });
  };
}

/** The public read API and MCP are read from other sites (ADR 0041). */
const OPEN_DATA_PATHS = /^\/(api\/v1(\/|$)|mcp\/?$)/i;

/**
 * The public read API and the MCP endpoint answer other origins: no same-origin resource policy, and their own
 * `X-Content-Type-Options` (not a second copy). The API never writes, so its answer to any method is its own JSON
 * (a 405), not the cross-site refusal; /mcp keeps the Origin check (a browser page elsewhere must not drive it).
 */
function openDataEdge(): RequestHandler {
  return (request, response, next) => {
    if (OPEN_DATA_PATHS.test(request.path)) {
      response.removeHeader("Cross-Origin-Resource-Policy");
      response.removeHeader("X-Content-Type-Options");
    }
    next();
  };
}

export function isReadOnlyApiPath(path: string): boolean {
  return /^\/api\/v1(\/|$)/i.test(path);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_REFUSED = "Cross-site requests are not allowed.";

/**
 * CSRF defence: a state-changing request that says where it comes from (Origin, else Referer) must come from
 * this site. Requests that say nothing (curl, server-to-server with a bearer token) carry no ambient browser
 * credentials, so they pass; every browser sends Origin on a cross-site POST.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method) || isReadOnlyApiPath(request.path)) return next();
    const claimed = request.get("origin") ?? request.get("referer");
    if (!claimed || claimed === "null") return claimed === "null" ? refuse() : next();
    let origin: string;
    try {
      origin = new URL(claimed).origin;
    } catch {
      return refuse();
    }
    const ownOrigin = `${request.protocol}://${request.get("host")}`;
    if (origin === publicOrigin || origin === ownOrigin) return next();
    return refuse();

    function refuse() {
      response.status(403).type("text/plain").send(CROSS_SITE_REFUSED);
    }
  };
}

/**
 * The client folder's files all have an extension: a page's address (`/city/x`) is not looked for on disk, which
 * was a stat() per page request, about a tenth of a cached page's time under a crowd (issue #16).
 */
function onlyFileNames(files: RequestHandler): RequestHandler {
  return (request, response, next) => {
    if (!path.extname(request.path)) return next();
    files(request, response, next);
  };
}

/** Anonymous public pages and their data requests, from the page cache (ADR 0037); the rest falls through. */
function anonymousPages(
  options: HttpAppOptions,
  versions: ContentVersionReader,
  handleRequest: (request: Request, loadContext: AppLoadContext) => Promise<Response>,
): RequestHandler {
  return pageCache({
    handleRequest,
    getLoadContext: loadContext(options.config, versions),
    versions,
    maxBytes: options.config.PAGE_CACHE_MB * 1024 * 1024,
  });
}

function loadContext(config: Env, versions: ContentVersionReader) {
  const contentVersion = async () => (await versions.current()).version;
  return (request: express.Request, response: express.Response) => ({
    contentVersion,
    cspNonce: String(response.locals.cspNonce),
    // The socket's own peer, never request.ip: X-Forwarded-For can move that when TRUST_PROXY is set.
    outboxPageEnabled: outboxPageEnabled(config, {
      peerAddress: request.socket.remoteAddress,
      headers: request.headers,
    }),
  });
}
