// analyzeMeeting and writeMeetingStory on the offline engine, the two server functions, and the pages'
// automatic first run through the real queue (enqueued once, page updated when done) and admin buttons.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityVideos, transcriptSegments } from "#db/schema";
import { TRANSCRIPT_REQUIRED, TRANSCRIPT_TOO_SHORT } from "~/features/analysis/analysis.copy";
import { analyzeMeeting } from "~/features/analysis/analysis.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import {
  ANALYSIS_RESULTS_REQUIRED,
  STORY_GENERATED,
  STORY_TRANSCRIPT_REQUIRED,
  STORY_TRANSCRIPT_UNRELIABLE,
  VIDEO_ANALYSIS_RESULTS_REQUIRED,
} from "~/features/stories/stories.copy";
import { writeMeetingStory } from "~/features/stories/stories.server";
import { writeStoryJob } from "~/features/stories/write-story.job.server";
import { database, db } from "~/lib/db.server";
import { type Queue, registerWorkers, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { getStep } from "~/lib/pipeline-steps.server";
import { formatTranscriptText } from "~/lib/transcript-format";
import * as analyzeFunction from "~/routes/functions.analyze-video-transcript";
import * as writeStoryFunction from "~/routes/functions.write-transcript-story";
import * as meetingRoute from "~/routes/meeting";
import * as storyRoute from "~/routes/meeting-story";
import { createUser, formRequest, sessionCookie } from "../factories/accounts";
import { analysisResults } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";
import { councilSegments, MEETING_TITLE } from "../factories/transcripts-for-analysis";

const TRANSCRIPT = formatTranscriptText(councilSegments());
let queue: Queue;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  const admin = await createUser({ admin: true });
  const member = await createUser();
  adminCookie = await sessionCookie(admin.email);
  memberCookie = await sessionCookie(member.email);
});

afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

async function meetingVideo(overrides: Partial<typeof cityVideos.$inferInsert> = {}) {
  const city = await createCity();
  const video = await createVideo(city.id, { title: MEETING_TITLE, transcript: TRANSCRIPT, ...overrides });
  if (video.transcript === TRANSCRIPT) {
    await db()
      .insert(transcriptSegments)
      .values(councilSegments().map((segment, position) => ({ ...segment, videoId: video.id, position })));
  }
  return { city, video };
}

async function stored(id: string) {
  const [row] = await db().select().from(cityVideos).where(eq(cityVideos.id, id));
  return row;
}

