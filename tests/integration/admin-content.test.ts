// Admin content management: the page for a city's source and its selected video, and the transcript upload
// (parsed, saved with its segments, the analysis and story redone through the queue), with every bad input
// answered 4xx with a clear message and nothing written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityVideos, transcriptSegments } from "#db/schema";
import {
  CITY_NOT_FOUND,
  FAILED_TO_SAVE_TRANSCRIPT,
  NO_VIDEO_DETAILS,
  SOURCE_NOT_FOUND,
  TRANSCRIPT_UPLOADED,
  UNKNOWN_VIDEO,
} from "~/features/admin-content/admin-content.copy";
import type { ContentManagementPage } from "~/features/admin-content/admin-content.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import {
  TRANSCRIPT_TOO_LARGE,
  UPLOAD_FILE_EMPTY,
  UPLOAD_NO_FILE,
  UPLOAD_NOT_TEXT,
  UPLOAD_WRONG_TYPE,
  VIDEO_NOT_FOUND,
} from "~/features/transcripts/transcripts.copy";
import { saveTranscript } from "~/features/transcripts/transcripts.server";
import type { ActionResult } from "~/lib/action-result";
import { database, db } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { getStep } from "~/lib/pipeline-steps.server";
import { formatTimestamp } from "~/lib/transcript-format";
import { action, loader } from "~/routes/admin.content-management";
import { createUser, getRequest, sessionCookie, testAddress } from "../factories/accounts";
import { analysisResults, createAnalysedVideo, newsStory } from "../factories/analysis";
import { createCity, createSource, createVideo } from "../factories/cities";
import { storedTranscript } from "../factories/transcripts";
import { councilSegments } from "../factories/transcripts-for-analysis";

let queue: Queue;
let adminCookie: string;

beforeAll(async () => {
  // A real queue, so the upload's follow-up jobs can be seen in pg-boss (nothing runs them here).
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
});
afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

type Wrapped<T> = { data: T; init: { status?: number } | null };
const unwrap = <T>(result: unknown): { status: number; data: T } => {
  const wrapped = result as Wrapped<T>;
  return wrapped && typeof wrapped === "object" && "data" in wrapped && "init" in wrapped
    ? { status: wrapped.init?.status ?? 200, data: wrapped.data }
    : { status: 200, data: result as T };
};

async function loadPage(query: Record<string, string>, cookie = adminCookie) {
  const search = new URLSearchParams(query).toString();
  const result = await loader({
    request: getRequest(`/admin/content-management?${search}`, { cookie }),
    params: {},
    context: {},
  } as never);
  return unwrap<ContentManagementPage>(result);
}

/** A WebVTT file of the council meeting (about 2,700 characters, enough to be analysed). */
function councilWebVtt(): string {
  const cue = (seconds: number) => `${formatTimestamp(seconds).padStart(8, "0")}.000`;
  return `WEBVTT\n\n${councilSegments()
    .map(
      (segment) =>
        `${cue(segment.startSeconds)} --> ${cue(segment.endSeconds)}\n<v ${segment.speaker ?? "Speaker"}>${segment.text}`,
    )
    .join("\n\n")}\n`;
}

function uploadRequest(
  fields: Record<string, string | Blob | { content: BlobPart; name: string }>,
  /** null: no session at all. */
  cookie: string | null = adminCookie,
): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string" || value instanceof Blob) form.append(key, value);
    else form.append(key, new File([value.content], value.name));
  }
  const headers = new Headers({ "x-civiclens-client-ip": testAddress() });
  if (cookie) headers.set("cookie", cookie);
  return new Request("http://localhost:3000/admin/content-management", {
    method: "POST",
    headers,
    body: form,
  });
}

async function upload(fields: Parameters<typeof uploadRequest>[0], cookie?: string | null) {
  const result = await action({ request: uploadRequest(fields, cookie), params: {}, context: {} } as never);
  return unwrap<ActionResult>(result);
}

async function analyzeJobsFor(videoId: string) {
  const result = await database().executeSql(
    "select data from pgboss.job where name = 'analyze' and data->>'videoId' = $1",
    [videoId],
  );
  return result.rows.map((row) => row.data as { videoId: string; force: boolean });
}

