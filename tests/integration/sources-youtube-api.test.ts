// The YouTube Data API client and refreshSource against a loopback fake of the API (a key is configured).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCityWithSource, storedSource, storedVideos } from "../factories/sources";
import { type FakeFeeds, startFakeFeeds, youtubeChannelPage } from "../fakes/feeds";
import { type FakeYoutubeDataApi, makeFakeVideos, startFakeYoutubeDataApi } from "../fakes/youtube-data-api";

let api: FakeYoutubeDataApi;
let feeds: FakeFeeds;
let client: typeof import("~/features/sources/youtube-data-api.server");
let sources: typeof import("~/features/sources/sources.server");
let fetching: typeof import("~/features/sources/source-fetch.server");
let copy: typeof import("~/features/sources/sources.copy");

const CHANNEL_ID = "UCfakeCouncilChannel0001";
const UPLOADS = "UUfakeCouncilChannel0001";

beforeAll(async () => {
  api = await startFakeYoutubeDataApi();
  feeds = await startFakeFeeds();
  vi.stubEnv("YOUTUBE_FEED_BASE_URL", feeds.url);
  vi.stubEnv("FETCH_ALLOW_PRIVATE_NETWORKS", "1");
  vi.stubEnv("YOUTUBE_API_KEY", "test-key");
  vi.stubEnv("YOUTUBE_API_BASE_URL", api.url);
  vi.resetModules();
  client = await import("~/features/sources/youtube-data-api.server");
  sources = await import("~/features/sources/sources.server");
  fetching = await import("~/features/sources/source-fetch.server");
  copy = await import("~/features/sources/sources.copy");
});
afterAll(async () => {
  await api.close();
  await feeds.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  api.failure = null;
  api.failOnly = undefined;
  api.requests.length = 0;
  api.channels.length = 0;
  api.playlists.clear();
  api.videos.clear();
});

function seedChannel(count: number, prefix = "v") {
  const videos = makeFakeVideos(count, prefix);
  for (const video of videos) api.videos.set(video.id, video);
  api.channels.push({
    id: CHANNEL_ID,
    title: "Springfield City Council",
    handle: "SpringfieldCouncil",
    username: "springfieldgov",
    uploads: UPLOADS,
  });
  api.playlists.set(
    UPLOADS,
    videos.map((video) => video.id),
  );
  return videos;
}

