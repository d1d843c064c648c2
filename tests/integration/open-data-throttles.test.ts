// The read API's limits where they were missing (issue #31): keys that are not valid count against their address's
// limit and, once it is spent, are refused without a lookup; the city archive counts against the same limits and is
// kept per content version like the pages, so a crowd downloading a city reads it from the database once per write.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeys } from "#db/schema";
import { createApiKey, hashApiKey } from "~/features/open-data/api-keys.server";
import { API_PUBLIC_CACHE_CONTROL } from "~/features/open-data/open-data.constants";
import { API_ERRORS } from "~/features/open-data/open-data.copy";
import { db } from "~/lib/db.server";
import { forgetEnv } from "~/lib/env.server";
import { loader as archiveLoader } from "~/routes/city-archive";
import { createUser } from "../factories/accounts";
import { createCity, createVideoWithSegments } from "../factories/cities";
import { apiRequest, testClientAddress } from "../factories/open-data";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

const ADDRESS_LIMIT = 3;

let cityKey: string;
let cityId: string;
let validKey: string;

beforeAll(async () => {
  vi.stubEnv("API_RATE_LIMIT_PER_MINUTE", String(ADDRESS_LIMIT));
  vi.stubEnv("API_KEY_RATE_LIMIT_PER_MINUTE", "1000");
  forgetEnv();
  const city = await createCity({ name: "Throttleton" });
  cityKey = city.locationKey;
  cityId = city.id;
  await createVideoWithSegments(city.id, {
    title: "First meeting",
    transcript: "[00:00:00] Clerk: The meeting is called to order.",
    publishedAt: new Date("2026-03-04T18:30:00Z"),
  });
  validKey = (await createApiKey({ userId: (await createUser()).id, name: "Newsroom" })).key;
});

async function requestCount(key: string): Promise<number> {
  const [row] = await db()
    .select({ requestCount: apiKeys.requestCount })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  return row?.requestCount ?? -1;
}

function expectRateLimited(answer: { status: number; headers: Headers; body: unknown }): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: { code: "rate_limited", message: API_ERRORS.rateLimited } });
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("keys that are not valid", () => {
  it("count against the address's limit, then are refused with 429 and not looked up", async () => {
    const address = testClientAddress();
    const withKey = (key: string) =>
      apiRequest("/api/v1/cities", { headers: { "x-civiclens-client-ip": address, "x-api-key": key } });
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt++) {
      expect((await withKey(`clk_made-up-${attempt}`)).status).toBe(401);
    }
    expectRateLimited(await withKey("clk_made-up-again"));
    // Refused before any lookup: even a valid key from this address is not looked up (nor counted as used).
    const before = await requestCount(validKey);
    expectRateLimited(await withKey(validKey));
    expect(await requestCount(validKey)).toBe(before);
    // The address's own limit is the one they spent.
    expectRateLimited(await apiRequest("/api/v1/cities", { headers: { "x-civiclens-client-ip": address } }));
    // Another address, and the valid key from it, are not affected.
    const elsewhere = testClientAddress();
    const keyed = await apiRequest("/api/v1/cities", {
      headers: { "x-civiclens-client-ip": elsewhere, "x-api-key": validKey },
    });
    expect(keyed.status).toBe(200);
    expect(await requestCount(validKey)).toBe(before + 1);
    expect(
      (await apiRequest("/api/v1/cities", { headers: { "x-civiclens-client-ip": elsewhere } })).status,
    ).toBe(200);
  });

  it("stay a 401 below the limit, and a valid key from the same address still works", async () => {
    const address = testClientAddress();
    expect(
      (
        await apiRequest("/api/v1/cities", {
          headers: { "x-civiclens-client-ip": address, "x-api-key": "nope" },
        })
      ).status,
    ).toBe(401);
    const keyed = await apiRequest("/api/v1/cities", {
      headers: { "x-civiclens-client-ip": address, "x-api-key": validKey },
    });
    expect(keyed.status).toBe(200);
  });
});

/** The archive through its route, as the edge hands it over (without the content version: nothing kept). */
async function archive(address: string, headers: Record<string, string> = {}) {
  const response = (await archiveLoader({
    request: new Request(`http://localhost/city/${cityKey}/archive.ndjson`, {
      headers: { "x-civiclens-client-ip": address, ...headers },
    }),
    params: { locationKey: cityKey },
    context: { cspNonce: "test" },
  } as never)) as Response;
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("application/json");
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
}

