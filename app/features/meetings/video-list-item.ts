// The rules that decide how a meeting video appears in the city page's list (spec 000 sections 5 and 9),
// as pure functions so the list item sent to the browser never carries the whole transcript.
import {
  MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS,
  MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS_LINK,
  SUMMARY_FALLBACK_CHARS,
} from "./meetings.constants";

export type VideoListSource = {
  id: string;
  title: string;
  description: string | null;
  /** The transcript, or only its beginning when `transcriptLength` gives the full length. */
  transcript: string | null;
  transcriptLength?: number;
  /** The analysis summary, when the meeting has been analyzed. */
  analysisSummary?: string | null;
  thumbnailUrl: string | null;
  publishedAt: Date | null;
  newsStory: unknown;
};

export type VideoListItem = {
  id: string;
  title: string;
  summary: string;
  thumbnailUrl: string | null;
  publishedAt: string | null;
  hasStory: boolean;
  analysisLinkEnabled: boolean;
  transcriptInsufficient: boolean;
};

/** A missing transcript counts as 0 characters. */
export function transcriptLength(transcript: string | null | undefined): number {
  return transcript?.length ?? 0;
}

/** The analysis link needs a transcript longer than 100 characters. */
export function isAnalysisLinkEnabled(transcript: string | null | undefined): boolean {
  return transcriptLength(transcript) > MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS_LINK;
}

/** Under 1000 characters the transcript is flagged; a video with no transcript at all is flagged too. */
export function isTranscriptInsufficient(transcript: string | null | undefined): boolean {
  return transcriptLength(transcript) < MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS;
}

/**
 * The description, or else the analysis summary (issue 14: better than a cut transcript), or else the transcript's
 * first 200 characters followed by "..." (the spec's fallback), or else nothing.
 */
export function videoSummary(
  video: Pick<VideoListSource, "description" | "transcript" | "analysisSummary">,
): string {
  const description = video.description?.trim();
  if (description) return description;
  const analysisSummary = video.analysisSummary?.trim();
  if (analysisSummary) return analysisSummary;
  const transcript = video.transcript?.trim();
  if (transcript) return `${transcript.slice(0, SUMMARY_FALLBACK_CHARS)}...`;
  return "";
}

/** A story saved as JSON or as text counts as present; an empty string does not. */
export function hasNewsStory(newsStory: unknown): boolean {
  if (newsStory === null || newsStory === undefined) return false;
  return typeof newsStory !== "string" || newsStory.trim() !== "";
}

export function toVideoListItem(video: VideoListSource): VideoListItem {
  const length = video.transcriptLength ?? transcriptLength(video.transcript);
  return {
    id: video.id,
    title: video.title,
    summary: videoSummary(video),
    thumbnailUrl: video.thumbnailUrl,
    publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
    hasStory: hasNewsStory(video.newsStory),
    analysisLinkEnabled: length > MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS_LINK,
    transcriptInsufficient: length < MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS,
  };
}
