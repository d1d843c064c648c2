// The story manager and story playground services: picking a city, source and video; running the analysis
// and the story for one video now (not retried: a person asked); and the playground's candidate story, written
// by the same story writer but saved only when the admin says so (ADR 0014).
import { and, desc, eq, sql } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import type { ToastMessage } from "~/components/ui/toast";
import type { NewsStory } from "~/features/analysis/analysis.schema";
import { readAnalysisResults } from "~/features/analysis/analysis.schema";
import { analysisErrorMessage, reanalyzeMeetingForAdmin } from "~/features/analysis/analysis.server";
import { type CityOption, getCityById, listCities } from "~/features/cities/cities.server";
import { readVideosWithSteps } from "~/features/pipeline/pipeline.server";
import { functionCallFailed } from "~/features/sources/sources.schema";
import { type CityVideoSource, listCityVideoSources } from "~/features/sources/sources.server";
import { readNewsStory, type StoryView, storyHeadline } from "~/features/stories/components/story-content";
import {
  composeMeetingStory,
  rewriteMeetingStoryForAdmin,
  saveStoryCandidate,
} from "~/features/stories/stories.server";
import { AppError, isAppError, pageProblem } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { markStep, type VideoStepRow } from "~/lib/pipeline-steps.server";
import { PICKER_VIDEO_LIMIT } from "./admin-stories.constants";
import {
  ANALYSIS_COMPLETED_SUCCESSFULLY,
  ANALYSIS_FAILED,
  ANALYSIS_RESULTS_REQUIRED,
  FAILED_TO_FETCH_CITIES,
  FAILED_TO_FETCH_CITY_URLS,
  FAILED_TO_FETCH_VIDEOS,
  FAILED_TO_REFRESH_VIDEO_DATA,
  STORY_GENERATED_SUCCESSFULLY,
  STORY_GENERATION_FAILED,
  TRANSCRIPT_REQUIRED,
  UNKNOWN_CITY,
  UNKNOWN_VIDEO,
  VIDEO_DATA_REFRESHED,
} from "./admin-stories.copy";
import {
  playgroundQuerySchema,
  type StoryManagerAction,
  storyManagerQuerySchema,
} from "./admin-stories.schema";

/** The public address of a video's story (spec 000 section 2: the story manager links to /story/{videoId}). */
export function storyPagePath(videoId: string): string {
  return `/story/${videoId}`;
}

export type PickerVideo = { id: string; title: string };

export type StoryManagerVideo = {
  id: string;
  title: string;
  transcriptChars: number;
  analysisSummary: string | null;
  analyzedAt: string | null;
  storyHeadline: string | null;
  storyGeneratedAt: string | null;
  /** Whether readers see the story; a draft waits for an editor's Publish (ADR 0026, issue #14). */
  storyPublished: boolean;
  /** Why an unpublished story waits: the writing rules it broke (empty when none were recorded). */
  storyReviewFailures: string[];
  storyPath: string;
  /** Where its pipeline steps stand, so the page follows a run live (ADR 0025). */
  pipelineSteps: VideoStepRow[];
};