const config = () => ({ apiKey: "test-key", baseUrl: api.url, timeoutMs: 500 });

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof fetching.SourceError))
    throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe("YouTube Data API client", () => {
  it("lists a handle's uploads through channels.list, 50-item pages and 50-id detail batches", async () => {
    const videos = seedChannel(120);
    const listed = await client.listYoutubeApiVideos({
      config: config(),
      target: { kind: "handle", handle: "SpringfieldCouncil" },
      knownVideoIds: new Set(),
    });
    expect(listed).toHaveLength(120);
    expect(listed.map((video) => video.videoId)).toEqual(videos.map((video) => video.id));
    const channelCall = api.requests.find((request) => request.resource === "channels");
    expect(channelCall?.params.get("forHandle")).toBe("@SpringfieldCouncil");
    expect(channelCall?.params.get("part")).toBe("contentDetails,snippet");
    const pages = api.requests.filter((request) => request.resource === "playlistItems");
    expect(pages.map((request) => request.params.get("pageToken"))).toEqual([null, "page-50", "page-100"]);
    expect(pages.every((request) => request.params.get("maxResults") === "50")).toBe(true);
    const detailCalls = api.requests.filter((request) => request.resource === "videos");
    expect(detailCalls).toHaveLength(3);
    expect(detailCalls[0]?.params.get("part")).toBe("snippet,contentDetails,liveStreamingDetails");
    expect(detailCalls.map((request) => request.params.get("id")?.split(",").length)).toEqual([50, 50, 20]);
    expect(listed[0]).toMatchObject({
      videoId: videos[0]?.id,
      title: videos[0]?.title,
      description: "Agenda item 0",
      videoUrl: `https://www.youtube.com/watch?v=${videos[0]?.id}`,
      thumbnailUrl: `https://i.ytimg.com/vi/${videos[0]?.id}/hqdefault.jpg`,
      channelTitle: "Fake City Council",
    });
  });

  it("finds channels by id and by legacy user name too", async () => {
    seedChannel(3);
    for (const target of [
      { kind: "channel", channelId: CHANNEL_ID },
      { kind: "user", name: "springfieldgov" },
    ] as const) {
      const listed = await client.listYoutubeApiVideos({
        config: config(),
        target,
        knownVideoIds: new Set(),
      });
      expect(listed).toHaveLength(3);
    }
    expect(
      api.requests
        .filter((r) => r.resource === "channels")
        .map((r) => r.params.get("id") ?? r.params.get("forUsername")),
    ).toEqual([CHANNEL_ID, "springfieldgov"]);
  });

  it("finds a /c/ custom name by handle, and otherwise through the channel page", async () => {
    seedChannel(2);
    const byHandle = await client.listYoutubeApiVideos({
      config: config(),
      target: { kind: "custom", name: "SpringfieldCouncil" },
      knownVideoIds: new Set(),
    });
    expect(byHandle).toHaveLength(2);
    feeds.resources.set("/c/SpringfieldTV", {
      contentType: "text/html",
      body: youtubeChannelPage(CHANNEL_ID, "canonical"),
    });
    const byPage = await client.listYoutubeApiVideos({
      config: config(),
      target: { kind: "custom", name: "SpringfieldTV" },
      knownVideoIds: new Set(),
    });
    expect(byPage).toHaveLength(2);
    expect(
      api.requests
        .filter((r) => r.resource === "channels")
        .at(-1)
        ?.params.get("id"),
    ).toBe(CHANNEL_ID);
  });

  it("takes the meeting date from videoPublishedAt, falling back to snippet.publishedAt, and picks the best thumbnail", async () => {
    const [first, second] = seedChannel(2);
    if (!first || !second) throw new Error("seed failed");
    api.videos.set(first.id, {
      ...first,
      videoPublishedAt: "2025-01-06T01:00:00Z",
      publishedAt: "2025-01-09T00:00:00Z",
      thumbnails: {
        default: { url: "https://i.ytimg.com/d.jpg" },
        standard: { url: "https://i.ytimg.com/sd.jpg" },
        maxres: { url: "https://i.ytimg.com/max.jpg" },
      },
    });
    const listed = await client.listYoutubeApiVideos({
      config: config(),
      target: { kind: "playlist", playlistId: UPLOADS },
      knownVideoIds: new Set(),
    });
    expect(listed[0]?.publishedAt?.toISOString()).toBe("2025-01-06T01:00:00.000Z");
    expect(listed[0]?.thumbnailUrl).toBe("https://i.ytimg.com/max.jpg");
    const single = await client.listYoutubeApiVideos({
      config: config(),
      target: { kind: "video", videoId: second.id },
      knownVideoIds: new Set(),
    });
    expect(single[0]?.publishedAt?.toISOString()).toBe(new Date(second.publishedAt).toISOString());
  });

  it("stops paging at the first video it already knows", async () => {
    const videos = seedChannel(120);
    const listed = await client.listYoutubeApiVideos({
      config: config(),
      target: { kind: "channel", channelId: CHANNEL_ID },
      knownVideoIds: new Set([videos[7]?.id ?? ""]),
    });
    expect(listed.map((video) => video.videoId)).toEqual(videos.slice(0, 7).map((video) => video.id));
    expect(api.requests.filter((request) => request.resource === "playlistItems")).toHaveLength(1);
  });

  it("leaves out upcoming and live broadcasts", async () => {
    const videos = seedChannel(4);
    api.videos.set(videos[0]!.id, { ...videos[0]!, liveBroadcastContent: "upcoming" });
    api.videos.set(videos[1]!.id, { ...videos[1]!, liveBroadcastContent: "live" });
    const listed = await client.listYoutubeApiVideos({
      config: config(),
      target: { kind: "channel", channelId: CHANNEL_ID },
      knownVideoIds: new Set(),
    });
    expect(listed.map((video) => video.videoId)).toEqual([videos[2]?.id, videos[3]?.id]);
  });

  it("reports an exhausted quota clearly and does not ask for a retry", async () => {
    seedChannel(2);
    for (const failure of ["quota", "daily-limit"] as const) {
      api.failure = failure;
      const error = await failureOf(
        client.listYoutubeApiVideos({
          config: config(),
          target: { kind: "channel", channelId: CHANNEL_ID },
          knownVideoIds: new Set(),
        }),
      );
      expect(error.message).toBe("YouTube API quota exceeded; try again tomorrow");
      expect(error.message).toBe(copy.SOURCES_COPY.youtubeQuotaExceeded);
      expect(error.transient).toBe(false);
      expect(error.status).toBe(429);
    }
  });

  it("says clearly when a channel, playlist or video does not exist, without retrying", async () => {
    seedChannel(1);
    const noChannel = await failureOf(
      client.listYoutubeApiVideos({
        config: config(),
        target: { kind: "handle", handle: "NobodyHere" },
        knownVideoIds: new Set(),
      }),
    );
    expect(noChannel.message).toBe(copy.SOURCES_COPY.youtubeChannelNotFound);
    expect(noChannel.transient).toBe(false);
    const noPlaylist = await failureOf(
      client.listYoutubeApiVideos({
        config: config(),
        target: { kind: "playlist", playlistId: "PLmissingmissing01" },
        knownVideoIds: new Set(),
      }),
    );
    expect(noPlaylist.message).toBe(copy.SOURCES_COPY.youtubePlaylistNotFound);
    expect(noPlaylist.status).toBe(404);
    expect(noPlaylist.transient).toBe(false);
    const noVideo = await failureOf(
      client.listYoutubeApiVideos({
        config: config(),
        target: { kind: "video", videoId: "zzzzzzzzzzz" },
        knownVideoIds: new Set(),
      }),
    );
    expect(noVideo.message).toBe(copy.SOURCES_COPY.youtubeVideoNotFound);
  });

  it("treats timeouts, 5xx, per-second rate limits and malformed JSON as transient, and a refused key as permanent", async () => {
    seedChannel(2);
    const run = () =>
      client.listYoutubeApiVideos({
        config: config(),
        target: { kind: "channel", channelId: CHANNEL_ID },
        knownVideoIds: new Set(),
      });
    api.failure = "hang";
    // The outcome proves the time limit fired: a hang that was waited out would end the test by its own timeout.
    const timeout = await failureOf(run());
    expect(timeout.transient).toBe(true);
    expect(timeout.message).toMatch(/did not answer in time/);
    for (const failure of ["server-error", "rate-limit"] as const) {
      api.failure = failure;
      expect((await failureOf(run())).transient, failure).toBe(true);
    }
    api.failure = "malformed-json";
    api.failOnly = "videos";
    const malformed = await failureOf(run());
    expect(malformed.transient).toBe(true);
    expect(malformed.message).toBe(copy.SOURCES_COPY.youtubeUnreadable);
    api.failOnly = undefined;
    api.failure = "key-invalid";
    const refused = await failureOf(run());
    expect(refused.transient).toBe(false);
    expect(refused.message).toBe(copy.SOURCES_COPY.youtubeKeyRefused);
  });
});

