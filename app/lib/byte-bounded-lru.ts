// Answers kept in memory by address, least recently used out first, bounded by bytes (ADR 0037): lru-cache keeps the
// order and the byte bound. What it has no option for is kept here: addresses with a query string may hold only a
// share of the budget, so a flood of made-up queries cannot push out what a crowd is reading. The page cache, the
// read API's answers, share cards and city archives keep their entries here.
import { LRUCache } from "lru-cache";

export type ByteBoundedLruOptions<V> = {
  maxBytes: number;
  /** The share of maxBytes that addresses with a query string may hold together. */
  queryShare: number;
  sizeOf: (key: string, value: V) => number;
};

export class ByteBoundedLru<V extends {}> {
  private readonly entries: LRUCache<string, V>;
  private queryBytes = 0;

  constructor(private readonly options: ByteBoundedLruOptions<V>) {
    this.entries = new LRUCache<string, V>({
      // lru-cache takes a whole number above 0; a budget of 0 keeps nothing anyway (set refuses every value).
      maxSize: Math.max(1, Math.floor(options.maxBytes)),
      sizeCalculation: (value, key) => options.sizeOf(key, value),
      // Evicted, deleted or replaced.
      dispose: (value, key) => {
        if (hasQuery(key)) this.queryBytes -= options.sizeOf(key, value);
      },
    });
  }

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.entries.calculatedSize;
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** False when the value is too big to keep (more than an eighth of the budget). */
  set(key: string, value: V): boolean {
    const size = this.options.sizeOf(key, value);
    if (size > this.options.maxBytes / 8) return false;
    this.entries.delete(key);
    if (hasQuery(key)) {
      // Before lru-cache makes room, so that room for a query comes out of the queries' share, never out of the
      // addresses without one.
      const queryBudget = this.options.maxBytes * this.options.queryShare;
      let deleted = true;
      while (deleted && this.queryBytes + size > queryBudget) deleted = this.deleteOldestQuery();
      this.queryBytes += size;
    }
    this.entries.set(key, value);
    return true;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private deleteOldestQuery(): boolean {
    for (const key of this.entries.rkeys()) {
      if (hasQuery(key)) return this.entries.delete(key);
    }
    return false;
  }
}

function hasQuery(key: string): boolean {
  return key.includes("?");
}
