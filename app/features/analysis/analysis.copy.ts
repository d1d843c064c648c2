// Words of the meeting analysis page (spec 000 sections 2 and 8), in one place so screens and tests quote the same text.
export const VIDEO_NOT_FOUND = "Video Not Found";
export const NOT_ANALYZED_YET = "This meeting hasn't been analyzed yet.";
export const UNABLE_TO_EMBED_VIDEO = "Unable to embed video";
export const WATCH_ON_YOUTUBE = "Watch on YouTube";
export const WATCH_VIDEO = "Watch video";
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
export const NO_ENTITIES = "No people, places or organisations were identified.";
export const PUBLISHED_LABEL = "Published";

/** The preview's note for the items it leaves out (spec 000 section 2: "+N more"). */
export function moreNote(remaining: number): string {
  return `+${remaining} more`;
}

/** Accessible name of a highlight's timestamp link. */
export function playFromLabel(timestamp: string): string {
  return `Play from ${timestamp}`;
}

export function videoFrameTitle(videoTitle: string): string {
  return `Video: ${videoTitle}`;
}
