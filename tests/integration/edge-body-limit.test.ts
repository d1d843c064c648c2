// One body limit for every route, at the HTTP edge (issue #31): a body over its route's limit is a 413 whatever the
// route, refused at once when its Content-Length says so and cut where the count passes the limit when it is chunked,
// so a crowd of huge posts leaves memory flat. The route table is read from app/routes.ts, so a new route is covered
// the day it is added.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FORM_BYTES } from "~/features/admin-cities/admin-cities.constants";
import { MAX_IMAGE_BYTES } from "~/lib/image-upload";
import { multipartBodyBytes } from "~/lib/multipart.server";
import routes from "~/routes";
import { action as stripeWebhook } from "~/routes/webhooks.stripe";
import {
  bodyLimitFor,
  bodyTooLargeMessage,
  DEFAULT_BODY_LIMIT_BYTES,
  ROUTE_BODY_LIMITS,
} from "../../server/body-limit";
import { createUser, sessionCookie } from "../factories/accounts";
import { testHttpServerForFile } from "../setup/http-app-server";
import { setTestEnvironment } from "../setup/test-environment";

// Payments configured, so the webhook reads what it is sent (without them it reads nothing: the last test).
beforeAll(() => setTestEnvironment({ STRIPE_WEBHOOK_SECRET: "whsec_body_limit_test" }));
const server = testHttpServerForFile();

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
const flatten = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
/** Every address of the route table (the index route has no path), its :params and splat filled in. */
const routePaths = [
  "/",
  ...flatten(routes as unknown as RouteEntry[])
    .filter((entry) => entry.path !== undefined)
    .map((entry) =>
      `/${entry.path}`.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "x"),
    ),
];

const MEGABYTE = 1024 * 1024;
/** Over every route's limit, the largest included. */
const OVER_EVERY_LIMIT = Math.max(...ROUTE_BODY_LIMITS.map((rule) => rule.maxBytes)) + MEGABYTE;
/** One buffer, sent again and again: the client holds nothing of the bodies it sends either. */
const CHUNK = Buffer.alloc(64 * 1024, "a");

type Answer = { status: number; contentType: string; body: string; connection: string | undefined };

/**
 * POSTs `bytes` bytes of form data to `path`, with a Content-Length or chunked, made as they are sent. Sending stops
 * once the answer arrives; the server may close the connection then, which is no failure of the request.
 */
function post(
  path: string,
  options: { bytes: number; chunked?: boolean; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      ...options.headers,
    };
    if (!options.chunked) headers["content-length"] = String(options.bytes);
    const request = http.request(new URL(path, server.origin), { method: "POST", headers, agent: false });
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (!answered && sent < options.bytes) {
        const size = Math.min(CHUNK.length, options.bytes - sent);
        sent += size;
        if (!request.write(size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size))) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
          connection: response.headers.connection,
        });
        request.destroy();
      });
      response.on("error", reject);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    pump();
  });
}

/** The 413's body in the shape the path's callers read. */
function expectTooLarge(path: string, answer: Answer): void {
  const message = bodyTooLargeMessage(bodyLimitFor(path));
  expect({ path, status: answer.status }).toEqual({ path, status: 413 });
  if (/^\/(api\/v1(\/|$)|mcp$)/.test(path)) {
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "bad_request", message } });
  } else if (/^\/(functions|api|webhooks)\//.test(path)) {
    expect(JSON.parse(answer.body)).toEqual({ error: message });
  } else {
    expect(answer.contentType).toMatch(/^text\/plain/);
    expect(answer.body).toBe(message);
  }
}

function memoryInUse(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

let adminCookie: string;
beforeAll(async () => {
  const admin = await createUser({ admin: true });
  adminCookie = await sessionCookie(admin.email);
});

describe("the limits", () => {
  it("are the default everywhere but where a route's reader takes more (or, the auth API, less)", () => {
    expect(DEFAULT_BODY_LIMIT_BYTES).toBe(256 * 1024);
    expect(bodyLimitFor("/contact")).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/auth/sign-out")).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/admin/city-management")).toBe(MAX_FORM_BYTES);
    expect(bodyLimitFor("/Admin/City-Management.data")).toBe(MAX_FORM_BYTES);
    expect(bodyLimitFor("/admin/city-management/")).toBe(MAX_FORM_BYTES);
    expect(bodyLimitFor("/admin/business-directory")).toBe(multipartBodyBytes(MAX_IMAGE_BYTES));
    expect(bodyLimitFor("/webhooks/stripe")).toBe(MEGABYTE);
    expect(bodyLimitFor("/api/auth/verify-email")).toBe(64 * 1024);
    // A longer address is another route, with the default.
    expect(bodyLimitFor("/admin/city-management/videos/x/transcript")).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });

  it("name only addresses of the route table", () => {
    for (const rule of ROUTE_BODY_LIMITS) {
      const address = rule.path.replace(/\*$/, "x");
      expect(routePaths, rule.path).toContain(address);
    }
  });
});

