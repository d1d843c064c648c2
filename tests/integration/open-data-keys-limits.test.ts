// API keys and rate limits of the public read API (issue #18, ADR 0041): keys made on /profile are shown once and
// stored hashed, work as a bearer token or X-API-Key, raise the limit, count their use and stop on revocation;
// admins see usage per key. Anonymous use is limited per address, with RateLimit-* headers. The HTTP edge part
// checks what the Express stack adds (caching, CORS, the error shape before routing).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeys } from "#db/schema";
import { hashApiKey } from "~/features/open-data/api-keys.server";
import { API_KEYED_CACHE_CONTROL, API_PUBLIC_CACHE_CONTROL } from "~/features/open-data/open-data.constants";
import { API_ERRORS, API_KEYS_COPY } from "~/features/open-data/open-data.copy";
import { db } from "~/lib/db.server";
import { forgetEnv } from "~/lib/env.server";
import { loader as adminKeysLoader } from "~/routes/admin.api-keys";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { PRIVATE_CACHE_CONTROL } from "../../server/private-responses";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { createCity } from "../factories/cities";
import { apiRequest, testClientAddress } from "../factories/open-data";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

const ANONYMOUS_LIMIT = 3;
const KEY_LIMIT = 6;

const unwrap = (result: unknown) => {
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  return wrapped?.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, data: wrapped.data as Record<string, unknown> }
    : { status: 200, data: result as Record<string, unknown> };
};

let member: { id: string; email: string };
let cookie: string;

async function profileForm(fields: Record<string, string>, as = cookie) {
  return unwrap(
    await profileAction({
      request: formRequest("/profile", fields, { cookie: as }),
      params: {},
      context: {},
    } as never),
  );
}

async function createKey(name = "Newsroom"): Promise<string> {
  const answer = await profileForm({ intent: "create-api-key", name });
  expect(answer.data).toMatchObject({ ok: true, intent: "api-key", toast: { title: API_KEYS_COPY.created } });
  return String(answer.data.createdKey);
}

beforeAll(async () => {
  vi.stubEnv("API_RATE_LIMIT_PER_MINUTE", String(ANONYMOUS_LIMIT));
  vi.stubEnv("API_KEY_RATE_LIMIT_PER_MINUTE", String(KEY_LIMIT));
  forgetEnv();
  await createCity({ name: "Keyville" });
  member = await createUser();
  cookie = await sessionCookie(member.email);
});

describe("API keys on the profile page", () => {
  it("shows a new key once, stores only its hash, and lists it with its prefix", async () => {
    const key = await createKey();
    expect(key).toMatch(/^clk_[\w-]{43}$/);
    const [row] = await db()
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(key)));
    expect(row?.userId).toBe(member.id);
    expect(JSON.stringify(row)).not.toContain(key);
    const page = unwrap(
      await profileLoader({ request: getRequest("/profile", { cookie }), params: {}, context: {} } as never),
    );
    const listed = page.data.apiKeys as { name: string; prefix: string }[];
    expect(listed.find((item) => item.prefix === key.slice(0, 12))?.name).toBe("Newsroom");
    expect(JSON.stringify(page.data)).not.toContain(key);
  });

  it("refuses a blank name with the field's message", async () => {
    const answer = await profileForm({ intent: "create-api-key", name: "  " });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, fieldErrors: { name: API_KEYS_COPY.nameRequired } });
  });

  it("works as a bearer token and as X-API-Key, privately cached, with the key's higher limit", async () => {
    const key = await createKey("Both headers");
    const both: Record<string, string>[] = [{ authorization: `Bearer ${key}` }, { "x-api-key": key }];
    for (const headers of both) {
      const answer = await apiRequest("/api/v1/cities", { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("ratelimit-limit")).toBe(String(KEY_LIMIT));
      expect(answer.headers.get("cache-control")).toBe(API_KEYED_CACHE_CONTROL);
    }
    const [row] = await db()
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(key)));
    expect(row?.requestCount).toBe(2);
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it("stops a revoked key (401), and lets no other member revoke it", async () => {
    const key = await createKey("To revoke");
    const [row] = await db()
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(key)));
    const other = await createUser();
    const foreign = await profileForm(
      { intent: "revoke-api-key", keyId: String(row?.id) },
      await sessionCookie(other.email),
    );
    expect(foreign.status).toBe(404);
    expect((await apiRequest("/api/v1/cities", { headers: { "x-api-key": key } })).status).toBe(200);
    const revoked = await profileForm({ intent: "revoke-api-key", keyId: String(row?.id) });
    expect(revoked.data).toMatchObject({
      ok: true,
      toast: { title: API_KEYS_COPY.revoked },
      createdKey: null,
    });
    const refused = await apiRequest("/api/v1/cities", { headers: { "x-api-key": key } });
    expect(refused).toMatchObject({
      status: 401,
      body: { error: { code: "invalid_api_key", message: API_ERRORS.invalidApiKey } },
    });
    expect(
      (await apiRequest("/api/v1/cities", { headers: { authorization: "Bearer clk_made-up" } })).status,
    ).toBe(401);
  });

  it("shows admins the usage per key, and nobody else", async () => {
    const admin = await createUser({ admin: true });
    const asAdmin = unwrap(
      await adminKeysLoader({
        request: getRequest("/admin/api-keys", { cookie: await sessionCookie(admin.email) }),
        params: {},
        context: {},
      } as never),
    );
    const keys = asAdmin.data.keys as { name: string; ownerEmail: string; requestCount: number }[];
    expect(keys.find((key) => key.name === "Both headers")).toMatchObject({
      ownerEmail: member.email,
      requestCount: 2,
    });
    await expect(
      adminKeysLoader({
        request: getRequest("/admin/api-keys", { cookie }),
        params: {},
        context: {},
      } as never),
    ).rejects.toBeDefined();
  });
});

