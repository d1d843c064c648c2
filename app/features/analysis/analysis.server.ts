// The analysis service: finding a meeting from its page address, what the meeting analysis page shows, and
// running the analysis (automatically once, by an admin, or as the "analyze" job) without losing a good one.
import { eq, sql } from "drizzle-orm";
import { cities, cityUrls, cityVideos, videoPipelineSteps } from "#db/schema";
import { ADMIN_CITY_VIEWER, type CityViewer } from "~/features/cities/cities.server";
import type { Attribution } from "~/features/meetings/content-versions.server";
import {
  editVersionedContent,
  recordContentVersion,
  restoreMachineVersion,
} from "~/features/meetings/content-versions.server";
import { MEETING_FACT_COLUMNS, meetingFactsOf } from "~/features/meetings/meeting-facts.server";
import { MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS } from "~/features/meetings/meetings.schema";
import { findMeetingForPage, type MeetingCity } from "~/features/meetings/meetings.server";
import { onAnalysisSaved, requestAnalysis } from "~/features/pipeline/pipeline.server";
import { parsePlainText } from "~/features/transcripts/transcript-parsers.server";
import { loadTranscriptSegments } from "~/features/transcripts/transcript-segments.server";
import { AppError, isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { isLlmConfigured } from "~/lib/llm.server";
import { logger } from "~/lib/logger.server";
import { absoluteUrl, meetingPath, meetingStoryPath } from "~/lib/meeting-paths";
import { getStep, type PipelineState, runPipelineStep } from "~/lib/pipeline-steps.server";
import { META_DESCRIPTION_CHARS } from "./analysis.constants";
import {
  analysisFailedMessage,
  NO_ANALYSIS_TO_EDIT,
  NO_MACHINE_VERSION,
  TRANSCRIPT_REQUIRED,
  TRANSCRIPT_TOO_SHORT,
  VIDEO_NOT_FOUND_FOR_ANALYSIS,
} from "./analysis.copy";
import { type AnalysisResults, type AnalysisView, readAnalysisResults } from "./analysis.schema";
import {
  type AnalysisEngine,
  AnalysisEngineError,
  type EngineSegment,
  isTransientError,
} from "./analysis-engine.server";
import { groundAnalysis, indexTranscript } from "./grounding.server";
import { llmEngine } from "./llm-engine.server";
import { offlineEngine } from "./offline-engine.server";

/** First characters of a text for a meta description, cut at a word where possible. */
export function metaDescriptionOf(text: string, limit = META_DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  return `${flat.slice(0, limit).trimEnd()}…`;
}

export type MeetingAnalysisPage = {
  video: {
    id: string;
    title: string;
    description: string | null;
    publishedAt: string | null;
    videoUrl: string | null;
    videoId: string;
    thumbnailUrl: string | null;
    /** A meeting the demo seed made up: no real video behind its id (ADR 0031). */
    isDemo: boolean;
  };
  city: MeetingCity;
  analysis: AnalysisView | null;
  /** Where the automatic or admin analysis run stands: "unavailable" when the transcript cannot be analysed. */
  analysisStatus: AnalysisStatus;
  canonicalUrl: string;
  storyPath: string;
  /** The meeting has a story that is not published: only admins are offered it. */
  storyWithheld: boolean;
  /** A story is stored (published or not); without one, the story page writes it from the analysis. */
  hasStory: boolean;
  /** Which engine wrote the analysis and when, and whether an editor changed it (ADR 0026). */
  analysisAttribution: Attribution;
  metaDescription: string;
};

/** What a meeting or story page lookup finds: nothing, a canonical address to redirect to, or the page. */
export type PageLookup<Page> =
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
  | { kind: "page"; page: Page };

export type MeetingAnalysisLookup = PageLookup<MeetingAnalysisPage>;

export async function getMeetingAnalysisPage(options: {
  videoParam: string;
  locationKey?: string;
  viewer: CityViewer;
}): Promise<MeetingAnalysisLookup> {
  const lookup = await findMeetingForPage({ ...options, page: "meeting" });
  if (lookup.kind !== "found") return lookup;
  const { video } = lookup;
  const analysis = readAnalysisResults(video.analysisResults);
  const analysisStatus = await analysisStatusFor({
    videoId: video.id,
    hasAnalysis: analysis !== null,
    analyzedAt: video.analyzedAt,
    transcriptChars: video.transcript?.trim().length ?? 0,
  });
  return {
    kind: "page",
    page: {
      video: {
        id: video.id,
        title: video.title,
        description: video.description,
        publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
        videoUrl: video.videoUrl,
        videoId: video.videoId,
        thumbnailUrl: video.thumbnailUrl,
        isDemo: video.isDemo,
      },
      city: video.city,
      analysis,
      analysisStatus,
      canonicalUrl: absoluteUrl(env().PUBLIC_URL, meetingPath(video.city.locationKey, video.id)),
      storyPath: meetingStoryPath(video.city.locationKey, video.id),
      storyWithheld: video.newsStory !== null && video.storyPublishedAt === null,
      hasStory: video.newsStory !== null,
      analysisAttribution: {
        engine: video.analysisEngine,
        writtenAt: video.analyzedAt ? video.analyzedAt.toISOString() : null,
        editedAt: video.analysisEditedAt ? video.analysisEditedAt.toISOString() : null,
      },
      metaDescription: metaDescriptionOf(analysis?.summary || video.description || video.title),
    },
  };
}

// ---- running the analysis (issue #5) ----

export type AnalysisStatus =
  | { state: "ready" | "unavailable" }
  | { state: "queued" | "running" }
  | { state: "failed"; error: string };

/** The engine the configuration selects: a chat model when LLM_BASE_URL is set, else the offline engine. */
export function activeEngine(): AnalysisEngine {
  return isLlmConfigured() ? llmEngine : offlineEngine;
}

/** The video's timestamped segments (the transcripts area's reader, ADR 0036). */
export async function loadSegments(videoId: string, transcript: string): Promise<EngineSegment[]> {
  return loadTranscriptSegments(videoId, transcript);
}

/** Refuses what cannot be analysed, before any model time is spent. */
export function checkTranscriptForAnalysis(transcript: string | null | undefined): string {
  const text = transcript?.trim() ?? "";
  if (!text) throw new AppError("BAD_REQUEST", TRANSCRIPT_REQUIRED);
  if (text.length < MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS)
    throw new AppError("BAD_REQUEST", TRANSCRIPT_TOO_SHORT);
  return text;
}

/** The meeting's date and body as the engines take them (from its date field and its source, never its title). */
function meetingFactsFor(video: Parameters<typeof meetingFactsOf>[0]): {
  meetingDate: string | null;
  body: string | null;
} {
  const facts = meetingFactsOf(video);
  return { meetingDate: facts.date, body: facts.body };
}

/** Runs the configured engine and the grounding verifier over it. */
export async function runAnalysisEngine(options: {
  title: string;
  description: string | null;
  segments: readonly EngineSegment[];
  meetingDate?: string | null;
  body?: string | null;
}): Promise<{ analysis: AnalysisResults; droppedQuotes: number }> {
  const raw = await activeEngine().analyzeTranscript(options);
  return groundAnalysis(raw, indexTranscript(options.segments));
}

/** Which engine writes now, as stored beside what it wrote: "offline", or "llm:<model>" (ADR 0026). */
export function activeEngineId(): string {
  return isLlmConfigured() ? `llm:${env().LLM_MODEL}` : "offline";
}

/**
 * Saves an engine's analysis and, in the same transaction, keeps it as a version and tells the pipeline (the story
 * follows, or is rewritten). A summary an editor wrote by hand stays in front of the new analysis until an admin
 * restores the machine's (ADR 0026).
 */
async function saveAnalysis(videoId: string, analysis: AnalysisResults): Promise<Date> {
  const analyzedAt = new Date();
  const engine = activeEngineId();
  await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ current: cityVideos.analysisResults, editedAt: cityVideos.analysisEditedAt })
      .from(cityVideos)
      .where(eq(cityVideos.id, videoId))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", VIDEO_NOT_FOUND_FOR_ANALYSIS);
    await recordContentVersion({ videoId, kind: "analysis", content: analysis, engine, executor: tx });
    const editedSummary = before.editedAt && before.current ? before.current.summary : null;
    await tx
      .update(cityVideos)
      .set({
        analysisResults: editedSummary === null ? analysis : { ...analysis, summary: editedSummary },
        analyzedAt,
        analysisEngine: engine,
        updatedAt: analyzedAt,
      })
      .where(eq(cityVideos.id, videoId));
    await onAnalysisSaved({
      videoId,
      replaced: before.current !== null,
      storyWanted: analysis.reliability?.reliable !== false,
      executor: tx,
    });
  });
  return analyzedAt;
}

