// Words of the meeting analysis page (spec 000 sections 2 and 8), in one place so screens and tests quote the same text.
export const VIDEO_NOT_FOUND = "Video Not Found";
export const NOT_ANALYZED_YET = "This meeting hasn't been analyzed yet.";
export const VIEW_STORY = "View Story";
/** The spec's prefix for a failed analysis run; the automatic and admin runs that use it arrive with issue #5. */
export const ANALYSIS_FAILED_PREFIX = "Analysis failed:";
export const RE_ANALYZE_MEETING = "Re-Analyze Meeting";

export const AT_A_GLANCE_TITLE = "At a glance";
export const SHOW_ALL = "Show all";
export const SHOW_LESS = "Show less";
export const SUMMARY_TITLE = "Summary";
export const HIGHLIGHTS_TITLE = "Highlights";
export const ACTION_ITEMS_TITLE = "Action Items";
export const ENTITIES_TITLE = "Entities";
export const DESCRIPTION_TITLE = "About this meeting";
export const RESPONSIBLE_PARTY_LABEL = "Responsible";
export const DUE_DATE_LABEL = "Due";
export const DEADLINE_LABEL = "Deadline";
export const NO_HIGHLIGHTS = "No highlights were found in this meeting.";
export const NO_ACTION_ITEMS = "No action items were recorded.";
export const NO_ENTITIES = "No people, places or organizations were identified.";
export const PUBLISHED_LABEL = "Published";

/** The preview's note for the items it leaves out (spec 000 section 2: "+N more"). */
export function moreNote(remaining: number): string {
  return `+${remaining} more`;
}

/** Accessible name of a highlight's timestamp link. */
export function playFromLabel(timestamp: string): string {
  return `Play from ${timestamp}`;
}

// ---- running the analysis (issue #5) ----
export const TRANSCRIPT_REQUIRED = "Video must have a transcript to run analysis";
export const TRANSCRIPT_TOO_SHORT =
  "This transcript is too short to analyze: it needs at least 1,000 characters of meeting text.";
export const ANALYZING_MEETING = "Analyzing this meeting...";
export const ANALYSIS_QUEUED_HINT = "This page updates by itself when the analysis is ready.";
export const VIDEO_NOT_FOUND_FOR_ANALYSIS = "No meeting video was found for that id.";
export const UNIDENTIFIED_SPEAKER = "Unidentified speaker";
export const ADMIN_TOOLS_TITLE = "Admin tools";
export const RE_ANALYZING = "Analyzing...";
/** Re-Analyze's answer: the run is queued, and the page shows its progress until the new analysis is there. */
export const REANALYSIS_QUEUED = "Re-analysis queued";

/** The spec's "Analysis failed: {message}". */
export function analysisFailedMessage(message: string): string {
  return `Analysis failed: ${message}`;
}

export function uncertaintyNoteForDroppedQuotes(count: number): string {
  return count === 1
    ? "1 quote could not be found in the transcript and was removed."
    : `${count} quotes could not be found in the transcript and were removed.`;
}

// ---- editorial control (ADR 0026; our words) ----
export const NO_ANALYSIS_TO_EDIT = "This meeting has no analysis to edit yet.";
export const NO_MACHINE_VERSION = "There is no machine-written version to restore.";

/** Accessible name of a highlight's time on a demo meeting: it marks the moment in the transcript. */
export function showInTranscriptLabel(timestamp: string): string {
  return `Show ${timestamp} in the transcript`;
}

// ---- the meeting record (issue #30; our words) ----
/** The meeting's outline beside its transcript: its agenda items in order, each opening its moment. */
export const CHAPTERS_TITLE = "Chapters";
export const UNNAMED_ITEM_LABEL = "Unnamed item";
export const DECISION_OUTCOME_LABELS = {
  passed: "Passed",
  failed: "Failed",
  tabled: "Tabled",
  continued: "Continued",
  withdrawn: "Withdrawn",
} as const;
/** The quality gate's verdict when most of a transcript is not reliable English: no story is written from it. */
export const TRANSCRIPT_UNRELIABLE = "Transcript unreliable";
export const TRANSCRIPT_UNRELIABLE_DETAIL =
  "Most of this meeting's transcript is not reliable English, so it is not quoted, searched as speech or written up as a story. The video is the record.";

/** Accessible name of a chapter's link: "Open Item 4: Proposed budget for the Public Works Department at 00:42:45". */
export function openChapterLabel(title: string, timestamp: string): string {
  return `Open ${title} at ${timestamp}`;
}
