// The pace of useLiveProgress's polls (issue #13, ADR 0025): the first read again after a second, each next one
// half as long again while nothing changes, never slower than the ceiling, and back to the first delay once the
// page's data changes (the hook then counts its polls from 0 again).
import { describe, expect, it } from "vitest";
import { LIVE_PROGRESS, liveProgressDelay } from "~/features/pipeline/components/live-progress-pace";

/** The delays of `count` polls in a row since the data last changed. */
const delays = (count: number) => Array.from({ length: count }, (_, attempt) => liveProgressDelay(attempt));

describe("liveProgressDelay", () => {
  it("starts at the first delay and grows by the backoff with each poll while nothing changes", () => {
    expect(delays(5)).toEqual([1000, 1500, 2250, 3375, 5062.5]);
    expect(liveProgressDelay(0)).toBe(LIVE_PROGRESS.firstDelayMs);
    for (let attempt = 1; attempt < 7; attempt += 1)
      expect(liveProgressDelay(attempt)).toBeCloseTo(liveProgressDelay(attempt - 1) * LIVE_PROGRESS.backoff);
  });

  it("never grows past the ceiling, however long the job runs", () => {
    const long = delays(40);
    // 1000 x 1.5^6 = 11,390.6 ms is the last step under 15 s; the seventh poll and every later one wait 15 s.
    expect(long[6]).toBeCloseTo(11_390.625);
    expect(long.slice(7)).toEqual(Array(33).fill(LIVE_PROGRESS.maxDelayMs));
    expect(Math.max(...long)).toBe(15_000);
    expect(liveProgressDelay(1000)).toBe(15_000);
    for (let attempt = 1; attempt < long.length; attempt += 1)
      expect(long[attempt]).toBeGreaterThanOrEqual(long[attempt - 1] ?? 0);
  });

  it("is back at the first delay for the first poll after a change", () => {
    // The hook restarts its count at 0 when the page's data changes: after a long quiet wait, the news is followed
    // up as quickly as at the start.
    const beforeTheChange = liveProgressDelay(12);
    expect(beforeTheChange).toBe(LIVE_PROGRESS.maxDelayMs);
    expect(liveProgressDelay(0)).toBe(1000);
    expect(liveProgressDelay(0)).toBeLessThan(beforeTheChange);
  });
});
