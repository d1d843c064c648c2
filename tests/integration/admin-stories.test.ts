// The story manager (pick, Run Analysis, Generate Story, Refresh Video Data, the /story link) and the story
// playground (a candidate that changes nothing until saved, re-checked in full on save), with bad input
// answered 4xx with a clear message and nothing written.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cityVideos } from "#db/schema";
import {
  ANALYSIS_COMPLETED_SUCCESSFULLY,
  ANALYSIS_FAILED,
  ANALYSIS_RESULTS_REQUIRED,
  CANDIDATE_READY,
  CANDIDATE_SAVED,
  CONTEXT_TOO_LONG,
  FAILED_TO_REFRESH_VIDEO_DATA,
  SAVE_FAILED,
  STORY_GENERATED_SUCCESSFULLY,
  STORY_GENERATION_FAILED,
  TRANSCRIPT_REQUIRED,
  UNKNOWN_CITY,
  UNKNOWN_VIDEO,
  VIDEO_DATA_REFRESHED,
} from "~/features/admin-stories/admin-stories.copy";
import type { PlaygroundPage, StoryManagerPage } from "~/features/admin-stories/admin-stories.server";
import type { GeneratedCandidate } from "~/features/admin-stories/components/story-playground";
import { TRANSCRIPT_TOO_SHORT } from "~/features/analysis/analysis.copy";
import type { NewsStory } from "~/features/analysis/analysis.schema";
import { functionCallFailed } from "~/features/sources/sources.copy";
import { STORY_CANDIDATE_INVALID, STORY_CHANGED_SINCE_CANDIDATE } from "~/features/stories/stories.copy";
import { saveTranscript } from "~/features/transcripts/transcripts.server";
import type { ActionResult } from "~/lib/action-result";
import { db } from "~/lib/db.server";
import { getStep } from "~/lib/pipeline-steps.server";
import { action as managerAction, loader as managerLoader } from "~/routes/admin.story-manager";
import { action as playgroundAction, loader as playgroundLoader } from "~/routes/admin.story-playground";
import { loader as storyPageLoader } from "~/routes/meeting-story";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { analysisResults, createAnalysedVideo, newsStory } from "../factories/analysis";
import { createCity, createSource, createVideo } from "../factories/cities";
import { councilSegments, MEETING_TITLE } from "../factories/transcripts-for-analysis";

/** Generate's answer, its candidate readable without narrowing (a failure has none). */
type PlaygroundAnswer = ActionResult & Partial<GeneratedCandidate>;

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const unwrap = <T>(result: unknown): { status: number; data: T } => {
  const wrapped = result as { data: T; init: { status?: number } | null };
  return wrapped && typeof wrapped === "object" && "data" in wrapped && "init" in wrapped
    ? { status: wrapped.init?.status ?? 200, data: wrapped.data }
    : { status: 200, data: result as T };
};

async function loadManager(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return unwrap<StoryManagerPage>(
    await managerLoader({
      request: getRequest(`/admin/story-manager?${search}`, { cookie: adminCookie }),
      params: {},
      context: {},
    } as never),
  );
}

async function postManager(fields: Record<string, string>) {
  return unwrap<ActionResult>(
    await managerAction({
      request: formRequest("/admin/story-manager", fields, { cookie: adminCookie }),
      params: {},
      context: {},
    } as never),
  );
}

async function loadPlayground(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return unwrap<PlaygroundPage>(
    await playgroundLoader({
      request: getRequest(`/admin/story-playground?${search}`, { cookie: adminCookie }),
      params: {},
      context: {},
    } as never),
  );
}

async function postPlayground(fields: Record<string, string>) {
  return unwrap<PlaygroundAnswer>(
    await playgroundAction({
      request: formRequest("/admin/story-playground", fields, { cookie: adminCookie }),
      params: {},
      context: {},
    } as never),
  );
}

