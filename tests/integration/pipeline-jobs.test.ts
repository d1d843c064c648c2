import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshCron } from "~/features/pipeline/pipeline-jobs.server";
import { refreshLiveSourcesJob } from "~/features/sources/refresh-source.job.server";
import { database } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { markStep } from "~/lib/pipeline-steps.server";
import { loader as cityLoader } from "~/routes/city";
import { loader as meetingLoader } from "~/routes/meeting";
import { createUser, getRequest, sessionCookie } from "../factories/accounts";
import { createCity, createSource, createVideo } from "../factories/cities";

let queue: Queue;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
});
afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

describe("the scheduled sweep", () => {
  it("queues one refresh per video source of each Live city, and no second copy while one waits", async () => {
    const live = await createCity({ status: "Live" });
    const liveSources = [await createSource(live.id), await createSource(live.id)];
    await createSource(live.id, { contentType: "site" });
    const preparing = await createCity({ status: "New" });
    await createSource(preparing.id);

    const first = await refreshLiveSourcesJob.handle({}, { jobId: "test", retryCount: 0 });
    expect(first).toMatchObject({ queued: expect.any(Number) });
    const queued = await database().executeSql(
      "select data->>'sourceId' as source from pgboss.job where name = 'refresh-source' and state = 'created'",
    );
    const ids = queued.rows.map((row) => row.source);
    for (const source of liveSources) expect(ids).toContain(source.id);
    expect(ids).toHaveLength(new Set(ids).size);

    await refreshLiveSourcesJob.handle({}, { jobId: "test", retryCount: 0 });
    const again = await database().executeSql(
      "select count(*)::int as total from pgboss.job where name = 'refresh-source' and state = 'created'",
    );
    expect(again.rows[0]).toEqual({ total: ids.length });
  });

  it("turns an interval in minutes into a cron schedule", () => {
    expect(refreshCron(5)).toBe("*/5 * * * *");
    expect(refreshCron(30)).toBe("*/30 * * * *");
    expect(refreshCron(60)).toBe("0 */1 * * *");
    expect(refreshCron(180)).toBe("0 */3 * * *");
  });
});

describe("pipeline state on the meeting page", () => {
  it("shows admins each step with attempts and last error, and nobody else", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: null });
    await markStep({ videoId: video.id, step: "transcript", state: "queued" });
    await markStep({ videoId: video.id, step: "transcript", state: "running" });
    await markStep({
      videoId: video.id,
      step: "transcript",
      state: "failed",
      error: "YouTube did not answer in time.",
    });
    const load = async (cookie?: string) =>
      (await meetingLoader({
        request: getRequest(`/city/${city.locationKey}/meeting/${video.id}`, { cookie }),
        params: { locationKey: city.locationKey, videoId: video.id },
        context: {},
      } as never)) as {
        pipelineSteps: { step: string; state: string; attempts: number; lastError: string | null }[] | null;
      };

    const admin = await load(await sessionCookie((await createUser({ admin: true })).email));
    expect(admin.pipelineSteps).toEqual([
      expect.objectContaining({
        step: "transcript",
        state: "failed",
        attempts: 1,
        lastError: "YouTube did not answer in time.",
      }),
    ]);
    expect((await load()).pipelineSteps).toBeNull();
    expect((await load(await sessionCookie((await createUser()).email))).pipelineSteps).toBeNull();
  });
});

describe("source status on the city page", () => {
  it("shows admins each source's last read, note and error, and nobody else", async () => {
    const city = await createCity();
    const source = await createSource(city.id, { title: "Council channel" });
    await database().executeSql(
      "update city_urls set last_refresh_note = $1, last_refresh_error = $2, last_refreshed_at = now() where id = $3",
      [
        "Without a YouTube API key only the newest 15 videos are listed from the public feed.",
        "www.youtube.com could not be reached.",
        source.id,
      ],
    );
    const load = async (cookie?: string) =>
      (await cityLoader({
        request: getRequest(`/city/${city.locationKey}`, { cookie }),
        params: { locationKey: city.locationKey },
        context: {},
      } as never)) as {
        sourceStatus: { title: string; lastRefreshNote: string; lastRefreshError: string }[] | null;
      };
    const admin = await load(await sessionCookie((await createUser({ admin: true })).email));
    expect(admin.sourceStatus).toEqual([
      expect.objectContaining({
        title: "Council channel",
        lastRefreshNote:
          "Without a YouTube API key only the newest 15 videos are listed from the public feed.",
        lastRefreshError: "www.youtube.com could not be reached.",
      }),
    ]);
    expect((await load()).sourceStatus).toBeNull();
    expect((await load(await sessionCookie((await createUser()).email))).sourceStatus).toBeNull();
  });
});