function jsonRequest(name: string, body: unknown, cookie?: string) {
  return new Request(`http://localhost:3000/functions/v1/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const pageArgs = (request: Request, videoId: string) =>
  ({ request, params: { videoId }, context: { cspNonce: "t" } }) as never;

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("analyzeMeeting and writeMeetingStory", () => {
  it("refuses a video without a transcript or with a short one, writing nothing", async () => {
    const { video: none } = await meetingVideo({ transcript: null });
    await expect(analyzeMeeting({ videoId: none.id })).rejects.toThrow(TRANSCRIPT_REQUIRED);
    const { video: short } = await meetingVideo({ transcript: "[00:00:01] Mayor: Short meeting." });
    await expect(analyzeMeeting({ videoId: short.id })).rejects.toThrow(TRANSCRIPT_TOO_SHORT);
    expect((await stored(short.id))?.analysisResults).toBeNull();
  });

  it("saves a grounded analysis and then a story, stamping both times", async () => {
    const { video } = await meetingVideo();
    const { analysis } = await analyzeMeeting({ videoId: video.id });
    const row = await stored(video.id);
    expect(row?.analysisResults).toEqual(analysis);
    expect(row?.analyzedAt).toBeInstanceOf(Date);
    const { story } = await writeMeetingStory({ videoId: video.id });
    expect((await stored(video.id))?.newsStory).toEqual(story);
    // The body as its source names it, with its city: never words of the title.
    expect(story.article.headline).toMatch(/^Testville \w+ City Council (?:approves|awards) /);
  });

  it("marks a meeting whose captions came out Welsh unreliable: nothing quoted or decided, and no story", async () => {
    const welsh = [
      "Mae Sophia yn rhan o'r Cymdeithas ac mae hi wedi bod yn gweithio gyda ni ers blynyddoedd lawer.",
      "Rydym yn ddiolchgar iawn am ei gwaith caled dros y flwyddyn ddiwethaf yn y gymuned hon.",
      "Bydd y pwyllgor yn cyfarfod eto ym mis Ionawr i drafod y cynllun newydd ar gyfer y dref.",
      "Diolch yn fawr i bawb am ddod heno ac am eich cefnogaeth i'r gwaith pwysig yma.",
    ];
    const segments = Array.from({ length: 24 }, (_, position) => ({
      startSeconds: position * 10,
      endSeconds: position * 10 + 9,
      speaker: null,
      text: welsh[position % welsh.length] ?? "",
    }));
    const { video } = await meetingVideo({ transcript: formatTranscriptText(segments) });
    await db()
      .insert(transcriptSegments)
      .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
    const { analysis } = await analyzeMeeting({ videoId: video.id });
    expect(analysis.reliability?.reliable).toBe(false);
    expect(analysis.highlights.flatMap((highlight) => highlight.quotes)).toEqual([]);
    expect(analysis.decisions ?? []).toEqual([]);
    // No story is queued, the story page says none will come, and asking for one is refused with a reason.
    expect(await getStep({ videoId: video.id, step: "story" })).toBeUndefined();
    const page = await storyRoute.loader(pageArgs(new Request("http://localhost/"), video.id));
    expect(page.storyStatus).toEqual({ state: "unavailable" });
    await expect(writeMeetingStory({ videoId: video.id })).rejects.toThrow(STORY_TRANSCRIPT_UNRELIABLE);
    expect((await stored(video.id))?.newsStory).toBeNull();
  });

  it("needs analysis results to write a story and keeps the old story when refused", async () => {
    const { video } = await meetingVideo();
    await expect(writeMeetingStory({ videoId: video.id })).rejects.toThrow(ANALYSIS_RESULTS_REQUIRED);
    expect((await stored(video.id))?.storyGeneratedAt).toBeNull();
  });
});

describe("POST /functions/v1/analyzeVideoTranscript", () => {
  it("answers 401 to anonymous callers and 403 to members", async () => {
    const body = { recordId: "6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b88", videoId: "x", transcript: TRANSCRIPT };
    expect(
      (await analyzeFunction.action({ request: jsonRequest("analyzeVideoTranscript", body) })).status,
    ).toBe(401);
    const member = await analyzeFunction.action({
      request: jsonRequest("analyzeVideoTranscript", body, memberCookie),
    });
    expect(member.status).toBe(403);
  });

  it("answers 400 with a message for bad bodies and missing or short transcripts, 404 for unknown records", async () => {
    const { video } = await meetingVideo();
    const call = async (body: unknown) => {
      const response = await analyzeFunction.action({
        request: jsonRequest("analyzeVideoTranscript", body, adminCookie),
      });
      return { status: response.status, error: ((await response.json()) as { error?: string }).error };
    };
    expect(await call("{not json")).toEqual({ status: 400, error: "The request body is not valid JSON." });
    expect((await call({ recordId: "nope", transcript: TRANSCRIPT })).status).toBe(400);
    expect(await call({ recordId: video.id, videoId: "x", transcript: "" })).toEqual({
      status: 400,
      error: TRANSCRIPT_REQUIRED,
    });
    expect(await call({ recordId: video.id, videoId: "x", transcript: "too short" })).toEqual({
      status: 400,
      error: TRANSCRIPT_TOO_SHORT,
    });
    expect(await call({ recordId: video.id, transcript: "x".repeat(200_001) })).toEqual({
      status: 400,
      error: "The transcript is too long",
    });
    expect((await call({ recordId: video.id, transcript: "x".repeat(300_000) })).status).toBe(413);
    expect(
      (await call({ recordId: "6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b88", transcript: TRANSCRIPT })).status,
    ).toBe(404);
    expect((await stored(video.id))?.analysisResults).toBeNull();
  });

  it("saves no analysis for a record without a stored transcript (400), whatever transcript the call carries", async () => {
    const { video } = await meetingVideo({ transcript: null });
    const body = {
      recordId: video.id,
      videoId: video.videoId,
      transcript: TRANSCRIPT,
      title: MEETING_TITLE,
      description: "",
    };
    const response = await analyzeFunction.action({
      request: jsonRequest("analyzeVideoTranscript", body, adminCookie),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: TRANSCRIPT_REQUIRED });
    expect((await stored(video.id))?.analysisResults).toBeNull();
  });

  it("analyses the given transcript for a record that has one, and saves it", async () => {
    const { video } = await meetingVideo();
    const response = await analyzeFunction.action({
      request: jsonRequest(
        "analyzeVideoTranscript",
        {
          recordId: video.id,
          videoId: video.videoId,
          transcript: TRANSCRIPT,
          title: MEETING_TITLE,
          description: "",
        },
        adminCookie,
      ),
    });
    expect(response.status).toBe(200);
    const { analysis } = (await response.json()) as { analysis: { summary: string } };
    expect(analysis.summary).toMatch(/Pelican Street/);
    expect((await stored(video.id))?.analysisResults).toEqual(analysis);
  });
});

describe("POST /functions/v1/writeTranscriptStory", () => {
  it("checks the caller and the analysis it is given", async () => {
    const { video } = await meetingVideo();
    const body = { recordId: video.id, videoId: video.videoId, analysisResults: analysisResults() };
    expect(
      (await writeStoryFunction.action({ request: jsonRequest("writeTranscriptStory", body) })).status,
    ).toBe(401);
    expect(
      (await writeStoryFunction.action({ request: jsonRequest("writeTranscriptStory", body, memberCookie) }))
        .status,
    ).toBe(403);
    const missing = await writeStoryFunction.action({
      request: jsonRequest("writeTranscriptStory", { recordId: video.id, videoId: "x" }, adminCookie),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: ANALYSIS_RESULTS_REQUIRED });
    const malformed = await writeStoryFunction.action({
      request: jsonRequest(
        "writeTranscriptStory",
        { recordId: video.id, analysisResults: { summary: 1 } },
        adminCookie,
      ),
    });
    expect(await malformed.json()).toMatchObject({ error: VIDEO_ANALYSIS_RESULTS_REQUIRED });
    expect((await stored(video.id))?.newsStory).toBeNull();
  });

  it("writes no story for a record without a stored transcript (400)", async () => {
    const { video } = await meetingVideo({ transcript: null });
    const response = await writeStoryFunction.action({
      request: jsonRequest(
        "writeTranscriptStory",
        { recordId: video.id, videoId: video.videoId, analysisResults: analysisResults() },
        adminCookie,
      ),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: STORY_TRANSCRIPT_REQUIRED });
    expect((await stored(video.id))?.newsStory).toBeNull();
  });

  it("returns the story and story_generated_at, dropping the analysis's ungrounded quotes", async () => {
    const { video } = await meetingVideo();
    const response = await writeStoryFunction.action({
      request: jsonRequest(
        "writeTranscriptStory",
        {
          recordId: video.id,
          videoId: video.videoId,
          analysisResults: analysisResults(),
          additionalContext: "Budget vote.",
        },
        adminCookie,
      ),
    });
    expect(response.status).toBe(200);
    const story = (await response.json()) as {
      story_generated_at: string;
      metadata: { uncertainty_notes: string[] };
    };
    expect(Date.parse(story.story_generated_at)).not.toBeNaN();
    expect(story.metadata.uncertainty_notes).toContain(
      "2 quotes could not be found in the transcript and were removed.",
    );
  });
});

describe("the meeting and story pages", () => {
  it("enqueue the automatic analysis once, and the page shows it when the job is done", async () => {
    const { video } = await meetingVideo();
    const first = await meetingRoute.loader(pageArgs(new Request("http://localhost/"), video.id));
    const second = await meetingRoute.loader(pageArgs(new Request("http://localhost/"), video.id));
    expect(first.analysisStatus).toEqual({ state: "queued" });
    expect(second.analysisStatus).toEqual({ state: "queued" });
    const jobs = (await db().execute(
      `select count(*)::int as count from pgboss.job where name = 'analyze' and data->>'videoId' = '${video.id}'`,
    )) as unknown as { rows: { count: number }[] };
    expect(jobs.rows[0]?.count).toBe(1);
    await registerWorkers(queue, [analyzeJob, writeStoryJob], { pollingIntervalSeconds: 0.5 });
    const page = await waitFor(
      () => meetingRoute.loader(pageArgs(new Request("http://localhost/"), video.id)),
      (value) => value.analysis !== null,
    );
    expect(page.analysisStatus).toEqual({ state: "ready" });
    expect((await getStep({ videoId: video.id, step: "analysis" }))?.state).toBe("done");
    // The story page of the now analysed meeting writes its story the same way.
    const story = await waitFor(
      () => storyRoute.loader(pageArgs(new Request("http://localhost/"), video.id)),
      (value) => value.story !== null,
    );
    expect(story.storyStatus).toEqual({ state: "ready" });
  });

  it("says a meeting without a transcript cannot be analysed and queues nothing", async () => {
    const { video } = await meetingVideo({ transcript: null });
    const page = await meetingRoute.loader(pageArgs(new Request("http://localhost/"), video.id));
    expect(page.analysisStatus).toEqual({ state: "unavailable" });
    expect(await getStep({ videoId: video.id, step: "analysis" })).toBeUndefined();
  });

  // The admin's Re-Analyze is a queued job: tests/integration/reanalyze-meeting.test.ts.
  it("lets an admin rewrite the story", async () => {
    const { video } = await meetingVideo({
      analysisResults: analysisResults(),
      analyzedAt: new Date("2026-01-01"),
    });
    const rewritten = await storyRoute.action(
      pageArgs(
        formRequest(
          `/meeting-story/${video.id}`,
          { intent: "rewrite", additionalContext: "Vote was 5-0." },
          { cookie: adminCookie },
        ),
        video.id,
      ),
    );
    expect(rewritten).toEqual({ ok: true, toast: { title: STORY_GENERATED } });
    expect(JSON.stringify((await stored(video.id))?.newsStory)).toContain("Vote was 5-0.");
  });
});
