// The admin content management service: one source's videos with the selected video's details, transcript,
// analysis and story (spec 001 section 2), and an admin's transcript upload, which goes through the transcripts
// service and then back into the pipeline.
import { and, desc, eq, sql } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import { type AnalysisView, readAnalysisResults } from "~/features/analysis/analysis.schema";
import { editAnalysisSummary, restoreMachineAnalysis } from "~/features/analysis/analysis.server";
import { type CityOption, getCityById, listCities } from "~/features/cities/cities.server";
import type { Attribution } from "~/features/meetings/content-versions.server";
import { editorEmail } from "~/features/meetings/content-versions.server";
import { hasNewsStorySql } from "~/features/meetings/meetings.server";
import {
  readVideosWithSteps,
  requestAnalysis,
  requestStory,
  requestTranscript,
} from "~/features/pipeline/pipeline.server";
import { type CityVideoSource, getCitySource, listCityVideoSources } from "~/features/sources/sources.server";
import { readNewsStory, type StoryView } from "~/features/stories/components/story-content";
import { editStory, restoreMachineStory, setStoryPublished } from "~/features/stories/stories.server";
import { UPLOAD_NO_FILE } from "~/features/transcripts/transcripts.schema";
import { importTranscript, readTranscriptFile } from "~/features/transcripts/transcripts.server";
import { AppError, pageProblem } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { uploadedFile } from "~/lib/http.server";
import type { VideoStepRow } from "~/lib/pipeline-steps.server";
import { CONTENT_INTENTS, SOURCE_VIDEO_LIMIT } from "./admin-content.constants";
import {
  CITY_NOT_FOUND,
  EDITORIAL_COPY,
  NO_VIDEO_DETAILS,
  SOURCE_NOT_FOUND,
  UNKNOWN_VIDEO,
} from "./admin-content.copy";
import { type ContentAction, contentManagementQuerySchema } from "./admin-content.schema";

export type SourceVideoItem = {
  id: string;
  title: string;
  publishedAt: string | null;
  hasTranscript: boolean;
  hasAnalysis: boolean;
  hasStory: boolean;
};

export type ContentVideoDetails = {
  id: string;
  title: string;
  description: string | null;
  videoId: string;
  videoUrl: string | null;
  channelTitle: string | null;
  publishedAt: string | null;
  createdAt: string;
  transcriptSource: string | null;
  analyzedAt: string | null;
  transcript: string | null;
  analysis: AnalysisView | null;
  story: StoryView | null;
  storyGeneratedAt: string | null;
  /** Who wrote the analysis and story, and who edited them (ADR 0026). */
  analysisAttribution: Attribution;
  storyAttribution: Attribution;
  storyPublished: boolean;
  pipelineSteps: VideoStepRow[];
};

export type ContentManagementPage = {
  cities: CityOption[];
  sources: CityVideoSource[];
  city: CityOption | null;
  source: CityVideoSource | null;
  videos: SourceVideoItem[];
  video: ContentVideoDetails | null;
  /** Why the page has less than was asked for (an unknown city, source or video), for the person to read. */
  notice: string | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function listSourceVideoItems(options: {
  cityId: string;
  sourceId: string;
}): Promise<SourceVideoItem[]> {
  const rows = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      publishedAt: cityVideos.publishedAt,
      hasTranscript: sql<boolean>`coalesce(length(trim(${cityVideos.transcript})), 0) > 0`,
      hasAnalysis: sql<boolean>`coalesce(jsonb_typeof(${cityVideos.analysisResults}), 'null') = 'object'`,
      hasStory: hasNewsStorySql(),
    })
    .from(cityVideos)
    .where(and(eq(cityVideos.cityId, options.cityId), eq(cityVideos.cityUrlsId, options.sourceId)))
    .orderBy(sql`${cityVideos.publishedAt} desc nulls last`, desc(cityVideos.createdAt), desc(cityVideos.id))
    .limit(SOURCE_VIDEO_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) }));
}

async function getVideoDetails(options: {
  cityId: string;
  videoId: string;
}): Promise<ContentVideoDetails | null> {
  const [row] = await readVideosWithSteps((executor) =>
    executor
      .select()
      .from(cityVideos)
      .where(and(eq(cityVideos.id, options.videoId), eq(cityVideos.cityId, options.cityId))),
  );
  if (!row) return null;
  const story = readNewsStory(row.newsStory);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    videoId: row.videoId,
    videoUrl: row.videoUrl,
    channelTitle: row.channelTitle,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    transcriptSource: row.transcriptSource,
    analyzedAt: iso(row.analyzedAt),
    transcript: row.transcript?.trim() ? row.transcript : null,
    analysis: readAnalysisResults(row.analysisResults),
    story,
    storyGeneratedAt: story ? iso(row.storyGeneratedAt) : null,
    analysisAttribution: {
      engine: row.analysisEngine,
      writtenAt: iso(row.analyzedAt),
      editedAt: iso(row.analysisEditedAt),
      editor: await editorEmail(row.analysisEditedBy),
    },
    storyAttribution: {
      engine: row.storyEngine,
      writtenAt: iso(row.storyGeneratedAt),
      editedAt: iso(row.storyEditedAt),
      editor: await editorEmail(row.storyEditedBy),
    },
    storyPublished: row.storyPublishedAt !== null,
    pipelineSteps: row.pipelineSteps,
  };
}

