// Listing sources with no YouTube API key (public Atom feed, channel pages, oEmbed), RSS/Atom feeds with
// enclosures and direct media links, and refreshSource's upsert, against loopback fakes speaking the real formats.
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cityUrls, cityVideos } from "#db/schema";
import { database, db } from "~/lib/db.server";
import { createCityWithSource, storedSource, storedVideos } from "../factories/sources";
import {
  type FakeFeeds,
  granicusPodcastFeed,
  startFakeFeeds,
  youtubeAtomFeed,
  youtubeChannelPage,
} from "../fakes/feeds";
import { SHARED_INGEST_FIXTURES, sharedFixturesPresent } from "../setup/shared-fixtures";

const FIXTURE_FEED = path.join(SHARED_INGEST_FIXTURES, "youtube_channel_feed_UCk195x4zYdMx4LhqEwhcPng.xml");
const FIXTURE_FEED_PRESENT = sharedFixturesPresent(FIXTURE_FEED);
const FIXTURE_CHANNEL = "UCk195x4zYdMx4LhqEwhcPng";
const CHANNEL_ID = "UCfakeCouncilChannel0002";

let feeds: FakeFeeds;
let sources: typeof import("~/features/sources/sources.server");
let youtubeFeed: typeof import("~/features/sources/youtube-feed.server");
let feedListing: typeof import("~/features/sources/feed-listing.server");
let fetching: typeof import("~/features/sources/source-fetch.server");
let copy: typeof import("~/features/sources/sources.copy");

beforeAll(async () => {
  feeds = await startFakeFeeds();
  vi.stubEnv("FETCH_ALLOW_PRIVATE_NETWORKS", "1");
  vi.stubEnv("YOUTUBE_API_KEY", "");
  vi.stubEnv("YOUTUBE_FEED_BASE_URL", feeds.url);
  vi.resetModules();
  sources = await import("~/features/sources/sources.server");
  youtubeFeed = await import("~/features/sources/youtube-feed.server");
  feedListing = await import("~/features/sources/feed-listing.server");
  fetching = await import("~/features/sources/source-fetch.server");
  copy = await import("~/features/sources/sources.copy");
});
afterAll(async () => {
  await feeds.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  feeds.failure = null;
  feeds.resources.clear();
  feeds.requests.length = 0;
});

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof fetching.SourceError))
    throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

function serveChannelFeed(
  channelId: string,
  entries: { videoId: string; title: string; published: string; description?: string }[],
) {
  feeds.resources.set(`/feeds/videos.xml?channel_id=${channelId}`, {
    contentType: "text/xml; charset=UTF-8",
    body: youtubeAtomFeed({ channelId, channelTitle: "Springfield City Council", entries }),
  });
}

const threeEntries = [
  {
    videoId: "aaaaaaaaaa1",
    title: "City Council – March 3, 2025",
    published: "2025-03-04T02:00:00+00:00",
    description: "Budget & zoning",
  },
  { videoId: "aaaaaaaaaa2", title: "Planning Commission", published: "2025-02-20T01:30:00+00:00" },
  { videoId: "aaaaaaaaaa3", title: "2025", published: "2025-02-01T01:30:00+00:00" },
];

