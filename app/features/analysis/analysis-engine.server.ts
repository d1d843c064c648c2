// The one interface both analysis engines (an OpenAI-compatible model, or the built-in offline engine) implement.

import type { TranscriptSegment } from "~/lib/transcript-format";
import type { AnalysisResults, NewsStory } from "./analysis.schema";

/** A timed stretch of transcript, as stored in transcript_segments: the transcripts area's segment. */
export type EngineSegment = TranscriptSegment;

/** What a story knows of the meeting beside its record: its date and the body that met, from the source. */
export type MeetingFacts = {
  /** The meeting's day (ISO), from its date field: the admin's or the source's, never the title's. */
  date: string | null;
  /** "Harbor Point City Council": the source's body with its city, never words of the title. */
  body: string | null;
};

export type AnalyzeInput = {
  title: string;
  description: string | null;
  segments: readonly EngineSegment[];
  /** The meeting's day (ISO) from its date field, for dates said without a year; never read from the title. */
  meetingDate?: string | null;
  /** The body that met, as its source names it ("Harbor Point City Council"); never read from the title. */
  body?: string | null;
};

export type WriteStoryInput = {
  title: string;
  /** The meeting record the story repeats: a story never reads the transcript again (issue #30). */
  analysis: AnalysisResults;
  /** The meeting's date and body, from its date field and its source. */
  meeting: MeetingFacts;
  additionalContext?: string | null;
  /** Quotes the grounding verifier already removed from the analysis, reported in the story's notes. */
  droppedQuotes?: number;
};

export type AnalysisEngine = {
  name: "llm" | "offline";
  analyzeTranscript(input: AnalyzeInput): Promise<AnalysisResults>;
  writeStory(input: WriteStoryInput): Promise<NewsStory>;
};

/** An engine failure; transient ones (timeouts, 429, 5xx) are worth retrying, the rest are not. */
export class AnalysisEngineError extends Error {
  override name = "AnalysisEngineError";
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export function isTransientError(error: unknown): boolean {
  return error instanceof AnalysisEngineError && error.transient;
}
