// The page cache's memory (ADR 0037): least recently used out first, never more bytes than its budget, and a flood
// of made-up query strings held to its share.
import { describe, expect, it } from "vitest";
import { type CachedPage, PageCacheStore, pageBytes } from "../../server/page-cache-store";

function page(key: string, bytes = 1000): CachedPage {
  return {
    key,
    version: 1,
    storedAt: Date.now(),
    headers: [],
    body: Buffer.alloc(bytes),
    gzipped: undefined,
    etag: `W/"${key}"`,
    lastModified: new Date(),
    nonce: undefined,
  };
}

describe("PageCacheStore", () => {
  it("drops the least recently read page when a new one would pass the budget", () => {
    const size = pageBytes(page("/p0"));
    const store = new PageCacheStore(size * 8);
    for (let index = 0; index < 8; index++) expect(store.set(page(`/p${index}`))).toBe(true);
    store.get("/p0");
    store.set(page("/p8"));
    expect(store.size).toBe(8);
    expect(store.get("/p1")).toBeUndefined();
    expect(store.get("/p0")?.key).toBe("/p0");
    expect(store.get("/p8")?.key).toBe("/p8");
    expect(store.totalBytes).toBeLessThanOrEqual(store.maxBytes);
  });

  it("refuses a page bigger than an eighth of its budget", () => {
    const store = new PageCacheStore(8_000);
    expect(store.set(page("/big", 2_000))).toBe(false);
    expect(store.size).toBe(0);
  });

  it("counts a page kept again under the same address once", () => {
    const store = new PageCacheStore(1_000_000);
    store.set(page("/a"));
    store.set(page("/a"));
    expect(store.size).toBe(1);
    expect(store.totalBytes).toBe(pageBytes(page("/a")));
  });

  it("keeps addresses without a query when made-up queries flood in", () => {
    const size = pageBytes(page("/a"));
    const store = new PageCacheStore(size * 40);
    store.set(page("/city/one"));
    store.set(page("/city/two"));
    for (let index = 0; index < 500; index++)
      store.set(page(`/search?q=${index.toString().padStart(3, "0")}`));
    expect(store.get("/city/one")).toBeDefined();
    expect(store.get("/city/two")).toBeDefined();
    expect(store.totalBytes).toBeLessThanOrEqual(store.maxBytes);
    // The newest queries are the ones kept, within a quarter of the budget.
    expect(store.get("/search?q=499")).toBeDefined();
    expect(store.get("/search?q=000")).toBeUndefined();
  });

  it("makes room for a query out of the queries' share even when the whole budget is full", () => {
    // Keys of one length, so every page takes the same bytes.
    const size = pageBytes(page("/s?q=00"));
    const store = new PageCacheStore(size * 40);
    for (let index = 0; index < 30; index++) store.set(page(`/city${index.toString().padStart(2, "0")}`));
    for (let index = 0; index < 10; index++) store.set(page(`/s?q=0${index}`));
    expect(store.totalBytes).toBe(size * 40);
    store.set(page("/s?q=10"));
    // The oldest query went, and no page without a query, though the oldest of those is older than any query.
    expect(store.get("/s?q=00")).toBeUndefined();
    expect(store.get("/s?q=10")).toBeDefined();
    expect(store.get("/city00")).toBeDefined();
    expect(store.size).toBe(40);
  });

  it("keeps nothing with a budget of 0, and takes a budget that is not a whole number of bytes", () => {
    expect(new PageCacheStore(0).set(page("/a"))).toBe(false);
    const store = new PageCacheStore(pageBytes(page("/a")) * 8 + 0.5);
    expect(store.set(page("/a"))).toBe(true);
    expect(store.get("/a")?.key).toBe("/a");
  });
});