describe("YouTube without an API key: the public Atom feed", () => {
  it.skipIf(!FIXTURE_FEED_PRESENT)(
    "reads the real captured feed: 15 entries with their ids, dates and text",
    async () => {
      feeds.resources.set(`/feeds/videos.xml?channel_id=${FIXTURE_CHANNEL}`, {
        contentType: "text/xml; charset=UTF-8",
        body: readFileSync(FIXTURE_FEED),
      });
      const listing = await sources.listSourceVideos({
        url: `https://www.youtube.com/channel/${FIXTURE_CHANNEL}`,
      });
      expect(listing.note).toBe(
        "Without a YouTube API key only the newest 15 videos are listed from the public feed.",
      );
      expect(listing.videos).toHaveLength(15);
      const [newest] = listing.videos;
      expect(newest).toMatchObject({
        videoId: "Elewn679CZI",
        title: "El Brillante Futuro de la Física | Una Conversación con Álvaro de Rújula",
        videoUrl: "https://www.youtube.com/watch?v=Elewn679CZI",
        thumbnailUrl: "https://i2.ytimg.com/vi/Elewn679CZI/hqdefault.jpg",
        channelTitle: "Instituto de Física Teórica IFT",
      });
      expect(newest?.publishedAt?.toISOString()).toBe("2021-12-19T14:00:11.000Z");
      expect(newest?.description).toMatch(/^Álvaro de Rújula, referente a nivel mundial/);
      const oldest = listing.videos.at(-1);
      expect(oldest?.publishedAt?.toISOString().slice(0, 10)).toBe("2021-08-14");
      expect(new Set(listing.videos.map((video) => video.videoId)).size).toBe(15);
      expect(listing.videos.every((video) => /^[A-Za-z0-9_-]{11}$/.test(video.videoId))).toBe(true);
    },
  );

  it("keeps titles that look like numbers as text and decodes entities", async () => {
    serveChannelFeed(CHANNEL_ID, threeEntries);
    const { videos } = await sources.listSourceVideos({ url: `https://m.youtube.com/channel/${CHANNEL_ID}` });
    expect(videos.map((video) => video.title)).toEqual([
      "City Council – March 3, 2025",
      "Planning Commission",
      "2025",
    ]);
    expect(videos[0]?.description).toBe("Budget & zoning");
    expect(feeds.requests[0]?.path).toBe(`/feeds/videos.xml?channel_id=${CHANNEL_ID}`);
  });

  it("reads a playlist through ?playlist_id=", async () => {
    feeds.resources.set("/feeds/videos.xml?playlist_id=PLcouncil2025meetings", {
      contentType: "text/xml",
      body: youtubeAtomFeed({
        channelId: CHANNEL_ID,
        channelTitle: "Council",
        entries: threeEntries.slice(0, 1),
      }),
    });
    const { videos, note } = await sources.listSourceVideos({
      url: "https://www.youtube.com/playlist?list=PLcouncil2025meetings",
    });
    expect(videos.map((video) => video.videoId)).toEqual(["aaaaaaaaaa1"]);
    expect(note).toBe(copy.SOURCES_COPY.feedOnlyNote);
  });

  it.each(["canonical", "json", "meta"] as const)(
    "finds a handle's channel id from its page (%s)",
    async (how) => {
      feeds.resources.set("/@SpringfieldCouncil", {
        contentType: "text/html; charset=utf-8",
        body: youtubeChannelPage(CHANNEL_ID, how),
      });
      serveChannelFeed(CHANNEL_ID, threeEntries);
      const { videos } = await sources.listSourceVideos({
        url: "https://www.youtube.com/@SpringfieldCouncil/videos",
      });
      expect(videos).toHaveLength(3);
    },
  );

  it("finds /user/ and /c/ channels from their pages too", async () => {
    feeds.resources.set("/user/springfieldgov", {
      contentType: "text/html",
      body: youtubeChannelPage(CHANNEL_ID, "canonical"),
    });
    feeds.resources.set("/c/SpringfieldTV", {
      contentType: "text/html",
      body: youtubeChannelPage(CHANNEL_ID, "json"),
    });
    serveChannelFeed(CHANNEL_ID, threeEntries);
    expect(
      (await sources.listSourceVideos({ url: "https://www.youtube.com/user/springfieldgov" })).videos,
    ).toHaveLength(3);
    expect(
      (await sources.listSourceVideos({ url: "https://www.youtube.com/c/SpringfieldTV" })).videos,
    ).toHaveLength(3);
  });

  it("says so clearly when the page names no channel id, or there is no such channel", async () => {
    feeds.resources.set("/@NoId", { contentType: "text/html", body: youtubeChannelPage(CHANNEL_ID, "none") });
    const noId = await failureOf(sources.listSourceVideos({ url: "https://www.youtube.com/@NoId" }));
    expect(noId.message).toBe(copy.SOURCES_COPY.channelIdNotFound);
    expect(noId.transient).toBe(false);
    const missing = await failureOf(sources.listSourceVideos({ url: "https://www.youtube.com/@Missing" }));
    expect(missing.message).toBe(copy.SOURCES_COPY.youtubeChannelNotFound);
  });

  it("lists one video by its address through oEmbed", async () => {
    feeds.resources.set("/oembed", {
      contentType: "application/json",
      body: JSON.stringify({
        title: "Special meeting",
        author_name: "Springfield City Council",
        thumbnail_url: "https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg",
        type: "video",
        version: "1.0",
      }),
    });
    const listing = await sources.listSourceVideos({ url: "https://youtu.be/aaaaaaaaaa1?t=5" });
    expect(listing.note).toBeUndefined();
    expect(listing.videos).toEqual([
      expect.objectContaining({
        videoId: "aaaaaaaaaa1",
        title: "Special meeting",
        channelTitle: "Springfield City Council",
      }),
    ]);
  });

  it("reports a missing feed as permanent and an outage, a hang or cut-off XML as transient", async () => {
    const url = `https://www.youtube.com/channel/${CHANNEL_ID}`;
    const missing = await failureOf(sources.listSourceVideos({ url }));
    expect(missing.message).toBe(copy.SOURCES_COPY.feedNotFound);
    expect(missing.transient).toBe(false);
    feeds.failure = "server-error";
    const outage = await failureOf(sources.listSourceVideos({ url }));
    expect(outage.transient).toBe(true);
    feeds.failure = "malformed-xml";
    const cutOff = await failureOf(sources.listSourceVideos({ url }));
    expect(cutOff.message).toBe(copy.SOURCES_COPY.feedUnreadable);
    expect(cutOff.transient).toBe(true);
    feeds.failure = "hang";
    const hang = await failureOf(
      youtubeFeed.listYoutubeFeedVideos({
        target: { kind: "channel", channelId: CHANNEL_ID },
        timeoutMs: 400,
      }),
    );
    expect(hang.transient).toBe(true);
    expect(hang.message).toMatch(/did not answer in time/);
  });
});