/**
 * An editor's own summary for the analysis (Content Management). It is kept as a version beside the engine's, and
 * stays in front of later re-analyses until the machine's is restored. The story is not rewritten for it.
 */
export async function editAnalysisSummary(options: {
  videoId: string;
  summary: string;
  editorId: string;
}): Promise<void> {
  await editVersionedContent({
    videoId: options.videoId,
    kind: "analysis",
    editorId: options.editorId,
    edit: (current) => ({ ...current, summary: options.summary }),
    messages: { notFound: VIDEO_NOT_FOUND_FOR_ANALYSIS, notEditable: NO_ANALYSIS_TO_EDIT },
  });
}

/** Puts the newest engine-written analysis back in front of an editor's summary. */
export async function restoreMachineAnalysis(options: { videoId: string }): Promise<void> {
  await restoreMachineVersion({
    videoId: options.videoId,
    kind: "analysis",
    messages: { noMachineVersion: NO_MACHINE_VERSION, notFound: VIDEO_NOT_FOUND_FOR_ANALYSIS },
  });
}

/**
 * Analyses a video's stored transcript and saves the result. Nothing is written unless the engine succeeds,
 * so a failed run never replaces a good analysis. Engine failures arrive as AnalysisEngineError.
 */
export async function analyzeMeeting(options: {
  videoId: string;
  transcript?: string;
  title?: string | null;
  description?: string | null;
}): Promise<{ analysis: AnalysisResults; analyzedAt: Date; droppedQuotes: number }> {
  const [video] = await db()
    .select({
      id: cityVideos.id,
      description: cityVideos.description,
      transcript: cityVideos.transcript,
      ...MEETING_FACT_COLUMNS,
    })
    .from(cityVideos)
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(eq(cityVideos.id, options.videoId));
  if (!video) throw new AppError("NOT_FOUND", VIDEO_NOT_FOUND_FOR_ANALYSIS);
  // An analysis is saved only beside a stored transcript it can be checked against (issue #13): a caller's own text
  // is analysed only for a video that has one, never for a bare record.
  checkTranscriptForAnalysis(video.transcript);
  const given = options.transcript !== undefined;
  const transcript = given ? checkTranscriptForAnalysis(options.transcript) : (video.transcript ?? "");
  const segments = given ? parsePlainText(transcript) : await loadSegments(video.id, transcript);
  const { analysis, droppedQuotes } = await runAnalysisEngine({
    title: options.title?.trim() || video.title,
    description: options.description ?? video.description,
    segments,
    ...meetingFactsFor(video),
  });
  if (droppedQuotes > 0)
    logger.info({ videoId: video.id, droppedQuotes }, "ungrounded quotes dropped from analysis");
  const analyzedAt = await saveAnalysis(video.id, analysis);
  return { analysis, analyzedAt, droppedQuotes };
}

