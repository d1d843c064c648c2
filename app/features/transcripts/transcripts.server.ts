// The transcript service: saving a transcript with its segments atomically, fetching one through the ordered
// fallbacks (YouTube captions -> source captions -> speech-to-text) and importing an admin's upload.
import { and, eq, inArray, sql } from "drizzle-orm";
import { cityVideos, transcriptSegments } from "#db/schema";
import { type CityViewer, getCityByLocationKey } from "~/features/cities/cities.server";
import { findMeetingForPage } from "~/features/meetings/meetings.server";
import { onTranscriptSaved } from "~/features/pipeline/pipeline.server";
import { extractYoutubeVideoId } from "~/features/sources/sources.schema";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db, type Transaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { absoluteUrl, meetingPath } from "~/lib/meeting-paths";
import { formatTranscriptText, type TranscriptSegment } from "~/lib/transcript-format";
import { cityArchiveStream } from "./city-archive.server";
import { fetchSourceCaptions } from "./source-captions.server";
import { SpeechToTextError, speechToTextConfigured, transcribeMediaUrl } from "./speech-to-text.server";
import { type TranscriptDownloadFormat, transcriptDownloadPath } from "./transcript-download-formats";
import {
  archiveFileName,
  renderTranscriptDownload,
  type TranscriptDownloadMeeting,
  transcriptFileName,
} from "./transcript-downloads";
import { parseTranscript } from "./transcript-parsers.server";
import { loadTranscriptSegments } from "./transcript-segments.server";
import {
  MAX_UPLOAD_TRANSCRIPT_BYTES,
  MIN_TRANSCRIPT_CHARS,
  TRANSCRIPT_FILE_EXTENSIONS,
  TRANSCRIPT_SOURCES,
  type TranscriptSource,
} from "./transcripts.constants";
import {
  ASR_NOT_CONFIGURED,
  FAILED_TO_FETCH_TRANSCRIPT,
  FAILED_TO_SAVE_TRANSCRIPT,
  NO_CAPTIONS_URL,
  NO_MEDIA_URL,
  NO_TRANSCRIPT_AVAILABLE,
  NOT_A_YOUTUBE_VIDEO,
  TRANSCRIPT_EMPTY,
  TRANSCRIPT_TOO_LARGE,
  UPLOAD_FILE_EMPTY,
  UPLOAD_NOT_TEXT,
  UPLOAD_WRONG_TYPE,
  VIDEO_NOT_FOUND,
} from "./transcripts.copy";
import { fetchYoutubeCaptions } from "./youtube-captions.server";

const INSERT_BATCH = 500;

/**
 * Writes the text, its source and the segments in one transaction, and tells the pipeline in the same transaction
 * (the analysis is queued only if the transcript commits). A failure leaves the old transcript whole.
 */
export async function saveTranscript(options: {
  videoId: string;
  segments: readonly TranscriptSegment[];
  source: TranscriptSource;
  /** The caller's transaction, when the transcript must be saved together with other changes. */
  tx?: Transaction;
}): Promise<{ transcript: string; analysisQueued: boolean }> {
  const segments = options.segments.filter(
    (segment) =>
      segment.text.trim() !== "" &&
      Number.isFinite(segment.startSeconds) &&
      Number.isFinite(segment.endSeconds),
  );
  if (segments.length === 0) throw new AppError("BAD_REQUEST", TRANSCRIPT_EMPTY);
  const transcript = formatTranscriptText(segments);
  const inTransaction = <Result>(work: (tx: Transaction) => Promise<Result>) =>
    options.tx ? work(options.tx) : db().transaction(work);
  return inTransaction(async (tx) => {
    const [before] = await tx
      .select({ transcript: cityVideos.transcript })
      .from(cityVideos)
      .where(eq(cityVideos.id, options.videoId))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", VIDEO_NOT_FOUND);
    await tx
      .update(cityVideos)
      .set({ transcript, transcriptSource: options.source, updatedAt: new Date() })
      .where(eq(cityVideos.id, options.videoId));
    await tx.delete(transcriptSegments).where(eq(transcriptSegments.videoId, options.videoId));
    for (let start = 0; start < segments.length; start += INSERT_BATCH) {
      await tx.insert(transcriptSegments).values(
        segments.slice(start, start + INSERT_BATCH).map((segment, index) => ({
          videoId: options.videoId,
          position: start + index,
          startSeconds: segment.startSeconds,
          endSeconds: Math.max(segment.startSeconds, segment.endSeconds),
          speaker: segment.speaker,
          text: segment.text,
        })),
      );
    }
    const { analysisQueued } = await onTranscriptSaved({
      videoId: options.videoId,
      replaced: Boolean(before.transcript?.trim()),
      executor: tx,
    });
    return { transcript, analysisQueued };
  });
}

