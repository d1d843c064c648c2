// Words of the meeting story page and the city feed (spec 000 sections 2 and 8), quoted by screens and tests.
import { PRODUCT_NAME } from "~/lib/product";
import type { StoryRule } from "./story-rules.server";

export const VIEW_ANALYSIS = "View Analysis";
/** Shown until a story exists; its automatic generation when this page opens comes with issue #5. */
export const NO_STORY_YET = "A news story hasn't been written for this meeting yet.";
export const NO_STORY_HINT = "The meeting's analysis is ready to read in the meantime.";
/** Without an analysis there is nothing to write a story from, and nothing "ready to read" (issue 14). */
export const NO_STORY_NO_ANALYSIS_HINT =
  "This meeting hasn't been analyzed yet, and its story is written from the analysis.";
/** The spec's messages for the generation run and the admin buttons (issue #5). */
export const STORY_GENERATION_FAILED = "Failed to generate the news story. Please try again.";
export const STORY_GENERATED = "Story Generated";
export const REWRITE_STORY = "Rewrite Story";
export const REGENERATE_STORY = "Regenerate";

export const GENERATED_LABEL = "Generated";
export const PRIMARY_FOCUS_LABEL = "Focus:";
export const QUICK_FACTS_TITLE = "Quick Facts";
export const BACKGROUND_TITLE = "Background";
export const ABOUT_THIS_STORY_TITLE = "About this story";
export const NEXT_MEETING_LABEL = "Next meeting";
export const FOLLOW_UP_LABEL = "Follow-up needed";
export const SOURCES_USED_LABEL = "Sources used";
export const UNCERTAINTY_NOTES_LABEL = "Uncertainty notes";
export const YES = "Yes";
export const NO = "No";

export function cityFeedTitle(cityName: string): string {
  return `${cityName} meetings | ${PRODUCT_NAME}`;
}

export function cityFeedDescription(cityName: string, state: string): string {
  return `News stories from the public meetings of ${cityName}, ${state}, written from their transcripts.`;
}

// ---- writing stories (issue #5) ----
export const ANALYSIS_RESULTS_REQUIRED = "Analysis results are required to generate a story";
export const VIDEO_ANALYSIS_RESULTS_REQUIRED = "Video analysis results are required to generate a story";
/** Our words: a story's quotes are checked against the stored transcript, so a video without one gets no story. */
export const STORY_TRANSCRIPT_REQUIRED = "Video must have a transcript to generate a story";
export const STORY_GENERATED_SUCCESSFULLY = "Story generated successfully";
export const STORY_VIDEO_NOT_FOUND = "No meeting video was found for that id.";
export const WRITING_STORY = "Writing the news story...";
export const WRITING_STORY_HINT = "This page updates by itself when the story is ready.";
export const ADDITIONAL_CONTEXT_LABEL = "Additional context (optional)";
export const ADDITIONAL_CONTEXT_HINT = "Facts or background the story should use, such as a correction.";
export const STORY_ADMIN_TITLE = "Admin tools";
export const GENERATING = "Generating...";

// ---- the story playground (issue #7) ----
export const STORY_CANDIDATE_INVALID =
  "The candidate story is not a complete story (headline, body, sidebar and metadata). Generate it again.";
export const STORY_CHANGED_SINCE_CANDIDATE =
  "The story changed after this candidate was generated. Generate a new candidate from the current story.";
/** Spec 001 section 2: a story that does not parse is shown as its raw text with the generation time. */
export const STORY_STORED_AS_TEXT = "Stored as plain text (not a structured story):";

/** Issue #30: a meeting whose transcript is mostly not reliable English gets no story. */
export const STORY_TRANSCRIPT_UNRELIABLE =
  "No story is written for this meeting: most of its transcript is not reliable English (Transcript unreliable).";

// ---- editorial control (ADR 0026; our words) ----
export const STORY_NOT_EDITABLE = "This meeting has no story to edit yet.";
export const NO_MACHINE_STORY = "There is no machine-written story to restore.";
export const NO_STORY_TO_PUBLISH = "This meeting has no story to publish.";
/** What a reader sees of a story that waits for an editor (a draft held for review, or unpublished). */
export const STORY_AWAITING_REVIEW = "This meeting's story is waiting for an editor's review.";
export const STORY_NOT_PUBLISHED_NOTICE =
  "Not published: only administrators can see this story. Publish it in Content Management.";

// ---- review before publishing (issue #14): why a story waits for an editor ----
export const STORY_RULE_DESCRIPTIONS: Record<StoryRule, string> = {
  "headline-too-long": "The headline is longer than 90 characters",
  "headline-no-verb": "The headline has no subject and verb",
  "headline-vacuous-subject": 'The headline does not say what was decided ("approves a measure")',
  "headline-no-outcome": "The headline does not state the decision's outcome",
  "headline-no-tally": "The headline leaves out the vote's tally",
  "procedure-leads": "The story leads with procedure (call to order, roll call, minutes, adjournment)",
  "lead-not-decision": "The first paragraph is not the decision",
  "brief-too-long": "A meeting without a decision gets a short brief, and this one is long",
  "date-not-prose": "A date is not written as prose (December 12, 2026)",
  "quote-reused": "A quote is used twice",
  "timestamp-reused": "A timestamp is used twice",
  "quote-not-found": "A quote was not found in the transcript",
  "number-not-in-transcript": "A number in the story is not in the transcript",
  "name-not-in-transcript": "A name in the story is not in the transcript",
  "public-comment-unlabelled": "Something said in public comment is not labeled as public comment",
  "no-grounded-decision": "No decision was found in the transcript to report",
  "no-meeting-date": "The story does not state the meeting's date",
  "decision-without-identity": "The story states a decision the record cannot say the subject of",
  "decision-without-evidence": "A decision the story states has no sentence in the transcript that says it",
  "headline-garbled":
    "The headline's subject is a pronoun, a fragment or someone's words, not what was decided",
  "quote-unreliable": "A quote comes from a stretch of the transcript that is not reliable English",
  "transcript-unreliable": "Most of the transcript is not reliable English",
};
export const EVERY_STORY_WAITS =
  "Every story waits for an editor's review on this site (STORIES_REQUIRE_REVIEW).";

export function storyReviewFailure(rule: StoryRule, detail: string): string {
  return `${STORY_RULE_DESCRIPTIONS[rule]}: ${detail}`;
}
