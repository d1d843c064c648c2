// Prometheus metrics: one registry per process, counted where things happen and read by GET /metrics (token only).
import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { db } from "./db.server";
import { logger } from "./logger.server";

/** What kind of request a latency sample is: a route's own path would give every meeting id a series of its own. */
export type RequestKind = "document" | "data" | "asset" | "api" | "other";

type Metrics = {
  registry: Registry;
  requestSeconds: Histogram<"method" | "kind" | "status_class">;
  jobFailures: Counter<"queue" | "final">;
  pageCacheRequests: Counter<"result">;
  pageCacheBytes: Gauge;
};

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "civiclens_" });
  const metrics: Metrics = {
    registry,
    requestSeconds: new Histogram({
      name: "civiclens_http_request_duration_seconds",
      help: "Time from a request's arrival to its response's last byte",
      labelNames: ["method", "kind", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: "civiclens_job_failures_total",
      help: "Job attempts that failed in this process; final is true when no retry is left",
      labelNames: ["queue", "final"],
      registers: [registry],
    }),
    pageCacheRequests: new Counter({
      name: "civiclens_page_cache_requests_total",
      help: "Anonymous page and data requests by how the page cache answered: hit, miss (rendered and kept) or uncached (rendered, not kept)",
      labelNames: ["result"],
      registers: [registry],
    }),
    pageCacheBytes: new Gauge({
      name: "civiclens_page_cache_bytes",
      help: "Bytes the page cache holds in this process",
      registers: [registry],
    }),
  };
  new Gauge({
    name: "civiclens_queue_jobs",
    help: "Jobs in the queue's table by pipeline step (queue) and state, read when scraped",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueDepths()) this.set({ queue: row.name, state: row.state }, row.count);
    },
  });
  return metrics;
}

let processMetrics: Metrics | undefined;

/** The process's metrics, made on first use. */
export function metrics(): Metrics {
  processMetrics ??= createMetrics();
  return processMetrics;
}

async function queueDepths(): Promise<{ name: string; state: string; count: number }[]> {
  try {
    const result = await db().execute(sql`
      select name, state::text as state, count(*)::int as count from pgboss.job
      group by name, state`);
    return (result as unknown as { rows: { name: string; state: string; count: number }[] }).rows;
  } catch (error) {
    // Before the queue's first start its schema does not exist; the scrape still answers with the other metrics.
    logger.debug({ err: error }, "queue depths unavailable");
    return [];
  }
}

export function requestKind(path: string, accept: string | undefined): RequestKind {
  if (path.startsWith("/assets/") || /\.(js|css|png|jpe?g|webp|gif|svg|ico|woff2?)$/.test(path))
    return "asset";
  if (path.endsWith(".data")) return "data";
  if (path.startsWith("/api/") || path.startsWith("/functions/")) return "api";
  if (accept?.includes("text/html")) return "document";
  return "other";
}

/** True when the request's bearer token is the configured one (compared in constant time). */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