export type SourceAttempt = {
  source: TranscriptSource;
  reason: string;
  transient: boolean;
  unavailable: boolean;
};

export type FetchTranscriptResult =
  | {
      ok: true;
      source: TranscriptSource;
      transcript: string;
      segmentCount: number;
      attempts: SourceAttempt[];
    }
  | {
      ok: false;
      /** One of the spec's messages, for people. */
      message: string;
      /** Worth retrying later (a timeout, 429 or 5xx somewhere along the way). */
      transient: boolean;
      /** Every source said there is nothing to fetch (as opposed to being refused or failing). */
      unavailable: boolean;
      saveFailed: boolean;
      attempts: SourceAttempt[];
    };

type VideoRow = {
  id: string;
  videoId: string;
  videoUrl: string | null;
  captionsUrl: string | null;
  mediaUrl: string | null;
};

async function findVideo(videoId: string, executor: DbExecutor = db()): Promise<VideoRow> {
  const [row] = await executor
    .select({
      id: cityVideos.id,
      videoId: cityVideos.videoId,
      videoUrl: cityVideos.videoUrl,
      captionsUrl: cityVideos.captionsUrl,
      mediaUrl: cityVideos.mediaUrl,
    })
    .from(cityVideos)
    .where(eq(cityVideos.id, videoId));
  if (!row) throw new AppError("NOT_FOUND", VIDEO_NOT_FOUND);
  return row;
}

/** The YouTube id of a row: its URL when that is a YouTube URL, else its video id when no other URL says otherwise. */
function youtubeIdOf(row: VideoRow): string | null {
  if (row.videoUrl) return extractYoutubeVideoId(row.videoUrl);
  return extractYoutubeVideoId(row.videoId);
}

/** A source that could not be tried for this video, and why. */
function skipped(source: TranscriptSource, reason: string): SourceAttempt {
  return { source, reason, transient: false, unavailable: true };
}

const SOURCE_NAMES: Record<TranscriptSource, string> = {
  youtube_captions: "YouTube captions",
  source_captions: "the source's captions",
  speech_to_text: "speech-to-text",
  upload: "upload",
  seed: "demo data",
};

/**
 * What a failed fetch tells an admin: the spec's message, then what each source said, e.g. "Failed to fetch
 * transcript (YouTube captions: The video is not on YouTube.; speech-to-text: Speech-to-text is not configured
 * (ASR_BASE_URL).)".
 */
export function describeTranscriptFailure(result: { message: string; attempts: SourceAttempt[] }): string {
  if (result.attempts.length === 0) return result.message;
  const detail = result.attempts
    .map((attempt) => `${SOURCE_NAMES[attempt.source]}: ${attempt.reason}`)
    .join("; ");
  return `${result.message} (${detail})`;
}

/**
 * Tries each source in order and saves the first transcript that works, recording its source. When every
 * source fails nothing is written, so an existing transcript stays.
 */
