// City Management's file forms (issue #13): a meeting added by hand (with or without a transcript file) and a feed
// file imported for a URL the server cannot reach, posted as multipart to the page's action. Each good input ends in
// the pipeline step that follows it (an analyze job, or fetch-transcript jobs); each bad one answers 4xx with a
// clear message and writes nothing, not even a queued job.
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cityUrls, cityVideos, transcriptSegments, videoPipelineSteps } from "#db/schema";
import { database, db } from "~/lib/db.server";
import { readFlashToast } from "~/lib/flash-toast.server";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import { createUser, sessionCookie, testAddress } from "../factories/accounts";
import { createCity, createSource } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { storedSource, storedVideos } from "../factories/sources";
import { storedTranscript } from "../factories/transcripts";
import { type FakeFeeds, granicusPodcastFeed, startFakeFeeds } from "../fakes/feeds";
import { SHARED_INGEST_FIXTURES, sharedFixturesPresent } from "../setup/shared-fixtures";

const FIXTURE_DIR = SHARED_INGEST_FIXTURES;
const FIXTURES_PRESENT = sharedFixturesPresent(FIXTURE_DIR);
const SEATTLE_VTT = path.join(
  FIXTURE_DIR,
  "webvtt_seattle_council_briefing_2021-08-02_brief_080221_2012161.vtt",
);
const BOSTON_VTT = path.join(FIXTURE_DIR, "webvtt_boston_city_council.vtt");
const YOUTUBE_FEED = path.join(FIXTURE_DIR, "youtube_channel_feed_UCk195x4zYdMx4LhqEwhcPng.xml");
const FIXTURE_CHANNEL = "UCk195x4zYdMx4LhqEwhcPng";
const PAGE = "/admin/city-management";
const UNKNOWN_ID = "7f0c5a8e-1b2c-4d3e-8f40-123456789abc";

let feeds: FakeFeeds;
let route: typeof import("~/routes/admin.city-management");
let copy: typeof import("~/features/admin-cities/admin-cities.copy");
let sourcesCopy: typeof import("~/features/sources/sources.copy");
let transcriptsCopy: typeof import("~/features/transcripts/transcripts.copy");
let adminCookie: string;