describe("the city archive's limit", () => {
  it("is the API's: an address's downloads are counted, then refused with 429 and Retry-After", async () => {
    const address = testClientAddress();
    for (let download = 0; download < ADDRESS_LIMIT; download++) {
      const answer = await archive(address);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("ratelimit-limit")).toBe(String(ADDRESS_LIMIT));
      expect(answer.body).toContain("First meeting");
    }
    expectRateLimited(await archive(address));
  });

  it("is shared with the API: an address that spent it on the API gets no archive either", async () => {
    const address = testClientAddress();
    for (let request = 0; request < ADDRESS_LIMIT; request++) {
      expect(
        (await apiRequest("/api/v1/cities", { headers: { "x-civiclens-client-ip": address } })).status,
      ).toBe(200);
    }
    expectRateLimited(await archive(address));
    // A valid key is counted against the key instead.
    expect((await archive(address, { "x-api-key": validKey })).status).toBe(200);
  });

  it("counts a key that is not valid against the address too", async () => {
    const address = testClientAddress();
    const refused = await archive(address, { "x-api-key": "clk_made-up" });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { code: "invalid_api_key", message: API_ERRORS.invalidApiKey } });
  });
});

describe("the city archive over HTTP", () => {
  let server: TestHttpServer;
  let addresses = 0;
  beforeAll(async () => {
    // Behind one proxy, so each download can come from an address of its own and the limit stays out of the way.
    server = await startTestHttpServer({ config: { TRUST_PROXY: 1 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function download(headers: Record<string, string> = {}) {
    addresses += 1;
    const response = await fetch(`${server.origin}/city/${cityKey}/archive.ndjson`, {
      headers: { "x-forwarded-for": `198.51.100.${addresses}`, ...headers },
    });
    return { response, text: await response.text() };
  }

  /** Downloads until the copy of the current version is kept: the first download keeps it once it is read to the end. */
  async function downloadUntilKept(headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const answer = await download(headers);
      if (answer.response.headers.get("x-archive-cache") === "kept") return answer;
    }
    throw new Error("the archive was never kept");
  }

  it("is read from the database once per content version, then answered from the kept copy and with 304", async () => {
    const first = await download({ "accept-encoding": "identity" });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("x-archive-cache")).toBe("database");
    const etag = first.response.headers.get("etag");
    expect(etag).toMatch(/^W\/"archive-\d+"$/);
    expect(first.response.headers.get("cache-control")).toBe(API_PUBLIC_CACHE_CONTROL);

    const kept = await downloadUntilKept({ "accept-encoding": "identity" });
    expect(kept.response.headers.get("etag")).toBe(etag);
    expect(kept.text).toBe(first.text);
    expect(kept.response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    // A reader that takes gzip gets the kept copy as it is (fetch unzips it).
    const gzipped = await download({ "accept-encoding": "gzip" });
    expect(gzipped.response.headers.get("x-archive-cache")).toBe("kept");
    expect(gzipped.response.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.text).toBe(first.text);

    const revalidated = await download({ "if-none-match": String(etag) });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.text).toBe("");

    // A write bumps the content version: the next download is read again and has the new meeting.
    await createVideoWithSegments(cityId, {
      title: "Second meeting",
      transcript: "[00:00:00] Clerk: Second.",
      publishedAt: new Date("2026-03-05T18:30:00Z"),
    });
    const changed = await download({ "if-none-match": String(etag), "accept-encoding": "identity" });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get("x-archive-cache")).toBe("database");
    expect(changed.response.headers.get("etag")).not.toBe(etag);
    expect(changed.text).toContain("Second meeting");
    const keptAgain = await downloadUntilKept({ "accept-encoding": "identity" });
    expect(keptAgain.text).toBe(changed.text);
  });

  it("answers a city that is not public 404, counted as any download", async () => {
    const hidden = await createCity({ status: "Test" });
    const answer = await fetch(`${server.origin}/city/${hidden.locationKey}/archive.ndjson`, {
      headers: { "x-forwarded-for": "198.51.100.250" },
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("ratelimit-limit")).toBe(String(ADDRESS_LIMIT));
  });
});