describe("rate limits", () => {
  it("limits an address with RateLimit-* headers, then 429 with Retry-After; another address is unaffected", async () => {
    const address = testClientAddress();
    const remaining: string[] = [];
    for (let index = 0; index < ANONYMOUS_LIMIT; index++) {
      const answer = await apiRequest("/api/v1/cities", { headers: { "x-civiclens-client-ip": address } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("ratelimit-limit")).toBe(String(ANONYMOUS_LIMIT));
      expect(Number(answer.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
      remaining.push(String(answer.headers.get("ratelimit-remaining")));
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const over = await apiRequest("/api/v1/cities", { headers: { "x-civiclens-client-ip": address } });
    expect(over).toMatchObject({
      status: 429,
      body: { error: { code: "rate_limited", message: API_ERRORS.rateLimited } },
    });
    expect(over.headers.get("ratelimit-remaining")).toBe("0");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await apiRequest("/api/v1/cities", {
      headers: { "x-civiclens-client-ip": testClientAddress() },
    });
    expect(elsewhere.status).toBe(200);
    // A key raises the limit for the same address.
    const key = await createKey("Over the limit");
    const keyed = await apiRequest("/api/v1/cities", {
      headers: { "x-civiclens-client-ip": address, "x-api-key": key },
    });
    expect(keyed.status).toBe(200);
    for (let index = 1; index < KEY_LIMIT; index++)
      await apiRequest("/api/v1/cities", { headers: { "x-api-key": key } });
    expect((await apiRequest("/api/v1/cities", { headers: { "x-api-key": key } })).status).toBe(429);
  });
});

describe("at the HTTP edge", () => {
  let server: TestHttpServer;
  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function get(path: string, init: RequestInit = {}) {
    const response = await fetch(`${server.origin}${path}`, { redirect: "manual", ...init });
    const text = await response.text();
    return { response, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  it("answers public GETs as cacheable JSON with CORS, and keyed ones privately", async () => {
    const { response } = await get("/api/v1/cities", {
      headers: { origin: "https://newsroom.example", "x-forwarded-for": "198.51.100.1" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe(API_PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-page-cache")).toBeNull();
    const key = await createKey("Edge");
    const keyed = await get("/api/v1/cities", { headers: { authorization: `Bearer ${key}` } });
    expect(keyed.response.status).toBe(200);
    expect(keyed.response.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const byHeader = await get("/api/v1/cities", { headers: { "x-api-key": key } });
    expect(byHeader.response.headers.get("cache-control")).toBe(API_KEYED_CACHE_CONTROL);
  });

  it("serves /developers as a public page linked from the footer", async () => {
    const response = await fetch(`${server.origin}/developers`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("/meetings/{id}/segments");
    expect(html).toContain("curl -H");
    expect(html).toContain(`${ANONYMOUS_LIMIT}</dd>`);
    expect(html).toContain('href="/developers"');
  });

  it("answers errors in the one shape: unknown paths, writes from another site, unreadable addresses", async () => {
    expect((await get("/api/v1/nothing")).body).toEqual({
      error: { code: "not_found", message: API_ERRORS.notFound },
    });
    const write = await get("/api/v1/cities", {
      method: "POST",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(write.response.status).toBe(405);
    expect(write.body).toMatchObject({ error: { code: "method_not_allowed" } });
    const malformed = await get("/api/v1/cities/%zz");
    expect(malformed.response.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: "bad_request" } });
  });
});
