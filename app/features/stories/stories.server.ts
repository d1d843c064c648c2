// The stories service: the meeting story page, a city's newest stories for its feed, and writing a story from
// a meeting's analysis (automatically once, by an admin, or as the "write-story" job).
import { and, desc, eq, sql } from "drizzle-orm";
import { cities, cityUrls, cityVideos } from "#db/schema";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { newsStoryStrictSchema, readAnalysisResults } from "~/features/analysis/analysis.schema";
import {
  type AnalysisStatus,
  activeEngine,
  activeEngineId,
  analysisErrorMessage,
  claimAutomaticRun,
  loadSegments,
  metaDescriptionOf,
  type PageLookup,
  stepStatus,
} from "~/features/analysis/analysis.server";
import { isTransientError } from "~/features/analysis/analysis-engine.server";
import {
  groundAnalysis,
  groundStory,
  indexTranscript,
  type TranscriptIndex,
} from "~/features/analysis/grounding.server";
import type { MeetingFacts } from "~/features/analysis/meeting-record.server";
import { ADMIN_CITY_VIEWER, type CityViewer, getCityByLocationKey } from "~/features/cities/cities.server";
import type { Attribution } from "~/features/meetings/content-versions.server";
import {
  editVersionedContent,
  recordContentVersion,
  restoreMachineVersion,
} from "~/features/meetings/content-versions.server";
import { MEETING_FACT_COLUMNS, meetingFactsOf } from "~/features/meetings/meeting-facts.server";
import {
  findMeetingForPage,
  hasNewsStorySql,
  hasPublishedStorySql,
  type MeetingCity,
} from "~/features/meetings/meetings.server";
import type { MeetingForStructuredData } from "~/features/meetings/structured-data.server";
import { onStoryPublished, requestStory } from "~/features/pipeline/pipeline.server";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { absoluteUrl, meetingPath, meetingStoryPath } from "~/lib/meeting-paths";
import { getStep, runPipelineStep } from "~/lib/pipeline-steps.server";
import { readNewsStory, type StoryView, storyHeadline, storyLead } from "./components/story-content";
import type { CityFeed } from "./feeds";
import { FEED_ITEM_LIMIT } from "./stories.constants";
import {
  ANALYSIS_RESULTS_REQUIRED,
  EVERY_STORY_WAITS,
  NO_MACHINE_STORY,
  NO_STORY_TO_PUBLISH,
  STORY_CANDIDATE_INVALID,
  STORY_CHANGED_SINCE_CANDIDATE,
  STORY_GENERATION_FAILED,
  STORY_NOT_EDITABLE,
  STORY_TRANSCRIPT_REQUIRED,
  STORY_TRANSCRIPT_UNRELIABLE,
  STORY_VIDEO_NOT_FOUND,
  storyReviewFailure,
} from "./stories.copy";
import { checkStory } from "./story-rules.server";

export type MeetingStoryPage = {
  /** What the page and its structured data show of the meeting's video. */
  video: MeetingForStructuredData["video"] & { videoUrl: string | null; videoId: string; isDemo: boolean };
  city: MeetingCity;
  story: StoryView | null;
  storyGeneratedAt: string | null;
  /** False for a story that is not public (shown to admins alone, with a notice). */
  published: boolean;
  /** A story exists but waits for an editor: others see that it waits, never the story itself. */
  awaitingReview: boolean;
  /** Which engine wrote it and when, and whether an editor changed it (ADR 0026). */
  attribution: Attribution;
  /** Where the automatic or admin story run stands; "unavailable" without an analysis to write from. */
  storyStatus: AnalysisStatus;
  headline: string;
  metaDescription: string;
  canonicalUrl: string;
  analysisPath: string;
};

export type MeetingStoryLookup = PageLookup<MeetingStoryPage>;

