// When the scheduled source refresh runs next, read from the cron pattern refreshCron writes (shown per source on
// the pipeline dashboard).
import { describe, expect, it } from "vitest";
import { nextRefreshRun, refreshCron } from "~/features/pipeline/pipeline-jobs.server";

const at = (iso: string) => new Date(iso);

describe("nextRefreshRun", () => {
  it("finds the next multiple of N minutes, restarting each hour as cron does", () => {
    expect(nextRefreshRun(refreshCron(15), at("2026-11-22T10:07:30Z"))).toEqual(at("2026-11-22T10:15:00Z"));
    expect(nextRefreshRun(refreshCron(15), at("2026-11-22T10:15:00Z"))).toEqual(at("2026-11-22T10:30:00Z"));
    expect(nextRefreshRun(refreshCron(45), at("2026-11-22T10:50:00Z"))).toEqual(at("2026-11-22T11:00:00Z"));
    expect(nextRefreshRun(refreshCron(5), at("2026-11-22T23:58:10Z"))).toEqual(at("2026-11-23T00:00:00Z"));
  });

  it("finds the next multiple of H hours on the hour, rolling over midnight", () => {
    expect(nextRefreshRun(refreshCron(60), at("2026-11-22T10:07:00Z"))).toEqual(at("2026-11-22T11:00:00Z"));
    expect(nextRefreshRun(refreshCron(180), at("2026-11-22T10:07:00Z"))).toEqual(at("2026-11-22T12:00:00Z"));
    expect(nextRefreshRun(refreshCron(360), at("2026-11-22T19:00:00Z"))).toEqual(at("2026-11-23T00:00:00Z"));
    expect(nextRefreshRun(refreshCron(1440), at("2026-11-22T00:00:00Z"))).toEqual(at("2026-11-23T00:00:00Z"));
  });

  it("reads a pattern someone scheduled by hand", () => {
    // 2026-11-22 is a Sunday: Monday at 04:15 UTC comes next.
    expect(nextRefreshRun("15 4 * * 1", at("2026-11-22T10:00:00Z"))).toEqual(at("2026-11-23T04:15:00Z"));
  });

  it("says nothing for a pattern that is not a cron", () => {
    expect(nextRefreshRun("*/0 * * * *", at("2026-11-22T10:00:00Z"))).toBeNull();
    expect(nextRefreshRun("every hour", at("2026-11-22T10:00:00Z"))).toBeNull();
  });
});