beforeAll(async () => {
  feeds = await startFakeFeeds();
  vi.stubEnv("FETCH_ALLOW_PRIVATE_NETWORKS", "1");
  vi.stubEnv("YOUTUBE_API_KEY", "");
  vi.stubEnv("YOUTUBE_FEED_BASE_URL", feeds.url);
  vi.resetModules();
  route = await import("~/routes/admin.city-management");
  copy = await import("~/features/admin-cities/admin-cities.copy");
  sourcesCopy = await import("~/features/sources/sources.copy");
  transcriptsCopy = await import("~/features/transcripts/transcripts.copy");
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
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

type FilePart = { content: BlobPart; name: string };

function multipartRequest(fields: Record<string, string>, file?: FilePart, search = ""): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("file", new File([file.content], file.name));
  const headers = new Headers({ "x-civiclens-client-ip": testAddress(), cookie: adminCookie });
  return new Request(`http://localhost:3000${PAGE}${search}`, { method: "POST", headers, body: form });
}

type Answer =
  | { status: number; location: string; toast: { title: string; description?: string } | null }
  | { status: number; location: null; body: { ok: false; error: string; intent?: string } };

/** Posts a file form to the page's action as the admin: a redirect with its toast, or the refusal. */
async function post(fields: Record<string, string>, file?: FilePart, search = ""): Promise<Answer> {
  const result = await route.action({
    request: multipartRequest(fields, file, search),
    params: {},
    context: {},
  } as never);
  if (result instanceof Response) {
    const cookie = result.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const { toast } = await readFlashToast(new Request("http://localhost:3000/", { headers: { cookie } }));
    return { status: result.status, location: result.headers.get("location") ?? "", toast };
  }
  const { status, body } = answerOf(result);
  return { status, location: null, body: body as { ok: false; error: string; intent?: string } };
}

function refusal(answer: Answer): { status: number; error: string } {
  if (answer.location !== null) throw new Error(`expected a refusal, got a redirect to ${answer.location}`);
  return { status: answer.status, error: answer.body.error };
}

async function jobsFor(videoId: string) {
  const result = await database().executeSql(
    "select name, data from pgboss.job where data->>'videoId' = $1 order by name",
    [videoId],
  );
  return result.rows.map((row) => ({ name: row.name as string, data: row.data as Record<string, unknown> }));
}

async function jobCount(): Promise<number> {
  const result = await database().executeSql("select count(*)::int as total from pgboss.job");
  return Number(result.rows[0]?.total ?? 0);
}

async function tableCount(table: typeof cityVideos | typeof transcriptSegments | typeof videoPipelineSteps) {
  const [row] = await db().select({ total: count() }).from(table);
  return Number(row?.total ?? 0);
}

async function stepsOf(videoId: string) {
  const rows = await db()
    .select({ step: videoPipelineSteps.step, state: videoPipelineSteps.state })
    .from(videoPipelineSteps)
    .where(eq(videoPipelineSteps.videoId, videoId))
    .orderBy(asc(videoPipelineSteps.step));
  return Object.fromEntries(rows.map((row) => [row.step, row.state]));
}

/** Everything a refused post must leave as it was. */
async function snapshot() {
  return {
    videos: await tableCount(cityVideos),
    segments: await tableCount(transcriptSegments),
    steps: await tableCount(videoPipelineSteps),
    jobs: await jobCount(),
  };
}

async function cityWithUrl(url = "https://meetings.cityofexample.gov/archive") {
  const city = await createCity();
  const source = await createSource(city.id, { url, title: "Council meetings" });
  return { city, source, selection: `?cityId=${city.id}&urlId=${source.id}` };
}

function meetingFields(
  place: { city: { id: string }; source: { id: string } },
  overrides: Record<string, string> = {},
) {
  return {
    intent: "add-meeting",
    cityId: place.city.id,
    urlId: place.source.id,
    title: "City Council Regular Meeting",
    meetingDate: "2021-08-02",
    ...overrides,
  };
}

/** A short WebVTT written here: enough to check times, too short (under 1,000 characters) to be analysed. */
const SHORT_VTT = `WEBVTT

00:00:01.500 --> 00:00:04.000
<v Mayor Ruiz>The meeting will come to order.

00:01:02.250 --> 00:01:05.000
<v Clerk>All members are present.
`;

describe("add a meeting by hand", () => {
  it.skipIf(!FIXTURES_PRESENT)(
    "saves the meeting with a real WebVTT file: its segments keep their times and the analysis is queued",
    async () => {
      const place = await cityWithUrl();
      const answer = await post(
        meetingFields(place, { description: "Briefing on the August agenda." }),
        { content: readFileSync(SEATTLE_VTT), name: "brief_080221_2012161.vtt" },
        `${place.selection}&show=50`,
      );
      expect(answer).toMatchObject({
        status: 302,
        location: `${PAGE}?cityId=${place.city.id}&urlId=${place.source.id}&show=50`,
        toast: {
          title: copy.MEETING_COPY.meetingAdded,
          description: "Its transcript (36 segments) was saved, and its analysis is on its way.",
        },
      });
      const [video] = await storedVideos(place.source.id);
      expect(video).toMatchObject({
        cityId: place.city.id,
        title: "City Council Regular Meeting",
        description: "Briefing on the August agenda.",
        videoUrl: null,
        mediaUrl: null,
        transcriptSource: "upload",
      });
      expect(video?.videoId).toMatch(/^manual:[0-9a-f-]{36}$/);
      expect(video?.publishedAt?.toISOString()).toBe("2021-08-02T00:00:00.000Z");
      // The admin's words: a refresh listing the same video later keeps them (ADR 0008).
      expect(video?.titleEditedAt).not.toBeNull();
      expect(video?.descriptionEditedAt).not.toBeNull();

      const stored = await storedTranscript(video?.id ?? "");
      expect(stored.segments).toHaveLength(36);
      expect(stored.segments[0]).toMatchObject({
        position: 0,
        startSeconds: 5.872,
        endSeconds: 9.409,
        text: ">>> GOOD MORNING EVERYONE.",
      });
      expect(stored.segments.at(-1)).toMatchObject({
        startSeconds: 67.267,
        endSeconds: 72.972,
        text: "EIGHT PRESENT.",
      });
      expect(stored.transcript).toContain("THE AUGUST 2nd, 2021 COUNCIL");

      // The transcript step is done; the analysis and the alert matching are queued (in the same transaction), and
      // no transcript fetch.
      expect(await jobsFor(video?.id ?? "")).toEqual([
        { name: "analyze", data: { videoId: video?.id, force: false } },
        { name: "match-alerts", data: { videoId: video?.id, trigger: "transcript" } },
      ]);
      expect(await stepsOf(video?.id ?? "")).toEqual({ analysis: "queued", transcript: "done" });
    },
  );

  it.skipIf(!FIXTURES_PRESENT)(
    "reads a long real transcript (Boston, 73 minutes) to its last cue",
    async () => {
      const place = await cityWithUrl();
      const answer = await post(meetingFields(place), {
        content: readFileSync(BOSTON_VTT),
        name: "boston_captions.vtt",
      });
      expect(answer.status).toBe(302);
      const [video] = await storedVideos(place.source.id);
      const stored = await storedTranscript(video?.id ?? "");
      // The file's first cue (00:00:00.000 --> 00:00:00.000) holds no words and is dropped.
      expect(stored.segments).toHaveLength(1129);
      expect(stored.segments[0]).toMatchObject({ startSeconds: 40.337, endSeconds: 42.272 });
      expect(stored.segments.at(-1)).toMatchObject({ startSeconds: 4405.412, endSeconds: 4407.412 });
      expect((await jobsFor(video?.id ?? "")).map((job) => job.name)).toEqual(["analyze", "match-alerts"]);
    },
  );

  it("saves a transcript written here with its times; too short to analyse, so only alert matching is queued", async () => {
    const place = await cityWithUrl();
    const answer = await post(meetingFields(place), { content: SHORT_VTT, name: "short.vtt" });
    expect(answer).toMatchObject({
      status: 302,
      toast: {
        title: copy.MEETING_COPY.meetingAdded,
        description: "Its transcript (2 segments) was saved, but it is too short to analyze.",
      },
    });
    const [video] = await storedVideos(place.source.id);
    const stored = await storedTranscript(video?.id ?? "");
    expect(
      stored.segments.map(({ startSeconds, endSeconds, speaker }) => ({ startSeconds, endSeconds, speaker })),
    ).toEqual([
      { startSeconds: 1.5, endSeconds: 4, speaker: "Mayor Ruiz" },
      { startSeconds: 62.25, endSeconds: 65, speaker: "Clerk" },
    ]);
    // Residents' alerts read any transcript, however short (issue #17).
    expect(await jobsFor(video?.id ?? "")).toEqual([
      { name: "match-alerts", data: { videoId: video?.id, trigger: "transcript" } },
    ]);
    expect(await stepsOf(video?.id ?? "")).toEqual({ transcript: "done" });
  });

  it("gives a YouTube address's meeting its YouTube id, and sends it to the transcript step; never twice", async () => {
    const place = await cityWithUrl("https://www.youtube.com/@examplecitycouncil");
    const answer = await post(meetingFields(place, { videoUrl: "https://youtu.be/AbCdEfGhIj0?t=42" }));
    expect(answer).toMatchObject({
      status: 302,
      toast: {
        title: copy.MEETING_COPY.meetingAdded,
        description: "Its transcript is being fetched; the analysis follows once there is one.",
      },
    });
    const [video] = await storedVideos(place.source.id);
    expect(video).toMatchObject({
      videoId: "AbCdEfGhIj0",
      videoUrl: "https://www.youtube.com/watch?v=AbCdEfGhIj0",
      thumbnailUrl: "https://i.ytimg.com/vi/AbCdEfGhIj0/hqdefault.jpg",
      mediaUrl: null,
      transcript: null,
    });
    expect(await jobsFor(video?.id ?? "")).toEqual([
      { name: "fetch-transcript", data: { videoId: video?.id } },
    ]);
    expect(await stepsOf(video?.id ?? "")).toEqual({ transcript: "queued" });
    // Nothing was asked of YouTube (or anyone) at save time.
    expect(feeds.requests).toEqual([]);

    const before = await snapshot();
    const again = await post(
      meetingFields(place, { videoUrl: "https://www.youtube.com/watch?v=AbCdEfGhIj0" }),
    );
    expect(refusal(again)).toEqual({ status: 409, error: sourcesCopy.SOURCES_COPY.videoAlreadyListed });
    expect(await snapshot()).toEqual(before);
  });

  it("takes any other http(s) address as the media file, without fetching it", async () => {
    const place = await cityWithUrl();
    const mediaUrl = `${feeds.url}/archive/council-2025-03-04.mp4`;
    const answer = await post(meetingFields(place, { videoUrl: mediaUrl, meetingDate: "2025-03-04" }));
    expect(answer.status).toBe(302);
    const [video] = await storedVideos(place.source.id);
    expect(video).toMatchObject({ videoUrl: mediaUrl, mediaUrl, thumbnailUrl: null });
    expect(video?.videoId).toMatch(/^manual:/);
    expect(await jobsFor(video?.id ?? "")).toEqual([
      { name: "fetch-transcript", data: { videoId: video?.id } },
    ]);
    expect(feeds.requests).toEqual([]);
  });

  it("adds a meeting with nothing but a title and a date, and says it has nothing to transcribe yet", async () => {
    const place = await cityWithUrl();
    const first = await post(meetingFields(place, { videoUrl: "", description: "" }), {
      content: "",
      name: "",
    });
    expect(first).toMatchObject({
      status: 302,
      toast: {
        description:
          "It has no transcript yet, so nothing can be analyzed: upload one in Content Management.",
      },
    });
    // Two meetings without an address never collide: each has its own id.
    expect((await post(meetingFields(place))).status).toBe(302);
    const videos = await storedVideos(place.source.id);
    expect(videos).toHaveLength(2);
    expect(new Set(videos.map((video) => video.videoId)).size).toBe(2);
    expect(videos[0]?.description).toBeNull();
    expect(videos[0]?.descriptionEditedAt).toBeNull();
  });

  it("refuses every bad field or file with a clear 4xx, and writes nothing: no row, segment, step or job", async () => {
    const place = await cityWithUrl();
    const elsewhere = await cityWithUrl();
    const vtt = { content: SHORT_VTT, name: "meeting.vtt" };
    const { MEETING_COPY, MESSAGES } = copy;
    const { UPLOAD_FILE_EMPTY, UPLOAD_NOT_TEXT, UPLOAD_WRONG_TYPE, TRANSCRIPT_TOO_LARGE, TRANSCRIPT_EMPTY } =
      transcriptsCopy;
    const cases: { fields: Record<string, string>; file?: FilePart; status: number; error: string }[] = [
      { fields: meetingFields(place, { title: "  " }), status: 400, error: MEETING_COPY.titleRequired },
      {
        fields: meetingFields(place, { title: "x".repeat(501) }),
        status: 400,
        error: MESSAGES.textTooLong("The title", 500),
      },
      { fields: meetingFields(place, { title: "Bad\u0007bell" }), status: 400, error: TEXT_NOT_ALLOWED },
      { fields: meetingFields(place, { meetingDate: "" }), status: 400, error: MEETING_COPY.dateRequired },
      {
        fields: meetingFields(place, { meetingDate: "2025-02-30" }),
        status: 400,
        error: MEETING_COPY.dateInvalid,
      },
      {
        fields: meetingFields(place, { meetingDate: "03/04/2025" }),
        status: 400,
        error: MEETING_COPY.dateInvalid,
      },
      {
        fields: meetingFields(place, { meetingDate: "1776-07-04" }),
        status: 400,
        error: MEETING_COPY.dateInvalid,
      },
      {
        fields: meetingFields(place, { videoUrl: "ftp://media.example.gov/a.mp4" }),
        status: 400,
        error: sourcesCopy.SOURCES_COPY.invalidUrl,
      },
      {
        fields: meetingFields(place, { videoUrl: "https://www.youtube.com/@examplecitycouncil" }),
        status: 400,
        error: sourcesCopy.SOURCES_COPY.youtubeNotAVideo,
      },
      {
        fields: meetingFields(place),
        file: { content: "", name: "empty.vtt" },
        status: 400,
        error: UPLOAD_FILE_EMPTY,
      },
      {
        fields: meetingFields(place),
        file: { content: "%PDF-1.7", name: "agenda.pdf" },
        status: 400,
        error: UPLOAD_WRONG_TYPE,
      },
      {
        fields: meetingFields(place),
        file: { content: new Uint8Array([0xff, 0xfe, 0x00, 0x41, 0xc3]), name: "captions.vtt" },
        status: 400,
        error: UPLOAD_NOT_TEXT,
      },
      {
        fields: meetingFields(place),
        file: { content: "x".repeat(5 * 1024 * 1024 + 1), name: "big.txt" },
        status: 413,
        error: TRANSCRIPT_TOO_LARGE,
      },
      // Past the file forms' allowance the body is refused while it is read, before the form is parsed.
      {
        fields: meetingFields(place),
        file: { content: "x".repeat(11 * 1024 * 1024), name: "huge.txt" },
        status: 413,
        error: MEETING_COPY.fileTooLarge,
      },
      // Parsed inside the transaction that inserted the row: the row goes with it.
      {
        fields: meetingFields(place),
        file: { content: "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n \n", name: "blank-cues.vtt" },
        status: 400,
        error: TRANSCRIPT_EMPTY,
      },
      {
        fields: meetingFields(place, { urlId: UNKNOWN_ID }),
        file: vtt,
        status: 404,
        error: MESSAGES.urlNotFound,
      },
      {
        fields: meetingFields(place, { urlId: elsewhere.source.id }),
        file: vtt,
        status: 404,
        error: MESSAGES.urlNotFound,
      },
      { fields: meetingFields(place, { cityId: "not-a-uuid" }), status: 400, error: MESSAGES.invalidId },
      {
        fields: meetingFields(place, { intent: "add-everything" }),
        status: 400,
        error: MESSAGES.unknownAction,
      },
    ];
    const before = await snapshot();
    for (const { fields, file, status, error } of cases) {
      const answer = await post(fields, file);
      expect({ title: fields.title?.slice(0, 20), file: file?.name, ...refusal(answer) }).toEqual({
        title: fields.title?.slice(0, 20),
        file: file?.name,
        status,
        error,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("names the refused form, so the page can show the message beside it without JavaScript", async () => {
    const place = await cityWithUrl();
    const answer = await post(meetingFields(place, { title: "" }));
    expect(answer.location).toBeNull();
    expect(answer.location === null && answer.body).toMatchObject({
      ok: false,
      intent: "add-meeting",
      error: copy.MEETING_COPY.titleRequired,
    });
  });
});

function feedFields(place: { city: { id: string }; source: { id: string } }) {
  return { intent: "import-feed", cityId: place.city.id, urlId: place.source.id };
}

/** A Granicus feed saved from a host the server cannot reach (nothing listens at its address). */
const GRANICUS_BASE = "https://unreachable.granicus.example";

describe("import a feed file", () => {
  it.skipIf(!FIXTURES_PRESENT)(
    "imports a YouTube channel's Atom feed file: YouTube ids, fetch-transcript jobs, recorded on the source; again adds nothing",
    async () => {
      const place = await cityWithUrl(`https://www.youtube.com/channel/${FIXTURE_CHANNEL}`);
      await db()
        .update(cityUrls)
        .set({ lastRefreshError: "The feed is not answering right now. The refresh will be retried." })
        .where(eq(cityUrls.id, place.source.id));
      const file = { content: readFileSync(YOUTUBE_FEED), name: "videos.xml" };
      const answer = await post(feedFields(place), file, place.selection);
      expect(answer).toMatchObject({
        status: 302,
        location: `${PAGE}${place.selection}`,
        toast: { title: copy.TOASTS.videosRefreshed, description: copy.newVideosFound(15) },
      });
      const videos = await storedVideos(place.source.id);
      expect(videos).toHaveLength(15);
      expect(videos.every((video) => /^[A-Za-z0-9_-]{11}$/.test(video.videoId))).toBe(true);
      const newest = videos.find((video) => video.videoId === "Elewn679CZI");
      expect(newest).toMatchObject({
        title: "El Brillante Futuro de la Física | Una Conversación con Álvaro de Rújula",
        videoUrl: "https://www.youtube.com/watch?v=Elewn679CZI",
        channelTitle: "Instituto de Física Teórica IFT",
        titleEditedAt: null,
      });
      for (const video of videos)
        expect(await jobsFor(video.id)).toEqual([{ name: "fetch-transcript", data: { videoId: video.id } }]);

      const source = await storedSource(place.source.id);
      expect(source.lastRefreshedAt).not.toBeNull();
      expect(source.lastRefreshNote).toBe(sourcesCopy.SOURCES_COPY.importedFeedNote);
      // The file says nothing about the address: the last refresh's error stays for the admin to read.
      expect(source.lastRefreshError).toBe(
        "The feed is not answering right now. The refresh will be retried.",
      );
      expect(feeds.requests).toEqual([]);

      const jobsBefore = await jobCount();
      const again = await post(feedFields(place), file, place.selection);
      expect(again).toMatchObject({ status: 302, toast: { description: copy.newVideosFound(0) } });
      expect(await storedVideos(place.source.id)).toHaveLength(15);
      expect(await jobCount()).toBe(jobsBefore);
    },
  );

  it("imports a Granicus RSS file written here, keeps an admin's title on a second import, and adds only what is new", async () => {
    const place = await cityWithUrl(`${GRANICUS_BASE}/ViewPublisherRSS.php?view_id=2&mode=vpodcast`);
    const items = [
      { clipId: 501, title: "City Council Regular Meeting", pubDate: "Tue, 04 Mar 2025 02:00:00 GMT" },
      { clipId: 500, title: "Budget Workshop", pubDate: "Thu, 27 Feb 2025 18:30:00 -0800" },
    ];
    const first = await post(feedFields(place), {
      content: granicusPodcastFeed({ base: GRANICUS_BASE, items }),
      name: "ViewPublisherRSS.xml",
    });
    expect(first).toMatchObject({ status: 302, toast: { description: copy.newVideosFound(2) } });
    const stored = await storedVideos(place.source.id);
    expect(stored.map((video) => video.videoId)).toEqual(["granicus-clip-500", "granicus-clip-501"]);
    expect(stored[1]).toMatchObject({
      mediaUrl: `${GRANICUS_BASE}/media/clip_501.mp4`,
      videoUrl: `${GRANICUS_BASE}/MediaPlayer.php?view_id=2&clip_id=501`,
      channelTitle: "City of Springfield - City Council",
    });
    for (const video of stored)
      expect((await jobsFor(video.id)).map((job) => job.name)).toEqual(["fetch-transcript"]);

    await db()
      .update(cityVideos)
      .set({ title: "Council, March 3 (edited)", titleEditedAt: new Date() })
      .where(eq(cityVideos.videoId, "granicus-clip-501"));
    const next = await post(feedFields(place), {
      content: granicusPodcastFeed({
        base: GRANICUS_BASE,
        items: [
          { clipId: 502, title: "Planning Commission", pubDate: "Tue, 11 Mar 2025 02:00:00 GMT" },
          ...items,
        ],
      }),
      name: "ViewPublisherRSS (1).xml",
    });
    expect(next).toMatchObject({ status: 302, toast: { description: copy.newVideosFound(1) } });
    const after = await storedVideos(place.source.id);
    expect(after).toHaveLength(3);
    expect(after.find((video) => video.videoId === "granicus-clip-501")?.title).toBe(
      "Council, March 3 (edited)",
    );
    expect(feeds.requests).toEqual([]);
  });

  it("reads a file in the encoding its XML declaration names", async () => {
    const place = await cityWithUrl(`${GRANICUS_BASE}/feed`);
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0"><channel><title>Conseil municipal</title>
<item><guid>seance-12</guid><title>S\u00e9ance du conseil</title><link>${GRANICUS_BASE}/seance/12</link></item>
</channel></rss>`;
    const latin1 = Uint8Array.from(xml, (character) => character.charCodeAt(0));
    expect((await post(feedFields(place), { content: latin1, name: "feed.xml" })).status).toBe(302);
    expect((await storedVideos(place.source.id))[0]?.title).toBe("S\u00e9ance du conseil");
  });

  it("refuses a file that is not a feed with items, with a clear 4xx, and writes nothing", async () => {
    const place = await cityWithUrl(`${GRANICUS_BASE}/feed`);
    const elsewhere = await cityWithUrl();
    const { SOURCES_COPY } = sourcesCopy;
    const rss = (items: string) =>
      `<rss version="2.0"><channel><title>Council</title>${items}</channel></rss>`;
    const cases: { fields?: Record<string, string>; file?: FilePart; status: number; error: string }[] = [
      { status: 400, error: SOURCES_COPY.feedFileMissing },
      { file: { content: "", name: "feed.xml" }, status: 400, error: SOURCES_COPY.feedFileEmpty },
      {
        file: { content: "Meeting list\n", name: "feed.xml" },
        status: 400,
        error: SOURCES_COPY.feedFileNotAFeed,
      },
      {
        file: { content: "<html><body>Council videos</body></html>", name: "page.html" },
        status: 400,
        error: SOURCES_COPY.feedFileNotAFeed,
      },
      {
        file: { content: '<?xml version="1.0"?><agenda><item>Roll call</item></agenda>', name: "agenda.xml" },
        status: 400,
        error: SOURCES_COPY.feedFileNotAFeed,
      },
      {
        file: { content: "<rss><channel><item>", name: "cut-off.xml" },
        status: 400,
        error: SOURCES_COPY.feedFileNotAFeed,
      },
      {
        file: { content: rss(""), name: "empty-feed.xml" },
        status: 400,
        error: SOURCES_COPY.feedFileWithoutVideos,
      },
      {
        file: { content: rss("<item><title>No media, no link</title></item>"), name: "bare.xml" },
        status: 400,
        error: SOURCES_COPY.feedFileWithoutVideos,
      },
      {
        file: { content: new Uint8Array([0x3c, 0x72, 0x73, 0x73, 0x00, 0xff, 0xfe]), name: "binary.xml" },
        status: 400,
        error: SOURCES_COPY.feedFileNotAFeed,
      },
      {
        file: { content: `${rss("")}${" ".repeat(10 * 1024 * 1024)}`, name: "padded.xml" },
        status: 413,
        error: SOURCES_COPY.feedFileTooLarge,
      },
      {
        file: { content: " ".repeat(11 * 1024 * 1024), name: "huge.xml" },
        status: 413,
        error: copy.MEETING_COPY.fileTooLarge,
      },
      {
        fields: { ...feedFields(place), urlId: elsewhere.source.id },
        file: {
          content: rss(`<item><guid>a</guid><link>${GRANICUS_BASE}/a</link></item>`),
          name: "feed.xml",
        },
        status: 404,
        error: copy.MESSAGES.urlNotFound,
      },
    ];
    const before = { ...(await snapshot()), source: await storedSource(place.source.id) };
    for (const { fields, file, status, error } of cases) {
      const answer = await post(fields ?? feedFields(place), file);
      expect({ file: file?.name, ...refusal(answer) }).toEqual({ file: file?.name, status, error });
    }
    expect({ ...(await snapshot()), source: await storedSource(place.source.id) }).toEqual(before);
  });
});