describe("refreshSource with the Data API", () => {
  it("adds every new video once, and a second refresh adds only what is new", async () => {
    const videos = seedChannel(60);
    const { source, city } = await createCityWithSource(`https://www.youtube.com/channel/${CHANNEL_ID}`);
    const first = await sources.refreshSource({ sourceId: source.id });
    expect(first.newVideoIds).toHaveLength(60);
    expect(first).toMatchObject({ updated: 0, total: 60 });
    const stored = await storedVideos(source.id);
    expect(stored).toHaveLength(60);
    expect(stored.every((video) => video.cityId === city.id)).toBe(true);
    const refreshed = await storedSource(source.id);
    expect(refreshed.lastRefreshedAt).not.toBeNull();
    expect(refreshed.lastRefreshError).toBeNull();
    expect(refreshed.lastRefreshNote).toBeNull();

    // Two new uploads arrive at the top of the channel.
    const fresh = makeFakeVideos(2, "n", new Date("2025-07-02T18:00:00Z"));
    for (const video of fresh) api.videos.set(video.id, video);
    api.playlists.set(UPLOADS, [...fresh.map((video) => video.id), ...videos.map((video) => video.id)]);
    api.requests.length = 0;
    const second = await sources.refreshSource({ sourceId: source.id });
    expect(second.newVideoIds).toHaveLength(2);
    expect(second.total).toBe(2);
    expect(api.requests.filter((request) => request.resource === "playlistItems")).toHaveLength(1);
    expect(await storedVideos(source.id)).toHaveLength(62);
  });

  it("a failed refresh records the error and changes no video", async () => {
    seedChannel(3);
    const { source } = await createCityWithSource(`https://www.youtube.com/@SpringfieldCouncil`);
    await sources.refreshSource({ sourceId: source.id });
    const before = await storedVideos(source.id);
    const beforeSource = await storedSource(source.id);
    api.failure = "quota";
    await expect(sources.refreshSource({ sourceId: source.id })).rejects.toThrow(
      "YouTube API quota exceeded; try again tomorrow",
    );
    expect(await storedVideos(source.id)).toEqual(before);
    const after = await storedSource(source.id);
    expect(after.lastRefreshError).toBe("YouTube API quota exceeded; try again tomorrow");
    expect(after.lastRefreshedAt).toEqual(beforeSource.lastRefreshedAt);
    // The next good refresh clears the error.
    api.failure = null;
    await sources.refreshSource({ sourceId: source.id });
    expect((await storedSource(source.id)).lastRefreshError).toBeNull();
  });
});