export async function fetchTranscriptForVideo(options: {
  videoId: string;
  /** Overrides the YouTube id read from the row (the spec's updateVideoTranscript passes one). */
  youtubeId?: string | null;
}): Promise<FetchTranscriptResult> {
  const row = await findVideo(options.videoId);
  const attempts: SourceAttempt[] = [];
  let found: { source: TranscriptSource; segments: TranscriptSegment[] } | null = null;

  const youtubeId = options.youtubeId ?? youtubeIdOf(row);
  if (youtubeId) {
    const result = await fetchYoutubeCaptions({ youtubeId });
    if (result.status === "ok")
      found = { source: TRANSCRIPT_SOURCES.youtubeCaptions, segments: result.segments };
    else
      attempts.push({
        source: TRANSCRIPT_SOURCES.youtubeCaptions,
        reason: `${result.status}: ${result.reason}`,
        transient: result.status === "failed" && result.transient,
        unavailable: result.status === "no-captions",
      });
  } else {
    attempts.push(skipped(TRANSCRIPT_SOURCES.youtubeCaptions, NOT_A_YOUTUBE_VIDEO));
  }
  if (!found && row.captionsUrl) {
    const result = await fetchSourceCaptions({ captionsUrl: row.captionsUrl });
    if (result.ok) found = { source: TRANSCRIPT_SOURCES.sourceCaptions, segments: result.segments };
    else
      attempts.push({
        source: TRANSCRIPT_SOURCES.sourceCaptions,
        reason: result.reason,
        transient: result.transient,
        unavailable: result.empty,
      });
  } else if (!found) {
    attempts.push(skipped(TRANSCRIPT_SOURCES.sourceCaptions, NO_CAPTIONS_URL));
  }
  if (!found && !row.mediaUrl) {
    attempts.push(skipped(TRANSCRIPT_SOURCES.speechToText, NO_MEDIA_URL));
  } else if (!found && !speechToTextConfigured()) {
    // Not "unavailable": the media is there, only the operator's setting is missing, and the admin should know.
    attempts.push({
      source: TRANSCRIPT_SOURCES.speechToText,
      reason: ASR_NOT_CONFIGURED,
      transient: false,
      unavailable: false,
    });
  } else if (!found && row.mediaUrl) {
    try {
      found = {
        source: TRANSCRIPT_SOURCES.speechToText,
        segments: await transcribeMediaUrl({ mediaUrl: row.mediaUrl }),
      };
    } catch (error) {
      if (!(error instanceof SpeechToTextError)) throw error;
      attempts.push({
        source: TRANSCRIPT_SOURCES.speechToText,
        reason: error.message,
        transient: error.transient,
        unavailable: error.message === TRANSCRIPT_EMPTY,
      });
    }
  }

  if (!found) {
    const unavailable = attempts.every((attempt) => attempt.unavailable);
    logger.info({ videoId: row.id, attempts }, "no transcript source worked");
    return {
      ok: false,
      message: unavailable ? NO_TRANSCRIPT_AVAILABLE : FAILED_TO_FETCH_TRANSCRIPT,
      transient: attempts.some((attempt) => attempt.transient),
      unavailable,
      saveFailed: false,
      attempts,
    };
  }
  try {
    const saved = await saveTranscript({ videoId: row.id, segments: found.segments, source: found.source });
    return {
      ok: true,
      source: found.source,
      transcript: saved.transcript,
      segmentCount: found.segments.length,
      attempts,
    };
  } catch (error) {
    logger.error({ err: error, videoId: row.id }, "saving a fetched transcript failed");
    return {
      ok: false,
      message: FAILED_TO_SAVE_TRANSCRIPT,
      transient: true,
      unavailable: false,
      saveFailed: true,
      attempts,
    };
  }
}

/** YouTube captions for a bare id or URL, without saving (the spec's fetchYoutubeTranscript). */
export async function fetchYoutubeTranscriptText(options: {
  video: string;
}): Promise<{ ok: true; transcript: string } | { ok: false; message: string }> {
  const youtubeId = extractYoutubeVideoId(options.video);
  if (!youtubeId) return { ok: false, message: FAILED_TO_FETCH_TRANSCRIPT };
  const result = await fetchYoutubeCaptions({ youtubeId });
  if (result.status === "ok") return { ok: true, transcript: formatTranscriptText(result.segments) };
  return {
    ok: false,
    message: result.status === "no-captions" ? NO_TRANSCRIPT_AVAILABLE : FAILED_TO_FETCH_TRANSCRIPT,
  };
}

function hasTranscriptExtension(filename: string): boolean {
  const lower = filename.toLowerCase();
  return TRANSCRIPT_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * An uploaded transcript file's text, or a clear 4xx: too large, another type, empty, or bytes that are not UTF-8
 * text. The format (WebVTT, SRT, plain text) is read from the content when it is imported.
 */
export async function readTranscriptFile(file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_TRANSCRIPT_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", TRANSCRIPT_TOO_LARGE);
  if (!hasTranscriptExtension(file.name)) throw new AppError("BAD_REQUEST", UPLOAD_WRONG_TYPE);
  if (file.size === 0) throw new AppError("BAD_REQUEST", UPLOAD_FILE_EMPTY);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new AppError("BAD_REQUEST", UPLOAD_NOT_TEXT);
  }
  // A NUL byte means a binary file (a PDF, a video) that happened to decode.
  if (text.includes("\u0000")) throw new AppError("BAD_REQUEST", UPLOAD_NOT_TEXT);
  if (!text.trim()) throw new AppError("BAD_REQUEST", UPLOAD_FILE_EMPTY);
  return text;
}

/** An admin's WebVTT, SRT or plain-text upload (detected by content, at most 5 MB). */
export async function importTranscript(options: {
  videoId: string;
  text: string;
  filename?: string;
  /** The caller's transaction (an admin's edit saves the transcript with the video's other fields). */
  tx?: Transaction;
}): Promise<{ transcript: string; segmentCount: number; analysisQueued: boolean }> {
  if (Buffer.byteLength(options.text, "utf8") > MAX_UPLOAD_TRANSCRIPT_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", TRANSCRIPT_TOO_LARGE);
  }
  await findVideo(options.videoId, options.tx);
  const segments = parseTranscript(options.text);
  const saved = await saveTranscript({
    videoId: options.videoId,
    segments,
    source: TRANSCRIPT_SOURCES.upload,
    ...(options.tx ? { tx: options.tx } : {}),
  });
  return {
    transcript: saved.transcript,
    segmentCount: segments.length,
    analysisQueued: saved.analysisQueued,
  };
}