describe("content management page", () => {
  it("shows the city, the source, its videos newest first and the newest one selected", async () => {
    const city = await createCity();
    const source = await createSource(city.id, { title: "Council channel" });
    const other = await createSource(city.id, { title: "Planning channel" });
    const older = await createAnalysedVideo(city.id, {
      overrides: {
        cityUrlsId: source.id,
        publishedAt: new Date("2026-01-01T00:00:00Z"),
        transcript: "Words.",
      },
    });
    const newer = await createVideo(city.id, {
      cityUrlsId: source.id,
      publishedAt: new Date("2026-02-01T00:00:00Z"),
    });
    await createVideo(city.id, { cityUrlsId: other.id });

    const { status, data } = await loadPage({ cityId: city.id, sourceUrlId: source.id });
    expect(status).toBe(200);
    expect(data.city).toMatchObject({ id: city.id, name: city.name });
    expect(data.source).toMatchObject({ id: source.id, title: "Council channel" });
    expect(data.sources.map((item) => item.id).sort()).toEqual([source.id, other.id].sort());
    expect(data.videos.map((video) => video.id)).toEqual([newer.id, older.id]);
    expect(data.videos[1]).toMatchObject({ hasTranscript: true, hasAnalysis: true, hasStory: true });
    expect(data.videos[0]).toMatchObject({ hasTranscript: false, hasAnalysis: false, hasStory: false });
    // Nothing to show for the newest one: every panel falls back to its empty text on the page.
    expect(data.video).toMatchObject({ id: newer.id, transcript: null, analysis: null, story: null });

    const chosen = await loadPage({ cityId: city.id, sourceUrlId: source.id, videoId: older.id });
    expect(chosen.data.video?.transcript).toBe("Words.");
    expect(chosen.data.video?.analysis?.summary).toBe(analysisResults().summary);
    expect(chosen.data.video?.story?.kind).toBe("article");
    expect(chosen.data.video?.storyGeneratedAt).toBe("2026-03-05T18:30:00.000Z");
  });

  it("reads a story stored as JSON text, and shows one that is not JSON as its raw text", async () => {
    const city = await createCity();
    const source = await createSource(city.id);
    const asJsonText = await createAnalysedVideo(city.id, {
      story: JSON.stringify(newsStory({ headline: "Parsed from text" })),
      overrides: { cityUrlsId: source.id },
    });
    const rawText = await createAnalysedVideo(city.id, {
      story: "The council met.\n\nIt adjourned early.",
      overrides: { cityUrlsId: source.id },
    });
    const parsed = await loadPage({ cityId: city.id, sourceUrlId: source.id, videoId: asJsonText.id });
    const story = parsed.data.video?.story;
    expect(story?.kind === "article" && story.story.article.headline).toBe("Parsed from text");
    const raw = await loadPage({ cityId: city.id, sourceUrlId: source.id, videoId: rawText.id });
    expect(raw.data.video?.story).toEqual({
      kind: "text",
      paragraphs: ["The council met.", "It adjourned early."],
    });
    expect(raw.data.video?.storyGeneratedAt).toBe("2026-03-05T18:30:00.000Z");
  });

  it("answers 404 for an unknown city, source or video and 400 for a malformed id, never a 500", async () => {
    const city = await createCity();
    const source = await createSource(city.id);
    const elsewhere = await createCity();
    const foreignSource = await createSource(elsewhere.id);
    const unknown = "00000000-0000-4000-8000-000000000000";

    expect(await loadPage({ cityId: unknown })).toMatchObject({
      status: 404,
      data: { notice: CITY_NOT_FOUND },
    });
    expect(await loadPage({ cityId: city.id, sourceUrlId: foreignSource.id })).toMatchObject({
      status: 404,
      data: { notice: SOURCE_NOT_FOUND },
    });
    expect(await loadPage({ cityId: city.id, sourceUrlId: source.id, videoId: unknown })).toMatchObject({
      status: 404,
      data: { notice: NO_VIDEO_DETAILS, video: null },
    });
    const malformed: Record<string, string>[] = [
      { cityId: "not-a-uuid" },
      { cityId: city.id, sourceUrlId: "1; drop table" },
    ];
    for (const query of malformed) {
      expect((await loadPage(query)).status).toBe(400);
    }
    // Without a choice yet the page offers the cities.
    const empty = await loadPage({});
    expect(empty.status).toBe(200);
    expect(empty.data.cities.map((item) => item.id)).toContain(city.id);
  });
});