export async function getMeetingStoryPage(options: {
  videoParam: string;
  locationKey?: string;
  /** Admins also read a city that is not public and an unpublished story (with a notice); others find no page. */
  viewer: CityViewer;
}): Promise<MeetingStoryLookup> {
  const lookup = await findMeetingForPage({ ...options, page: "story" });
  if (lookup.kind !== "found") return lookup;
  const { video } = lookup;
  const written = readNewsStory(video.newsStory);
  const published = written === null || video.storyPublishedAt !== null;
  // A reader who opened the page while the story was being written learns that it waits, instead of a 404.
  const awaitingReview = !published && !options.viewer?.isAdmin;
  const story = awaitingReview ? null : written;
  const storyStatus = await storyStatusFor({
    videoId: video.id,
    hasStory: written !== null,
    hasAnalysis: readAnalysisResults(video.analysisResults) !== null,
    unreliable: readAnalysisResults(video.analysisResults)?.reliability?.reliable === false,
  });
  const summary =
    storyLead(story) ||
    readAnalysisResults(video.analysisResults)?.summary ||
    video.description ||
    video.title;
  return {
    kind: "page",
    page: {
      video: {
        id: video.id,
        title: video.title,
        description: video.description,
        publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
        thumbnailUrl: video.thumbnailUrl,
        videoUrl: video.videoUrl,
        videoId: video.videoId,
        isDemo: video.isDemo,
      },
      city: video.city,
      story,
      storyGeneratedAt: story && video.storyGeneratedAt ? video.storyGeneratedAt.toISOString() : null,
      published,
      awaitingReview,
      attribution: {
        engine: video.storyEngine,
        writtenAt: video.storyGeneratedAt ? video.storyGeneratedAt.toISOString() : null,
        editedAt: video.storyEditedAt ? video.storyEditedAt.toISOString() : null,
      },
      storyStatus,
      headline: storyHeadline(story, video.title),
      metaDescription: metaDescriptionOf(summary),
      canonicalUrl: absoluteUrl(env().PUBLIC_URL, meetingStoryPath(video.city.locationKey, video.id)),
      analysisPath: meetingPath(video.city.locationKey, video.id),
    },
  };
}

/** The city's newest stories for its RSS feed, or undefined for an unknown city key or a city the viewer may not see. */
export async function getCityStoryFeed(options: {
  locationKey: string;
  viewer: CityViewer;
}): Promise<CityFeed | undefined> {
  const city = await getCityByLocationKey({ locationKey: options.locationKey, viewer: options.viewer });
  if (!city) return undefined;
  const rows = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      newsStory: cityVideos.newsStory,
      storyGeneratedAt: cityVideos.storyGeneratedAt,
      publishedAt: cityVideos.publishedAt,
      updatedAt: cityVideos.updatedAt,
    })
    .from(cityVideos)
    .where(and(eq(cityVideos.cityId, city.id), hasPublishedStorySql()))
    .orderBy(
      sql`${cityVideos.storyGeneratedAt} desc nulls last`,
      sql`${cityVideos.publishedAt} desc nulls last`,
      desc(cityVideos.id),
    )
    .limit(FEED_ITEM_LIMIT);
  const stories = rows.flatMap((row) => {
    const story = readNewsStory(row.newsStory);
    if (!story) return [];
    return [
      {
        title: storyHeadline(story, row.title),
        path: meetingStoryPath(city.locationKey, row.id),
        summary: storyLead(story) ?? "",
        publishedAt: row.storyGeneratedAt ?? row.publishedAt ?? row.updatedAt,
      },
    ];
  });
  return {
    city: {
      name: city.name,
      state: city.state,
      locationKey: city.locationKey,
      description: city.description,
    },
    stories,
  };
}

// ---- writing stories (issue #5) ----

async function storyStatusFor(options: {
  videoId: string;
  hasStory: boolean;
  hasAnalysis: boolean;
  /** The transcript is mostly unreliable: no story will be written (issue #30). */
  unreliable?: boolean;
}): Promise<AnalysisStatus> {
  const step = await getStep({ videoId: options.videoId, step: "story" });
  if (options.hasStory) {
    return step?.state === "failed" ? { state: "failed", error: step.lastError ?? "" } : { state: "ready" };
  }
  if (!options.hasAnalysis || options.unreliable) return { state: "unavailable" };
  if (!step) {
    if (await claimAutomaticRun({ videoId: options.videoId, step: "story" }))
      await requestStory({ videoId: options.videoId });
    return { state: "queued" };
  }
  return stepStatus(step.state, step.lastError);
}

/**
 * Writes a news story from an analysis and grounds its quotes in the transcript, without saving it: the story
 * playground shows this as a candidate, and writeMeetingStory saves it.
 */