export type StoryManagerPage = {
  cities: CityOption[];
  sources: CityVideoSource[];
  videos: PickerVideo[];
  cityId: string | null;
  sourceUrlId: string | null;
  video: StoryManagerVideo | null;
  /** The spec's failure message for a list that could not be read, or for an unknown choice. */
  errors: string[];
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Runs one read of the page; a failure is logged and becomes the spec's message instead of a broken page. */
async function attempt<Result>(
  message: string,
  errors: string[],
  read: () => Promise<Result>,
  fallback: Result,
) {
  try {
    return await read();
  } catch (error) {
    logger.error({ err: error }, message);
    errors.push(message);
    return fallback;
  }
}

/** A city's videos, newest first, optionally of one source (spec 001 section 7, story manager reads). */
async function listPickerVideos(options: {
  cityId: string;
  sourceUrlId?: string;
  analyzedOnly?: boolean;
}): Promise<PickerVideo[]> {
  return db()
    .select({ id: cityVideos.id, title: cityVideos.title })
    .from(cityVideos)
    .where(
      and(
        eq(cityVideos.cityId, options.cityId),
        options.sourceUrlId ? eq(cityVideos.cityUrlsId, options.sourceUrlId) : undefined,
        options.analyzedOnly
          ? sql`coalesce(jsonb_typeof(${cityVideos.analysisResults}), 'null') = 'object'`
          : undefined,
      ),
    )
    .orderBy(sql`${cityVideos.publishedAt} desc nulls last`, desc(cityVideos.createdAt), desc(cityVideos.id))
    .limit(PICKER_VIDEO_LIMIT);
}

async function getStoryManagerVideo(options: {
  cityId: string;
  videoId: string;
}): Promise<StoryManagerVideo | null> {
  const [row] = await readVideosWithSteps((executor) =>
    executor
      .select({
        id: cityVideos.id,
        title: cityVideos.title,
        transcriptChars: sql<number>`coalesce(length(trim(${cityVideos.transcript})), 0)`,
        analysisResults: cityVideos.analysisResults,
        analyzedAt: cityVideos.analyzedAt,
        newsStory: cityVideos.newsStory,
        storyGeneratedAt: cityVideos.storyGeneratedAt,
        storyPublishedAt: cityVideos.storyPublishedAt,
        storyReviewFailures: cityVideos.storyReviewFailures,
      })
      .from(cityVideos)
      .where(and(eq(cityVideos.id, options.videoId), eq(cityVideos.cityId, options.cityId))),
  );
  if (!row) return null;
  const story = readNewsStory(row.newsStory);
  return {
    id: row.id,
    title: row.title,
    transcriptChars: Number(row.transcriptChars),
    analysisSummary: readAnalysisResults(row.analysisResults)?.summary ?? null,
    analyzedAt: iso(row.analyzedAt),
    storyHeadline: story ? storyHeadline(story, row.title) : null,
    storyGeneratedAt: story ? iso(row.storyGeneratedAt) : null,
    storyPublished: story !== null && row.storyPublishedAt !== null,
    storyReviewFailures: story && row.storyPublishedAt === null ? (row.storyReviewFailures ?? []) : [],
    storyPath: storyPagePath(row.id),
    pipelineSteps: row.pipelineSteps,
  };
}

/**
 * What /admin/story-manager?cityId=&sourceUrlId=&videoId= shows. A malformed id (BAD_REQUEST) or an unknown city
 * or video (NOT_FOUND) is thrown with the page so far, which still renders with the pickers and the message.
 */
export async function getStoryManagerPage(
  query: Record<string, string | undefined>,
): Promise<StoryManagerPage> {
  const errors: string[] = [];
  const page: StoryManagerPage = {
    cities: await attempt(FAILED_TO_FETCH_CITIES, errors, listCities, []),
    sources: [],
    videos: [],
    cityId: null,
    sourceUrlId: null,
    video: null,
    errors,
  };
  const parsed = storyManagerQuerySchema.safeParse(query);
  if (!parsed.success)
    throw pageProblem("BAD_REQUEST", UNKNOWN_VIDEO, { ...page, errors: [...errors, UNKNOWN_VIDEO] });
  const { cityId, sourceUrlId, videoId } = parsed.data;
  if (!cityId) return page;
  if (!(await getCityById({ cityId })))
    throw pageProblem("NOT_FOUND", UNKNOWN_CITY, { ...page, errors: [...errors, UNKNOWN_CITY] });
  page.cityId = cityId;
  page.sources = await attempt(FAILED_TO_FETCH_CITY_URLS, errors, () => listCityVideoSources({ cityId }), []);
  // A source of another city (left over when the city changed without JavaScript) is ignored.
  page.sourceUrlId = page.sources.some((source) => source.id === sourceUrlId) ? (sourceUrlId ?? null) : null;
  page.videos = await attempt(
    FAILED_TO_FETCH_VIDEOS,
    errors,
    () => listPickerVideos({ cityId, sourceUrlId: page.sourceUrlId ?? undefined }),
    [],
  );
  if (!videoId) return page;
  page.video = await attempt(
    FAILED_TO_REFRESH_VIDEO_DATA,
    errors,
    () => getStoryManagerVideo({ cityId, videoId }),
    null,
  );
  if (!page.video)
    throw pageProblem("NOT_FOUND", UNKNOWN_VIDEO, { ...page, errors: [...errors, UNKNOWN_VIDEO] });
  return page;
}

async function findVideoForRun(videoId: string) {
  const [row] = await db()
    .select({
      id: cityVideos.id,
      hasTranscript: sql<boolean>`coalesce(length(trim(${cityVideos.transcript})), 0) > 0`,
      analysisResults: cityVideos.analysisResults,
    })
    .from(cityVideos)
    .where(eq(cityVideos.id, videoId));
  return row;
}

/** A run's failure under the tool's title, worded as the spec's failed function call with what went wrong. */
async function runTitled(title: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!isAppError(error)) throw error;
    const reason = typeof error.details?.reason === "string" ? error.details.reason : error.message;
    throw new AppError(error.code, functionCallFailed(error.status, reason), { title });
  }
}

/**
 * Run Analysis, Generate Story and Refresh Video Data: the spec's success toast, or an AppError whose
 * `details.title` heads the failure toast and whose message describes it.
 */