describe("transcript upload", () => {
  it("parses a WebVTT file, rebuilds the segments and queues a forced re-analysis", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, { overrides: { transcript: "An old transcript." } });

    const result = await upload({
      intent: "upload-transcript",
      videoId: video.id,
      transcript: { content: councilWebVtt(), name: "meeting.vtt" },
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, toast: { title: TRANSCRIPT_UPLOADED } });
    expect(result.data.toast?.description).toMatch(
      /^\d+ segments saved\. The analysis and story are being redone/,
    );

    const stored = await storedTranscript(video.id);
    expect(stored.source).toBe("upload");
    expect(stored.segments).toHaveLength(councilSegments().length);
    expect(stored.segments[0]).toMatchObject({ startSeconds: 10, speaker: "Mayor Elena Ruiz" });
    expect(stored.transcript).toContain("I will call this regular meeting");
    expect(await analyzeJobsFor(video.id)).toEqual([{ videoId: video.id, force: true }]);
    expect(await getStep({ videoId: video.id, step: "transcript" })).toMatchObject({ state: "done" });
    expect(await getStep({ videoId: video.id, step: "analysis" })).toMatchObject({ state: "queued" });
  });

  it("takes SRT and plain text; a short text is saved but queues no analysis", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: null });
    const srt =
      "1\n00:00:01,000 --> 00:00:04,000\nCall to order.\n\n2\n00:00:05,000 --> 00:00:09,500\nRoll call, please.\n";
    const fromSrt = await upload({
      intent: "upload-transcript",
      videoId: video.id,
      transcript: { content: srt, name: "a.srt" },
    });
    expect(fromSrt.data).toMatchObject({ ok: true });
    expect(fromSrt.data.toast?.description).toMatch(
      /^2 segments saved\. The transcript is too short to analyze/,
    );
    expect((await storedTranscript(video.id)).segments.map((segment) => segment.startSeconds)).toEqual([
      1, 5,
    ]);

    const plain = await upload({
      intent: "upload-transcript",
      videoId: video.id,
      transcript: { content: "Public comment opened.\n\nNo speakers came forward.", name: "notes.TXT" },
    });
    expect(plain.data).toMatchObject({ ok: true });
    expect((await storedTranscript(video.id)).transcript).toContain("No speakers came forward.");
    expect(await analyzeJobsFor(video.id)).toEqual([]);
  });

  it("refuses every bad upload with a clear 4xx and leaves the transcript and segments as they were", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: "Kept transcript." });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const vtt = { content: councilWebVtt(), name: "meeting.vtt" };
    const cases: { fields: Parameters<typeof upload>[0]; status: number; message: string }[] = [
      { fields: { intent: "upload-transcript", videoId: video.id }, status: 400, message: UPLOAD_NO_FILE },
      {
        fields: {
          intent: "upload-transcript",
          videoId: video.id,
          transcript: { content: "", name: "empty.vtt" },
        },
        status: 400,
        message: UPLOAD_FILE_EMPTY,
      },
      {
        fields: {
          intent: "upload-transcript",
          videoId: video.id,
          transcript: { content: " \n\t\n", name: "blank.txt" },
        },
        status: 400,
        message: UPLOAD_FILE_EMPTY,
      },
      {
        fields: {
          intent: "upload-transcript",
          videoId: video.id,
          transcript: { content: "x".repeat(5 * 1024 * 1024 + 1), name: "big.txt" },
        },
        status: 413,
        message: TRANSCRIPT_TOO_LARGE,
      },
      // Past the multipart allowance the body is refused while it is read, before the form is parsed.
      {
        fields: {
          intent: "upload-transcript",
          videoId: video.id,
          transcript: { content: "x".repeat(6 * 1024 * 1024), name: "bigger.txt" },
        },
        status: 413,
        message: TRANSCRIPT_TOO_LARGE,
      },
      {
        fields: {
          intent: "upload-transcript",
          videoId: video.id,
          transcript: { content: "%PDF-1.7", name: "agenda.pdf" },
        },
        status: 400,
        message: UPLOAD_WRONG_TYPE,
      },
      {
        fields: {
          intent: "upload-transcript",
          videoId: video.id,
          transcript: { content: new Uint8Array([0xff, 0xfe, 0x00, 0x41, 0xc3]), name: "captions.vtt" },
        },
        status: 400,
        message: UPLOAD_NOT_TEXT,
      },
      {
        fields: {
          intent: "upload-transcript",
          videoId: video.id,
          transcript: { content: "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n \n", name: "blank-cues.vtt" },
        },
        status: 400,
        message: "The transcript has no text.",
      },
      {
        fields: { intent: "upload-transcript", videoId: unknown, transcript: vtt },
        status: 404,
        message: VIDEO_NOT_FOUND,
      },
      {
        fields: { intent: "upload-transcript", videoId: "not-a-uuid", transcript: vtt },
        status: 400,
        message: UNKNOWN_VIDEO,
      },
      { fields: { videoId: video.id, transcript: vtt }, status: 400, message: "Unknown action" },
      {
        fields: { intent: "something-else", videoId: video.id, transcript: vtt },
        status: 400,
        message: "Unknown action",
      },
    ];
    for (const testCase of cases) {
      const result = await upload(testCase.fields);
      expect(result, JSON.stringify(testCase.message)).toMatchObject({
        status: testCase.status,
        data: { ok: false, toast: { title: FAILED_TO_SAVE_TRANSCRIPT, description: testCase.message } },
      });
    }
    // A JSON or urlencoded post is not an upload.
    const json = await action({
      request: new Request("http://localhost:3000/admin/content-management", {
        method: "POST",
        headers: { cookie: adminCookie, "content-type": "application/json" },
        body: JSON.stringify({ intent: "upload-transcript", videoId: video.id }),
      }),
      params: {},
      context: {},
    } as never);
    expect(unwrap(json).status).toBe(400);

    const [row] = await db().select().from(cityVideos).where(eq(cityVideos.id, video.id));
    expect(row?.transcript).toBe("Kept transcript.");
    expect(row?.transcriptSource).toBeNull();
    expect(await db().$count(transcriptSegments, eq(transcriptSegments.videoId, video.id))).toBe(0);
    expect(await analyzeJobsFor(video.id)).toEqual([]);
  });

  it("refuses a member (403) and an anonymous visitor (to sign in), writing nothing", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: "Kept." });
    const member = await sessionCookie((await createUser()).email);
    const fields = {
      intent: "upload-transcript",
      videoId: video.id,
      transcript: { content: councilWebVtt(), name: "m.vtt" },
    };
    const statusOf = async (cookie: string | null) => {
      try {
        await action({ request: uploadRequest(fields, cookie), params: {}, context: {} } as never);
        return 200;
      } catch (thrown) {
        if (thrown instanceof Response) return thrown.status;
        return (thrown as { init?: { status?: number } }).init?.status ?? 500;
      }
    };
    expect(await statusOf(member)).toBe(403);
    expect(await statusOf(null)).toBe(302);
    expect((await storedTranscript(video.id)).transcript).toBe("Kept.");
  });

  it("a forced re-analysis (after an upload) is followed by a forced story, so the old story is replaced", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id);
    await saveTranscript({ videoId: video.id, segments: councilSegments(), source: "upload" });
    await analyzeJob.handle({ videoId: video.id, force: true }, { jobId: "test", retryCount: 0 });
    const stories = await database().executeSql(
      "select data from pgboss.job where name = 'write-story' and data->>'videoId' = $1",
      [video.id],
    );
    expect(stories.rows.map((row) => row.data)).toEqual([{ videoId: video.id, force: true }]);
    // The analysis itself was redone from the new transcript (the factory's analysis is about Harbor Street).
    const [row] = await db().select().from(cityVideos).where(eq(cityVideos.id, video.id));
    expect(row?.analysisResults?.summary).not.toBe(analysisResults().summary);
  });
});