export async function composeMeetingStory(options: {
  videoId: string;
  additionalContext?: string | null;
  /** The analysis to write from; the stored one when absent. */
  analysis?: AnalysisResults;
}): Promise<{ story: NewsStory; reviewFailures: string[] }> {
  const video = await storySourceOf(options.videoId);
  // Quotes are checked against the stored transcript: without one, no story is written (issue #13).
  if (!video.transcript?.trim()) throw new AppError("BAD_REQUEST", STORY_TRANSCRIPT_REQUIRED);
  const analysis = options.analysis ?? video.analysisResults;
  if (!analysis || readAnalysisResults(analysis) === null)
    throw new AppError("BAD_REQUEST", ANALYSIS_RESULTS_REQUIRED);
  // A transcript that is mostly not reliable English gets no story at all (issue #30).
  if (readAnalysisResults(analysis)?.reliability?.reliable === false)
    throw new AppError("BAD_REQUEST", STORY_TRANSCRIPT_UNRELIABLE);
  const segments = await loadSegments(video.id, video.transcript ?? "");
  const index = indexTranscript(segments);
  // A given analysis (from the server function) is checked like an engine's output before the story uses it.
  const grounded = groundAnalysis(analysis, index);
  const meeting = meetingFactsOf(video);
  const raw = await activeEngine().writeStory({
    title: video.title,
    analysis: grounded.analysis,
    meeting,
    additionalContext: options.additionalContext ?? null,
    droppedQuotes: grounded.droppedQuotes,
  });
  const story = groundStory(raw, index, grounded.droppedQuotes);
  return {
    story,
    reviewFailures: reviewFailuresOf({
      story,
      analysis: grounded.analysis,
      index,
      title: video.title,
      meeting,
    }),
  };
}

/** What a story is written from: the transcript, the record, and the meeting's date, city and body. */
async function storySourceOf(videoId: string) {
  const [video] = await db()
    .select({
      id: cityVideos.id,
      transcript: cityVideos.transcript,
      analysisResults: cityVideos.analysisResults,
      ...MEETING_FACT_COLUMNS,
    })
    .from(cityVideos)
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(eq(cityVideos.id, videoId));
  if (!video) throw new AppError("NOT_FOUND", STORY_VIDEO_NOT_FOUND);
  return video;
}

/**
 * Why a story must wait for an editor before readers see it (issue #14): each writing rule it breaks, no decision
 * found to report, or the site's setting that every story waits. Empty: it may be published as the city allows.
 */
export function reviewFailuresOf(options: {
  story: NewsStory;
  analysis: AnalysisResults;
  index: TranscriptIndex;
  title: string;
  meeting: MeetingFacts;
}): string[] {
  const failures = checkStory(options).map((violation) =>
    storyReviewFailure(violation.rule, violation.detail),
  );
  if (env().STORIES_REQUIRE_REVIEW) failures.push(EVERY_STORY_WAITS);
  return [...new Set(failures)];
}

/**
 * Writes a news story from an analysis, grounds its quotes in the transcript and saves it with
 * story_generated_at. Nothing is written unless the engine succeeds, so a failure never replaces a good story.
 */
export async function writeMeetingStory(options: {
  videoId: string;
  additionalContext?: string | null;
  /** The analysis to write from; the stored one when absent. */
  analysis?: AnalysisResults;
  /**
   * The pipeline keeps a story an editor changed by hand in front (the new one is kept as a version); a person's
   * Regenerate, Rewrite or server-function call puts the new story in front.
   */
  keepEdits?: boolean;
}): Promise<{ story: NewsStory; storyGeneratedAt: Date }> {
  const { story, reviewFailures } = await composeMeetingStory(options);
  const storyGeneratedAt = new Date();
  await saveMachineStory({
    videoId: options.videoId,
    story,
    storyGeneratedAt,
    keepEdits: options.keepEdits ?? false,
    reviewFailures,
  });
  return { story, storyGeneratedAt };
}

/**
 * Keeps an engine's story as a version and puts it in front, unless an editor's edit is there and `keepEdits`
 * says to keep it. A meeting's first story is published at once in a Live city and waits for an editor's Publish
 * in a city being prepared (New, Test, Archive); a replacement keeps the published state.
 */