/** A meeting with the council transcript and its timed segments, as the pipeline would have saved it. */
async function createTranscribedVideo(cityId: string, overrides: Parameters<typeof createVideo>[1] = {}) {
  const video = await createVideo(cityId, { title: MEETING_TITLE, ...overrides });
  await saveTranscript({ videoId: video.id, segments: councilSegments(), source: "seed" });
  return video;
}

async function videoRow(id: string) {
  const [row] = await db().select().from(cityVideos).where(eq(cityVideos.id, id));
  if (!row) throw new Error("video gone");
  return row;
}

describe("story manager page", () => {
  it("lists cities, the city's video sources only, and its videos newest first, optionally by source", async () => {
    const city = await createCity();
    const council = await createSource(city.id, { title: "Council" });
    const planning = await createSource(city.id, { title: "Planning" });
    await createSource(city.id, { title: "City website", contentType: "site" });
    const councilVideo = await createVideo(city.id, {
      cityUrlsId: council.id,
      publishedAt: new Date("2026-01-01Z"),
    });
    const planningVideo = await createVideo(city.id, {
      cityUrlsId: planning.id,
      publishedAt: new Date("2026-02-01Z"),
    });

    const all = await loadManager({ cityId: city.id });
    expect(all.status).toBe(200);
    expect(all.data.cities.map((item) => item.id)).toContain(city.id);
    expect(all.data.sources.map((source) => source.title)).toEqual(["Council", "Planning"]);
    expect(all.data.videos.map((video) => video.id)).toEqual([planningVideo.id, councilVideo.id]);

    const bySource = await loadManager({ cityId: city.id, sourceUrlId: council.id });
    expect(bySource.data.videos.map((video) => video.id)).toEqual([councilVideo.id]);

    // A source of another city (left from an earlier choice) is ignored rather than trusted.
    const elsewhere = await createSource((await createCity()).id);
    const stale = await loadManager({ cityId: city.id, sourceUrlId: elsewhere.id });
    expect(stale.data.sourceUrlId).toBeNull();
    expect(stale.data.videos).toHaveLength(2);

    const chosen = await loadManager({ cityId: city.id, videoId: councilVideo.id });
    expect(chosen.data.video).toMatchObject({
      id: councilVideo.id,
      transcriptChars: 0,
      analysisSummary: null,
      storyHeadline: null,
      storyPath: `/story/${councilVideo.id}`,
    });
  });

  it("answers 404 for an unknown city or video and 400 for a malformed id, with a message", async () => {
    const city = await createCity();
    expect(await loadManager({ cityId: UNKNOWN_ID })).toMatchObject({
      status: 404,
      data: { errors: [UNKNOWN_CITY] },
    });
    expect(await loadManager({ cityId: city.id, videoId: UNKNOWN_ID })).toMatchObject({
      status: 404,
      data: { errors: [UNKNOWN_VIDEO] },
    });
    // A video of another city is not shown under this one.
    const foreign = await createVideo((await createCity()).id);
    expect((await loadManager({ cityId: city.id, videoId: foreign.id })).status).toBe(404);
    expect((await loadManager({ cityId: "zzz" })).status).toBe(400);
    expect((await loadManager({ cityId: city.id, videoId: "1'--" })).status).toBe(400);
  });
});

