// Two workers with their own connections share one PostgreSQL queue: 200 new videos go from a source listing
// through transcript, analysis and story, and every step of every video runs exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCityWithSource } from "../factories/sources";
import { meetingCaptions, startFakeYoutubeCaptions } from "../fakes/youtube-captions";
import { type FakeYoutubeDataApi, makeFakeVideos, startFakeYoutubeDataApi } from "../fakes/youtube-data-api";

const VIDEO_COUNT = Number(process.env.PIPELINE_TEST_VIDEOS ?? 200);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("the pipeline with two workers on PostgreSQL", () => {
  let api: FakeYoutubeDataApi;
  let captions: Awaited<ReturnType<typeof startFakeYoutubeCaptions>>;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const videos = makeFakeVideos(VIDEO_COUNT, "pipe");
    api = await startFakeYoutubeDataApi();
    api.channels.push({ id: "UCpipelinepipelinepipe00", title: "Pipeline Council", uploads: "UUpipeline" });
    api.playlists.set(
      "UUpipeline",
      videos.map((video) => video.id),
    );
    for (const video of videos) api.videos.set(video.id, video);
    captions = await startFakeYoutubeCaptions({
      scenarios: Object.fromEntries(videos.map((video) => [video.id, "ok" as const])),
      events: meetingCaptions(),
    });
    Object.assign(process.env, {
      FETCH_ALLOW_PRIVATE_NETWORKS: "1",
      YOUTUBE_API_KEY: "test-key",
      YOUTUBE_API_BASE_URL: api.url,
      YOUTUBE_WATCH_BASE_URL: captions.url,
      LLM_BASE_URL: "",
    });

    const { database, openDatabase } = await import("~/lib/db.server");
    const { registerWorkers, setCurrentQueue, startQueue } = await import("~/lib/jobs.server");
    const { pipelineJobDefinitions } = await import("../../worker/jobs");
    const first = await startQueue(database());
    const secondDatabase = await openDatabase({
      databaseUrl: String(process.env.TEST_FILE_DATABASE_URL),
      poolSize: 5,
    });
    const second = await startQueue(secondDatabase, { supervise: false });
    for (const worker of [first, second]) {
      await registerWorkers(worker, pipelineJobDefinitions, { pollingIntervalSeconds: 0.5 });
    }
    setCurrentQueue(first);
    stops.push(
      async () => {
        await second.stop();
        await secondDatabase.close();
      },
      async () => {
        await first.stop();
        setCurrentQueue(undefined);
      },
      () => api.close(),
      () => captions.close(),
    );
  }, 60_000);

  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  it("runs every step of every video exactly once", { timeout: 300_000 }, async () => {
    const { database } = await import("~/lib/db.server");
    const { enqueue } = await import("~/lib/jobs.server");
    const { refreshSourceJob } = await import("~/features/sources/refresh-source.job.server");
    const { source } = await createCityWithSource("https://www.youtube.com/channel/UCpipelinepipelinepipe00");
    await enqueue(refreshSourceJob, { sourceId: source.id }, { singletonKey: `refresh-source:${source.id}` });

    const count = async (text: string) => Number((await database().executeSql(text)).rows[0]?.total ?? 0);
    const deadline = Date.now() + Number(process.env.PIPELINE_TEST_SECONDS ?? 280) * 1000;
    let stories = 0;
    while (Date.now() < deadline) {
      stories = await count(
        "select count(*)::int as total from video_pipeline_steps where step = 'story' and state = 'done'",
      );
      const failed = await count(
        "select count(*)::int as total from video_pipeline_steps where state = 'failed'",
      );
      expect(failed, "no step may fail").toBe(0);
      if (stories === VIDEO_COUNT) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const progress = await database().executeSql(
      "select step, state, count(*)::int as total, max(last_error) as error from video_pipeline_steps group by step, state",
    );
    const videos = await count("select count(*)::int as total from city_videos");
    const sources = await database().executeSql(
      "select last_refresh_error, last_refreshed_at from city_urls",
    );
    expect(stories, JSON.stringify({ videos, progress: progress.rows, sources: sources.rows })).toBe(
      VIDEO_COUNT,
    );

    expect(await count("select count(*)::int as total from city_videos where news_story is not null")).toBe(
      VIDEO_COUNT,
    );
    // Each step ran once per video: one attempt recorded, and one completed job per video in each queue.
    expect(await count("select count(*)::int as total from video_pipeline_steps where attempts <> 1")).toBe(
      0,
    );
    for (const queue of ["fetch-transcript", "analyze", "write-story"]) {
      const jobs = await database().executeSql(
        `select count(*)::int as total, count(distinct data->>'videoId')::int as videos
           from (select data from pgboss.job where name = $1 and state = 'completed'
                 union all select data from pgboss.archive where name = $1 and state = 'completed') completed`,
        [queue],
      );
      expect(jobs.rows[0], queue).toEqual({ total: VIDEO_COUNT, videos: VIDEO_COUNT });
    }
  });
});
