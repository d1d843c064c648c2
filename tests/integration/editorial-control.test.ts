// Editorial control (issue #13, ADR 0026): hand edits kept as versions beside the machine's, machines never
// overwriting an editor, Restore Machine Version, Publish and Unpublish reaching every public reader, and who wrote
// what; and Content Management's Fetch Transcript and Retry going through the pipeline (ADR 0025).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cityVideos, contentVersions, transcriptSegments, videoPipelineSteps } from "#db/schema";
import { CONTENT_INTENTS } from "~/features/admin-content/admin-content.constants";
import { EDITORIAL_COPY } from "~/features/admin-content/admin-content.copy";
import { getContentManagementPage } from "~/features/admin-content/admin-content.server";
import { getMeetingAnalysisPage } from "~/features/analysis/analysis.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { analyzeOffline } from "~/features/analysis/offline-engine.server";
import { loadCityPage } from "~/features/meetings/meetings.server";
import { listSitemapEntries } from "~/features/stories/sitemap.server";
import { STORY_RULE_DESCRIPTIONS } from "~/features/stories/stories.copy";
import { getCityStoryFeed, getMeetingStoryPage } from "~/features/stories/stories.server";
import { writeStoryJob } from "~/features/stories/write-story.job.server";
import type { ActionResult } from "~/lib/action-result";
import { database, db } from "~/lib/db.server";
import { meetingStoryPath } from "~/lib/meeting-paths";
import { formatTranscriptText } from "~/lib/transcript-format";
import { action as contentAction } from "~/routes/admin.content-management";
import { createUser, formRequest, sessionCookie } from "../factories/accounts";
import { createAnalysedVideo } from "../factories/analysis";
import { createCity, createSource } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { councilSegments, MEETING_TITLE } from "../factories/transcripts-for-analysis";

let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  const admin = await createUser({ admin: true });
  adminId = admin.id;
  adminCookie = await sessionCookie(admin.email);
});

/** A Live city's meeting with a transcript (and its segments), an analysis and a published story. */
async function meetingWithStory() {
  const city = await createCity({ status: "Live" });
  const source = await createSource(city.id);
  const segments = councilSegments();
  const video = await createAnalysedVideo(city.id, {
    overrides: { cityUrlsId: source.id, transcript: formatTranscriptText(segments) },
  });
  await db()
    .insert(transcriptSegments)
    .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
  return { city, source, video };
}

async function post(fields: Record<string, string>) {
  const result = await contentAction({
    request: formRequest("/admin/content-management", fields, { cookie: adminCookie }),
    params: {},
    context: {},
  } as never);
  return answerOf(result) as { status: number; body: ActionResult };
}

async function stored(videoId: string) {
  const [row] = await db().select().from(cityVideos).where(eq(cityVideos.id, videoId));
  if (!row) throw new Error("video gone");
  return row;
}

async function versions(videoId: string, kind: "analysis" | "story") {
  return db()
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.videoId, videoId), eq(contentVersions.kind, kind)))
    .orderBy(contentVersions.createdAt);
}

async function queuedJobs(name: string, videoId: string) {
  const result = await database().executeSql(
    "select data from pgboss.job where name = $1 and data->>'videoId' = $2 and state = 'created'",
    [name, videoId],
  );
  return result.rows.map((row) => row.data);
}