async function saveMachineStory(options: {
  videoId: string;
  story: NewsStory;
  storyGeneratedAt: Date;
  keepEdits: boolean;
  /** Why it must wait for an editor (reviewFailuresOf); any at all keeps it off public pages until published. */
  reviewFailures: readonly string[];
  engine?: string;
  executor?: DbExecutor;
}): Promise<void> {
  const engine = options.engine ?? activeEngineId();
  const save = async (tx: DbExecutor) => {
    const [before] = await tx
      .select({
        hasStory: hasNewsStorySql(),
        editedAt: cityVideos.storyEditedAt,
        publishedAt: cityVideos.storyPublishedAt,
        cityStatus: cities.status,
      })
      .from(cityVideos)
      .innerJoin(cities, eq(cities.id, cityVideos.cityId))
      .where(eq(cityVideos.id, options.videoId))
      .for("update", { of: cityVideos });
    if (!before) throw new AppError("NOT_FOUND", STORY_VIDEO_NOT_FOUND);
    await recordContentVersion({
      videoId: options.videoId,
      kind: "story",
      content: options.story,
      engine,
      executor: tx,
    });
    if (options.keepEdits && before.editedAt) return;
    const storyPublishedAt = publishedAtFor({
      hasStory: before.hasStory,
      publishedAt: before.publishedAt,
      cityStatus: before.cityStatus,
      reviewFailures: options.reviewFailures,
      now: options.storyGeneratedAt,
    });
    await tx
      .update(cityVideos)
      .set({
        newsStory: options.story,
        storyGeneratedAt: options.storyGeneratedAt,
        storyEngine: engine,
        storyEditedBy: null,
        storyEditedAt: null,
        storyPublishedAt,
        storyReviewFailures: options.reviewFailures.length > 0 ? [...options.reviewFailures] : null,
        updatedAt: options.storyGeneratedAt,
      })
      .where(eq(cityVideos.id, options.videoId));
    if (storyPublishedAt) await onStoryPublished({ videoId: options.videoId, executor: tx });
  };
  await (options.executor ? save(options.executor) : db().transaction(save));
}

/**
 * When a newly saved engine story goes public, decided here and nowhere else. A story that must wait for review
 * (a broken writing rule, no decision, or STORIES_REQUIRE_REVIEW) is a draft, even if it replaces a published one.
 * Otherwise a first story is published at once in a Live city and waits for an editor in a city being prepared
 * (New, Test, Archive); a replacement keeps the published state.
 */
export function publishedAtFor(options: {
  hasStory: boolean;
  publishedAt: Date | null;
  cityStatus: string;
  reviewFailures: readonly string[];
  now: Date;
}): Date | null {
  if (options.reviewFailures.length > 0) return null;
  if (options.hasStory) return options.publishedAt;
  return options.cityStatus === "Live" ? options.now : null;
}

/**
 * The "write-story" job's work. An automatic run leaves an existing story alone. A forced one (the analysis was
 * redone) rewrites a story older than the analysis; one written since (an admin pressed Regenerate meanwhile)
 * already reads the new analysis and is kept.
 */
export async function writeMeetingStoryForPipeline(options: {
  videoId: string;
  force: boolean;
}): Promise<{ skipped: boolean }> {
  const [video] = await db()
    .select({
      newsStory: cityVideos.newsStory,
      storyGeneratedAt: cityVideos.storyGeneratedAt,
      analyzedAt: cityVideos.analyzedAt,
    })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  if (!video) throw new AppError("NOT_FOUND", STORY_VIDEO_NOT_FOUND);
  if (readNewsStory(video.newsStory)) {
    const stale =
      options.force &&
      (!video.storyGeneratedAt || (video.analyzedAt !== null && video.storyGeneratedAt < video.analyzedAt));
    if (!stale) return { skipped: true };
  }
  await writeMeetingStory({ videoId: options.videoId, keepEdits: true });
  return { skipped: false };
}

/**
 * Saves a story an admin generated earlier and kept in the page (the story playground), after checking it again
 * as if an engine had just returned it: the strict story schema, then the grounding verifier against the
 * transcript as it is now. It replaces the current story only if that is still the one the admin saw
 * (`expectedStoryGeneratedAt`), so a story written meanwhile by the pipeline or another admin is not lost.
 */
export async function saveStoryCandidate(options: {
  videoId: string;
  candidate: unknown;
  expectedStoryGeneratedAt: Date | null;
}): Promise<{ story: NewsStory; storyGeneratedAt: Date }> {
  const parsed = newsStoryStrictSchema.safeParse(options.candidate);
  if (!parsed.success) throw new AppError("BAD_REQUEST", STORY_CANDIDATE_INVALID);
  const video = await storySourceOf(options.videoId);
  const segments = await loadSegments(video.id, video.transcript ?? "");
  const index = indexTranscript(segments);
  const story = groundStory(parsed.data, index);
  const analysis = video.analysisResults ? groundAnalysis(video.analysisResults, index).analysis : null;
  const reviewFailures = analysis
    ? reviewFailuresOf({ story, analysis, index, title: video.title, meeting: meetingFactsOf(video) })
    : [];
  const storyGeneratedAt = new Date();
  const expected = options.expectedStoryGeneratedAt;
  await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ id: cityVideos.id })
      .from(cityVideos)
      .where(
        and(
          eq(cityVideos.id, video.id),
          // Compared at millisecond precision: that is what the page received as an ISO string.
          expected
            ? sql`date_trunc('milliseconds', ${cityVideos.storyGeneratedAt}) = ${expected.toISOString()}::timestamptz`
            : sql`${cityVideos.storyGeneratedAt} is null`,
        ),
      )
      .for("update");
    if (!current) throw new AppError("CONFLICT", STORY_CHANGED_SINCE_CANDIDATE);
    await saveMachineStory({
      videoId: video.id,
      story,
      storyGeneratedAt,
      keepEdits: false,
      reviewFailures,
      executor: tx,
    });
  });
  return { story, storyGeneratedAt };
}