/**
 * The "analyze" job's work: an automatic run leaves an existing analysis alone; a forced one (the transcript was
 * replaced) redoes it.
 */
export async function analyzeMeetingForPipeline(options: {
  videoId: string;
  force: boolean;
}): Promise<{ skipped: boolean }> {
  if (!options.force) {
    const [video] = await db()
      .select({ hasAnalysis: sql<boolean>`${cityVideos.analysisResults} is not null` })
      .from(cityVideos)
      .where(eq(cityVideos.id, options.videoId));
    if (video?.hasAnalysis) return { skipped: true };
  }
  await analyzeMeeting({ videoId: options.videoId });
  return { skipped: false };
}

/** The message a person reads for a failed run. */
export function analysisErrorMessage(error: unknown): string {
  if (error instanceof AppError || error instanceof AnalysisEngineError) return error.message;
  return "An unexpected error occurred";
}

/**
 * Claims the automatic first run for a video: only the first caller gets true (a row in video_pipeline_steps
 * is the record that it was started, so it runs once however many people open the page).
 */
export async function claimAutomaticRun(options: {
  videoId: string;
  step: "analysis" | "story";
}): Promise<boolean> {
  const rows = await db()
    .insert(videoPipelineSteps)
    .values({ videoId: options.videoId, step: options.step, state: "queued" })
    .onConflictDoNothing()
    .returning({ videoId: videoPipelineSteps.videoId });
  return rows.length > 0;
}