describe("a body over the limit", () => {
  it(`is a 413 at every route of the route table (${routePaths.length}), declared, without being read`, async () => {
    expect(routePaths.length).toBeGreaterThan(50);
    for (const path of routePaths) {
      const answer = await post(path, { bytes: OVER_EVERY_LIMIT });
      expectTooLarge(path, answer);
      expect(answer.connection).toBe("close");
    }
  });

  it("is a 413 when chunked, cut where the count passes the limit, at the routes that read a body", async () => {
    const readers: { path: string; bytes: number; headers?: Record<string, string> }[] = [
      { path: "/webhooks/stripe", bytes: 4 * MEGABYTE },
      { path: "/auth/sign-out", bytes: 4 * MEGABYTE },
      { path: "/contact", bytes: 4 * MEGABYTE },
      {
        path: "/mcp",
        bytes: 4 * MEGABYTE,
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      },
      { path: "/functions/v1/searchCityVideos", bytes: 4 * MEGABYTE },
      { path: "/admin/city-management", bytes: MAX_FORM_BYTES + MEGABYTE, headers: { cookie: adminCookie } },
    ];
    for (const { path, bytes, headers } of readers) {
      expectTooLarge(path, await post(path, { bytes, chunked: true, headers }));
    }
  });

  it("leaves memory flat: 600 MB posted to the webhook and sign-out, declared and chunked, four at a time", async () => {
    const posts = [
      { path: "/webhooks/stripe", chunked: false },
      { path: "/auth/sign-out", chunked: false },
      { path: "/webhooks/stripe", chunked: true },
      { path: "/auth/sign-out", chunked: true },
    ];
    // Once first, so what the server loads on its first request of a kind is not counted as growth.
    await Promise.all(posts.map((one) => post(one.path, { ...one, bytes: 2 * MEGABYTE })));
    const before = memoryInUse();
    let peak = before;
    const answers: { path: string; answer: Answer }[] = [];
    for (let round = 0; round < 3; round++) {
      for (const one of await Promise.all(
        posts.map(async (one) => {
          const answer = await post(one.path, { ...one, bytes: 50 * MEGABYTE });
          peak = Math.max(peak, memoryInUse());
          return { path: one.path, answer };
        }),
      ))
        answers.push(one);
    }
    expect(peak - before).toBeLessThan(32 * MEGABYTE);
    for (const { path, answer } of answers) expectTooLarge(path, answer);
  });
});

describe("a body within the limit", () => {
  it("still reaches its route", async () => {
    const signOut = await post("/auth/sign-out", { bytes: 1024 });
    expect(signOut.status).toBe(302);
    const chunked = await post("/auth/sign-out", { bytes: DEFAULT_BODY_LIMIT_BYTES, chunked: true });
    expect(chunked.status).toBe(302);
  });

  it("reaches the webhook, which checks its signature", async () => {
    const webhook = await post("/webhooks/stripe", {
      bytes: MEGABYTE,
      chunked: true,
      headers: { "stripe-signature": "t=1,v1=forged" },
    });
    expect(webhook.status).toBe(400);
    expect(JSON.parse(webhook.body)).toEqual({ error: "Invalid Stripe signature." });
  });
});

describe("the Stripe webhook without payments configured", () => {
  beforeAll(() => setTestEnvironment({ STRIPE_WEBHOOK_SECRET: undefined }));
  afterAll(() => setTestEnvironment({ STRIPE_WEBHOOK_SECRET: "whsec_body_limit_test" }));

  it("answers 404 before reading any of the body", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls > 16) controller.close();
        else controller.enqueue(CHUNK);
      },
    });
    const request = new Request("http://localhost/webhooks/stripe", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "stripe-signature": "t=1,v1=forged" },
    } as RequestInit);
    const answer = (await stripeWebhook({ request, params: {}, context: {} } as never)) as Response;
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: "Payments are not configured." });
    // A ReadableStream asks its source for the first chunk as it is made; a reader would have asked again.
    expect(pulls).toBeLessThanOrEqual(1);
    expect(request.bodyUsed).toBe(false);
  });
});
