// TRUST_PROXY over the real HTTP stack (issue #12): behind one proxy, the address the rate limiter counts is the
// one that proxy saw; whatever a client wrote further left in X-Forwarded-For changes nothing.
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "#db/schema";
import { database, db } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

let queue: Queue | undefined;
let behindOneProxy: TestHttpServer;
let direct: TestHttpServer;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  behindOneProxy = await startTestHttpServer({ config: { TRUST_PROXY: 1 } });
  direct = await startTestHttpServer({ config: { TRUST_PROXY: 0 } });
});

afterAll(async () => {
  await behindOneProxy?.close();
  await direct?.close();
  await queue?.stop();
  setCurrentQueue(undefined);
});

/** A contact form post (rate-limited per client address) carrying the given X-Forwarded-For. */
async function postContact(server: TestHttpServer, forwardedFor: string): Promise<void> {
  const response = await fetch(`${server.origin}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor },
    body: "",
  });
  await response.arrayBuffer();
}

async function contactCounters(): Promise<Record<string, number>> {
  const rows = await db()
    .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(like(rateLimitCounters.key, "contact:%"));
  return Object.fromEntries(rows.map((row) => [row.key, row.hits]));
}

describe("TRUST_PROXY", () => {
  it("with one hop, counts the address the proxy added, not the entries a client forged before it", async () => {
    await db().delete(rateLimitCounters);
    await postContact(behindOneProxy, "198.51.100.1, 203.0.113.50");
    await postContact(behindOneProxy, "198.51.100.2, 10.9.8.7, 203.0.113.50");
    await postContact(behindOneProxy, "203.0.113.50");
    await postContact(behindOneProxy, "198.51.100.1, 203.0.113.51");
    expect(await contactCounters()).toEqual({ "contact:203.0.113.50": 3, "contact:203.0.113.51": 1 });
  });

  it("unset, believes no X-Forwarded-For at all", async () => {
    await db().delete(rateLimitCounters);
    await postContact(direct, "198.51.100.1");
    await postContact(direct, "198.51.100.2, 203.0.113.50");
    expect(await contactCounters()).toEqual({ "contact:127.0.0.1": 2 });
  });
});