describe("an editor's summary", () => {
  it("is saved in front and as a version, says who edited it, and survives an automatic re-analysis", async () => {
    const { video } = await meetingWithStory();
    // The machine's own analysis first (the factory's is hand-made): a forced run by the pipeline.
    await analyzeJob.handle({ videoId: video.id, force: true }, { jobId: "a1", retryCount: 0 });
    const machine = (await stored(video.id)).analysisResults;
    expect((await stored(video.id)).analysisEngine).toBe("offline");

    const answer = await post({
      intent: CONTENT_INTENTS.editSummary,
      videoId: video.id,
      summary: "The council approved the Pelican Street bike lanes.",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, toast: { title: EDITORIAL_COPY.summarySaved } },
    });
    const edited = await stored(video.id);
    expect(edited.analysisResults?.summary).toBe("The council approved the Pelican Street bike lanes.");
    expect(edited.analysisResults?.highlights).toEqual(machine?.highlights);
    expect(edited).toMatchObject({ analysisEditedBy: adminId });
    expect(edited.analysisEditedAt).toBeInstanceOf(Date);
    const kept = await versions(video.id, "analysis");
    expect(kept.map((version) => [version.engine, version.editedBy])).toEqual([
      ["offline", null],
      [null, adminId],
    ]);

    // A re-analysis by the pipeline keeps the editor's summary in front, and keeps the new analysis as a version.
    await analyzeJob.handle({ videoId: video.id, force: true }, { jobId: "a2", retryCount: 0 });
    expect((await stored(video.id)).analysisResults?.summary).toBe(
      "The council approved the Pelican Street bike lanes.",
    );
    expect(await versions(video.id, "analysis")).toHaveLength(3);

    // Restore Machine Version puts the engine's summary back and clears the edit.
    expect(await post({ intent: CONTENT_INTENTS.restoreAnalysis, videoId: video.id })).toMatchObject({
      status: 200,
      body: { toast: { title: EDITORIAL_COPY.machineRestored } },
    });
    const restored = await stored(video.id);
    expect(restored.analysisResults?.summary).toBe(machine?.summary);
    expect(restored).toMatchObject({ analysisEditedBy: null, analysisEditedAt: null });
  });

  it("refuses an empty or over-long summary and a meeting without analysis, writing nothing", async () => {
    const { video } = await meetingWithStory();
    const before = await stored(video.id);
    expect(
      (await post({ intent: CONTENT_INTENTS.editSummary, videoId: video.id, summary: "   " })).body,
    ).toMatchObject({ ok: false, toast: { description: EDITORIAL_COPY.summaryRequired } });
    expect(
      (await post({ intent: CONTENT_INTENTS.editSummary, videoId: video.id, summary: "x".repeat(5001) }))
        .status,
    ).toBe(400);
    const bare = await createAnalysedVideo((await createCity()).id, { analysis: undefined });
    await db().update(cityVideos).set({ analysisResults: null }).where(eq(cityVideos.id, bare.id));
    expect(
      (await post({ intent: CONTENT_INTENTS.editSummary, videoId: bare.id, summary: "Something" })).status,
    ).toBe(409);
    expect(await stored(video.id)).toEqual(before);
    expect(await versions(video.id, "analysis")).toEqual([]);
  });
});

describe("an editor's story", () => {
  it("is saved in front and as a version, is kept through an automatic rewrite, and the machine's can be restored", async () => {
    const { video } = await meetingWithStory();
    // The machine's story first: a forced rewrite by the pipeline.
    await db().update(cityVideos).set({ analyzedAt: new Date() }).where(eq(cityVideos.id, video.id));
    await writeStoryJob.handle({ videoId: video.id, force: true }, { jobId: "s1", retryCount: 0 });
    const machine = await stored(video.id);
    expect(machine.storyEngine).toBe("offline");

    const answer = await post({
      intent: CONTENT_INTENTS.editStory,
      videoId: video.id,
      headline: "Council approves Pelican Street bike lanes, 4-1",
      body: "The Harbor Point City Council voted 4-1 on Tuesday.\n\nWork starts in spring.",
      background: "The corridor has had 16 collisions in five years.",
      quickFacts: "Cost: $250,000\n\n1.7 miles of lanes",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, toast: { title: EDITORIAL_COPY.storySaved } },
    });
    const edited = await stored(video.id);
    const story = edited.newsStory as { article: { headline: string; word_count: number } } & {
      sidebar_elements: { quick_facts: string[]; background: string };
    };
    expect(story.article.headline).toBe("Council approves Pelican Street bike lanes, 4-1");
    expect(story.article.word_count).toBe(13);
    expect(story.sidebar_elements.quick_facts).toEqual(["Cost: $250,000", "1.7 miles of lanes"]);
    expect(edited).toMatchObject({ storyEditedBy: adminId, storyPublishedAt: machine.storyPublishedAt });

    // The pipeline's next rewrite is kept as a version, not put in front of the editor's story.
    await db().update(cityVideos).set({ analyzedAt: new Date() }).where(eq(cityVideos.id, video.id));
    await writeStoryJob.handle({ videoId: video.id, force: true }, { jobId: "s2", retryCount: 0 });
    expect((await stored(video.id)).newsStory).toEqual(edited.newsStory);
    expect((await versions(video.id, "story")).map((version) => Boolean(version.engine))).toEqual([
      true,
      false,
      true,
    ]);

    await post({ intent: CONTENT_INTENTS.restoreStory, videoId: video.id });
    const restored = await stored(video.id);
    expect(restored.newsStory).toEqual(machine.newsStory);
    expect(restored).toMatchObject({ storyEditedBy: null, storyEditedAt: null, storyEngine: "offline" });
  });

  it("refuses an edit without a headline or body, writing nothing", async () => {
    const { video } = await meetingWithStory();
    const before = await stored(video.id);
    const refused = await post({
      intent: CONTENT_INTENTS.editStory,
      videoId: video.id,
      headline: " ",
      body: "x",
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { toast: { description: EDITORIAL_COPY.headlineRequired } },
    });
    const noBody = await post({
      intent: CONTENT_INTENTS.editStory,
      videoId: video.id,
      headline: "H",
      body: "",
    });
    expect(noBody).toMatchObject({
      status: 400,
      body: { toast: { description: EDITORIAL_COPY.bodyRequired } },
    });
    expect(await stored(video.id)).toEqual(before);
  });
});