/**
 * What /admin/content-management?cityId=&sourceUrlId=&videoId= shows. An id that is not an id (BAD_REQUEST) or a
 * city, source or video that does not exist (NOT_FOUND) is thrown with the page so far, which still renders with
 * the spec's empty texts and a notice. Without a videoId the source's newest video is selected.
 */
export async function getContentManagementPage(
  query: Record<string, string | undefined>,
): Promise<ContentManagementPage> {
  const page: ContentManagementPage = {
    cities: await listCities(),
    sources: [],
    city: null,
    source: null,
    videos: [],
    video: null,
    notice: null,
  };
  const parsed = contentManagementQuerySchema.safeParse(query);
  if (!parsed.success)
    throw pageProblem("BAD_REQUEST", NO_VIDEO_DETAILS, { ...page, notice: NO_VIDEO_DETAILS });
  const { cityId, sourceUrlId, videoId } = parsed.data;
  if (!cityId) return page;
  page.city = (await getCityById({ cityId })) ?? null;
  if (!page.city) throw pageProblem("NOT_FOUND", CITY_NOT_FOUND, { ...page, notice: CITY_NOT_FOUND });
  page.sources = await listCityVideoSources({ cityId });
  if (!sourceUrlId) return page;
  page.source = (await getCitySource({ cityId, sourceId: sourceUrlId })) ?? null;
  if (!page.source) throw pageProblem("NOT_FOUND", SOURCE_NOT_FOUND, { ...page, notice: SOURCE_NOT_FOUND });
  page.videos = await listSourceVideoItems({ cityId, sourceId: sourceUrlId });
  const selectedId = videoId ?? page.videos[0]?.id;
  if (!selectedId) return page;
  page.video = await getVideoDetails({ cityId, videoId: selectedId });
  if (!page.video) throw pageProblem("NOT_FOUND", NO_VIDEO_DETAILS, { ...page, notice: NO_VIDEO_DETAILS });
  return page;
}

/**
 * An admin's WebVTT, SRT or plain-text transcript for a video: parsed and saved with its segments by the
 * transcripts service (all or nothing), then the analysis and story are redone through the pipeline's jobs.
 */
export async function uploadTranscriptFile(options: {
  videoId: string;
  file: FormDataEntryValue | null;
}): Promise<{ segmentCount: number; analysisQueued: boolean }> {
  const file = uploadedFile(options.file);
  if (!file) throw new AppError("BAD_REQUEST", UPLOAD_NO_FILE);
  const text = await readTranscriptFile(file);
  const { segmentCount, analysisQueued } = await importTranscript({
    videoId: options.videoId,
    text,
    filename: file.name,
  });
  return { segmentCount, analysisQueued };
}

export type ContentActionOutcome = { title: string; description?: string };

const STEP_NAMES = { transcript: "Transcript", analysis: "Analysis", story: "Story" } as const;

/**
 * The selected video's buttons: an editor's summary or story, restoring the machine's version, publishing, and
 * sending a step back through the pipeline (Fetch Transcript, Retry). Each names its outcome for a toast.
 */
export async function runContentAction(
  input: ContentAction,
  options: { editorId: string },
): Promise<ContentActionOutcome> {
  const { videoId } = input;
  switch (input.intent) {
    case CONTENT_INTENTS.editSummary:
      await editAnalysisSummary({ videoId, summary: input.summary, editorId: options.editorId });
      return { title: EDITORIAL_COPY.summarySaved };
    case CONTENT_INTENTS.restoreAnalysis:
      await restoreMachineAnalysis({ videoId });
      return { title: EDITORIAL_COPY.machineRestored };
    case CONTENT_INTENTS.editStory:
      await editStory({
        videoId,
        editorId: options.editorId,
        edit: {
          headline: input.headline,
          body: input.body,
          background: input.background,
          quickFacts: input.quickFacts,
        },
      });
      return { title: EDITORIAL_COPY.storySaved };
    case CONTENT_INTENTS.restoreStory:
      await restoreMachineStory({ videoId });
      return { title: EDITORIAL_COPY.machineRestored };
    case CONTENT_INTENTS.publishStory:
      await setStoryPublished({ videoId, published: true });
      return { title: EDITORIAL_COPY.storyPublished };
    case CONTENT_INTENTS.unpublishStory:
      await setStoryPublished({ videoId, published: false });
      return { title: EDITORIAL_COPY.storyUnpublished };
    case CONTENT_INTENTS.fetchTranscript: {
      await requireVideo(videoId);
      const jobId = await requestTranscript({ videoId });
      return {
        title: EDITORIAL_COPY.transcriptQueued,
        description: jobId ? EDITORIAL_COPY.transcriptQueuedDescription : EDITORIAL_COPY.alreadyQueued,
      };
    }
    case CONTENT_INTENTS.retryStep: {
      await requireVideo(videoId);
      const jobId =
        input.step === "transcript"
          ? await requestTranscript({ videoId })
          : input.step === "analysis"
            ? await requestAnalysis({ videoId, force: true })
            : await requestStory({ videoId, force: true });
      return {
        title: EDITORIAL_COPY.stepQueued(STEP_NAMES[input.step]),
        ...(jobId ? {} : { description: EDITORIAL_COPY.alreadyQueued }),
      };
    }
  }
}

async function requireVideo(videoId: string): Promise<void> {
  const [row] = await db().select({ id: cityVideos.id }).from(cityVideos).where(eq(cityVideos.id, videoId));
  if (!row) throw new AppError("NOT_FOUND", UNKNOWN_VIDEO);
}