async function analysisStatusFor(options: {
  videoId: string;
  hasAnalysis: boolean;
  analyzedAt: Date | null;
  transcriptChars: number;
}): Promise<AnalysisStatus> {
  const step = await getStep({ videoId: options.videoId, step: "analysis" });
  if (options.hasAnalysis) {
    // A re-run (Re-Analyze, a replaced transcript) is followed beside the analysis it will replace, and one that
    // failed leaves that analysis in place; the page decides who sees either.
    if (step?.state === "queued") return { state: "queued" };
    // A run saves its analysis, then marks its step done: one saved since the run started is already its result.
    if (step?.state === "running" && !(options.analyzedAt && options.analyzedAt >= step.updatedAt))
      return { state: "running" };
    return step?.state === "failed" ? { state: "failed", error: step.lastError ?? "" } : { state: "ready" };
  }
  if (options.transcriptChars < MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS) return { state: "unavailable" };
  if (!step) {
    if (await claimAutomaticRun({ videoId: options.videoId, step: "analysis" }))
      await requestAnalysis({ videoId: options.videoId });
    return { state: "queued" };
  }
  return stepStatus(step.state, step.lastError);
}

export function stepStatus(state: PipelineState, lastError: string | null): AnalysisStatus {
  if (state === "failed") return { state: "failed", error: lastError ?? "" };
  if (state === "queued" || state === "running") return { state };
  // "done" without an analysis: nothing more will come on its own.
  return { state: "unavailable" };
}

/**
 * The admin's "Re-Analyze Meeting" on the meeting page: queues a forced analysis as the pipeline's "analyze" job,
 * the same run a replaced transcript gets, and returns at once; the page follows the step until the new analysis is
 * there. The job writes only what the engine returned, so a failed run leaves the analysis in place and says why on
 * the step. A meeting without a transcript to analyse is refused here, in the words the run would fail with, and
 * nothing is queued.
 */
export async function requestReanalysisForAdmin(options: {
  videoParam: string;
  locationKey?: string;
}): Promise<void> {
  const lookup = await findMeetingForPage({ ...options, page: "meeting", viewer: ADMIN_CITY_VIEWER });
  if (lookup.kind !== "found") throw new AppError("NOT_FOUND", VIDEO_NOT_FOUND_FOR_ANALYSIS);
  try {
    checkTranscriptForAnalysis(lookup.video.transcript);
  } catch (error) {
    throw isAppError(error) ? new AppError(error.code, analysisFailedMessage(error.message)) : error;
  }
  const videoId = lookup.video.id;
  // The job and its step's "queued" are written together or not at all.
  await db().transaction((tx) => requestAnalysis({ videoId, force: true, executor: tx }));
}

/**
 * The Story Manager's "Run Analysis": runs the analysis now, not retried (a person asked and can press again).
 * A failure leaves the existing analysis in place, is recorded on the pipeline step and thrown: its message is the
 * meeting page's words, `details.reason` what went wrong, for tools that title it themselves.
 */
export async function reanalyzeMeetingForAdmin(options: {
  videoParam: string;
  locationKey?: string;
}): Promise<void> {
  const lookup = await findMeetingForPage({ ...options, page: "meeting", viewer: ADMIN_CITY_VIEWER });
  if (lookup.kind !== "found")
    throw new AppError("NOT_FOUND", VIDEO_NOT_FOUND_FOR_ANALYSIS, { reason: VIDEO_NOT_FOUND_FOR_ANALYSIS });
  const outcome = await runPipelineStep({
    videoId: lookup.video.id,
    step: "analysis",
    jobId: null,
    run: () => analyzeMeeting({ videoId: lookup.video.id }),
    describeError: analysisErrorMessage,
    isTransient: isTransientError,
  });
  if (outcome.ok) return;
  const code = outcome.cause instanceof AppError ? outcome.cause.code : "UPSTREAM_FAILED";
  throw new AppError(code, analysisFailedMessage(outcome.error), { reason: outcome.error });
}