describe("publishing", () => {
  it("takes an unpublished story off the city list, the feed, the sitemap and its public page (which says it waits), and puts it back", async () => {
    const { city, video } = await meetingWithStory();
    const visible = async () => {
      const cityPage = await loadCityPage({
        locationKey: city.locationKey,
        show: 10,
        source: null,
        viewer: null,
      });
      const listed = cityPage?.videos.find((item) => item.id === video.id)?.hasStory;
      const feed = await getCityStoryFeed({ locationKey: city.locationKey, viewer: null });
      const sitemap = await listSitemapEntries();
      const storyPage = await getMeetingStoryPage({
        videoParam: video.id,
        locationKey: city.locationKey,
        viewer: null,
      });
      const meetingPage = await getMeetingAnalysisPage({
        videoParam: video.id,
        locationKey: city.locationKey,
        viewer: null,
      });
      return {
        listed,
        inFeed: (feed?.stories.length ?? 0) > 0,
        inSitemap: sitemap.some((entry) => entry.path === meetingStoryPath(city.locationKey, video.id)),
        // What an anonymous reader finds at the story's address: the story, or word that it waits for an editor.
        storyPage:
          storyPage.kind !== "page"
            ? storyPage.kind
            : storyPage.page.story
              ? "story"
              : storyPage.page.awaitingReview
                ? "awaiting review"
                : "no story",
        withheld: meetingPage.kind === "page" && meetingPage.page.storyWithheld,
      };
    };
    expect(await visible()).toEqual({
      listed: true,
      inFeed: true,
      inSitemap: true,
      storyPage: "story",
      withheld: false,
    });

    expect(await post({ intent: CONTENT_INTENTS.unpublishStory, videoId: video.id })).toMatchObject({
      body: { toast: { title: EDITORIAL_COPY.storyUnpublished } },
    });
    expect(await visible()).toEqual({
      listed: false,
      inFeed: false,
      inSitemap: false,
      storyPage: "awaiting review",
      withheld: true,
    });
    // An admin still reads it, marked as not published.
    const preview = await getMeetingStoryPage({
      videoParam: video.id,
      locationKey: city.locationKey,
      viewer: { isAdmin: true },
    });
    expect(preview.kind === "page" && preview.page.published).toBe(false);

    await post({ intent: CONTENT_INTENTS.publishStory, videoId: video.id });
    expect((await visible()).storyPage).toBe("story");
  });

  it("publishes a first story at once in a Live city, and keeps it for an editor in a city being prepared", async () => {
    const written = async (status: "Live" | "New" | "Test") => {
      const city = await createCity({ status });
      const segments = councilSegments();
      const video = await createAnalysedVideo(city.id, {
        story: null,
        // The engine's own analysis: its decisions are grounded, so its story keeps every writing rule.
        analysis: analyzeOffline({
          title: MEETING_TITLE,
          description: null,
          segments,
          meetingDate: "2026-02-27",
        }),
        // A story states its meeting's date (issue #30): this one has it.
        overrides: {
          title: MEETING_TITLE,
          transcript: formatTranscriptText(segments),
          meetingDate: "2026-02-27",
        },
      });
      await writeStoryJob.handle(
        { videoId: video.id, force: false },
        { jobId: `w-${status}`, retryCount: 0 },
      );
      return stored(video.id);
    };
    const live = await written("Live");
    expect(live.storyPublishedAt).toBeInstanceOf(Date);
    expect(live.storyReviewFailures).toBeNull();
    expect((await written("New")).storyPublishedAt).toBeNull();
    expect((await written("Test")).storyPublishedAt).toBeNull();
  });

  it("keeps a story without a grounded decision as a draft even in a Live city, lists why, and clears it on Publish", async () => {
    const city = await createCity({ status: "Live" });
    const video = await createAnalysedVideo(city.id, {
      story: null,
      overrides: { transcript: formatTranscriptText(councilSegments()) },
    });
    await writeStoryJob.handle({ videoId: video.id, force: false }, { jobId: "w-review", retryCount: 0 });
    const held = await stored(video.id);
    expect(held.storyPublishedAt).toBeNull();
    expect(held.storyReviewFailures).toContain(
      `${STORY_RULE_DESCRIPTIONS["no-grounded-decision"]}: The transcript gave no grounded decision to lead with.`,
    );
    const feed = await getCityStoryFeed({ locationKey: city.locationKey, viewer: null });
    expect(feed?.stories).toEqual([]);
    expect((await post({ intent: CONTENT_INTENTS.publishStory, videoId: video.id })).status).toBe(200);
    const published = await stored(video.id);
    expect(published.storyPublishedAt).toBeInstanceOf(Date);
    expect(published.storyReviewFailures).toBeNull();
  });

  it("refuses to publish a meeting that has no story (404)", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, { story: null });
    expect((await post({ intent: CONTENT_INTENTS.publishStory, videoId: video.id })).status).toBe(404);
  });
});

