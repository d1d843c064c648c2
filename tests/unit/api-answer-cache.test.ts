import { describe, expect, it } from "vitest";
import { ApiAnswerCache, answerKey } from "~/features/open-data/api-answer-cache";

const answer = (version: number, body = "[]", storedAt = 1_000) => ({
  version,
  storedAt,
  body,
  etag: `"${body}"`,
});

describe("the read API's kept answers", () => {
  it("answers the same address at the same content version, and nothing once the version moves", () => {
    const cache = new ApiAnswerCache(1024 * 1024);
    cache.set("/api/v1/cities", answer(7, '{"data":[]}'));
    expect(cache.get("/api/v1/cities", 7, 2_000)?.body).toBe('{"data":[]}');
    expect(cache.get("/api/v1/cities", 8, 2_000)).toBeUndefined();
    // A stale answer is dropped, not kept beside the new one.
    expect(cache.totalBytes).toBe(0);
  });

  it("renews an answer after five minutes even without a write", () => {
    const cache = new ApiAnswerCache(1024 * 1024);
    cache.set("/api/v1/cities", answer(7));
    expect(cache.get("/api/v1/cities", 7, 1_000 + 5 * 60_000 + 1)).toBeUndefined();
  });

  it("keeps to its bytes, least recently used out first, and lets query strings fill only half", () => {
    const cache = new ApiAnswerCache(40_000);
    const body = "x".repeat(400);
    cache.set("/api/v1/a", answer(1, body));
    cache.set("/api/v1/b", answer(1, body));
    cache.get("/api/v1/a", 1, 1_000);
    for (let index = 0; index < 20; index++) cache.set(`/api/v1/search?q=${index}`, answer(1, body));
    expect(cache.get("/api/v1/a", 1, 1_000)).toBeDefined();
    expect(cache.get("/api/v1/b", 1, 1_000)).toBeDefined();
    expect(cache.get("/api/v1/search?q=0", 1, 1_000)).toBeUndefined();
    expect(cache.get("/api/v1/search?q=19", 1, 1_000)).toBeDefined();
    expect(cache.totalBytes).toBeLessThanOrEqual(40_000);
  });

  it("keys an address by its path and sorted query", () => {
    expect(answerKey(new URL("http://x/api/v1/meetings?limit=5&city=a"))).toBe(
      "/api/v1/meetings?city=a&limit=5",
    );
    expect(answerKey(new URL("http://x/api/v1/cities"))).toBe("/api/v1/cities");
  });
});