describe("story manager actions", () => {
  it("runs the analysis, then the story, and /story/{videoId} shows that story", async () => {
    const city = await createCity();
    const video = await createTranscribedVideo(city.id);

    expect(await postManager({ intent: "analyze", videoId: video.id })).toEqual({
      status: 200,
      data: { ok: true, toast: { title: ANALYSIS_COMPLETED_SUCCESSFULLY } },
    });
    const analysed = await videoRow(video.id);
    expect(analysed.analysisResults?.summary).toBeTruthy();
    expect(analysed.newsStory).toBeNull();

    expect(await postManager({ intent: "generate", videoId: video.id })).toEqual({
      status: 200,
      data: { ok: true, toast: { title: STORY_GENERATED_SUCCESSFULLY } },
    });
    const written = await videoRow(video.id);
    const story = written.newsStory as NewsStory;
    expect(story.article.headline).toBeTruthy();
    expect(written.storyGeneratedAt).toBeInstanceOf(Date);

    expect(await postManager({ intent: "refresh", videoId: video.id })).toEqual({
      status: 200,
      data: { ok: true, toast: { title: VIDEO_DATA_REFRESHED } },
    });
    const page = await loadManager({ cityId: city.id, videoId: video.id });
    expect(page.data.video).toMatchObject({
      storyHeadline: story.article.headline,
      storyPath: `/story/${video.id}`,
    });

    // The link's target: the story route resolves this id to the story page (no redirect, the same story).
    const storyPage = await storyPageLoader({
      request: getRequest(`/story/${video.id}`),
      params: { videoId: video.id },
      context: {},
    } as never);
    expect(storyPage.headline).toBe(story.article.headline);
    expect(storyPage.video.id).toBe(video.id);
  });

  it("refuses analysis without a transcript and a story without analysis, in the spec's words, writing nothing", async () => {
    const city = await createCity();
    const bare = await createVideo(city.id, { transcript: null });
    expect(await postManager({ intent: "analyze", videoId: bare.id })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: TRANSCRIPT_REQUIRED } },
    });
    expect(await postManager({ intent: "generate", videoId: bare.id })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: ANALYSIS_RESULTS_REQUIRED } },
    });
    const short = await createVideo(city.id, { transcript: "Too short to analyse." });
    expect(await postManager({ intent: "analyze", videoId: short.id })).toMatchObject({
      status: 400,
      // Spec 001 sections 7 and 8: a failed server call reads "Function call failed: {status} - {body}".
      data: {
        ok: false,
        toast: { title: ANALYSIS_FAILED, description: functionCallFailed(400, TRANSCRIPT_TOO_SHORT) },
      },
    });
    for (const id of [bare.id, short.id]) {
      const row = await videoRow(id);
      expect(row.analysisResults).toBeNull();
      expect(row.newsStory).toBeNull();
    }
  });

  it("answers unknown ids 404 and malformed or missing fields 400, with a message", async () => {
    expect(await postManager({ intent: "analyze", videoId: UNKNOWN_ID })).toMatchObject({
      status: 404,
      data: { ok: false, toast: { title: ANALYSIS_FAILED, description: UNKNOWN_VIDEO } },
    });
    expect(await postManager({ intent: "generate", videoId: UNKNOWN_ID })).toMatchObject({
      status: 404,
      data: { ok: false, toast: { title: STORY_GENERATION_FAILED, description: UNKNOWN_VIDEO } },
    });
    expect(await postManager({ intent: "refresh", videoId: UNKNOWN_ID })).toMatchObject({
      status: 404,
      data: { ok: false, toast: { title: FAILED_TO_REFRESH_VIDEO_DATA, description: UNKNOWN_VIDEO } },
    });
    expect(await postManager({ intent: "analyze", videoId: "not-a-uuid" })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: UNKNOWN_VIDEO } },
    });
    expect(await postManager({ intent: "analyze" })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: UNKNOWN_VIDEO } },
    });
    expect(await postManager({ videoId: UNKNOWN_ID })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: "Unknown action" } },
    });
    expect(await postManager({ intent: "delete-everything", videoId: UNKNOWN_ID })).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: "Unknown action" } },
    });
    // An over-long body is refused before it is read as a form.
    const huge = await postManager({ intent: "analyze", videoId: "x".repeat(300 * 1024) });
    expect(huge.status).toBe(413);
  });
});