describe("attribution and pipeline buttons in Content Management", () => {
  it("shows who wrote and who edited, and queues Fetch Transcript and a forced Retry", async () => {
    const { city, source, video } = await meetingWithStory();
    await post({ intent: CONTENT_INTENTS.editSummary, videoId: video.id, summary: "Edited summary." });
    const page = await getContentManagementPage({
      cityId: city.id,
      sourceUrlId: source.id,
      videoId: video.id,
    });
    expect(page.video?.analysisAttribution).toMatchObject({
      editedAt: expect.any(String),
      editor: (await createUserEmail(adminId)) ?? undefined,
    });
    expect(page.video?.storyPublished).toBe(true);

    expect(await post({ intent: CONTENT_INTENTS.fetchTranscript, videoId: video.id })).toMatchObject({
      status: 200,
      body: { toast: { title: EDITORIAL_COPY.transcriptQueued } },
    });
    expect(await queuedJobs("fetch-transcript", video.id)).toEqual([{ videoId: video.id }]);

    await db()
      .insert(videoPipelineSteps)
      .values({
        videoId: video.id,
        step: "analysis",
        state: "failed",
        lastError: "The model endpoint did not answer.",
      })
      .onConflictDoUpdate({
        target: [videoPipelineSteps.videoId, videoPipelineSteps.step],
        set: { state: "failed", lastError: "The model endpoint did not answer." },
      });
    expect(
      await post({ intent: CONTENT_INTENTS.retryStep, videoId: video.id, step: "analysis" }),
    ).toMatchObject({ status: 200, body: { toast: { title: EDITORIAL_COPY.stepQueued("Analysis") } } });
    expect(await queuedJobs("analyze", video.id)).toEqual([{ videoId: video.id, force: true }]);
    expect(
      (await post({ intent: CONTENT_INTENTS.retryStep, videoId: video.id, step: "deploy" })).status,
    ).toBe(400);
  });
});

async function createUserEmail(userId: string): Promise<string | null> {
  const result = await database().executeSql("select email from users where id = $1", [userId]);
  return (result.rows[0]?.email as string | undefined) ?? null;
}
