// POST /functions/v1/fetchYoutubeVideos: admin only, validated body, finds or creates the city's source, refreshes it.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { citiesUrls, cityUrls, cityVideos, videoPipelineSteps } from "#db/schema";
import { TRANSCRIPT_SOURCES } from "~/features/transcripts/transcripts.constants";
import { database, db } from "~/lib/db.server";
import { createUser, sessionCookie, testAddress } from "../factories/accounts";
import { createCity } from "../factories/cities";
import { storedSource, storedVideos } from "../factories/sources";
import { storedTranscript } from "../factories/transcripts";
import { type FakeFeeds, startFakeFeeds, youtubeAtomFeed } from "../fakes/feeds";
import { meetingCaptions, startFakeYoutubeCaptions } from "../fakes/youtube-captions";

const CHANNEL_ID = "UCfakeCouncilChannel0003";
const CHANNEL_URL = `https://www.youtube.com/channel/${CHANNEL_ID}`;

/** The two videos the fake feed lists: YouTube has captions for both, so the pipeline can carry them through. */
const FEED_VIDEO_IDS = ["bbbbbbbbbb1", "bbbbbbbbbb2"] as const;

let feeds: FakeFeeds;
let captions: Awaited<ReturnType<typeof startFakeYoutubeCaptions>>;
let jobs: typeof import("~/lib/jobs.server");
let pipelineJobDefinitions: typeof import("../../worker/jobs")["pipelineJobDefinitions"];
let route: typeof import("~/routes/functions.fetch-youtube-videos");
let copy: typeof import("~/features/sources/sources.copy");
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  feeds = await startFakeFeeds();
  captions = await startFakeYoutubeCaptions({
    scenarios: Object.fromEntries(FEED_VIDEO_IDS.map((id) => [id, "ok" as const])),
    events: meetingCaptions(),
  });
  vi.stubEnv("FETCH_ALLOW_PRIVATE_NETWORKS", "1");
  vi.stubEnv("YOUTUBE_API_KEY", "");
  vi.stubEnv("YOUTUBE_FEED_BASE_URL", feeds.url);
  vi.stubEnv("YOUTUBE_WATCH_BASE_URL", captions.url);
  // The offline engine writes the analysis and story: no model endpoint in this file.
  vi.stubEnv("LLM_BASE_URL", "");
  // Fresh modules read env() anew, with the fakes' addresses: the route and the job handlers share them.
  vi.resetModules();
  route = await import("~/routes/functions.fetch-youtube-videos");
  jobs = await import("~/lib/jobs.server");
  ({ pipelineJobDefinitions } = await import("../../worker/jobs"));
  copy = await import("~/features/sources/sources.copy");
  const admin = await createUser({ admin: true });
  const member = await createUser();
  adminCookie = await sessionCookie(admin.email);
  memberCookie = await sessionCookie(member.email);
});
afterAll(async () => {
  await feeds.close();
  await captions.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  feeds.failure = null;
  feeds.resources.clear();
  feeds.resources.set(`/feeds/videos.xml?channel_id=${CHANNEL_ID}`, {
    contentType: "text/xml",
    body: youtubeAtomFeed({
      channelId: CHANNEL_ID,
      channelTitle: "Council",
      entries: [
        { videoId: FEED_VIDEO_IDS[0], title: "Council, April 1", published: "2025-04-02T01:00:00+00:00" },
        { videoId: FEED_VIDEO_IDS[1], title: "Council, March 18", published: "2025-03-19T01:00:00+00:00" },
      ],
    }),
  });
});