/** What an editor may change of a story by hand: its headline, body and sidebar (ADR 0026). */
export type StoryEdit = {
  headline: string;
  body: string;
  background: string;
  quickFacts: string[];
};

/**
 * An editor's hand edit of the story, kept as a version beside the engine's; it stays in front of later automatic
 * rewrites until the machine's story is restored. Its published state does not change.
 */
export async function editStory(options: {
  videoId: string;
  edit: StoryEdit;
  editorId: string;
}): Promise<void> {
  const { headline, body, background, quickFacts } = options.edit;
  await editVersionedContent({
    videoId: options.videoId,
    kind: "story",
    editorId: options.editorId,
    edit: (current) => ({
      ...current,
      article: {
        ...current.article,
        headline,
        body,
        word_count: body.split(/\s+/).filter(Boolean).length,
      },
      sidebar_elements: { ...current.sidebar_elements, background, quick_facts: quickFacts },
    }),
    messages: { notFound: STORY_VIDEO_NOT_FOUND, notEditable: STORY_NOT_EDITABLE },
  });
}

/** Puts the newest engine-written story back in front of an editor's edit. */
export async function restoreMachineStory(options: { videoId: string }): Promise<void> {
  await restoreMachineVersion({
    videoId: options.videoId,
    kind: "story",
    messages: { noMachineVersion: NO_MACHINE_STORY, notFound: STORY_VIDEO_NOT_FOUND },
  });
}

/** Publishes the story (readers, the city's feed and the sitemap see it) or takes it off them again. */
export async function setStoryPublished(options: { videoId: string; published: boolean }): Promise<void> {
  const now = new Date();
  const updated = await db()
    .update(cityVideos)
    // An editor who publishes has reviewed it: the reasons it waited are done with.
    .set({
      storyPublishedAt: options.published ? now : null,
      ...(options.published ? { storyReviewFailures: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(cityVideos.id, options.videoId), hasNewsStorySql()))
    .returning({ id: cityVideos.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", NO_STORY_TO_PUBLISH);
  if (options.published) await onStoryPublished({ videoId: options.videoId });
}

/**
 * The admin's "Rewrite Story" (with additional context) and "Regenerate": run now, not retried. A failure is thrown
 * with the story page's message; `details.reason` is what went wrong, for tools that title it themselves.
 */
export async function rewriteMeetingStoryForAdmin(options: {
  videoParam: string;
  locationKey?: string;
  additionalContext?: string;
}): Promise<void> {
  const lookup = await findMeetingForPage({
    videoParam: options.videoParam,
    locationKey: options.locationKey,
    page: "story",
    viewer: ADMIN_CITY_VIEWER,
  });
  if (lookup.kind !== "found")
    throw new AppError("NOT_FOUND", STORY_VIDEO_NOT_FOUND, { reason: STORY_VIDEO_NOT_FOUND });
  const outcome = await runPipelineStep({
    videoId: lookup.video.id,
    step: "story",
    jobId: null,
    run: () =>
      writeMeetingStory({ videoId: lookup.video.id, additionalContext: options.additionalContext || null }),
    describeError: analysisErrorMessage,
    isTransient: isTransientError,
  });
  if (outcome.ok) return;
  const code = outcome.cause instanceof AppError ? outcome.cause.code : "UPSTREAM_FAILED";
  throw new AppError(code, STORY_GENERATION_FAILED, { reason: outcome.error });
}

/** How the city feed writes RSS, read by the overdue-promises feed (memory, issue #19). */
export { type RssItem, rssFeedXml } from "./feeds";
/** The text rule for the `feed` library, read by the saved-search feed (alerts, issue #17) as the city feed uses it. */
export { feedText } from "./xml";
