// How often a page asks again while its run is queued or running: first after a second, then less often (x1.5 each
// time, at most every 15 s) so a long job does not hammer the server. Read by the app's useLiveProgress and by the
// island that follows a run before the app starts (follow-progress.ts); framework-free for the island.

export const LIVE_PROGRESS = { firstDelayMs: 1000, backoff: 1.5, maxDelayMs: 15_000 } as const;

/** The delay before poll number `attempt` (0-based) since the data last changed. */
export function liveProgressDelay(attempt: number): number {
  return Math.min(LIVE_PROGRESS.firstDelayMs * LIVE_PROGRESS.backoff ** attempt, LIVE_PROGRESS.maxDelayMs);
}

/** Marks a page's progress while its run is queued or running (RunProgress), for the island that follows it. */
export const FOLLOWS_PROGRESS_ATTRIBUTE = "data-follows-progress";
