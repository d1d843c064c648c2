// Limits and names of the admin content management page.
import { MAX_UPLOAD_TRANSCRIPT_BYTES } from "~/features/transcripts/transcripts.schema";

/** An uploaded transcript may be at most this large (the transcripts service enforces the same limit). */
export const TRANSCRIPT_UPLOAD_MAX_BYTES = MAX_UPLOAD_TRANSCRIPT_BYTES;

export const UPLOAD_TRANSCRIPT_INTENT = "upload-transcript";

/** A source's list shows this many of its newest videos. */
export const SOURCE_VIDEO_LIMIT = 200;

/** The editorial and pipeline buttons of the selected video (ADR 0026). */
export const CONTENT_INTENTS = {
  editSummary: "edit-summary",
  restoreAnalysis: "restore-analysis",
  editStory: "edit-story",
  restoreStory: "restore-story",
  publishStory: "publish-story",
  unpublishStory: "unpublish-story",
  fetchTranscript: "fetch-transcript",
  retryStep: "retry-step",
} as const;

export const EDIT_LIMITS = {
  summary: 5000,
  headline: 200,
  body: 30_000,
  background: 5000,
  quickFacts: 5000,
} as const;
