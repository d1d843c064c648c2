// The page cache's memory (ADR 0037): rendered anonymous answers by URL, kept in a byte-bounded LRU.
import { ByteBoundedLru } from "~/lib/byte-bounded-lru";

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

/** The page cache's memory: a byte-bounded LRU of rendered pages by URL. */
export class PageCacheStore {
  private readonly lru: ByteBoundedLru<CachedPage>;

  constructor(readonly maxBytes: number) {
    this.lru = new ByteBoundedLru({
      maxBytes,
      queryShare: QUERY_SHARE,
      sizeOf: (_key, page) => pageBytes(page),
    });
  }

  get size(): number {
    return this.lru.size;
  }

  get totalBytes(): number {
    return this.lru.totalBytes;
  }

  get(key: string): CachedPage | undefined {
    return this.lru.get(key);
  }

  /** False when the page is too big to keep (more than an eighth of the budget). */
  set(page: CachedPage): boolean {
    return this.lru.set(page.key, page);
  }

  delete(key: string): void {
    this.lru.delete(key);
  }
}