export async function runStoryManagerAction(action: StoryManagerAction): Promise<ToastMessage> {
  const video = await findVideoForRun(action.videoId);
  if (action.intent === "refresh") {
    if (!video) throw new AppError("NOT_FOUND", UNKNOWN_VIDEO, { title: FAILED_TO_REFRESH_VIDEO_DATA });
    return { title: VIDEO_DATA_REFRESHED };
  }
  if (action.intent === "analyze") {
    if (!video) throw new AppError("NOT_FOUND", UNKNOWN_VIDEO, { title: ANALYSIS_FAILED });
    if (!video.hasTranscript) throw new AppError("BAD_REQUEST", TRANSCRIPT_REQUIRED);
    await runTitled(ANALYSIS_FAILED, () => reanalyzeMeetingForAdmin({ videoParam: video.id }));
    return { title: ANALYSIS_COMPLETED_SUCCESSFULLY };
  }
  if (!video) throw new AppError("NOT_FOUND", UNKNOWN_VIDEO, { title: STORY_GENERATION_FAILED });
  if (!readAnalysisResults(video.analysisResults))
    throw new AppError("BAD_REQUEST", ANALYSIS_RESULTS_REQUIRED);
  await runTitled(STORY_GENERATION_FAILED, () => rewriteMeetingStoryForAdmin({ videoParam: video.id }));
  return { title: STORY_GENERATED_SUCCESSFULLY };
}

// ---- the story playground ----

export type PlaygroundVideo = {
  id: string;
  title: string;
  story: StoryView | null;
  storyGeneratedAt: string | null;
};

export type PlaygroundPage = {
  cities: CityOption[];
  videos: PickerVideo[];
  cityId: string | null;
  video: PlaygroundVideo | null;
  errors: string[];
};

/** What /admin/story-playground?cityId=&videoId= shows: a city's analyzed meetings and the chosen one's story. */
export async function getPlaygroundPage(query: Record<string, string | undefined>): Promise<PlaygroundPage> {
  const errors: string[] = [];
  const page: PlaygroundPage = {
    cities: await attempt(FAILED_TO_FETCH_CITIES, errors, listCities, []),
    videos: [],
    cityId: null,
    video: null,
    errors,
  };
  const parsed = playgroundQuerySchema.safeParse(query);
  if (!parsed.success)
    throw pageProblem("BAD_REQUEST", UNKNOWN_VIDEO, { ...page, errors: [...errors, UNKNOWN_VIDEO] });
  const { cityId, videoId } = parsed.data;
  if (!cityId) return page;
  if (!(await getCityById({ cityId })))
    throw pageProblem("NOT_FOUND", UNKNOWN_CITY, { ...page, errors: [...errors, UNKNOWN_CITY] });
  page.cityId = cityId;
  page.videos = await attempt(
    FAILED_TO_FETCH_VIDEOS,
    errors,
    () => listPickerVideos({ cityId, analyzedOnly: true }),
    [],
  );
  if (!videoId) return page;
  const [row] = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      newsStory: cityVideos.newsStory,
      storyGeneratedAt: cityVideos.storyGeneratedAt,
    })
    .from(cityVideos)
    .where(and(eq(cityVideos.id, videoId), eq(cityVideos.cityId, cityId)));
  if (!row) throw pageProblem("NOT_FOUND", UNKNOWN_VIDEO, { ...page, errors: [...errors, UNKNOWN_VIDEO] });
  const story = readNewsStory(row.newsStory);
  page.video = { id: row.id, title: row.title, story, storyGeneratedAt: iso(row.storyGeneratedAt) };
  return page;
}

/**
 * A candidate story with the admin's additional context, from the same writer and grounding as a saved story,
 * returned and NOT saved. It carries the story_generated_at of the story it would replace, for the save check.
 */
export async function generateStoryCandidate(options: {
  videoId: string;
  additionalContext: string;
}): Promise<{ candidate: NewsStory; basedOnStoryGeneratedAt: string | null }> {
  const video = await findVideoForRun(options.videoId);
  if (!video) throw new AppError("NOT_FOUND", UNKNOWN_VIDEO);
  if (!readAnalysisResults(video.analysisResults))
    throw new AppError("BAD_REQUEST", ANALYSIS_RESULTS_REQUIRED);
  const [current] = await db()
    .select({ storyGeneratedAt: cityVideos.storyGeneratedAt })
    .from(cityVideos)
    .where(eq(cityVideos.id, video.id));
  try {
    const { story } = await composeMeetingStory({
      videoId: video.id,
      additionalContext: options.additionalContext || null,
    });
    return { candidate: story, basedOnStoryGeneratedAt: iso(current?.storyGeneratedAt ?? null) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // An engine failure (a model timing out) is the upstream's fault: 502 with what went wrong.
    throw new AppError("UPSTREAM_FAILED", analysisErrorMessage(error));
  }
}

/** Saves the candidate the admin kept in the page, re-checked in full (ADR 0014), and records the story step. */
export async function saveStoryCandidateForAdmin(options: {
  videoId: string;
  candidate: unknown;
  expectedStoryGeneratedAt: string;
}): Promise<{ storyGeneratedAt: string }> {
  const saved = await saveStoryCandidate({
    videoId: options.videoId,
    candidate: options.candidate,
    expectedStoryGeneratedAt: options.expectedStoryGeneratedAt
      ? new Date(options.expectedStoryGeneratedAt)
      : null,
  });
  await markStep({ videoId: options.videoId, step: "story", state: "done" });
  return { storyGeneratedAt: saved.storyGeneratedAt.toISOString() };
}
