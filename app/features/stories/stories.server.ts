// The stories service: the meeting story page, a city's newest stories for its feed, and writing a story from
// a meeting's analysis (automatically once, by an admin, or as the "write-story" job).
import { and, desc, eq, sql } from "drizzle-orm";
import { type AnalysisResults, cityVideos, type NewsStory } from "#db/schema";
import { newsStoryStrictSchema, readAnalysisResults } from "~/features/analysis/analysis.schema";
import {
  type AnalysisStatus,
  activeEngine,
  claimAutomaticRun,
  findMeetingForPage,
  loadSegments,
  metaDescriptionOf,
  type PageLookup,
  stepStatus,
} from "~/features/analysis/analysis.server";
import { AnalysisEngineError } from "~/features/analysis/analysis-engine";
import { groundAnalysis, groundStory, indexTranscript } from "~/features/analysis/grounding";
import { absoluteUrl, meetingPath, meetingStoryPath } from "~/features/analysis/meeting-paths";
import { getCityByLocationKey } from "~/features/cities/cities.server";
import { ADMIN_CITY_VIEWER, type CityViewer } from "~/features/cities/city-visibility";
import { hasNewsStorySql, type MeetingCity } from "~/features/meetings/meetings.server";
import { getStep, markStep } from "~/features/pipeline/pipeline-steps.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { CityFeed } from "./feeds";
import { FEED_ITEM_LIMIT } from "./stories.constants";
import {
  ANALYSIS_RESULTS_REQUIRED,
  STORY_CANDIDATE_INVALID,
  STORY_CHANGED_SINCE_CANDIDATE,
  STORY_GENERATED,
  STORY_GENERATION_FAILED,
  STORY_VIDEO_NOT_FOUND,
} from "./stories.copy";
import { readNewsStory, type StoryView, storyHeadline, storyLead } from "./story-content";

export type MeetingStoryPage = {
  video: { id: string; title: string; publishedAt: string | null; thumbnailUrl: string | null };
  city: MeetingCity;
  story: StoryView | null;
  storyGeneratedAt: string | null;
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
  viewer: CityViewer;
}): Promise<MeetingStoryLookup> {
  const lookup = await findMeetingForPage({ ...options, page: "story" });
  if (lookup.kind !== "found") return lookup;
  const { video } = lookup;
  const story = readNewsStory(video.newsStory);
  const storyStatus = await storyStatusFor({
    videoId: video.id,
    hasStory: story !== null,
    hasAnalysis: readAnalysisResults(video.analysisResults) !== null,
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
        publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
        thumbnailUrl: video.thumbnailUrl,
      },
      city: video.city,
      story,
      storyGeneratedAt: story && video.storyGeneratedAt ? video.storyGeneratedAt.toISOString() : null,
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
    .where(and(eq(cityVideos.cityId, city.id), hasNewsStorySql()))
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
}): Promise<AnalysisStatus> {
  const step = await getStep({ videoId: options.videoId, step: "story" });
  if (options.hasStory) {
    return step?.state === "failed" ? { state: "failed", error: step.lastError ?? "" } : { state: "ready" };
  }
  if (!options.hasAnalysis) return { state: "unavailable" };
  if (!step) {
    if (await claimAutomaticRun({ videoId: options.videoId, step: "story" })) {
      const { startStoryJob } = await import("./write-story.job.server");
      await startStoryJob({ videoId: options.videoId });
    }
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
}): Promise<{ story: NewsStory }> {
  const [video] = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      transcript: cityVideos.transcript,
      analysisResults: cityVideos.analysisResults,
    })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  if (!video) throw new AppError("NOT_FOUND", STORY_VIDEO_NOT_FOUND);
  const analysis = options.analysis ?? video.analysisResults;
  if (!analysis || readAnalysisResults(analysis) === null)
    throw new AppError("BAD_REQUEST", ANALYSIS_RESULTS_REQUIRED);
  const segments = await loadSegments(video.id, video.transcript ?? "");
  const index = indexTranscript(segments);
  // A given analysis (from the server function) is checked like an engine's output before the story uses it.
  const grounded = groundAnalysis(analysis, index);
  const raw = await activeEngine().writeStory({
    title: video.title,
    analysis: grounded.analysis,
    segments,
    additionalContext: options.additionalContext ?? null,
    droppedQuotes: grounded.droppedQuotes,
  });
  return { story: groundStory(raw, index, grounded.droppedQuotes) };
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
}): Promise<{ story: NewsStory; storyGeneratedAt: Date }> {
  const { story } = await composeMeetingStory(options);
  const storyGeneratedAt = new Date();
  await db()
    .update(cityVideos)
    .set({ newsStory: story, storyGeneratedAt, updatedAt: storyGeneratedAt })
    .where(eq(cityVideos.id, options.videoId));
  return { story, storyGeneratedAt };
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
  const [video] = await db()
    .select({ id: cityVideos.id, transcript: cityVideos.transcript })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  if (!video) throw new AppError("NOT_FOUND", STORY_VIDEO_NOT_FOUND);
  const segments = await loadSegments(video.id, video.transcript ?? "");
  const story = groundStory(parsed.data, indexTranscript(segments));
  const storyGeneratedAt = new Date();
  const expected = options.expectedStoryGeneratedAt;
  const saved = await db()
    .update(cityVideos)
    .set({ newsStory: story, storyGeneratedAt, updatedAt: storyGeneratedAt })
    .where(
      and(
        eq(cityVideos.id, video.id),
        // Compared at millisecond precision: that is what the page received as an ISO string.
        expected
          ? sql`date_trunc('milliseconds', ${cityVideos.storyGeneratedAt}) = ${expected.toISOString()}::timestamptz`
          : sql`${cityVideos.storyGeneratedAt} is null`,
      ),
    )
    .returning({ id: cityVideos.id });
  if (saved.length === 0) throw new AppError("CONFLICT", STORY_CHANGED_SINCE_CANDIDATE);
  return { story, storyGeneratedAt };
}

export type StoryAdminResult =
  | { ok: true; message: string }
  /** `error` is the story page's message; `reason` is what went wrong, for tools that title it themselves. */
  | { ok: false; error: string; reason: string; status: number };

/** The admin's "Rewrite Story" (with additional context) and "Regenerate": run now, not retried. */
export async function rewriteMeetingStoryForAdmin(options: {
  videoParam: string;
  locationKey?: string;
  additionalContext?: string;
}): Promise<StoryAdminResult> {
  const lookup = await findMeetingForPage({
    videoParam: options.videoParam,
    locationKey: options.locationKey,
    page: "story",
    viewer: ADMIN_CITY_VIEWER,
  });
  if (lookup.kind !== "found")
    return { ok: false, error: STORY_VIDEO_NOT_FOUND, reason: STORY_VIDEO_NOT_FOUND, status: 404 };
  const videoId = lookup.video.id;
  await markStep({ videoId, step: "story", state: "running", jobId: null });
  try {
    await writeMeetingStory({ videoId, additionalContext: options.additionalContext || null });
    await markStep({ videoId, step: "story", state: "done" });
    return { ok: true, message: STORY_GENERATED };
  } catch (error) {
    const message =
      error instanceof AppError || error instanceof AnalysisEngineError
        ? error.message
        : "An unexpected error occurred";
    await markStep({ videoId, step: "story", state: "failed", error: message });
    return {
      ok: false,
      error: STORY_GENERATION_FAILED,
      reason: message,
      status: error instanceof AppError ? error.status : 502,
    };
  }
}