function call(body: unknown, options: { cookie?: string; bearer?: string; method?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json", "x-civiclens-client-ip": testAddress() });
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  const request = new Request("http://localhost:3000/functions/v1/fetchYoutubeVideos", {
    method: options.method ?? "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return route.action({ request, params: {}, context: {} } as never) as Promise<Response>;
}

async function sourcesOf(cityId: string) {
  return db()
    .select({ id: cityUrls.id, url: cityUrls.url })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(and(eq(citiesUrls.cityId, cityId)));
}

describe("fetchYoutubeVideos", () => {
  it("answers 401 with the spec's message to an anonymous caller, and writes nothing", async () => {
    const city = await createCity();
    const response = await call({ url: CHANNEL_URL, cityId: city.id });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "User must be authenticated to refresh videos" });
    expect(copy.AUTHENTICATION_REQUIRED_TO_REFRESH).toBe("User must be authenticated to refresh videos");
    const withBadToken = await call({ url: CHANNEL_URL, cityId: city.id }, { bearer: "not-a-session" });
    expect(withBadToken.status).toBe(401);
    expect(await sourcesOf(city.id)).toEqual([]);
  });

  it("answers 403 to a signed-in member", async () => {
    const city = await createCity();
    const response = await call({ url: CHANNEL_URL, cityId: city.id }, { cookie: memberCookie });
    expect(response.status).toBe(403);
    expect(await sourcesOf(city.id)).toEqual([]);
  });

  it("answers 400 with the spec's message when the URL is blank or missing", async () => {
    const city = await createCity();
    for (const body of [
      { url: "", cityId: city.id },
      { url: "   ", cityId: city.id },
      { cityId: city.id },
      { url: null, cityId: city.id },
    ]) {
      const response = await call(body, { cookie: adminCookie });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toBe("URL is required to refresh videos");
    }
    expect(copy.URL_REQUIRED).toBe("URL is required to refresh videos");
    expect(await sourcesOf(city.id)).toEqual([]);
  });

  it("answers 400 for a bad address, an over-long one, a malformed city id or malformed JSON", async () => {
    const city = await createCity();
    const cases: [unknown, string][] = [
      [{ url: "javascript:alert(1)", cityId: city.id }, copy.SOURCES_COPY.invalidUrl],
      [{ url: `https://example.com/${"a".repeat(2100)}`, cityId: city.id }, copy.SOURCES_COPY.urlTooLong],
      [{ url: CHANNEL_URL, cityId: "not-a-uuid" }, copy.SOURCES_COPY.invalidCityId],
      [{ url: CHANNEL_URL }, copy.SOURCES_COPY.invalidCityId],
      [{ url: 42, cityId: city.id }, copy.URL_REQUIRED],
      ["{not json", "The request body is not valid JSON."],
    ];
    for (const [body, message] of cases) {
      const response = await call(body, { cookie: adminCookie });
      expect(response.status, String(message)).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
    expect(await sourcesOf(city.id)).toEqual([]);
  });

  it("answers 404 for a city that does not exist, and 405 to GET", async () => {
    const response = await call(
      { url: CHANNEL_URL, cityId: "00000000-0000-4000-8000-000000000000" },
      { cookie: adminCookie },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: copy.SOURCES_COPY.cityNotFound });
    const get = await route.loader();
    expect(get.status).toBe(405);
  });

  it("creates the city's source, lists its videos and counts them; a second call reuses the source", async () => {
    const city = await createCity();
    const response = await call({ url: CHANNEL_URL, cityId: city.id }, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      newVideos: 2,
      totalVideos: 2,
      note: copy.SOURCES_COPY.feedOnlyNote,
    });
    const [source, ...others] = await sourcesOf(city.id);
    expect(others).toEqual([]);
    expect(source?.url).toBe(CHANNEL_URL);
    const videos = await storedVideos(source?.id ?? "");
    expect(videos).toHaveLength(2);
    // Issue #15, bug 1: the new videos reach the pipeline (their transcripts are queued), as a refresh's do.
    const steps = await db()
      .select({ state: videoPipelineSteps.state, jobId: videoPipelineSteps.jobId })
      .from(videoPipelineSteps)
      .where(
        and(
          inArray(
            videoPipelineSteps.videoId,
            videos.map((video) => video.id),
          ),
          eq(videoPipelineSteps.step, "transcript"),
        ),
      );
    expect(steps).toHaveLength(2);
    for (const step of steps) {
      expect(step.state).toBe("queued");
      const job = await database().executeSql("select name, state from pgboss.job where id = $1", [
        step.jobId,
      ]);
      expect(job.rows[0]).toEqual({ name: "fetch-transcript", state: "created" });
    }

    // The outcome, not the queued state: the waiting jobs run through the worker's own handlers, and each new video
    // ends with its transcript from YouTube's captions, an analysis and a story by the offline engine.
    const ran = await jobs.runWaitingJobs(jobs.queue(), pipelineJobDefinitions);
    // Alerts are matched twice per meeting (issue #17): its saved searches once the transcript is saved, its city's and
    // body's followers once the story is published; its civic memory is extracted after the analysis (issue #19).
    expect(
      ran,
      "a transcript, an analysis, a memory extraction and a story job for each new video, and its two alert matchings",
    ).toBe(6 * videos.length);
    for (const video of videos) {
      const transcript = await storedTranscript(video.id);
      expect(transcript.source, video.videoId).toBe(TRANSCRIPT_SOURCES.youtubeCaptions);
      expect(transcript.transcript).toContain("I call this regular meeting of the city council to order");
      expect(transcript.segments).toHaveLength(meetingCaptions().length);
    }
    const outcomes = await db()
      .select({
        analysisResults: cityVideos.analysisResults,
        analysisEngine: cityVideos.analysisEngine,
        newsStory: cityVideos.newsStory,
      })
      .from(cityVideos)
      .where(
        inArray(
          cityVideos.id,
          videos.map((video) => video.id),
        ),
      );
    expect(outcomes).toHaveLength(2);
    for (const outcome of outcomes) {
      expect(outcome.analysisEngine).toBe("offline");
      expect(outcome.analysisResults?.summary).toBeTruthy();
      expect(outcome.newsStory).toBeTruthy();
    }
    const finalSteps = await db()
      .select({ step: videoPipelineSteps.step, state: videoPipelineSteps.state })
      .from(videoPipelineSteps)
      .where(
        inArray(
          videoPipelineSteps.videoId,
          videos.map((video) => video.id),
        ),
      );
    expect(finalSteps).toHaveLength(3 * videos.length);
    for (const step of finalSteps) expect(step, JSON.stringify(finalSteps)).toMatchObject({ state: "done" });

    const again = await call({ url: CHANNEL_URL, cityId: city.id }, { cookie: adminCookie });
    expect(await again.json()).toEqual({
      success: true,
      newVideos: 0,
      totalVideos: 2,
      note: copy.SOURCES_COPY.feedOnlyNote,
    });
    expect(await sourcesOf(city.id)).toHaveLength(1);
    expect(
      await jobs.runWaitingJobs(jobs.queue(), pipelineJobDefinitions),
      "nothing new to carry through",
    ).toBe(0);
  });

  it("surfaces a failing source as an error JSON with its status, and records it on the source", async () => {
    const city = await createCity();
    feeds.failure = "not-found";
    const response = await call({ url: CHANNEL_URL, cityId: city.id }, { cookie: adminCookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: copy.SOURCES_COPY.feedNotFound });
    const [source] = await sourcesOf(city.id);
    expect((await storedSource(source?.id ?? "")).lastRefreshError).toBe(copy.SOURCES_COPY.feedNotFound);
    feeds.failure = "server-error";
    const outage = await call({ url: CHANNEL_URL, cityId: city.id }, { cookie: adminCookie });
    expect(outage.status).toBe(502);
    expect(await outage.json()).toEqual({ error: copy.SOURCES_COPY.feedUnavailable });
  });
});

describe("functionCallFailed", () => {
  it("formats the spec's client-side message", () => {
    expect(copy.FUNCTION_CALL_FAILED).toBe("Function call failed: {status} - {body}");
    expect(copy.functionCallFailed(404, '{"error":"City not found"}')).toBe(
      'Function call failed: 404 - {"error":"City not found"}',
    );
  });
});
