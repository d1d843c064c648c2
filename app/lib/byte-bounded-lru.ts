// Answers kept in memory by address, least recently used out first, bounded by bytes (ADR 0037). Addresses with a
// query string may hold only a share of the budget, so a flood of made-up queries cannot push out what a crowd is
// reading. The page cache and the read API's answer cache both keep their entries here.

export type ByteBoundedLruOptions<V> = {
  maxBytes: number;
  /** The share of maxBytes that addresses with a query string may hold together. */
  queryShare: number;
  sizeOf: (key: string, value: V) => number;
};

export class ByteBoundedLru<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  private queryBytes = 0;

  constructor(private readonly options: ByteBoundedLruOptions<V>) {}

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last: a Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** False when the value is too big to keep (more than an eighth of the budget). */
  set(key: string, value: V): boolean {
    const size = this.options.sizeOf(key, value);
    if (size > this.options.maxBytes / 8) return false;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += size;
    if (hasQuery(key)) {
      this.queryBytes += size;
      while (this.queryBytes > this.options.maxBytes * this.options.queryShare) this.evictOldest(hasQuery);
    }
    while (this.bytes > this.options.maxBytes) this.evictOldest(() => true);
    return true;
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    const size = this.options.sizeOf(key, value);
    this.bytes -= size;
    if (hasQuery(key)) this.queryBytes -= size;
  }

  private evictOldest(matches: (key: string) => boolean): void {
    for (const key of this.entries.keys()) {
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
