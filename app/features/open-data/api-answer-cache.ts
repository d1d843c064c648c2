// The read API's answers kept in memory per content version (issue #18's "lists at 0.3x the static file"): the same
// URL read again before any write answers from here, with the rate limit still counted for every request. Bounded
// by bytes, least recently used out first; made-up query strings may fill only a share of it, so a flood of them
// cannot push out the lists everyone reads. A write anywhere bumps the version (ADR 0037) and every answer is stale.

export type KeptAnswer = { version: number; storedAt: number; body: string; etag: string };

/** Answers are also renewed after this long, as pages are (ADR 0037). */
const MAX_AGE_MS = 5 * 60_000;
const QUERY_SHARE = 0.5;

export class ApiAnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;
  private queryBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer kept for this address at this version, if it is still fresh. */
  get(key: string, version: number, now = Date.now()): KeptAnswer | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    if (kept.version !== version || now - kept.storedAt > MAX_AGE_MS) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: a Map keeps insertion order.
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept;
  }

  set(key: string, answer: KeptAnswer): void {
    const size = sizeOf(key, answer);
    if (size > this.maxBytes / 8) return;
    this.delete(key);
    this.answers.set(key, answer);
    this.bytes += size;
    if (key.includes("?")) {
      this.queryBytes += size;
      while (this.queryBytes > this.maxBytes * QUERY_SHARE) this.evictOldest((other) => other.includes("?"));
    }
    while (this.bytes > this.maxBytes) this.evictOldest(() => true);
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const kept = this.answers.get(key);
    if (!kept) return;
    this.answers.delete(key);
    const size = sizeOf(key, kept);
    this.bytes -= size;
    if (key.includes("?")) this.queryBytes -= size;
  }

  private evictOldest(matches: (key: string) => boolean): void {
    for (const key of this.answers.keys()) {
      if (matches(key)) {
        this.delete(key);
        return;
      }
    }
  }
}

function sizeOf(key: string, answer: KeptAnswer): number {
  return (key.length + answer.body.length + answer.etag.length) * 2 + 128;
}

/** The address an answer is kept under: the path and its query parameters, sorted. */
export function answerKey(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.sort();
  const sorted = query.toString();
  return sorted ? `${url.pathname}?${sorted}` : url.pathname;
}