describe("story playground", () => {
  it("lists only a city's analysed meetings and shows the chosen one's current story", async () => {
    const city = await createCity();
    const analysed = await createAnalysedVideo(city.id);
    await createVideo(city.id, { transcript: "Not analysed." });
    const page = await loadPlayground({ cityId: city.id });
    expect(page.data.videos.map((video) => video.id)).toEqual([analysed.id]);
    const chosen = await loadPlayground({ cityId: city.id, videoId: analysed.id });
    expect(chosen.data.video).toMatchObject({
      id: analysed.id,
      storyGeneratedAt: "2026-03-05T18:30:00.000Z",
    });
    expect(chosen.data.video?.story?.kind).toBe("article");
    expect((await loadPlayground({ cityId: city.id, videoId: UNKNOWN_ID })).status).toBe(404);
    expect((await loadPlayground({ cityId: "nope" })).status).toBe(400);
  });

  it("generates a candidate with the context and changes nothing; Save then makes it the story", async () => {
    const city = await createCity();
    const video = await createTranscribedVideo(city.id);
    await postManager({ intent: "analyze", videoId: video.id });
    await postManager({ intent: "generate", videoId: video.id });
    const before = await videoRow(video.id);

    const context = "The item returns on March 13 after the state grant decision.";
    const generated = await postPlayground({
      intent: "generate-candidate",
      videoId: video.id,
      additionalContext: context,
    });
    expect(generated.status).toBe(200);
    expect(generated.data).toMatchObject({ ok: true, toast: { title: CANDIDATE_READY } });
    const candidate = generated.data.candidate as NewsStory;
    expect(candidate.sidebar_elements.background).toContain(context);
    expect(candidate.notes).toContain(context);
    expect(candidate.metadata.sources_used).toContain("Additional context from the editor");
    expect(generated.data.basedOnStoryGeneratedAt).toBe(before.storyGeneratedAt?.toISOString());

    // Generating (and so discarding, which never reaches the server) leaves the row exactly as it was.
    const untouched = await videoRow(video.id);
    expect(untouched.newsStory).toEqual(before.newsStory);
    expect(untouched.storyGeneratedAt).toEqual(before.storyGeneratedAt);
    expect(untouched.updatedAt).toEqual(before.updatedAt);

    const saved = await postPlayground({
      intent: "save-candidate",
      videoId: video.id,
      candidate: JSON.stringify(candidate),
      expectedStoryGeneratedAt: generated.data.basedOnStoryGeneratedAt ?? "",
    });
    expect(saved).toMatchObject({ status: 200, data: { ok: true, toast: { title: CANDIDATE_SAVED } } });
    const after = await videoRow(video.id);
    expect(after.newsStory).toEqual(candidate);
    expect(after.storyGeneratedAt?.getTime()).toBeGreaterThan(before.storyGeneratedAt?.getTime() ?? 0);
    expect(await getStep({ videoId: video.id, step: "story" })).toMatchObject({ state: "done" });

    // Saving the same candidate again is refused: the story it was based on is no longer the current one.
    const again = await postPlayground({
      intent: "save-candidate",
      videoId: video.id,
      candidate: JSON.stringify(candidate),
      expectedStoryGeneratedAt: generated.data.basedOnStoryGeneratedAt ?? "",
    });
    expect(again).toMatchObject({
      status: 409,
      data: { ok: false, toast: { title: SAVE_FAILED, description: STORY_CHANGED_SINCE_CANDIDATE } },
    });
    expect((await videoRow(video.id)).storyGeneratedAt).toEqual(after.storyGeneratedAt);
  });

  it("re-checks a saved candidate: an unspoken quote is dropped and noted, as for any engine's story", async () => {
    const city = await createCity();
    const video = await createTranscribedVideo(city.id, {
      analysisResults: analysisResults(),
      newsStory: null,
      storyGeneratedAt: null,
    });
    const generated = await postPlayground({ intent: "generate-candidate", videoId: video.id });
    const candidate = generated.data.candidate as NewsStory;
    const tampered: NewsStory = {
      ...candidate,
      sidebar_elements: {
        ...candidate.sidebar_elements,
        quote_block: {
          quote: "We will double everyone's taxes.",
          attribution: "Mayor Elena Ruiz",
          context: "",
        },
      },
    };
    const saved = await postPlayground({
      intent: "save-candidate",
      videoId: video.id,
      candidate: JSON.stringify(tampered),
      expectedStoryGeneratedAt: "",
    });
    expect(saved.data).toMatchObject({ ok: true });
    const story = (await videoRow(video.id)).newsStory as NewsStory;
    expect(story.sidebar_elements.quote_block).toBeNull();
    expect(story.metadata.uncertainty_notes.join(" ")).toMatch(/could not be found in the transcript/);
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const city = await createCity();
    const video = await createTranscribedVideo(city.id, {
      analysisResults: analysisResults(),
      newsStory: newsStory(),
      storyGeneratedAt: new Date("2026-03-05T18:30:00Z"),
    });
    const withoutAnalysis = await createTranscribedVideo(city.id);
    const before = await videoRow(video.id);
    const generated = await postPlayground({ intent: "generate-candidate", videoId: video.id });
    const candidate = JSON.stringify(generated.data.candidate);
    const save = (fields: Record<string, string>) =>
      postPlayground({
        intent: "save-candidate",
        videoId: video.id,
        candidate,
        expectedStoryGeneratedAt: "",
        ...fields,
      });

    // Run one after another: each request reads the session, and the database takes one at a time.
    const cases: [() => Promise<{ status: number; data: PlaygroundAnswer }>, number, string][] = [
      [
        () =>
          postPlayground({
            intent: "generate-candidate",
            videoId: video.id,
            additionalContext: "x".repeat(4001),
          }),
        400,
        CONTEXT_TOO_LONG,
      ],
      [
        () => postPlayground({ intent: "generate-candidate", videoId: withoutAnalysis.id }),
        400,
        ANALYSIS_RESULTS_REQUIRED,
      ],
      [() => postPlayground({ intent: "generate-candidate", videoId: UNKNOWN_ID }), 404, UNKNOWN_VIDEO],
      [() => postPlayground({ intent: "generate-candidate", videoId: "nope" }), 400, UNKNOWN_VIDEO],
      [() => postPlayground({ intent: "generate-candidate" }), 400, UNKNOWN_VIDEO],
      [() => postPlayground({ intent: "publish", videoId: video.id }), 400, "Unknown action"],
      [() => save({ candidate: "{not json" }), 400, "The candidate story is not valid JSON."],
      [
        () => save({ candidate: JSON.stringify({ article: { headline: "Only a headline" } }) }),
        400,
        STORY_CANDIDATE_INVALID,
      ],
      [() => save({ candidate: JSON.stringify("just a string") }), 400, STORY_CANDIDATE_INVALID],
      [() => save({ candidate: "" }), 400, "The candidate story is missing."],
      [() => save({ candidate: `"${"x".repeat(100_001)}"` }), 400, "The candidate story is too long."],
      [
        () => save({ expectedStoryGeneratedAt: "yesterday" }),
        400,
        "The story's generation time is not a date.",
      ],
      // A candidate claiming there was no story yet, while the video has one: someone else wrote it meanwhile.
      [() => save({ expectedStoryGeneratedAt: "" }), 409, STORY_CHANGED_SINCE_CANDIDATE],
      [() => save({ videoId: UNKNOWN_ID }), 404, "No meeting video was found for that id."],
    ];
    for (const [pending, status, message] of cases) {
      const result = await pending();
      expect(result.status, message).toBe(status);
      expect(result.data, message).toMatchObject({ ok: false, toast: { description: message } });
    }
    const after = await videoRow(video.id);
    expect(after.newsStory).toEqual(before.newsStory);
    expect(after.storyGeneratedAt).toEqual(before.storyGeneratedAt);
    expect((await videoRow(withoutAnalysis.id)).newsStory).toBeNull();
  });
});
