// The page cache's memory (ADR 0037): rendered anonymous answers by URL, least recently used out first, bounded by
// bytes. Addresses with a query string may hold only a share of it, so a flood of made-up queries cannot push out
// the pages a crowd is reading.
export type CachedPage = {
  key: string;
  /** The content version the page was rendered at; any other version makes it stale. */
  version: number;
  storedAt: number;
  headers: [string, string][];
  body: Buffer;
  /** The same body gzipped once, for the many readers whose browsers accept it. */
  gzipped: Buffer | undefined;
  etag: string;
  lastModified: Date;
  /** The CSP nonce the body's scripts carry: a hit answers with this nonce in its CSP header. */
  nonce: string | undefined;
};

const ENTRY_OVERHEAD_BYTES = 512;
const QUERY_SHARE = 0.25;

export function pageBytes(page: CachedPage): number {
  return page.body.length + (page.gzipped?.length ?? 0) + page.key.length * 2 + ENTRY_OVERHEAD_BYTES;
}

export class PageCacheStore {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private queryBytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.pages.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** False when the page is too big to keep (more than an eighth of the budget). */
  set(page: CachedPage): boolean {
    const size = pageBytes(page);
    if (size > this.maxBytes / 8) return false;
    this.delete(page.key);
    this.pages.set(page.key, page);
    this.bytes += size;
    if (hasQuery(page.key)) {
      this.queryBytes += size;
      while (this.queryBytes > this.maxBytes * QUERY_SHARE) this.evictOldest(hasQuery);
    }
    while (this.bytes > this.maxBytes) this.evictOldest(() => true);
    return true;
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    const size = pageBytes(page);
    this.bytes -= size;
    if (hasQuery(key)) this.queryBytes -= size;
  }

  private evictOldest(matches: (key: string) => boolean): void {
    for (const key of this.pages.keys()) {
      if (matches(key)) {
        this.delete(key);
        return;
      }
    }
  }
}

function hasQuery(key: string): boolean {
  return key.includes("?");
}
