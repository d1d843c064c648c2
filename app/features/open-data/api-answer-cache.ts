// The read API's answers kept in memory per content version (issue #18's "lists at 0.3x the static file"): the same
// URL read again before any write answers from here, with the rate limit still counted for every request. Bounded
// by bytes, least recently used out first; made-up query strings may fill only a share of it, so a flood of them
// cannot push out the lists everyone reads. A write anywhere bumps the version (ADR 0037) and every answer is stale.
import { ByteBoundedLru } from "~/lib/byte-bounded-lru";

export type KeptAnswer = { version: number; storedAt: number; body: string; etag: string };

/** Answers are also renewed after this long, as pages are (ADR 0037). */
const MAX_AGE_MS = 5 * 60_000;
const QUERY_SHARE = 0.5;

export class ApiAnswerCache {
  private readonly lru: ByteBoundedLru<KeptAnswer>;

  constructor(maxBytes: number) {
    this.lru = new ByteBoundedLru({ maxBytes, queryShare: QUERY_SHARE, sizeOf });
  }

  /** The answer kept for this address at this version, if it is still fresh. */
  get(key: string, version: number, now = Date.now()): KeptAnswer | undefined {
    const kept = this.lru.get(key);
    if (!kept) return undefined;
    if (kept.version !== version || now - kept.storedAt > MAX_AGE_MS) {
      this.lru.delete(key);
      return undefined;
    }
    return kept;
  }

  set(key: string, answer: KeptAnswer): void {
    this.lru.set(key, answer);
  }

  get totalBytes(): number {
    return this.lru.totalBytes;
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
