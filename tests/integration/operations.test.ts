// Operations over the real HTTP stack (issue #15): every response names its request id, /metrics answers only with
// its token and counts requests, jobs and queue depth, and server errors reach a Sentry-compatible collector.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { database } from "~/lib/db.server";
import { parseDsn, reportServerError } from "~/lib/error-reporting.server";
import {
  defineJob,
  enqueue,
  type Queue,
  registerWorkers,
  setCurrentQueue,
  startQueue,
} from "~/lib/jobs.server";
import { startFakeErrorCollector } from "../fakes/error-collector";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

const TOKEN = "metrics-token-for-tests-0123456789";

let queue: Queue | undefined;
let server: TestHttpServer;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  server = await startTestHttpServer({ config: { METRICS_TOKEN: TOKEN } });
});

afterAll(async () => {
  await server?.close();
  await queue?.stop();
  setCurrentQueue(undefined);
});

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  fetch(`${server.origin}/metrics`, { headers });

describe("request ids", () => {
  it("gives every response an id, and keeps a well-formed one a proxy sent", async () => {
    const ours = await fetch(`${server.origin}/healthz`);
    expect(ours.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await fetch(`${server.origin}/healthz`, { headers: { "x-request-id": "edge-abc-12345" } });
    expect(passed.headers.get("x-request-id")).toBe("edge-abc-12345");
    const refused = await fetch(`${server.origin}/healthz`, { headers: { "x-request-id": "<script>" } });
    expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("/metrics", () => {
  it("asks for the token and refuses a wrong one", async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: "Bearer wrong-token-of-the-same-len" })).status).toBe(401);
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const bare = await startTestHttpServer({ config: { METRICS_TOKEN: undefined } });
    try {
      expect(
        (await fetch(`${bare.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("counts request latency, queue depth per step and state, and failed job attempts", async () => {
    const failing = defineJob({
      name: "metrics-failing-step",
      payload: z.object({}),
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      handle: async () => {
        throw new Error("the step broke");
      },
    });
    await registerWorkers(queue as Queue, [failing], { pollingIntervalSeconds: 0.5 });
    await enqueue(failing, {});
    await fetch(`${server.origin}/healthz`);

    await expect
      .poll(
        async () =>
          (await (await scrape()).text()).includes(
            'civiclens_job_failures_total{queue="metrics-failing-step",final="true"} 1',
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(
      /civiclens_http_request_duration_seconds_count\{method="GET",kind="other",status_class="2xx"\} [1-9]/,
    );
    expect(text).toContain('civiclens_queue_jobs{queue="metrics-failing-step",state="failed"} 1');
    expect(text).toContain("civiclens_process_resident_memory_bytes");
  });
});

describe("error reporting", () => {
  it("reads a Sentry DSN, with or without a path before the project", () => {
    expect(parseDsn("https://abc@o1.ingest.example.io/77")).toMatchObject({
      envelopeUrl: "https://o1.ingest.example.io/api/77/envelope/",
      publicKey: "abc",
    });
    expect(parseDsn("https://abc@errors.example.org/glitchtip/5")?.envelopeUrl).toBe(
      "https://errors.example.org/glitchtip/api/5/envelope/",
    );
    expect(parseDsn("https://errors.example.org/5")).toBeNull();
    expect(parseDsn("not a url")).toBeNull();
  });

  it("sends the error as an envelope, with the request's path but never its query", async () => {
    const collector = await startFakeErrorCollector();
    try {
      await reportServerError(
        new TypeError("the loader broke"),
        {
          method: "GET",
          url: "http://localhost/api/auth/verify-email?token=secret-token",
          requestId: "req-12345678",
        },
        collector.dsn,
      );
      expect(collector.envelopes).toHaveLength(1);
      const [received] = collector.envelopes;
      expect(received?.headers["x-sentry-auth"]).toContain("sentry_key=publickey123");
      expect(received?.headers["content-type"]).toBe("application/x-sentry-envelope");
      expect(received?.item).toEqual({ type: "event" });
      expect(received?.event).toMatchObject({
        level: "error",
        platform: "node",
        exception: { values: [{ type: "TypeError", value: "the loader broke" }] },
        request: { method: "GET", url: "/api/auth/verify-email" },
        tags: { request_id: "req-12345678" },
      });
      expect(JSON.stringify(received)).not.toContain("secret-token");
      expect(received?.envelope.event_id).toBe(received?.event.event_id);
    } finally {
      await collector.close();
    }
  });

  it("a collector that refuses or is gone never throws into the request", async () => {
    const refusing = await startFakeErrorCollector({ status: 503 });
    await expect(reportServerError(new Error("x"), {}, refusing.dsn)).resolves.toBeUndefined();
    expect(refusing.envelopes).toHaveLength(1);
    await refusing.close();
    await expect(reportServerError(new Error("x"), {}, refusing.dsn)).resolves.toBeUndefined();
  });
});