describe("RSS/Atom feeds with enclosures and direct media links", () => {
  it("reads a Granicus-style podcast feed: guid ids, link pages and MP4 enclosures", async () => {
    const body = granicusPodcastFeed({
      base: feeds.url,
      items: [
        { clipId: 4321, title: "City Council Regular Meeting", pubDate: "Tue, 04 Mar 2025 02:00:00 GMT" },
        {
          clipId: 4320,
          title: "Budget Workshop",
          pubDate: "Thu, 27 Feb 2025 18:30:00 -0800",
          withGuid: false,
        },
      ],
    });
    feeds.resources.set("/ViewPublisherRSS.php", { contentType: "application/rss+xml; charset=utf-8", body });
    const listing = await sources.listSourceVideos({
      url: `${feeds.url}/ViewPublisherRSS.php?view_id=2&mode=vpodcast`,
    });
    expect(listing.note).toBeUndefined();
    expect(listing.videos).toHaveLength(2);
    const [first, second] = listing.videos;
    expect(first).toMatchObject({
      videoId: "granicus-clip-4321",
      title: "City Council Regular Meeting",
      videoUrl: `${feeds.url}/MediaPlayer.php?view_id=2&clip_id=4321`,
      mediaUrl: `${feeds.url}/media/clip_4321.mp4`,
      channelTitle: "City of Springfield - City Council",
      thumbnailUrl: `${feeds.url}/images/podcast.png`,
    });
    expect(first?.publishedAt?.toISOString()).toBe("2025-03-04T02:00:00.000Z");
    expect(second?.publishedAt?.toISOString()).toBe("2025-02-28T02:30:00.000Z");
    // Without a guid the id is a hash of the enclosure: the same on every refresh.
    expect(second?.videoId).toMatch(/^media-[0-9a-f]{32}$/);
    const again = await sources.listSourceVideos({
      url: `${feeds.url}/ViewPublisherRSS.php?view_id=2&mode=vpodcast`,
    });
    expect(again.videos[1]?.videoId).toBe(second?.videoId);
  });

  it("reads an Atom feed with enclosure links", async () => {
    feeds.resources.set("/meetings.atom", {
      contentType: "application/atom+xml",
      body: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Town Meetings</title><id>urn:town</id><updated>2025-05-01T00:00:00Z</updated>
<entry><id>urn:town:meeting:77</id><title>Select Board</title><updated>2025-05-01T00:00:00Z</updated><published>2025-04-30T23:00:00Z</published>
<link rel="alternate" href="/meetings/77"/><link rel="enclosure" type="audio/mpeg" href="/audio/77.mp3"/><summary>Minutes and audio</summary></entry>
</feed>`,
    });
    const { videos } = await sources.listSourceVideos({ url: `${feeds.url}/meetings.atom` });
    expect(videos).toEqual([
      expect.objectContaining({
        videoId: "urn:town:meeting:77",
        title: "Select Board",
        videoUrl: `${feeds.url}/meetings/77`,
        mediaUrl: `${feeds.url}/audio/77.mp3`,
        description: "Minutes and audio",
        channelTitle: "Town Meetings",
      }),
    ]);
  });

  it("takes a media link as one video, by its extension or by its HEAD content type", async () => {
    const byExtension = await sources.listSourceVideos({
      url: "https://media.example.gov/archive/Council_2025-03-03.mp4?token=1",
    });
    expect(byExtension.videos).toEqual([
      expect.objectContaining({
        title: "Council 2025-03-03",
        mediaUrl: "https://media.example.gov/archive/Council_2025-03-03.mp4?token=1",
      }),
    ]);
    expect(feeds.requests).toHaveLength(0);
    feeds.resources.set("/stream/9", { contentType: "audio/mpeg", body: "ID3", contentLength: 900_000_000 });
    const byHead = await sources.listSourceVideos({ url: `${feeds.url}/stream/9` });
    expect(byHead.videos).toHaveLength(1);
    expect(byHead.videos[0]?.mediaUrl).toBe(`${feeds.url}/stream/9`);
    expect(feeds.requests.map((request) => request.method)).toEqual(["HEAD"]);
  });

  it("falls back to GET when HEAD is refused, and refuses a page that is neither feed nor media", async () => {
    feeds.resources.set("/feed-no-head", {
      contentType: "text/xml",
      body: granicusPodcastFeed({
        base: feeds.url,
        items: [{ clipId: 1, title: "One", pubDate: "Mon, 03 Mar 2025 10:00:00 GMT" }],
      }),
      refuseHead: true,
    });
    expect((await sources.listSourceVideos({ url: `${feeds.url}/feed-no-head` })).videos).toHaveLength(1);
    feeds.resources.set("/about", { contentType: "text/html", body: "<html><body>About us</body></html>" });
    const notFeed = await failureOf(sources.listSourceVideos({ url: `${feeds.url}/about` }));
    expect(notFeed.message).toBe(copy.SOURCES_COPY.notAFeed);
    expect(notFeed.transient).toBe(false);
    const missing = await failureOf(sources.listSourceVideos({ url: `${feeds.url}/gone` }));
    expect(missing.status).toBe(404);
    expect(missing.transient).toBe(false);
    feeds.failure = "malformed-xml";
    expect((await failureOf(sources.listSourceVideos({ url: `${feeds.url}/feed-no-head` }))).transient).toBe(
      true,
    );
  });

  it("parses feeds offline and ignores items with neither media nor a link", () => {
    const base = { baseUrl: "https://x.example" };
    expect(feedListing.parseFeedListing("not xml", base)).toBeNull();
    expect(feedListing.parseFeedListing("<html><body/></html>", base)).toBeNull();
    const parsed = feedListing.parseFeedListing(
      `<rss version="2.0"><channel><title>T</title><item><title>No media</title></item><item><guid>g1</guid><link>https://x.example/1</link></item></channel></rss>`,
      base,
    );
    expect(parsed?.videos).toEqual([
      expect.objectContaining({ videoId: "g1", title: copy.SOURCES_COPY.untitledVideo, mediaUrl: null }),
    ]);
  });
});

describe("refreshSource from the public feed", () => {
  it("stores the feed note, never duplicates, and never overwrites an admin's edited title or description", async () => {
    serveChannelFeed(CHANNEL_ID, threeEntries);
    const { source } = await createCityWithSource(`https://www.youtube.com/channel/${CHANNEL_ID}`);
    const first = await sources.refreshSource({ sourceId: source.id });
    expect(first).toMatchObject({ updated: 0, total: 3, note: copy.SOURCES_COPY.feedOnlyNote });
    expect(first.newVideoIds).toHaveLength(3);
    expect((await storedSource(source.id)).lastRefreshNote).toBe(copy.SOURCES_COPY.feedOnlyNote);

    await db()
      .update(cityVideos)
      .set({ title: "Regular Meeting (edited)", titleEditedAt: new Date() })
      .where(eq(cityVideos.videoId, "aaaaaaaaaa1"));
    await db()
      .update(cityVideos)
      .set({ description: "Edited description", descriptionEditedAt: new Date() })
      .where(eq(cityVideos.videoId, "aaaaaaaaaa2"));

    serveChannelFeed(CHANNEL_ID, [
      { ...threeEntries[0]!, title: "Renamed upstream", description: "New upstream text" },
      {
        ...threeEntries[1]!,
        title: "Planning Commission (renamed)",
        description: "Upstream description",
        published: "2025-02-21T01:30:00+00:00",
      },
      { ...threeEntries[2]!, title: "Retitled upstream" },
      { videoId: "aaaaaaaaaa4", title: "Newest", published: "2025-03-10T01:30:00+00:00" },
    ]);
    const second = await sources.refreshSource({ sourceId: source.id });
    expect(second).toMatchObject({ updated: 3, total: 4 });
    expect(second.newVideoIds).toHaveLength(1);
    const stored = await storedVideos(source.id);
    expect(stored.map((video) => video.videoId)).toEqual([
      "aaaaaaaaaa1",
      "aaaaaaaaaa2",
      "aaaaaaaaaa3",
      "aaaaaaaaaa4",
    ]);
    const byId = new Map(stored.map((video) => [video.videoId, video]));
    // Edited title kept, unedited description updated.
    expect(byId.get("aaaaaaaaaa1")).toMatchObject({
      title: "Regular Meeting (edited)",
      description: "New upstream text",
    });
    // Edited description kept, unedited title and the date updated.
    expect(byId.get("aaaaaaaaaa2")).toMatchObject({
      title: "Planning Commission (renamed)",
      description: "Edited description",
    });
    expect(byId.get("aaaaaaaaaa2")?.publishedAt?.toISOString()).toBe("2025-02-21T01:30:00.000Z");
    expect(byId.get("aaaaaaaaaa3")?.title).toBe("Retitled upstream");
    expect(second.newVideoIds).toEqual([byId.get("aaaaaaaaaa4")?.id]);

    // A third identical refresh adds nothing.
    const third = await sources.refreshSource({ sourceId: source.id });
    expect(third.newVideoIds).toEqual([]);
    expect(await storedVideos(source.id)).toHaveLength(4);
  });

  it("a failed refresh records last_refresh_error and changes no video or earlier note", async () => {
    serveChannelFeed(CHANNEL_ID, threeEntries);
    const { source } = await createCityWithSource(`https://www.youtube.com/channel/${CHANNEL_ID}`);
    await sources.refreshSource({ sourceId: source.id });
    const videosBefore = await storedVideos(source.id);
    const sourceBefore = await storedSource(source.id);
    feeds.failure = "malformed-xml";
    await expect(sources.refreshSource({ sourceId: source.id })).rejects.toThrow(
      copy.SOURCES_COPY.feedUnreadable,
    );
    expect(await storedVideos(source.id)).toEqual(videosBefore);
    const sourceAfter = await storedSource(source.id);
    expect(sourceAfter.lastRefreshError).toBe(copy.SOURCES_COPY.feedUnreadable);
    expect(sourceAfter.lastRefreshedAt).toEqual(sourceBefore.lastRefreshedAt);
    expect(sourceAfter.lastRefreshNote).toBe(sourceBefore.lastRefreshNote);
  });

  it("answers 404 for an unknown source", async () => {
    await expect(
      sources.refreshSource({ sourceId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({
      status: 404,
      message: copy.SOURCES_COPY.sourceNotFound,
    });
  });
});

describe("importSourceFeed: a feed file stored as a refresh stores its listing", () => {
  const comparable = (videos: Awaited<ReturnType<typeof storedVideos>>) =>
    videos.map((video) => ({
      videoId: video.videoId,
      title: video.title,
      description: video.description,
      videoUrl: video.videoUrl,
      mediaUrl: video.mediaUrl,
      thumbnailUrl: video.thumbnailUrl,
      channelTitle: video.channelTitle,
      publishedAt: video.publishedAt?.toISOString() ?? null,
    }));
  const fileOf = (body: string, name = "feed.xml") => new File([body], name);

  it("gives a YouTube channel's feed file the same rows a refresh of the channel gives", async () => {
    serveChannelFeed(CHANNEL_ID, threeEntries);
    const xml = youtubeAtomFeed({
      channelId: CHANNEL_ID,
      channelTitle: "Springfield City Council",
      entries: threeEntries,
    });
    const refreshed = await createCityWithSource(`https://www.youtube.com/channel/${CHANNEL_ID}`);
    await sources.refreshSource({ sourceId: refreshed.source.id });
    const imported = await createCityWithSource(`https://www.youtube.com/channel/${CHANNEL_ID}`);
    feeds.requests.length = 0;
    const result = await sources.importSourceFeed({ sourceId: imported.source.id, file: fileOf(xml) });
    expect(result).toMatchObject({ updated: 0, total: 3, note: copy.SOURCES_COPY.importedFeedNote });
    expect(feeds.requests).toEqual([]);
    expect(comparable(await storedVideos(imported.source.id))).toEqual(
      comparable(await storedVideos(refreshed.source.id)),
    );
  });

  it("gives an RSS file the rows a refresh of the same feed gives, relative links read against the source's address", async () => {
    const body = granicusPodcastFeed({
      base: feeds.url,
      items: [
        { clipId: 71, title: "Council", pubDate: "Tue, 04 Mar 2025 02:00:00 GMT" },
        { clipId: 70, title: "Workshop", pubDate: "Thu, 27 Feb 2025 18:30:00 -0800", withGuid: false },
      ],
    }).replace(
      `<itunes:image href="${feeds.url}/images/podcast.png" />`,
      '<itunes:image href="/images/podcast.png" />',
    );
    feeds.resources.set("/ViewPublisherRSS.php", { contentType: "application/rss+xml", body });
    const address = `${feeds.url}/ViewPublisherRSS.php?view_id=2&mode=vpodcast`;
    const refreshed = await createCityWithSource(address);
    await sources.refreshSource({ sourceId: refreshed.source.id });
    const imported = await createCityWithSource(address);
    await sources.importSourceFeed({ sourceId: imported.source.id, file: fileOf(body) });
    const rows = comparable(await storedVideos(imported.source.id));
    expect(rows).toEqual(comparable(await storedVideos(refreshed.source.id)));
    expect(rows[0]?.thumbnailUrl).toBe(`${feeds.url}/images/podcast.png`);
  });

  it("answers 404 for an unknown source and refuses a source linked to no city, writing nothing", async () => {
    const xml = granicusPodcastFeed({
      base: feeds.url,
      items: [{ clipId: 1, title: "One", pubDate: "Mon, 03 Mar 2025 10:00:00 GMT" }],
    });
    await expect(
      sources.importSourceFeed({ sourceId: "00000000-0000-4000-8000-000000000000", file: fileOf(xml) }),
    ).rejects.toMatchObject({ status: 404, message: copy.SOURCES_COPY.sourceNotFound });
    const [orphan] = await db()
      .insert(cityUrls)
      .values({ url: `${feeds.url}/orphan` })
      .returning();
    await expect(
      sources.importSourceFeed({ sourceId: orphan?.id ?? "", file: fileOf(xml) }),
    ).rejects.toMatchObject({ status: 400, message: copy.SOURCES_COPY.sourceWithoutCity });
    expect((await storedSource(orphan?.id ?? "")).lastRefreshedAt).toBeNull();
  });
});

describe("the refresh-source job", () => {
  it("records a permanent failure and fails for good, but throws a transient one so the queue retries", async () => {
    const { refreshSourceJob } = await import("~/features/sources/refresh-source.job.server");
    expect(refreshSourceJob.name).toBe("refresh-source");
    expect(refreshSourceJob.retry).toMatchObject({ limit: 3, backoff: true });
    const { source } = await createCityWithSource(`https://www.youtube.com/channel/${CHANNEL_ID}`);
    const permanent = refreshSourceJob.handle({ sourceId: source.id }, { jobId: "job-1", retryCount: 0 });
    // Final: the job fails with no retries left, so the dashboard shows it failed, never completed.
    await expect(permanent).rejects.toMatchObject({
      name: "PermanentJobError",
      message: copy.SOURCES_COPY.feedNotFound,
    });
    expect((await storedSource(source.id)).lastRefreshError).toBe(copy.SOURCES_COPY.feedNotFound);
    feeds.failure = "server-error";
    await expect(
      refreshSourceJob.handle({ sourceId: source.id }, { jobId: "job-2", retryCount: 0 }),
    ).rejects.toThrow(copy.SOURCES_COPY.feedUnavailable);
    feeds.failure = null;
    serveChannelFeed(CHANNEL_ID, threeEntries);
    const done = (await refreshSourceJob.handle(
      { sourceId: source.id },
      { jobId: "job-3", retryCount: 1 },
    )) as { newVideoIds: string[] };
    expect(done.newVideoIds).toHaveLength(3);
    // The new videos went on to the pipeline in the same transaction.
    const queued = await database().executeSql(
      "select data->>'videoId' as video_id from pgboss.job where name = 'fetch-transcript' and state = 'created'",
    );
    expect(queued.rows.map((row) => row.video_id)).toEqual(expect.arrayContaining(done.newVideoIds));
    expect(refreshSourceJob.payload.safeParse({ sourceId: "nope" }).success).toBe(false);
  });
});
