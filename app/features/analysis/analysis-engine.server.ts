// The one interface both analysis engines (an OpenAI-compatible model, or the built-in offline engine) implement.

import type { TranscriptSegment } from "~/lib/transcript-format";
import type { AnalysisResults, NewsStory } from "./analysis.schema";

/** A timed stretch of transcript, as stored in transcript_segments: the transcripts area's segment. */
export type EngineSegment = TranscriptSegment;

export type AnalyzeInput = {
  title: string;
  description: string | null;
  segments: readonly EngineSegment[];
};

export type WriteStoryInput = {
  title: string;
  analysis: AnalysisResults;
  segments: readonly EngineSegment[];
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
