// Server errors, logged always and, when ERROR_REPORTING_DSN is set, sent to a Sentry-compatible collector (Sentry,
// GlitchTip, ...) through its envelope API. Reporting never throws and never holds up the response it is about.
import { randomBytes } from "node:crypto";
import { logger } from "./logger.server";

export type ErrorContext = { method?: string; url?: string; requestId?: string };

type Dsn = { envelopeUrl: string; publicKey: string; dsn: string };

const REPORT_TIMEOUT_MS = 5_000;

/** `https://<key>@<host>[/<path>]/<project>` as Sentry writes it; null for anything else. */
export function parseDsn(dsn: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project)) return null;
  const prefix = segments.length ? `/${segments.join("/")}` : "";
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn,
  };
}

/** An address's path alone: query strings can hold one-time tokens (email confirmation links), never reported. */
export function pathOnly(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return undefined;
  }
}

function exceptionOf(error: unknown): { type: string; value: string; stack?: string } {
  if (error instanceof Error) {
    return { type: error.name, value: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return {
    type: "Error",
    value: typeof error === "string" ? error : "A value that is not an Error was thrown",
  };
}

/** The envelope body: a header line, an item header line and the event, each JSON on a line of its own. */
export function errorEnvelope(error: unknown, context: ErrorContext, dsn: Dsn, now = new Date()): string {
  const eventId = randomBytes(16).toString("hex");
  const exception = exceptionOf(error);
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: "node",
    level: "error",
    logger: "civiclens",
    exception: { values: [{ type: exception.type, value: exception.value }] },
    ...(exception.stack ? { extra: { stack: exception.stack } } : {}),
    ...(context.method || context.url
      ? { request: { method: context.method, url: pathOnly(context.url) } }
      : {}),
    ...(context.requestId ? { tags: { request_id: context.requestId } } : {}),
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: dsn.dsn }),
    JSON.stringify({ type: "event" }),
    JSON.stringify(event),
  ].join("\n");
}

/** Logs a server error and, when a collector is configured, sends it there; resolves once it is sent or given up. */
export async function reportServerError(
  error: unknown,
  context: ErrorContext,
  dsnText: string | undefined,
): Promise<void> {
  logger.error(
    { err: error, method: context.method, path: pathOnly(context.url), reqId: context.requestId },
    "server error",
  );
  if (!dsnText) return;
  const dsn = parseDsn(dsnText);
  if (!dsn) {
    logger.warn(
      "ERROR_REPORTING_DSN is not a Sentry DSN (https://key@host/project); the error was only logged",
    );
    return;
  }
  try {
    const response = await fetch(dsn.envelopeUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-sentry-envelope",
        "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=civiclens/1`,
      },
      body: errorEnvelope(error, context, dsn),
      signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
    });
    if (!response.ok) logger.warn({ status: response.status }, "the error collector refused the report");
  } catch (cause) {
    logger.warn({ err: cause }, "the error collector could not be reached");
  }
}