/** Of `videoIds` (in `cityId`), those whose transcript is missing or shorter than 100 characters. */
export async function listVideosNeedingTranscript(options: {
  cityId: string;
  videoIds: readonly string[];
}): Promise<string[]> {
  if (options.videoIds.length === 0) return [];
  const rows = await db()
    .select({ id: cityVideos.id })
    .from(cityVideos)
    .where(
      and(
        eq(cityVideos.cityId, options.cityId),
        inArray(cityVideos.id, [...options.videoIds]),
        sql`coalesce(length(${cityVideos.transcript}), 0) < ${MIN_TRANSCRIPT_CHARS}`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The city page's "Fetch Transcript": only for a video of that city. */
export async function fetchTranscriptForCityVideo(options: {
  cityId: string;
  videoId: string;
}): Promise<FetchTranscriptResult> {
  const [row] = await db()
    .select({ id: cityVideos.id })
    .from(cityVideos)
    .where(and(eq(cityVideos.id, options.videoId), eq(cityVideos.cityId, options.cityId)));
  if (!row) throw new AppError("NOT_FOUND", VIDEO_NOT_FOUND);
  return fetchTranscriptForVideo({ videoId: row.id });
}

export type TranscriptLine = {
  id: number;
  startSeconds: number;
  endSeconds: number;
  speaker: string | null;
  text: string;
};

/**
 * The whole transcript of a meeting page, for the page to fetch once it runs (a long one is sent in parts:
 * transcript-parts.ts). Undefined for a meeting this viewer may not see, or an address that is not the canonical one.
 */
export async function getMeetingTranscriptLines(options: {
  videoParam: string;
  locationKey: string;
  viewer: CityViewer;
}): Promise<TranscriptLine[] | undefined> {
  const lookup = await findMeetingForPage({ ...options, page: "meeting" });
  if (lookup.kind !== "found") return undefined;
  return listTranscriptLines({ videoId: lookup.video.id });
}

/** A meeting's timed transcript lines in order, for reading beside the video. */
export async function listTranscriptLines(options: { videoId: string }): Promise<TranscriptLine[]> {
  return db()
    .select({
      id: transcriptSegments.id,
      startSeconds: transcriptSegments.startSeconds,
      endSeconds: transcriptSegments.endSeconds,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .where(eq(transcriptSegments.videoId, options.videoId))
    .orderBy(transcriptSegments.position);
}

export type TranscriptDownload =
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
  | { kind: "file"; fileName: string; body: string };

/**
 * A meeting's transcript as a file (issue #18), for anyone who may open the meeting's page (ADR 0024). A meeting
 * without a transcript has no file; an address that is not the canonical one moves there, as the page does.
 */
export async function getTranscriptDownload(options: {
  videoParam: string;
  locationKey?: string;
  format: TranscriptDownloadFormat;
  viewer: CityViewer;
}): Promise<TranscriptDownload> {
  const lookup = await findMeetingForPage({ ...options, page: "meeting" });
  if (lookup.kind === "missing") return lookup;
  if (lookup.kind === "redirect") {
    return { kind: "redirect", location: transcriptDownloadPath(lookup.location, options.format) };
  }
  const { video } = lookup;
  const segments = await loadTranscriptSegments(video.id, video.transcript ?? "");
  if (segments.length === 0) return { kind: "missing" };
  const meeting: TranscriptDownloadMeeting = {
    id: video.id,
    title: video.title,
    city: { name: video.city.name, state: video.city.state, locationKey: video.city.locationKey },
    publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
    url: absoluteUrl(env().PUBLIC_URL, meetingPath(video.city.locationKey, video.id)),
    videoUrl: video.videoUrl,
  };
  return {
    kind: "file",
    fileName: transcriptFileName(meeting, options.format),
    body: renderTranscriptDownload(options.format, meeting, segments),
  };
}

/**
 * A public city's meetings with their segments as NDJSON (issue #18), streamed in batches. Public cities only,
 * whoever asks (ADR 0024): bulk users and their mirrors get the record everyone may read. Undefined: no such city.
 */
export async function getCityArchive(options: {
  locationKey: string;
}): Promise<{ fileName: string; body: ReadableStream<Uint8Array> } | undefined> {
  const city = await getCityByLocationKey({ locationKey: options.locationKey, viewer: null });
  if (!city) return undefined;
  return { fileName: archiveFileName(city.locationKey), body: cityArchiveStream(city) };
}
